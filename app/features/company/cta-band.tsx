import type { ReactNode } from "react";

interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The buttons or links. */
  children: ReactNode;
  footnote?: ReactNode;
}

/** The closing call-to-action band of a page: gradient, h2, text and actions. */
export function CtaBand({ id, title, text, children, footnote }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-br from-brand-800 to-purple-800 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
        {footnote && <p className="mt-4 text-sm text-brand-100">{footnote}</p>}
      </div>
    </section>
  );
}
