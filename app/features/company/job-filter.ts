import { departments, type Department, type Job } from "~/content/company/jobs";

export type DepartmentFilter = "All" | Department;

/** The filter buttons of the careers page, All first, each with its number of jobs. */
export function departmentOptions(jobs: readonly Job[]): { value: DepartmentFilter; label: string; count: number }[] {
  return [
    { value: "All", label: "All", count: jobs.length },
    ...departments.map((d) => ({ value: d, label: d, count: jobs.filter((j) => j.department === d).length })),
  ];
}

export function jobsInDepartment(jobs: readonly Job[], department: DepartmentFilter): Job[] {
  return department === "All" ? [...jobs] : jobs.filter((j) => j.department === department);
}
