import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** id of the heading, for aria-labelledby and in-page links. */
  id?: string;
}

/** The id a section's heading gets from its English title (a translated page passes it as `id`). */
export const sectionId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A page section: centred container with an optional h2 and intro. */
export function Section({ title, description, children, className, id }: SectionProps) {
  const headingId = id ?? (title ? sectionId(title) : undefined);
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn("py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h2>
            {description && <p className="mt-4 text-lg text-slate-600">{description}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
