import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/features/auth/form-message";
import { useT } from "~/i18n/i18n";

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
  const { t } = useT();
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("Loading...")}
    </p>
  );
}

/** `message`: the whole sentence, an English id. */
export function LoadFailed({ onRetry, message = "We could not load your account settings." }: { onRetry: () => void; message?: string }) {
  const { t } = useT();
  return (
    <FormMessage tone="error">
      <p>{t(message)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t("Try again")}
      </Button>
    </FormMessage>
  );
}
