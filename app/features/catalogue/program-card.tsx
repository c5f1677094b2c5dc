import { Award, CheckCircle2, Clock, Loader2, Star, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FactList } from "~/components/ui/fact-list";
import { levelLabel } from "#contracts/vocabulary";
import { formatINR } from "~/lib/format";
import type { Program } from "~/lib/programs";
import { levelTones } from "./level-tones";
import { useT } from "~/i18n/i18n";

/** A card shows at most 3 features (spec, section 9). */
export const MAX_CARD_FEATURES = 3;

// Hard-coded placeholders of the spec (section 9).
const RATING = "4.8";
const ENROLLED = "1,234 enrolled";

interface ProgramCardProps {
  program: Program;
  enrolling: boolean;
  onEnroll: (program: Program) => void;
}

export function ProgramCard({ program, enrolling, onEnroll }: ProgramCardProps) {
  const { t, locale } = useT();
  const titleId = `program-${program.id}-title`;
  const features = program.features.slice(0, MAX_CARD_FEATURES);
  return (
    <Card className="flex w-full flex-col transition-shadow hover:shadow-md">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-2">
          <Badge tone={levelTones[program.level] ?? "neutral"}>{t(levelLabel(program.level))}</Badge>
          <span className="flex items-center gap-1 text-sm font-semibold text-slate-800">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t("Rating: ")}</span>
            {RATING}
          </span>
        </div>
        {/* The program's own texts are catalogue content: in Hindi once staff have written it (issue 29, item 4). */}
        <div data-catalogue-content>
          <h3 id={titleId} className="text-xl leading-snug font-semibold text-slate-900">
            {program.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{program.description}</p>
        </div>
        <FactList
          className="grid gap-2 text-sm text-slate-700"
          facts={[
            { icon: Clock, label: t("Duration"), value: <span data-catalogue-content>{program.duration}</span> },
            { icon: Users, value: t(ENROLLED) },
            { icon: Award, value: t("Certificate included") },
          ]}
        />
        {features.length > 0 && (
          <div className="flex-1">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("What you will learn")}</p>
            <ul data-catalogue-content className="grid gap-1.5 text-sm text-slate-700">
              {features.map((feature, index) => (
                <li key={index} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <p className="text-2xl font-bold text-slate-900">
            <span className="sr-only">{t("Price: ")}</span>
            {formatINR(program.price, locale)}
          </p>
          <Button
            variant="gradient"
            disabled={enrolling}
            aria-busy={enrolling || undefined}
            aria-describedby={titleId}
            onClick={() => onEnroll(program)}
          >
            {enrolling && <Loader2 aria-hidden="true" className="animate-spin" />}
            {enrolling ? t("Enrolling...") : t("Enroll Now")}
          </Button>
        </div>
      </article>
    </Card>
  );
}
