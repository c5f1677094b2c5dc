import { Briefcase, Clock } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Tier } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

// Each tier sits a step higher than the one before on wide screens: a staircase of careers.
const offsets = ["lg:mt-24", "lg:mt-16", "lg:mt-8", "lg:mt-0"];
const bars = ["from-sky-700 to-brand-700", "from-brand-700 to-brand-800", "from-brand-700 to-purple-800", "from-purple-800 to-fuchsia-800"];

export function PathwayTiers({ tiers }: { tiers: Tier[] }) {
  const { t } = useT();
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
      {tiers.map((tier, i) => (
        <li key={tier.title} className={offsets[i % offsets.length]}>
          <Card className="h-full overflow-hidden">
            <div className={cn("bg-gradient-to-r px-6 py-4 text-white", bars[i % bars.length])}>
              <p className="text-xs font-semibold tracking-wide uppercase">{t("Tier {n}", { n: i + 1 })}</p>
              <h3 className="text-xl font-bold">{t(tier.title)}</h3>
            </div>
            <div className="p-6">
              <p className="text-slate-600">{t(tier.description)}</p>
              <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
                <Clock className="size-4 text-brand-700" aria-hidden="true" />
                {t(tier.duration)}
              </p>
              <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Briefcase className="size-4 text-brand-700" aria-hidden="true" />
                {t("Typical roles")}
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {tier.roles.map((role) => (
                  <li key={role}>{t(role)}</li>
                ))}
              </ul>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
