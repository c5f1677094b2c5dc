import { Section } from "~/components/layout/section";
import { TestimonialCard } from "~/components/testimonial-card";
import { testimonials } from "~/content/home/testimonials";
import { useT } from "~/i18n/i18n";

export function TestimonialsSection() {
  const { t: tr } = useT();
  return (
    <Section id="testimonials" title={tr("What our learners and clients say")} className="bg-slate-50">
      <div className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <TestimonialCard key={t.name} testimonial={t} look="plain" />
        ))}
      </div>
    </Section>
  );
}
