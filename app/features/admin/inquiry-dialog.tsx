import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { isForbidden, useInquiry, useUpdateInquiryStatus } from "./admin-api";
import { formatDateTime } from "./admin-table";
import { inquiryStatusLabels, type InquiryStatus } from "#contracts/vocabulary";
import { inquiryStatusUpdateSchema } from "#contracts/admin";
import { InquiryStatusBadge, InquiryStatusField } from "./status-badge";

// One inquiry in full, with its status change. Loaded when first opened.

interface InquiryDialogProps {
  id: string;
  onClose: () => void;
  /** Where focus goes back to on closing: the View button that opened it. */
  returnFocus?: () => HTMLElement | null;
}

export default function InquiryDialog({ id, onClose, returnFocus }: InquiryDialogProps) {
  const inquiry = useInquiry(id);
  const data = inquiry.data;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {!data ? (
          <DialogHeader>
            <DialogTitle>{inquiry.isError ? "Inquiry not found" : "Loading inquiry..."}</DialogTitle>
            <DialogDescription>
              {inquiry.isError ? "This inquiry does not exist or could not be loaded." : "One moment, please."}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{data.subject ?? `Inquiry from ${data.name}`}</DialogTitle>
              <DialogDescription>
                Received {formatDateTime(data.created_at)} · <InquiryStatusBadge status={data.status} />
              </DialogDescription>
            </DialogHeader>

            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Item label="Name">{data.name}</Item>
              <Item label="Email">
                <a href={`mailto:${data.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
                  {data.email}
                </a>
              </Item>
              <Item label="Company">{data.company ?? "—"}</Item>
              <Item label="Phone">
                {data.phone ? (
                  <a href={`tel:${data.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {data.phone}
                  </a>
                ) : (
                  "—"
                )}
              </Item>
            </dl>

            <section aria-label="Message">
              <h3 className="text-sm font-medium text-slate-900">Message</h3>
              <p className="mt-1 max-h-64 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
                {data.message}
              </p>
            </section>

            <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
              <StatusForm inquiry={data} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <a href={`mailto:${data.email}?subject=${encodeURIComponent(`Re: ${data.subject ?? "Your message to Cortexa AI"}`)}`}>
                    <Mail aria-hidden="true" />
                    Reply by e-mail
                  </a>
                </Button>
                {data.phone && (
                  <Button asChild variant="outline">
                    <a href={`tel:${data.phone.replace(/[^\d+]/g, "")}`}>
                      <Phone aria-hidden="true" />
                      Call
                    </a>
                  </Button>
                )}
              </div>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The inquiry's status, checked with the server's schema; sent only when changed. */
function StatusForm({ inquiry }: { inquiry: { id: string; status: InquiryStatus } }) {
  const update = useUpdateInquiryStatus();
  // `values`: the form follows the saved status (the update writes it to the inquiry's query).
  const form = useForm({ resolver: zodResolver(inquiryStatusUpdateSchema), values: { status: inquiry.status } });
  const selected = form.watch("status");

  const submit = form.handleSubmit(async ({ status }) => {
    if (status === inquiry.status) return;
    try {
      const { inquiry: saved } = await update.mutateAsync({ id: inquiry.id, status });
      toastSuccess({ title: "Status updated", description: `The inquiry from ${saved.name} is now ${inquiryStatusLabels[saved.status]}.` });
    } catch (error) {
      console.error("Status change failed:", error);
      toastError({
        title: "Error",
        description: isForbidden(error) ? "You are no longer allowed to change inquiries." : "Unable to change the status. Please try again.",
      });
    }
  });

  return (
    <form method="post" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <InquiryStatusField value={selected} onChange={(value) => form.setValue("status", value as InquiryStatus)} />
      <Button type="submit" disabled={update.isPending || selected === inquiry.status}>
        {update.isPending ? "Saving..." : "Update status"}
      </Button>
    </form>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
