import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { AdminModule, ModuleInput } from "#contracts/programs";
import { ModuleForm } from "./module-form";

// Adding or editing a module on /admin/programs/edit (loaded with the page's data, mounted while open).

interface ModuleDialogProps {
  title: string;
  description: string;
  /** The module being edited; none when adding one. */
  module?: AdminModule;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: ModuleInput) => Promise<unknown>;
  onClose: () => void;
}

export default function ModuleDialog({ title, description, module, submitLabel, saving, onSubmit, onClose }: ModuleDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        // The module form puts the focus on its first field itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ModuleForm module={module} submitLabel={submitLabel} saving={saving} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
