import { Briefcase, CalendarDays, MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { careersEmail, type Job } from "~/content/company/jobs";
import { formatDate } from "~/lib/format";
import { mailtoWithSubject } from "./mailto";
import { useT } from "~/i18n/i18n";

const detailLists = [
  { key: "responsibilities", title: "What you will do" },
  { key: "requirements", title: "What we are looking for" },
  { key: "perks", title: "Perks" },
] as const;

/** One opening: summary, details on demand, and Apply Now (an e-mail to the careers team). */
export function JobCard({ job }: { job: Job }) {
  const { t, locale } = useT();
  const title = t(job.title);
  return (
    <Card className="flex w-full flex-col p-6">
      <div className="flex flex-wrap gap-2">
        <Badge>{t(job.department)}</Badge>
        <Badge tone="neutral">{t(job.level)}</Badge>
      </div>
      <h3 className="mt-3 text-xl font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {t(job.location)}
        </li>
        <li className="flex items-center gap-1.5">
          <Briefcase className="size-4" aria-hidden="true" />
          {t(job.type)}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t("Posted")} <time dateTime={job.postedDate}>{formatDate(job.postedDate, locale)}</time>
        </li>
      </ul>
      <p className="mt-3 text-slate-700">{t(job.description)}</p>
      <details className="group mt-3 text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:underline">
          {t("Role details")}<span className="sr-only">: {title}</span>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {detailLists.map((list) => (
            <div key={list.key}>
              <h4 className="font-semibold text-slate-900">{t(list.title)}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {job[list.key].map((line) => (
                  <li key={line}>{t(line)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
      <div className="mt-5 flex flex-1 items-end">
        <Button asChild>
          <a href={mailtoWithSubject(careersEmail, `Application: ${job.title} (${job.id})`)}>
            {t("Apply Now")}<span className="sr-only"> {t("for {title}", { title })}</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
