import { describe, expect, it } from "vitest";
import { departments, jobs, type Job } from "~/content/company/jobs";
import { departmentOptions, jobsInDepartment } from "./job-filter";

describe("departmentOptions", () => {
  it("lists All and the six departments of the spec, in order", () => {
    expect(departmentOptions(jobs).map((o) => o.label)).toEqual([
      "All",
      "Engineering",
      "Product",
      "Education",
      "Sales",
      "Research",
      "Customer Success",
    ]);
  });

  it("counts the jobs of each department from the data", () => {
    const counts = Object.fromEntries(departmentOptions(jobs).map((o) => [o.value, o.count]));
    expect(counts.All).toBe(jobs.length);
    for (const d of departments) expect(counts[d]).toBe(jobs.filter((j) => j.department === d).length);
    expect(departments.reduce((sum, d) => sum + counts[d], 0)).toBe(jobs.length);
  });

  it("follows the data when it changes", () => {
    const one = [{ ...jobs[0], department: "Sales" }] as Job[];
    const counts = Object.fromEntries(departmentOptions(one).map((o) => [o.value, o.count]));
    expect(counts).toMatchObject({ All: 1, Sales: 1, Engineering: 0 });
  });
});

describe("jobsInDepartment", () => {
  it("keeps every job for All", () => {
    expect(jobsInDepartment(jobs, "All")).toHaveLength(jobs.length);
  });

  it("keeps only the chosen department", () => {
    const engineering = jobsInDepartment(jobs, "Engineering");
    expect(engineering.length).toBeGreaterThan(0);
    expect(engineering.every((j) => j.department === "Engineering")).toBe(true);
  });

  it("leaves at least one department empty, so the empty message is reachable", () => {
    expect(departments.some((d) => jobsInDepartment(jobs, d).length === 0)).toBe(true);
  });
});

describe("job data", () => {
  it("has unique ids, every level of the spec and ISO posting dates", () => {
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.level))).toEqual(new Set(["Junior", "Mid", "Senior", "Mid-Senior", "Director"]));
    for (const j of jobs) expect(j.postedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
