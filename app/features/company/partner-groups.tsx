import { Building2, Cpu, GraduationCap, Landmark } from "lucide-react";
import type { Partner, PartnerCategory } from "~/content/company/partners";
import { useT } from "~/i18n/i18n";

const categoryIcon = {
  Technology: Cpu,
  Academic: GraduationCap,
  Corporate: Building2,
  "Government & NGO": Landmark,
} as const;

interface PartnerGroupsProps {
  categories: readonly PartnerCategory[];
  partners: readonly Partner[];
}

/** Partners grouped by category, in the order of `categories`. */
export function PartnerGroups({ categories, partners }: PartnerGroupsProps) {
  const { t } = useT();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {categories.map((category) => {
        const Icon = categoryIcon[category];
        const members = partners.filter((p) => p.category === category);
        return (
          <div key={category} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {t("{category} Partners", { category: t(category) })}
            </h3>
            <ul className="mt-4 divide-y divide-slate-200">
              {members.map((p) => (
                <li key={p.name} className="py-3">
                  <p className="font-semibold text-slate-900">{p.name}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{t(p.description)}</p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
