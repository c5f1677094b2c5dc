import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface CodeBlockProps {
  /** Names the scrollable region for screen readers and keyboard users. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Preformatted code on a dark panel. Long lines scroll inside the box (focusable, so the keyboard
 * can scroll it too); the page itself never scrolls sideways.
 */
export function CodeBlock({ label, children, className }: CodeBlockProps) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-[13px] leading-6 text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <code>{children}</code>
    </pre>
  );
}

/** A JSON example, pretty-printed. */
export function JsonBlock({ label, value, className }: { label: string; value: unknown; className?: string }) {
  return (
    <CodeBlock label={label} className={className}>
      {JSON.stringify(value, null, 2)}
    </CodeBlock>
  );
}
