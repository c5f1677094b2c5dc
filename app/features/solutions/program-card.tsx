import { Award, Check, Clock, Wallet } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Action, MarketingProgram } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { formatPrice } from "./format-price";
import { LevelBadge } from "./level-badge";

interface ProgramCardProps {
  program: MarketingProgram;
  actions?: Action[];
  /** Label above the skills or topics chips. */
  chipsLabel?: string;
  /** Small caption above the title, e.g. "Module 1". */
  kicker?: string;
}

/**
 * A marketing program (or training module) card: level, title, description, duration, price,
 * certification, highlights, skills or topics, then its action links. The action links keep their
 * short visible names ("Enroll Now") and are described by the card's title.
 */
export function ProgramCard({ program, actions = [], chipsLabel, kicker }: ProgramCardProps) {
  const titleId = useId();
  const { t, href, locale } = useT();
  const { title, description, duration, level, price, certification, highlights } = program;
  const chips = program.skills ?? program.topics;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-brand-600 via-purple-600 to-fuchsia-600" aria-hidden="true" />
      <div className="flex flex-1 flex-col p-6">
        {(kicker || level) && (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            {kicker && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>}
            {level && <LevelBadge level={level} />}
          </div>
        )}
        <h3 id={titleId} className="text-xl font-semibold text-slate-900">
          {t(title)}
        </h3>
        {description && <p className="mt-2 text-slate-600">{t(description)}</p>}

        <dl className="mt-5 space-y-2 text-sm">
          {duration && <Fact icon={<Clock aria-hidden="true" />} label={t("Duration")} value={t(duration)} />}
          {certification && <Fact icon={<Award aria-hidden="true" />} label={t("Certification")} value={t(certification)} />}
          {price && <Fact icon={<Wallet aria-hidden="true" />} label={t("Price")} value={formatPrice(price, locale)} strong />}
        </dl>

        {highlights && highlights.length > 0 && (
          <div className="mt-5">
            <p className="text-sm font-semibold text-slate-900">{t("Highlights")}</p>
            <ul className="mt-2 space-y-2 text-sm text-slate-700">
              {highlights.map((h) => (
                <li key={h} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  <span>{t(h)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {chips && chips.length > 0 && (
          <div className="mt-5">
            <p className="text-sm font-semibold text-slate-900">{t(chipsLabel ?? (program.skills ? "Skills" : "Topics"))}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
                  {t(chip)}
                </li>
              ))}
            </ul>
          </div>
        )}

        {actions.length > 0 && (
          <div className="mt-auto flex flex-col gap-2 pt-6 sm:flex-row">
            {actions.map((action, i) => (
              <Button key={action.label} asChild variant={i === actions.length - 1 ? "gradient" : "outline"} className="flex-1">
                <Link to={href(action.to)} aria-describedby={titleId}>
                  {t(action.label)}
                  {action.hint && <span className="sr-only"> {t(action.hint)}</span>}
                </Link>
              </Button>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}

function Fact({ icon, label, value, strong = false }: { icon: ReactNode; label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-start gap-2 text-slate-600">
        <span className="mt-0.5 text-brand-700 [&_svg]:size-4">{icon}</span>
        {label}:
      </dt>
      <dd className={cn("text-slate-900", strong ? "text-base font-bold" : "font-medium")}>{value}</dd>
    </div>
  );
}

const gridClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** A list of program cards; the same actions on each card. */
export function ProgramGrid({
  programs,
  actions,
  columns = 3,
  chipsLabel,
  numbered = false,
}: {
  programs: MarketingProgram[];
  actions?: Action[];
  columns?: keyof typeof gridClasses;
  chipsLabel?: string;
  /** Each card gets the caption "Module 1", "Module 2"… */
  numbered?: boolean;
}) {
  const { t } = useT();
  return (
    <ul className={cn("grid gap-6", gridClasses[columns])}>
      {programs.map((program, i) => (
        <li key={program.title}>
          <ProgramCard
            program={program}
            actions={actions}
            chipsLabel={chipsLabel}
            kicker={numbered ? t("Module {n}", { n: i + 1 }) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
