import { RefreshCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

// A dashboard tab's own loading and failure states (tabs that fetch their data when opened).

export function TabLoading({ what }: { what: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      Loading {what}...
    </p>
  );
}

export function TabLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <p className="text-slate-700">We couldn't load your {what}.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}
