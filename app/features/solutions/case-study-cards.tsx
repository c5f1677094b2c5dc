import { ArrowRight, MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { CaseStudyCard } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { figure } from "./section-intro";

export function CaseStudyCards({ studies }: { studies: CaseStudyCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <li key={study.title}>
          <CaseStudy study={study} />
        </li>
      ))}
    </ul>
  );
}

function CaseStudy({ study }: { study: CaseStudyCard }) {
  const titleId = useId();
  const { t, href } = useT();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="bg-gradient-to-br from-blue-900 via-indigo-800 to-violet-900 p-6 text-white">
        <p className="font-semibold">{study.institution}</p>
        <p className="mt-1 flex items-center gap-1 text-sm text-white/85">
          <MapPin className="size-4" aria-hidden="true" />
          {t(study.location)}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {t(study.title)}
        </h3>
        <p className="mt-2 text-slate-600">{t(study.summary)}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          {study.results.map((r) => (
            <div key={r.label} className="flex flex-col-reverse rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t(r.label)}</dt>
              <dd className="text-xl font-bold text-brand-700">{figure(t, r.value)}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={href(study.link.to)}
          aria-describedby={titleId}
          className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t(study.link.label)}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
