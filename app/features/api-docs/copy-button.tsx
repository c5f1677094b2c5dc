import { Check, Copy } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";

interface CopyButtonProps {
  /** What is copied, e.g. "Python sample": the button is named "Copy Python sample". */
  what: string;
  copied: boolean;
  onCopy: () => void;
}

/** Copy to clipboard; shows a check and "Copied!" while its copy is the last one (2 seconds). */
export function CopyButton({ what, copied, onCopy }: CopyButtonProps) {
  const { t } = useT();
  return (
    <>
      <Button
        variant="outline-light"
        size="sm"
        aria-label={copied ? t("Copied") : t("Copy {what}", { what })}
        onClick={onCopy}
        className="min-w-24"
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t("Copied!") : t("Copy")}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t("{what} copied to the clipboard", { what }) : ""}
      </span>
    </>
  );
}
