import { ArrowDown, ArrowUp, ClipboardCheck, Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import type { AdminModule, AdminProgramDetail } from "#contracts/programs";
import { useModuleMutations } from "../programs-api";
import { ConfirmDialog, ModuleDialog, Section } from "./parts";

// The program's modules in order: add, edit, move up and down (focus follows the moved module),
// remove after a confirmation; open a module's quiz (its editor loads on first use).

const QuizEditor = lazy(() => import("../quiz-editor"));

type ModuleDialogState = { mode: "add" } | { mode: "edit"; module: AdminModule } | null;

export function ModulesSection({ program }: { program: AdminProgramDetail }) {
  const { add, update, remove, reorder } = useModuleMutations(program.id);
  const [dialog, setDialog] = useState<ModuleDialogState>(null);
  const [removing, setRemoving] = useState<AdminModule | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [quizOpen, setQuizOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggleQuiz = (id: string) =>
    setQuizOpen((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
            <li key={m.id} className="p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
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
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Quiz of ${m.title}`}
                  aria-expanded={quizOpen.has(m.id)}
                  aria-controls={`quiz-${m.id}`}
                  onClick={() => toggleQuiz(m.id)}
                >
                  <ClipboardCheck aria-hidden="true" />
                  Quiz
                </Button>
              </div>
              </div>
              {quizOpen.has(m.id) && (
                <div id={`quiz-${m.id}`} className="mt-4 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
                  <h4 className="mb-3 font-semibold text-slate-900">Quiz: {m.title}</h4>
                  <Suspense fallback={<p role="status" className="text-sm text-slate-700">Loading the quiz...</p>}>
                    <QuizEditor programId={program.id} moduleId={m.id} moduleTitle={m.title} />
                  </Suspense>
                </div>
              )}
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

