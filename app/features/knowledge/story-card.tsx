import { Building2, Quote, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { BadgeList } from "~/components/ui/badge-list";
import type { CustomerStory } from "~/content/knowledge/customer-stories";
import { useT } from "~/i18n/i18n";

/** One customer story: challenge, solution, four results, testimonial and tags. */
export function StoryCard({ story }: { story: CustomerStory }) {
  const { t } = useT();
  // A figure with a word in it (₹180 Cr) is a message; bare figures, % and the x of "3x" read the same in every language.
  const figure = (value: string) => (/[A-Za-z]{2}/.test(value) ? t(value) : value);
  const headingId = `story-${story.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid lg:grid-cols-[1.1fr_1fr]">
        <div className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t(story.industry)}</Badge>
            <span className="flex items-center gap-1.5 text-sm text-slate-700">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              {t(story.size)}
            </span>
          </div>
          <h3 id={headingId} className="mt-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
            <Building2 className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
            {story.company}
          </h3>
          <h4 className="mt-6 text-sm font-semibold tracking-wide text-red-800 uppercase">{t("Challenge")}</h4>
          <p className="mt-2 leading-7 text-slate-700">{t(story.challenge)}</p>
          <h4 className="mt-5 text-sm font-semibold tracking-wide text-green-800 uppercase">{t("Solution")}</h4>
          <p className="mt-2 leading-7 text-slate-700">{t(story.solution)}</p>
          <BadgeList label={t("Tags")} items={story.tags.map((tag) => t(tag))} className="mt-6 gap-2" />
        </div>
        <div className="flex flex-col gap-6 bg-slate-50 p-6 sm:p-8">
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-slate-800 uppercase">{t("Results")}</h4>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              {story.results.map((result) => (
                <div key={result.metric} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-700">{t(result.metric)}</dt>
                  <dd className="order-first text-2xl font-bold text-brand-700">{figure(result.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <figure className="rounded-xl bg-gradient-to-br from-brand-700 to-purple-800 p-6 text-white">
            <Quote className="size-6 text-brand-100" aria-hidden="true" />
            <blockquote className="mt-3 leading-7">“{t(story.testimonial.quote)}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{story.testimonial.author}</span>
              <span className="block text-brand-100">{t(story.testimonial.role)}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
