import { Badge } from "~/components/ui/badge";
import { Progress } from "~/components/ui/progress";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { useAdminEnrollments } from "./admin-api";
import { AdminTable, type Column, formatDateTime, ListStates, Pager, td, useCursorPages } from "./admin-table";

// /admin/enrollments: who is enrolled in what, with progress, newest first.

const statusBadges: Record<string, { label: string; tone: "blue" | "green" | "neutral" }> = {
  active: { label: "Active", tone: "blue" },
  completed: { label: "Completed", tone: "green" },
};

const columns: Column[] = [{ label: "Learner" }, { label: "Program" }, { label: "Status" }, { label: "Progress" }, { label: "Enrolled" }];

export function EnrollmentsPage() {
  const pages = useCursorPages();
  const list = useAdminEnrollments(pages.after);
  return (
    <ListStates query={list} what="enrolments">
      {(data) => (
        <div className="grid gap-6">
          <Pager label="enrolments" pages={pages} page={data} shown={data.enrollments.length} busy={list.isFetching} />
          {data.enrollments.length > 0 && (
            <AdminTable label="Enrolments" caption="Enrolments, newest first" columns={columns} className="min-w-[48rem]">
              {data.enrollments.map((e) => {
                const badge = statusBadges[e.status] ?? { label: e.status, tone: "neutral" as const };
                return (
                  <tr key={e.id}>
                    <td className={td}>
                      <div className="font-medium text-slate-900">{e.learner.name || "—"}</div>
                      <div className="break-all">{e.learner.email}</div>
                    </td>
                    <td className={td}>
                      <div className="font-medium text-slate-900">{e.program.title}</div>
                      <div className="text-slate-600">
                        {categoryLabel(e.program.category)} · {levelLabel(e.program.level)}
                      </div>
                    </td>
                    <td className={td}>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </td>
                    <td className={`${td} w-48`}>
                      <div className="flex items-center gap-3">
                        <Progress value={e.progress} aria-label={`Progress of ${e.learner.name || e.learner.email} in ${e.program.title}`} />
                        <span className="w-10 text-right tabular-nums">{e.progress}%</span>
                      </div>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.enrolled_at)}</td>
                  </tr>
                );
              })}
            </AdminTable>
          )}
        </div>
      )}
    </ListStates>
  );
}
