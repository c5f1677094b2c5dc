import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { freeTrial } from "~/content/home/free-trial";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";
import { Icon, iconPaths } from "./icon";

const highlights = [
  "Live, mentor-led cohorts and self-paced tracks",
  "Hands-on labs with cloud GPUs, nothing to install",
  "Skill assessments and progress reports for managers",
  "Certificates recognised by hiring partners",
];

const progress = [
  { program: "Machine Learning", value: 82 },
  { program: "Generative AI", value: 64 },
  { program: "MLOps", value: 45 },
];

export function SecondHero() {
  const { t, href } = useT();
  return (
    <section aria-labelledby="platform" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("AI-powered learning platform")}</p>
          <h2 id="platform" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t("Turn your teams into AI practitioners, not spectators")}
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {t("One platform for learning, practice and proof of skill: your people learn on real problems and you see the progress, team by team.")}
          </p>
          <ul className="mt-6 space-y-3">
            {highlights.map((h) => (
              <li key={h} className="flex gap-3 text-slate-700">
                <Icon d={iconPaths.check} className="mt-0.5 size-5 shrink-0 text-green-700" />
                {t(h)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to={href(paths.auth)} className={buttonVariants({ variant: "gradient", size: "lg" })}>
              {t("Start Free Trial")}
            </Link>
            <p className="text-sm text-slate-600">{t(freeTrial)}</p>
          </div>
        </div>

        <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
          <figcaption className="font-semibold text-slate-900">{t("Team progress this quarter")}</figcaption>
          <ul className="mt-5 space-y-5">
            {progress.map((p) => (
              <li key={p.program}>
                <div className="flex justify-between text-sm text-slate-700">
                  <span>{t(p.program)}</span>
                  <span className="font-semibold">{p.value}%</span>
                </div>
                <div className="mt-2 h-2 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-gradient-to-r from-brand-600 to-purple-600" style={{ width: `${p.value}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-100 pt-5 text-center">
            <p className="text-sm text-slate-600">
              <span className="block text-2xl font-bold text-slate-900">128</span>{t("learners active")}
            </p>
            <p className="text-sm text-slate-600">
              <span className="block text-2xl font-bold text-slate-900">36</span>{t("certificates earned")}
            </p>
          </div>
        </figure>
      </div>
    </section>
  );
}
