import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n";

/** The auth forms' single message line: the first validation message, an error or a success; nothing without one. */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "success"; children: ReactNode }) {
  const { t } = useT();
  if (children == null || children === false || children === "") return null;
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`flex gap-2 rounded-md border p-3 text-sm ${tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {/* A plain message (validation, an outcome of auth-messages.ts) is an English id: translated here. */}
      <div>{typeof children === "string" ? t(children) : children}</div>
    </div>
  );
}
