import type { ReactNode } from "react";

interface PageHeroProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

/** The gradient band with the page's h1 that opens most pages. */
export function PageHero({ title, description, eyebrow, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-purple-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-2xl text-lg text-brand-50">{description}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
