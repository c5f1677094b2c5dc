import { Badge } from "~/components/ui/badge";
import type { LabStatus } from "~/content/company/ai-technology";

const tone = { Production: "green", Beta: "blue", Development: "orange", Research: "purple" } as const satisfies Record<
  LabStatus,
  string
>;

export function LabStatusBadge({ status }: { status: LabStatus }) {
  return (
    <Badge tone={tone[status]} className="w-fit">
      {status}
    </Badge>
  );
}
