import { BookOpen, Clock, TrendingUp, Trophy, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { DashboardStats } from "./dashboard-stats";
import { useT } from "~/i18n/i18n";

interface Stat {
  label: string;
  value: string;
  /** Small text after the value, read with it ("0 hours this week"). */
  unit?: string;
  icon: LucideIcon;
  iconClass: string;
}

/** The four stat cards. Study Time is a static '0 hours this week' (spec). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useT();
  const items: Stat[] = [
    { label: t("Active Courses"), value: String(stats.activePrograms), icon: BookOpen, iconClass: "bg-brand-50 text-brand-700" },
    { label: t("Completed"), value: String(stats.completedPrograms), icon: Trophy, iconClass: "bg-green-50 text-green-700" },
    { label: t("Study Time"), value: "0", unit: t("hours this week"), icon: Clock, iconClass: "bg-orange-50 text-orange-700" },
    { label: t("Average Progress"), value: `${stats.averageProgress}%`, icon: TrendingUp, iconClass: "bg-purple-50 text-purple-700" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ label, value, unit, icon: Icon, iconClass }) => (
        // A <dl> allows one <div> around each dt/dd pair and nothing else, so the icon sits in the dd.
        <Card key={label} className="relative p-4 sm:p-5 sm:pr-18">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-slate-900">
            <span className="text-2xl font-bold sm:text-3xl">{value}</span>
            {unit && <span className="block text-xs text-slate-600 sm:ml-1 sm:inline sm:text-sm"> {unit}</span>}
            <span
              aria-hidden="true"
              className={`absolute top-5 right-5 hidden size-10 items-center justify-center rounded-lg sm:flex ${iconClass}`}
            >
              <Icon className="size-5" />
            </span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
