import type { HttpMethod } from "~/content/api-docs/api-docs-page";
import { cn } from "~/lib/cn";

const tones: Record<HttpMethod, string> = {
  GET: "bg-green-100 text-green-800",
  POST: "bg-blue-100 text-blue-800",
  PATCH: "bg-amber-100 text-amber-800",
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span className={cn("inline-flex rounded-md px-2 py-0.5 font-mono text-xs font-bold tracking-wide", tones[method])}>{method}</span>
  );
}
