import { Badge } from "~/components/ui/badge";
import { inquiryStatusLabels, type InquiryStatus } from "#contracts/vocabulary";

const tones = { new: "blue", in_progress: "yellow", resolved: "green", spam: "neutral" } as const;

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={tones[status] ?? "neutral"}>{inquiryStatusLabels[status] ?? status}</Badge>;
}
