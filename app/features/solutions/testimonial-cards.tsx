import { TestimonialCard } from "~/components/testimonial-card";
import type { Testimonial } from "~/content/testimonial";

export function TestimonialCards({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name}>
          <TestimonialCard testimonial={t} look="quoted" />
        </li>
      ))}
    </ul>
  );
}
