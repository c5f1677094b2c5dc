import { useState } from "react";
import type { Job } from "~/content/company/jobs";
import { FilterButtons } from "./filter-buttons";
import { departmentOptions, jobsInDepartment, type DepartmentFilter } from "./job-filter";
import { JobCard } from "./job-card";
import { useT } from "~/i18n/i18n";

/** The open positions with the department filter (default All) and its empty message. */
export function JobBoard({ jobs }: { jobs: readonly Job[] }) {
  const { t, tp } = useT();
  const [department, setDepartment] = useState<DepartmentFilter>("All");
  const shown = jobsInDepartment(jobs, department);

  return (
    <div>
      <FilterButtons
        label={t("Filter by department")}
        options={departmentOptions(jobs).map((o) => ({ ...o, label: t(o.label) }))}
        value={department}
        onChange={setDepartment}
      />
      <p role="status" className="sr-only">
        {department === "All"
          ? tp(shown.length, "{count} position", "{count} positions")
          : tp(shown.length, "{count} position in {department}", "{count} positions in {department}", { department: t(department) })}
      </p>
      {shown.length === 0 ? (
        <p className="mx-auto mt-10 max-w-xl rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-lg text-slate-700">
          {t("No positions available in this department")}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {shown.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
