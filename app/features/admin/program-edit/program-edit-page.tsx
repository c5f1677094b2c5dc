import { ArrowLeft } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { formatCount, formatINR } from "~/lib/format";
import { paths } from "#contracts/pages";
import type { AdminProgramDetail } from "#contracts/programs";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { isForbidden } from "../admin-api";
import { NotAuthorised } from "../admin-gate";
import { LoadError } from "../admin-table";
import { programEditPath } from "../programs-page";
import { useCreateProgram, useProgram, useUpdateProgram } from "../programs-api";
import { AvailabilitySection } from "./availability-section";
import { HistorySection } from "./history-section";
import { ModulesSection } from "./modules-section";
import { FormLoading, loadConfirmDialog, loadModuleDialog, loadProgramForm, ProgramForm, Section } from "./parts";

// /admin/programs/edit: a new program (no id), or one program (?id=): its details, its modules in
// order (add, edit, move up and down, remove; modules-section.tsx), its availability (deactivate,
// reactivate, delete; availability-section.tsx) and the history of every staff change
// (history-section.tsx).

export function ProgramEditPage({ id }: { id: string | null }) {
  useEffect(() => {
    void loadProgramForm();
    if (id) {
      void loadModuleDialog();
      void loadConfirmDialog();
    }
  }, [id]);
  return (
    <div className="grid gap-6">
      <Link
        to={paths.adminPrograms}
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All programs
      </Link>
      {id ? <ExistingProgram id={id} /> : <NewProgram />}
    </div>
  );
}

function NewProgram() {
  const create = useCreateProgram();
  const navigate = useNavigate();
  return (
    <Section title="Program details" id="details-title" description="Every field is required. Add the modules once the program is created.">
      <Suspense fallback={<FormLoading />}>
        <ProgramForm
          mode="create"
          submitLabel="Create program"
          saving={create.isPending}
          onSubmit={async (values) => {
            const { program } = await create.mutateAsync(values);
            toastSuccess({ title: "Program created", description: `${program.title} is saved. Now add its modules.` });
            navigate(programEditPath(program.id), { replace: true, state: { focus: "modules-title" } });
          }}
        />
      </Suspense>
    </Section>
  );
}

function ExistingProgram({ id }: { id: string }) {
  const program = useProgram(id);
  const location = useLocation();
  const focusTarget = (location.state as { focus?: string } | null)?.focus;
  const loaded = Boolean(program.data);
  useEffect(() => {
    if (loaded && focusTarget) document.getElementById(focusTarget)?.focus();
  }, [loaded, focusTarget]);

  if (isForbidden(program.error)) return <NotAuthorised />;
  if (program.error instanceof ApiError && program.error.status === 404) {
    return (
      <Card className="px-6 py-12 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Program not found</h2>
        <p className="mt-1 text-slate-700">It may have been deleted. Go back to the list of programs.</p>
      </Card>
    );
  }
  if (program.isError && !program.data) return <LoadError what="program" onRetry={() => void program.refetch()} />;
  if (!program.data) {
    return (
      <p role="status" className="text-slate-700">
        Loading program...
      </p>
    );
  }
  const p = program.data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-2 text-xl font-semibold break-words text-slate-900">{p.title}</h2>
        {p.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
        <Badge tone="brand">{categoryLabel(p.category)}</Badge>
        <Badge tone="neutral">{levelLabel(p.level)}</Badge>
        <span className="text-sm text-slate-700">
          {formatINR(p.price)} · {formatCount(p.enrollment_count)} {p.enrollment_count === 1 ? "enrolment" : "enrolments"}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <ModulesSection program={p} />
          <DetailsSection program={p} />
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <AvailabilitySection program={p} />
          <HistorySection programId={p.id} />
        </div>
      </div>
    </>
  );
}

function DetailsSection({ program }: { program: AdminProgramDetail }) {
  const update = useUpdateProgram(program.id);
  const { title, description, category, level, duration, price, features, is_active, translations } = program;
  return (
    <Section title="Program details" id="details-title">
      <Suspense fallback={<FormLoading />}>
        <ProgramForm
          // A save (or another change) brings new values: the form starts from them.
          key={program.updated_at}
          mode="edit"
          initial={{ title, description, category, level, duration, price, features, is_active, translations }}
          submitLabel="Save changes"
          saving={update.isPending}
          onSubmit={async ({ is_active: _, ...values }) => {
            await update.mutateAsync(values);
            toastSuccess({ title: "Changes saved", description: "The catalogue shows them now." });
          }}
        />
      </Suspense>
    </Section>
  );
}
