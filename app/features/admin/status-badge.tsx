import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { inquiryStatuses, inquiryStatusLabels, type InquiryStatus } from "#contracts/vocabulary";

// An inquiry's status as staff see it (a badge) and choose it (a labelled select).

const tones = { new: "blue", in_progress: "yellow", resolved: "green", spam: "neutral" } as const;

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={tones[status] ?? "neutral"}>{inquiryStatusLabels[status] ?? status}</Badge>;
}

/** "Status" and a select of the statuses; `anyLabel` adds a first option for no status in particular (value ""). */
export function InquiryStatusField({ value, onChange, anyLabel }: { value: string; onChange: (value: string) => void; anyLabel?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Status</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {inquiryStatuses.map((s) => (
          <option key={s} value={s}>
            {inquiryStatusLabels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
