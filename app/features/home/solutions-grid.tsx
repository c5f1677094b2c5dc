import { Link } from "react-router";
import { Section } from "~/components/layout/section";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { solutionCards, solutionLinks } from "~/content/home/solutions";
import { Icon, iconPaths } from "./icon";
import { useT } from "~/i18n/i18n";
import { sectionIcons } from "~/components/ui/section-icons";

export function SolutionsGrid() {
  const { t, href } = useT();
  return (
    <Section
      id="solutions"
      title={t("AI training solutions for every goal")}
      description={t("Whether you lead an enterprise, run an institution or are growing your own career, there is a path for you.")}
      className="bg-slate-50"
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {solutionCards.map(({ title, description, points, icon }) => (
          <Card key={title} className="p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <Icon d={sectionIcons[icon]} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-slate-600">{t(description)}</p>
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              {points.map((p) => (
                <li key={p} className="flex gap-2">
                  <Icon d={iconPaths.check} className="size-4 shrink-0 text-green-700" />
                  {t(p)}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {solutionLinks.map((l, i) => (
          <Link key={l.href} to={href(l.href)} className={buttonVariants({ variant: i ? "outline" : "default", size: "lg" })}>
            {t(l.label)}
          </Link>
        ))}
      </div>
    </Section>
  );
}
