import { Quote, Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Testimonial } from "~/content/solutions/types";
import { cn } from "~/lib/cn";

export function TestimonialCards({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name}>
          <Card className="h-full p-6">
            <figure className="flex h-full flex-col">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5" aria-label={`Rated ${t.rating} out of 5`} role="img">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      className={cn("size-5", n <= t.rating ? "fill-amber-400 text-amber-500" : "text-slate-300")}
                      aria-hidden="true"
                    />
                  ))}
                </p>
                <Quote className="size-8 text-brand-100" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{t.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-4">
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 font-semibold text-white"
                  aria-hidden="true"
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
        </li>
      ))}
    </ul>
  );
}
