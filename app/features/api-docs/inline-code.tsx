import { Fragment, type ReactNode } from "react";

/** Text with `backticked` parts shown as code (field names, headers, values in the docs' prose). */
export function InlineCode({ text }: { text: string }): ReactNode {
  return text.split("`").map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
