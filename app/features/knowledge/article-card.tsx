import { Calendar, Clock, User } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { BadgeList } from "~/components/ui/badge-list";
import { Card } from "~/components/ui/card";
import type { BlogArticle } from "~/content/knowledge/blog-articles";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { MAX_TAGS_SHOWN } from "./filter-articles";

interface ArticleCardProps {
  article: BlogArticle;
  featured?: boolean;
}

/** One article; its texts arrive in the page's language (BlogExplorer), its category is translated here. */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const { t, locale } = useT();
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article className="flex h-full flex-col" aria-labelledby={`article-${featured ? "f" : "l"}-${article.id}`}>
        <div
          aria-hidden="true"
          className={cn(
            "bg-gradient-to-br",
            featured ? "h-2 from-brand-600 via-purple-600 to-pink-500" : "h-1.5 from-brand-500 to-purple-500",
          )}
        />
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t(article.category)}</Badge>
            {featured && <Badge tone="solid">{t("Featured")}</Badge>}
          </div>
          <h3
            id={`article-${featured ? "f" : "l"}-${article.id}`}
            className={cn("mt-4 font-bold text-slate-900", featured ? "text-xl" : "text-lg")}
          >
            {article.title}
          </h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{article.excerpt}</p>
          <BadgeList label={t("Tags")} items={article.tags.slice(0, MAX_TAGS_SHOWN)} className="mt-4 gap-1.5" />
          <div className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <p className="flex items-center gap-2">
              <User className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>
                <span className="font-semibold text-slate-900">{article.author}</span>, {article.authorRole}
              </span>
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="flex items-center gap-1.5">
                <Calendar className="size-4 text-slate-500" aria-hidden="true" />
                <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
              </span>
              <span className="flex items-center gap-1.5">
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                {article.readTime}
              </span>
            </p>
          </div>
        </div>
      </article>
    </Card>
  );
}
