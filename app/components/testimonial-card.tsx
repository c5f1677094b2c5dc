import { Card } from "~/components/ui/card";
import type { Testimonial } from "~/content/testimonial";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/i18n";

// The star and the quote mark as inline SVG paths (from Lucide, lucide.dev, ISC licence): the home
// page's sections carry no icon library.
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const quotePaths = [
  "M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
  "M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
];

function Glyph({ paths, className }: { paths: string[]; className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const looks = {
  /** The home page: gold stars, the author below the quote. */
  plain: { card: "flex flex-col p-6", stars: "flex gap-1 text-amber-500", star: ["fill-current", ""], quoteMark: false, author: "" },
  /** The solution pages: unearned stars grey, a quote mark at the right, a rule above the author. */
  quoted: {
    card: "h-full p-6",
    stars: "flex gap-0.5",
    star: ["fill-amber-400 text-amber-500", "text-slate-300"],
    quoteMark: true,
    author: "border-t border-slate-200 pt-4",
  },
};

/** A testimonial in a card: its rating out of 5 (read as "Rated 5 out of 5"), the quote, and who said it. */
export function TestimonialCard({ testimonial, look }: { testimonial: Testimonial; look: keyof typeof looks }) {
  const style = looks[look];
  const { t: tr } = useT();
  const t = testimonial;
  const stars = (
    <p role="img" aria-label={tr("Rated {rating} out of 5", { rating: t.rating })} className={style.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Glyph key={n} paths={[starPath]} className={cn("size-5", style.star[n <= t.rating ? 0 : 1])} />
      ))}
    </p>
  );
  return (
    <Card className={style.card}>
      <figure className="flex h-full flex-col">
        {style.quoteMark ? (
          <div className="flex items-center justify-between">
            {stars}
            <Glyph paths={quotePaths} className="size-8 text-brand-100" />
          </div>
        ) : (
          stars
        )}
        <blockquote className="mt-4 flex-1 text-slate-700">
          <p>“{tr(t.content)}”</p>
        </blockquote>
        <figcaption className={cn("mt-6 flex items-center gap-3", style.author)}>
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 font-semibold text-white"
          >
            {t.initials}
          </span>
          <span className="text-sm">
            <span className="block font-semibold text-slate-900">{t.name}</span>
            <span className="block text-slate-600">
              {tr(t.role)}, {t.company}
            </span>
            <span className="block text-slate-600">{tr(t.location)}</span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
