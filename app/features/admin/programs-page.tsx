import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount, formatINR } from "~/lib/format";
import { paths } from "#contracts/pages";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { isForbidden } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { AdminTable, type Column, LoadError, td } from "./admin-table";
import { usePrograms } from "./programs-api";

// /admin/programs: every program of the catalogue, active and inactive, with its enrolments.

export const programEditPath = (id: string) => `${paths.adminProgram}?id=${encodeURIComponent(id)}`;

const columns: Column[] = [
  { label: "Program" },
  { label: "Status" },
  { label: "Price", align: "right" },
  { label: "Modules", align: "right" },
  { label: "Enrolments", align: "right" },
  { label: "Actions", srOnly: true },
];

export function ProgramsPage() {
  const list = usePrograms();

  if (isForbidden(list.error)) return <NotAuthorised />;
  if (list.isError && !list.data) return <LoadError what="programs" onRetry={() => void list.refetch()} />;

  const programs = list.data;
  const active = programs?.filter((p) => p.is_active).length ?? 0;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {programs
            ? `${formatCount(programs.length)} ${programs.length === 1 ? "program" : "programs"}, ${formatCount(active)} active in the catalogue`
            : "Loading programs..."}
        </p>
        <Button asChild>
          <Link to={paths.adminProgram}>
            <Plus aria-hidden="true" />
            New program
          </Link>
        </Button>
      </div>
      {programs && programs.length === 0 && (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No programs yet</h2>
          <p className="mt-1 text-slate-700">Create the first program of the catalogue: it appears on the programs page as soon as it is active.</p>
        </Card>
      )}
      {programs && programs.length > 0 && (
        <AdminTable label="Programs" caption="Programs, by title" columns={columns} className="min-w-[52rem]">
          {programs.map((p) => (
            <tr key={p.id}>
              <td className={td}>
                <div className="font-medium text-slate-900">{p.title}</div>
                <div className="text-slate-600">
                  {categoryLabel(p.category)} · {levelLabel(p.level)} · {p.duration}
                </div>
              </td>
              <td className={td}>{p.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatINR(p.price)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCount(p.module_count)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCount(p.enrollment_count)}</td>
              <td className={`${td} text-right`}>
                <Button asChild variant="outline" size="sm">
                  <Link to={programEditPath(p.id)} aria-label={`Edit ${p.title}`}>
                    Edit
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
