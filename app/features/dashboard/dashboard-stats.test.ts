import { describe, expect, it } from "vitest";
import { activeEnrollments, dashboardStats } from "./dashboard-stats";

const active = (progress: number) => ({ status: "active" as const, progress });
const completed = (progress = 100) => ({ status: "completed" as const, progress });

describe("dashboardStats", () => {
  it("is all zeros without enrolments", () => {
    expect(dashboardStats([])).toEqual({ activePrograms: 0, completedPrograms: 0, averageProgress: 0 });
  });

  it("counts active and completed enrolments separately", () => {
    const stats = dashboardStats([active(10), completed(), active(30), completed(), completed()]);
    expect(stats.activePrograms).toBe(2);
    expect(stats.completedPrograms).toBe(3);
  });

  it("averages the progress of active enrolments only", () => {
    expect(dashboardStats([active(20), active(60), completed(100)]).averageProgress).toBe(40);
  });

  it("rounds the mean to a whole percent", () => {
    // 10 + 15 + 20 = 45 / 3 = 15; 33 + 34 = 67 / 2 = 33.5 → 34; 1 + 0 + 0 = 1 / 3 = 0.33 → 0
    expect(dashboardStats([active(10), active(15), active(20)]).averageProgress).toBe(15);
    expect(dashboardStats([active(33), active(34)]).averageProgress).toBe(34);
    expect(dashboardStats([active(1), active(0), active(0)]).averageProgress).toBe(0);
    expect(dashboardStats([active(66), active(67), active(67)]).averageProgress).toBe(67);
  });

  it("is 0 when only completed enrolments exist", () => {
    expect(dashboardStats([completed(100), completed(80)])).toEqual({
      activePrograms: 0,
      completedPrograms: 2,
      averageProgress: 0,
    });
  });

  it("ignores statuses other than active and completed", () => {
    const stats = dashboardStats([active(50), { status: "paused" as never, progress: 90 }]);
    expect(stats).toEqual({ activePrograms: 1, completedPrograms: 0, averageProgress: 50 });
  });
});

describe("activeEnrollments", () => {
  it("keeps the active ones in order", () => {
    const list = [
      { id: "a", status: "active" as const },
      { id: "b", status: "completed" as const },
      { id: "c", status: "active" as const },
    ];
    expect(activeEnrollments(list).map((e) => e.id)).toEqual(["a", "c"]);
  });
});
