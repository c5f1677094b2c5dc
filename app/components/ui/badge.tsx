import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// Colours chosen for WCAG AA contrast of the text on its background.
export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      brand: "bg-brand-100 text-brand-800",
      neutral: "bg-slate-100 text-slate-800",
      green: "bg-green-100 text-green-800",
      yellow: "bg-yellow-100 text-yellow-900",
      red: "bg-red-100 text-red-800",
      orange: "bg-orange-100 text-orange-900",
      purple: "bg-purple-100 text-purple-800",
      blue: "bg-blue-100 text-blue-800",
      solid: "bg-brand-600 text-white",
      white: "bg-white/15 text-white ring-1 ring-white/30",
    },
  },
  defaultVariants: { tone: "brand" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
