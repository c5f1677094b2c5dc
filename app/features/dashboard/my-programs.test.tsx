// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Enrollment } from "~/lib/programs";
import { MyPrograms } from "./my-programs";

const enrollment = (overrides: Partial<Enrollment> & Pick<Enrollment, "id">): Enrollment => ({
  user_id: "user-1",
  programId: `program-${overrides.id}`,
  completed_modules: [],
  status: "active",
  progress: 0,
  enrolled_at: "2027-01-15T09:30:00.000Z",
  program: { title: "Machine Learning Foundations", category: "machine-learning", duration: "8 weeks", level: "beginner", features: ["Module one", "Module two"] },
  ...overrides,
});

const sample: Enrollment[] = [
  enrollment({
    id: "e1",
    progress: 45,
    enrolled_at: "2027-01-15T09:30:00.000Z",
    program: { title: "Machine Learning Foundations", category: "machine-learning", duration: "8 weeks", level: "beginner", features: ["Module one", "Module two"] },
  }),
  enrollment({
    id: "e2",
    progress: 10,
    enrolled_at: "2027-02-03T18:00:00.000Z",
    program: { title: "NLP with Transformers", category: "nlp", duration: "10 weeks", level: "advanced", features: ["Module one", "Module two"] },
  }),
  enrollment({
    id: "e3",
    status: "completed",
    progress: 100,
    program: { title: "Python for Data Science", category: "data-science", duration: "6 weeks", level: "intermediate", features: ["Module one", "Module two"] },
  }),
];

const renderCourses = (list: Enrollment[]) =>
  render(
    <MemoryRouter>
      <MyPrograms enrollments={list} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("MyPrograms", () => {
  it("shows the empty state with a Browse Programs link when nothing is active", () => {
    renderCourses([sample[2]]);
    expect(screen.getByRole("heading", { name: "No Active Courses" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Programs" })).toHaveAttribute("href", "/programs");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows one card per active enrolment only", () => {
    renderCourses(sample);
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Machine Learning Foundations",
      "NLP with Transformers",
    ]);
    expect(screen.queryByText("Python for Data Science")).toBeNull();
    expect(screen.queryByText("No Active Courses")).toBeNull();
  });

  it("shows the title, category, level, duration, status, progress, enrolled date and Continue Learning", () => {
    renderCourses(sample);
    const card = screen.getByRole("article", { name: "Machine Learning Foundations" });
    const c = within(card);
    expect(c.getByText("Machine Learning")).toBeInTheDocument();
    expect(c.getByText("Beginner")).toHaveClass("bg-green-100");
    expect(c.getByText("8 weeks")).toBeInTheDocument();
    expect(c.getByText("Active")).toBeInTheDocument();
    const bar = c.getByRole("progressbar", { name: "Progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "45");
    expect(c.getByText("45%")).toBeInTheDocument();
    expect(c.getByText("Enrolled 15 Jan 2027")).toBeInTheDocument();
    expect(c.getByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/dashboard/learn?enrollment=e1");
  });

  it("labels categories in full and colours advanced levels red", () => {
    renderCourses(sample);
    const c = within(screen.getByRole("article", { name: "NLP with Transformers" }));
    expect(c.getByText("Natural Language Processing")).toBeInTheDocument();
    expect(c.getByText("Advanced")).toHaveClass("bg-red-100");
    expect(c.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "10");
    expect(c.getByText("10%")).toBeInTheDocument();
    expect(c.getByText("Enrolled 3 Feb 2027")).toBeInTheDocument();
    expect(c.getByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/dashboard/learn?enrollment=e2");
  });

  it("colours intermediate levels yellow", () => {
    renderCourses([enrollment({ id: "e4", program: { ...sample[2].program } })]);
    expect(screen.getByText("Intermediate")).toHaveClass("bg-yellow-100");
    expect(screen.getByText("Data Science")).toBeInTheDocument();
  });
});
