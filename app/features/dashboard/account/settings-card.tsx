import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/features/auth/form-message";

// The frame of each section of the Profile tab's account settings, and its loading and failure states.

export function SettingsCard({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="mt-6 p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

export function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading...
    </p>
  );
}

export function LoadFailed({ onRetry, what = "your account settings" }: { onRetry: () => void; what?: string }) {
  return (
    <FormMessage tone="error">
      <p>We could not load {what}.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormMessage>
  );
}
