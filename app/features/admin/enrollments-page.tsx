import { Badge } from "~/components/ui/badge";
import { Progress } from "~/components/ui/progress";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { isForbidden, PAGE_SIZE, useAdminEnrollments } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { formatDateTime, LoadError, Pager, TableFrame, td, th, useCursorPages } from "./admin-table";

// /admin/enrollments: who is enrolled in what, with progress, newest first.

const statusBadges: Record<string, { label: string; tone: "blue" | "green" | "neutral" }> = {
  active: { label: "Active", tone: "blue" },
  completed: { label: "Completed", tone: "green" },
};

export function EnrollmentsPage() {
  const pages = useCursorPages();
  const list = useAdminEnrollments(pages.after);

  if (isForbidden(list.error)) return <NotAuthorised />;
  if (list.isError && !list.data) return <LoadError what="enrolments" onRetry={() => void list.refetch()} />;
  if (list.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading enrolments...
      </p>
    );
  }

  const { enrollments, total, next_cursor: nextCursor } = list.data;
  return (
    <div className="grid gap-6">
      <Pager
        label="enrolments"
        pageIndex={pages.pageIndex}
        pageSize={PAGE_SIZE}
        shown={enrollments.length}
        total={total}
        nextCursor={nextCursor}
        busy={list.isFetching}
        onNext={pages.next}
        onPrevious={pages.previous}
      />
      {enrollments.length > 0 && (
        <TableFrame caption="Enrolments">
          <table className="w-full min-w-[48rem] divide-y divide-slate-200">
            <caption className="sr-only">Enrolments, newest first</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Learner
                </th>
                <th scope="col" className={th}>
                  Program
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Progress
                </th>
                <th scope="col" className={th}>
                  Enrolled
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {enrollments.map((e) => {
                const badge = statusBadges[e.status] ?? { label: e.status, tone: "neutral" as const };
                return (
                  <tr key={e.id}>
                    <td className={td}>
                      <div className="font-medium text-slate-900">{e.learner.name || "—"}</div>
                      <div className="break-all">{e.learner.email}</div>
                    </td>
                    <td className={td}>
                      <div className="font-medium text-slate-900">{e.course.title}</div>
                      <div className="text-slate-600">
                        {categoryLabel(e.course.category)} · {levelLabel(e.course.level)}
                      </div>
                    </td>
                    <td className={td}>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </td>
                    <td className={`${td} w-48`}>
                      <div className="flex items-center gap-3">
                        <Progress value={e.progress} aria-label={`Progress of ${e.learner.name || e.learner.email} in ${e.course.title}`} />
                        <span className="w-10 text-right tabular-nums">{e.progress}%</span>
                      </div>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.enrolled_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
