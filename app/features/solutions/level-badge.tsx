import { Badge } from "~/components/ui/badge";
import { useT } from "~/i18n/i18n";

// Levels used across the solution pages, each with its own colour.
const levelTones = {
  Beginner: "green",
  Intermediate: "blue",
  Advanced: "purple",
  Expert: "red",
  Executive: "orange",
} as const;

export function LevelBadge({ level }: { level: string }) {
  const { t } = useT();
  const tone = levelTones[level as keyof typeof levelTones] ?? "neutral";
  return (
    <Badge tone={tone}>
      <span className="sr-only">{t("Level:")} </span>
      {t(level)}
    </Badge>
  );
}
