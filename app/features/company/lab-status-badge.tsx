import { Badge } from "~/components/ui/badge";
import type { LabStatus } from "~/content/company/ai-technology";
import { useT } from "~/i18n/i18n";

const tone = { Production: "green", Beta: "blue", Development: "orange", Research: "purple" } as const satisfies Record<
  LabStatus,
  string
>;

export function LabStatusBadge({ status }: { status: LabStatus }) {
  const { t } = useT();
  return (
    <Badge tone={tone[status]} className="w-fit">
      {t(status)}
    </Badge>
  );
}
