import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// cn() does not merge conflicting utilities, so colours come from a tone, never from className:
// a className "bg-slate-800 text-white" once lost to the base "bg-white" (white text on white).
const tones = {
  light: "border-slate-300 bg-white text-slate-900 placeholder:text-slate-500",
  dark: "border-slate-600 bg-slate-800 text-white placeholder:text-slate-400",
};

export function Input({ className, tone = "light", ...props }: ComponentProps<"input"> & { tone?: keyof typeof tones }) {
  return (
    <input
      className={cn(
        "flex h-10 w-full rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
