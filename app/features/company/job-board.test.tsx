// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { jobs, type Job } from "~/content/company/jobs";
import { JobBoard } from "./job-board";

afterEach(cleanup);

describe("JobBoard", () => {
  it("starts on All and shows every job", () => {
    render(<JobBoard jobs={jobs} />);
    expect(screen.getByRole("button", { name: `All (${jobs.length})` })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(jobs.length);
  });

  it("filters by department and shows the empty message for a department without jobs", async () => {
    const sample: Job[] = [jobs[0], { ...jobs[1], department: "Sales" }];
    render(<JobBoard jobs={sample} />);
    await userEvent.click(screen.getByRole("button", { name: "Sales (1)" }));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([jobs[1].title]);
    expect(screen.getByRole("button", { name: "Sales (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All (2)" })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(screen.getByRole("button", { name: "Research (0)" }));
    expect(screen.getByText("No positions available in this department")).toBeInTheDocument();
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  });
});
