import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { formatCount } from "~/lib/format";
import { paths } from "#contracts/pages";
import type { AdminProgramDetail } from "#contracts/programs";
import { useDeleteProgram, useUpdateProgram } from "../programs-api";
import { ConfirmDialog, Section } from "./parts";

// Whether the program is in the catalogue (deactivate after a confirmation, reactivate), and deleting it.

export function AvailabilitySection({ program }: { program: AdminProgramDetail }) {
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
        confirmDisabled={Boolean(deleteError)}
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

