import { Loader2 } from "lucide-react";
import { useT } from "~/i18n/i18n";

/**
 * A signed-in page while it finds out who is signed in and loads their data; also its prerendered
 * HTML. The heading is for screen readers: the page has its h1 from the start.
 */
export function PageLoading({ title }: { title: string }) {
  const { t } = useT();
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <div role="status" className="flex min-h-[calc(100dvh-4rem)] items-center justify-center gap-3 text-slate-700">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
        <span className="text-lg font-medium">{t("Loading...")}</span>
      </div>
    </>
  );
}
