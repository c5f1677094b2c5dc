import { lazy, Suspense, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import type { ConfirmDialogProps } from "~/components/ui/confirm-dialog";

// What the program editor's sections share: their frame, and the forms and dialogs that load apart.
// The forms bring react-hook-form and zod, the dialogs Radix Dialog (together ~55 KB gzip). They
// load beside the program's data (ProgramEditPage starts them at once), and a dialog is mounted
// only while it is open, rather than all of it before the page can answer a tap: on a throttled
// phone the page hydrated ~0.4 s later with the forms in its route chunk (bench real).
export const loadProgramForm = () => import("../program-form");
export const loadModuleDialog = () => import("../module-dialog");
export const loadConfirmDialog = () => import("~/components/ui/confirm-dialog");
export const ProgramForm = lazy(() => loadProgramForm().then((m) => ({ default: m.ProgramForm })));
export const ModuleDialog = lazy(loadModuleDialog);
const LoadedConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** A confirmation, mounted (and its code loaded) only while it is open. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}

export function FormLoading() {
  return (
    <p role="status" className="text-slate-700">
      Loading form...
    </p>
  );
}

export function Section({ title, id, description, actions, children }: { title: string; id: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
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

