import { Section } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import { testimonials } from "~/content/home/testimonials";
import { Icon } from "./icon";
import { sectionIcons } from "./section-icons";

export function TestimonialsSection() {
  return (
    <Section id="testimonials" title="What our learners and clients say" className="bg-slate-50">
      <div className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <Card key={t.name} className="flex flex-col p-6">
            <figure className="flex h-full flex-col">
              <p role="img" aria-label={`Rated ${t.rating} out of 5`} className="flex gap-1 text-amber-500">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} d={sectionIcons.star} className="size-5" filled={i < t.rating} />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700">“{t.content}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 font-semibold text-white"
                >
                  {t.initials}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-slate-600">
                    {t.role}, {t.company}
                  </span>
                  <span className="block text-slate-600">{t.location}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </div>
    </Section>
  );
}
