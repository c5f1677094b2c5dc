import { Calendar, Download, FileText } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { BadgeList } from "~/components/ui/badge-list";
import { Button } from "~/components/ui/button";
import { FEATURED_TOPICS_SHOWN, type Whitepaper } from "~/content/knowledge/whitepapers";
import { useT } from "~/i18n/i18n";
import { formatDate } from "~/lib/format";

function PaperFacts({ paper }: { paper: Whitepaper }) {
  const { tp, locale } = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="flex items-center gap-1.5">
        <Calendar className="size-4 text-slate-500" aria-hidden="true" />
        <time dateTime={paper.publishDate}>{formatDate(paper.publishDate, locale)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <FileText className="size-4 text-slate-500" aria-hidden="true" />
        {tp(paper.pages, "{count} page", "{count} pages")}
      </span>
      <span className="flex items-center gap-1.5">
        <Download className="size-4 text-slate-500" aria-hidden="true" />
        {tp(paper.downloadCount, "{count} download", "{count} downloads")}
      </span>
    </p>
  );
}

/** The inert Download PDF button; its description names the paper for screen readers. */
function DownloadButton({ titleId, variant }: { titleId: string; variant: "gradient" | "outline" }) {
  const { t } = useT();
  return (
    <Button variant={variant} aria-describedby={titleId}>
      <Download aria-hidden="true" />
      {t("Download PDF")}
    </Button>
  );
}

/** A featured paper: a column card with three of its topics. */
export function FeaturedWhitepaperCard({ paper }: { paper: Whitepaper }) {
  const { t } = useT();
  const titleId = `paper-${paper.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(paper.category)}</Badge>
        <Badge tone="solid">{t("Featured")}</Badge>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-bold text-slate-900">
        {t(paper.title)}
      </h3>
      <p className="mt-2 flex-1 leading-7 text-slate-700">{t(paper.description)}</p>
      <p className="mt-4 text-sm text-slate-700">{t("By {authors}", { authors: paper.authors.join(", ") })}</p>
      <div className="mt-4 space-y-4">
        <PaperFacts paper={paper} />
        <BadgeList label={t("Topics")} items={paper.topics.slice(0, FEATURED_TOPICS_SHOWN).map((topic) => t(topic))} className="gap-1.5" />
      </div>
      <div className="mt-6">
        <DownloadButton titleId={titleId} variant="gradient" />
      </div>
    </article>
  );
}

/** A non-featured paper: a wide row with its abstract and every topic. */
export function WhitepaperRow({ paper }: { paper: Whitepaper }) {
  const { t } = useT();
  const titleId = `paper-${paper.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row md:items-start"
    >
      <div className="min-w-0 flex-1">
        <Badge>{t(paper.category)}</Badge>
        <h3 id={titleId} className="mt-3 text-xl font-bold text-slate-900">
          {t(paper.title)}
        </h3>
        <p className="mt-2 font-medium text-slate-800">{t(paper.description)}</p>
        <p className="mt-2 leading-7 text-slate-700">{t(paper.abstract)}</p>
        <p className="mt-3 text-sm text-slate-700">{t("By {authors}", { authors: paper.authors.join(", ") })}</p>
        <div className="mt-4 space-y-3">
          <PaperFacts paper={paper} />
          <BadgeList label={t("Topics")} items={paper.topics.map((topic) => t(topic))} className="gap-1.5" />
        </div>
      </div>
      <div className="shrink-0">
        <DownloadButton titleId={titleId} variant="outline" />
      </div>
    </article>
  );
}
