import { ArrowDown, ArrowLeft, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { formatCount, formatINR } from "~/lib/format";
import { paths } from "#contracts/pages";
import type { AdminProgramDetail, AuditEvent, Module } from "#contracts/programs";
import { categoryLabel, levelLabel, programAuditActionLabels, programFieldLabels } from "#contracts/vocabulary";
import { isForbidden } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { formatDateTime, LoadError } from "./admin-table";
import type { ConfirmDialogProps } from "./confirm-dialog";
import { programEditPath } from "./programs-page";
import { useCreateProgram, useDeleteProgram, useModuleMutations, useProgram, useProgramHistory, useUpdateProgram } from "./programs-api";

// /admin/programs/edit: a new program (no id), or one program (?id=): its details, its modules in
// order (add, edit, move up and down, remove), its availability (deactivate, reactivate, delete)
// and the history of every staff change.

// The forms bring react-hook-form and zod, the dialogs Radix Dialog (together ~55 KB gzip). They
// load beside the program's data (ProgramEditPage starts them at once), and a dialog is mounted
// only while it is open, rather than all of it before the page can answer a tap: on a throttled
// phone the page hydrated ~0.4 s later with the forms in its route chunk (bench real).
const loadProgramForm = () => import("./program-form");
const loadModuleDialog = () => import("./module-dialog");
const loadConfirmDialog = () => import("./confirm-dialog");
const ProgramForm = lazy(() => loadProgramForm().then((m) => ({ default: m.ProgramForm })));
const ModuleDialog = lazy(loadModuleDialog);
const LoadedConfirmDialog = lazy(loadConfirmDialog);

/** A confirmation, mounted (and its code loaded) only while it is open. */
function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}

function FormLoading() {
  return (
    <p role="status" className="text-slate-700">
      Loading form...
    </p>
  );
}

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

function Section({ title, id, description, actions, children }: { title: string; id: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={id} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
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
  const { title, description, category, level, duration, price, features, is_active } = program;
  return (
    <Section title="Program details" id="details-title">
      <Suspense fallback={<FormLoading />}>
        <ProgramForm
          // A save (or another change) brings new values: the form starts from them.
          key={program.updated_at}
          mode="edit"
          initial={{ title, description, category, level, duration, price, features, is_active }}
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

// ---- modules ---------------------------------------------------------------------------------------

type ModuleDialogState = { mode: "add" } | { mode: "edit"; module: Module } | null;

function ModulesSection({ program }: { program: AdminProgramDetail }) {
  const { add, update, remove, reorder } = useModuleMutations(program.id);
  const [dialog, setDialog] = useState<ModuleDialogState>(null);
  const [removing, setRemoving] = useState<Module | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: "up" | "down" } | null>(null);
  const modules = program.modules;

  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const same = moveButtons.current.get(`${id}:${direction}`);
    const other = moveButtons.current.get(`${id}:${direction === "up" ? "down" : "up"}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, modules]);

  function move(index: number, direction: "up" | "down") {
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= modules.length) return;
    const ids = modules.map((m) => m.id);
    [ids[index], ids[target]] = [ids[target], ids[index]];
    const module = modules[index];
    reorder.mutate(ids, {
      onError: (error) => {
        console.error("Reordering failed:", error);
        toastError({ title: "Not moved", description: error instanceof ApiError && error.status === 409 ? error.message : "The new order could not be saved. Please try again." });
      },
    });
    setAnnouncement(`${module.title} moved to position ${target + 1} of ${modules.length}.`);
    setFocusAfterMove({ id: module.id, direction });
  }

  return (
    <Section
      title="Modules"
      id="modules-title"
      description="Learners follow the modules in this order. Their progress is the share of modules they have done."
      actions={
        <Button onClick={() => setDialog({ mode: "add" })}>
          <Plus aria-hidden="true" />
          Add module
        </Button>
      }
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {modules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No modules yet. Add the first one: learners see the modules on their learning page.
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {modules.map((m, index) => (
            <li key={m.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Module {index + 1}
                  {m.duration_minutes !== null && <span className="font-medium normal-case tracking-normal"> · {m.duration_minutes} min</span>}
                </p>
                <h3 className="font-medium break-words text-slate-900">{m.title}</h3>
                {m.summary ? <p className="mt-1 text-sm text-slate-700">{m.summary}</p> : <p className="mt-1 text-sm text-slate-600 italic">No summary yet.</p>}
                <p className="mt-1 text-xs text-slate-600">{m.lesson_markdown ? "Has lesson text" : "No lesson text"}</p>
              </div>
              <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${m.title}`}>
                <Button
                  variant="outline"
                  size="icon"
                  ref={(el) => void moveButtons.current.set(`${m.id}:up`, el)}
                  aria-label={`Move ${m.title} up`}
                  disabled={index === 0}
                  onClick={() => move(index, "up")}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  ref={(el) => void moveButtons.current.set(`${m.id}:down`, el)}
                  aria-label={`Move ${m.title} down`}
                  disabled={index === modules.length - 1}
                  onClick={() => move(index, "down")}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="outline" size="sm" aria-label={`Edit ${m.title}`} onClick={() => setDialog({ mode: "edit", module: m })}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="outline" size="sm" aria-label={`Remove ${m.title}`} onClick={() => setRemoving(m)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {dialog && (
        <Suspense fallback={null}>
          <ModuleDialog
            title={dialog.mode === "edit" ? "Edit module" : "Add module"}
            description={dialog.mode === "edit" ? `Module ${dialog.module.position} of ${program.title}.` : `It goes at the end of ${program.title}; move it where it belongs.`}
            module={dialog.mode === "edit" ? dialog.module : undefined}
            submitLabel={dialog.mode === "edit" ? "Save module" : "Add module"}
            saving={add.isPending || update.isPending}
            onClose={() => setDialog(null)}
            onSubmit={async (input) => {
              if (dialog.mode === "edit") {
                await update.mutateAsync({ moduleId: dialog.module.id, input });
                toastSuccess({ title: "Module saved", description: input.title });
              } else {
                await add.mutateAsync(input);
                toastSuccess({ title: "Module added", description: input.title });
              }
              setDialog(null);
            }}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this module?"
        description={
          removing &&
          `“${removing.title}” will be removed from ${program.title}, with its lesson text${program.enrollment_count > 0 ? " and the marks of learners who have done it; their progress is recomputed" : ""}. This cannot be undone.`
        }
        confirmLabel="Remove module"
        busy={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toastSuccess({ title: "Module removed", description: removing.title });
            setRemoving(null);
            document.getElementById("modules-title")?.focus();
          } catch (error) {
            console.error("Removing the module failed:", error);
            toastError({ title: "Not removed", description: "The module could not be removed. Please try again." });
          }
        }}
      />
    </Section>
  );
}

// ---- availability ----------------------------------------------------------------------------------

function AvailabilitySection({ program }: { program: AdminProgramDetail }) {
  const update = useUpdateProgram(program.id);
  const remove = useDeleteProgram(program.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<"deactivate" | "delete" | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const learners = `${formatCount(program.enrollment_count)} enrolled ${program.enrollment_count === 1 ? "learner keeps" : "learners keep"} access`;

  async function setActive(isActive: boolean) {
    try {
      await update.mutateAsync({ is_active: isActive });
      toastSuccess(
        isActive
          ? { title: "Program reactivated", description: "It is back in the catalogue." }
          : { title: "Program deactivated", description: "It has left the catalogue; enrolled learners keep access." },
      );
      setConfirm(null);
    } catch (error) {
      console.error("Changing the program's availability failed:", error);
      toastError({ title: "Not changed", description: "The program's availability could not be changed. Please try again." });
    }
  }

  return (
    <Section
      title="Availability"
      id="availability-title"
      description={program.is_active ? "Active: shown in the catalogue, open for enrolment." : "Inactive: not in the catalogue; enrolled learners keep access."}
    >
      <div className="flex flex-wrap gap-2">
        {program.is_active ? (
          <Button variant="outline" onClick={() => setConfirm("deactivate")}>
            Deactivate
          </Button>
        ) : (
          <Button onClick={() => void setActive(true)} disabled={update.isPending}>
            {update.isPending ? "Reactivating..." : "Reactivate"}
          </Button>
        )}
        <Button
          variant="outline"
          className="text-red-700"
          onClick={() => {
            setDeleteError(undefined);
            setConfirm("delete");
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete program
        </Button>
      </div>
      {program.enrollment_count > 0 && (
        <p className="text-sm text-slate-600">A program with enrolments cannot be deleted; deactivate it instead.</p>
      )}

      <ConfirmDialog
        open={confirm === "deactivate"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Deactivate this program?"
        description={`${program.title} leaves the public catalogue at once and no one new can enrol. ${learners}. You can reactivate it at any time.`}
        confirmLabel="Deactivate"
        busy={update.isPending}
        onConfirm={() => setActive(false)}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete this program?"
        description={`${program.title} and its ${formatCount(program.modules.length)} modules will be deleted for good. Its history is kept. This cannot be undone.`}
        error={deleteError}
        confirmLabel="Delete program"
        busy={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            toastSuccess({ title: "Program deleted", description: program.title });
            navigate(paths.adminPrograms);
          } catch (error) {
            if (error instanceof ApiError && error.code === "program_has_enrollments") setDeleteError(error.message);
            else {
              console.error("Deleting the program failed:", error);
              setDeleteError("The program could not be deleted. Please try again.");
            }
          }
        }}
      />
    </Section>
  );
}

// ---- history -----------------------------------------------------------------------------------------

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "price" && typeof value === "number") return formatINR(value);
  if (field === "category" && typeof value === "string") return categoryLabel(value);
  if (field === "level" && typeof value === "string") return levelLabel(value);
  if (field === "is_active") return value ? "Yes" : "No";
  if (field === "duration_minutes" && typeof value === "number") return `${value} min`;
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function HistoryEntry({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes);
  const created = event.action === "program_created" || event.action === "module_added";
  return (
    <li className="py-3">
      <p className="text-sm font-medium text-slate-900">
        {programAuditActionLabels[event.action] ?? event.action}
        {event.subject && <span className="font-normal text-slate-700">: {event.subject}</span>}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> by {event.actor.email}
      </p>
      {!created && changes.length > 0 && (
        <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
          {changes.map(([field, change]) => (
            <li key={field} className="break-words">
              <span className="font-medium">{programFieldLabels[field] ?? field}:</span> {formatValue(field, change.from)} → {formatValue(field, change.to)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function HistorySection({ programId }: { programId: string }) {
  const history = useProgramHistory(programId);
  return (
    <Section title="History" id="history-title" description="Every change by staff, newest first.">
      {history.isError && !history.data ? (
        <LoadError what="history" onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <p role="status" className="text-sm text-slate-700">
          Loading history...
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {history.data.map((event) => (
            <HistoryEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
    </Section>
  );
}
