import { RefreshCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/i18n/i18n";

// A dashboard tab's own loading and failure states (tabs that fetch their data when opened).

// `message` is a whole sentence's English id each ("Loading certificates..."): Hindi orders them differently.
export function TabLoading({ message }: { message: string }) {
  const { t } = useT();
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      {t(message)}
    </p>
  );
}

export function TabLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <p className="text-slate-700">{t(message)}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t("Try again")}
      </Button>
    </Card>
  );
}
