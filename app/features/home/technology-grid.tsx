import { Section } from "~/components/layout/section";
import { technologyCards } from "~/content/home/ai-technology";
import { Icon } from "./icon";
import { useT } from "~/i18n/i18n";
import { sectionIcons } from "~/components/ui/section-icons";

export function TechnologyGrid() {
  const { t } = useT();
  return (
    <Section
      id="technology"
      title={t("The AI technology behind your learning")}
      description={t("Our platform combines adaptive learning, real infrastructure and analytics, so skills turn into results.")}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technologyCards.map(({ title, description, icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6 transition-shadow hover:shadow-md">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-gradient-to-br from-brand-600 to-purple-700 text-white">
              <Icon d={sectionIcons[icon]} className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-sm text-slate-600">{t(description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
