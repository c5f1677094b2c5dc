import { Check, Copy, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";
import { useT } from "~/i18n/i18n";

// The ten backup codes, shown once: copy, download, and "I have saved them".

export function BackupCodes({ codes, justEnabled, requiredForStaff, onDone }: { codes: string[]; justEnabled: boolean; requiredForStaff: boolean; onDone: () => void }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const text = `${t("Cortexa AI backup codes (each works once)")}\n\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid gap-4">
      {justEnabled && (
        <FormMessage tone="success">{t("Two-factor sign-in is on. Your other devices were signed out.")}</FormMessage>
      )}
      <h3 ref={title} tabIndex={-1} className="font-medium text-slate-900 outline-none">
        {t("Save your backup codes")}
      </h3>
      <p className="text-sm text-slate-600">
        {t("If you lose your phone, each code signs you in once. Keep them somewhere safe: they are shown only now.")}
      </p>
      <ol aria-label={t("Backup codes")} className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-2 text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("Copied") : t("Copy codes")}
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="cortexa-backup-codes.txt">
            <Download aria-hidden="true" /> {t("Download")}
          </a>
        </Button>
        <Button type="button" variant="gradient" onClick={onDone}>
          {t("I have saved them")}
        </Button>
      </div>
      {requiredForStaff && justEnabled && (
        <p className="text-sm">
          <Link to="/admin/inquiries" className="font-medium text-brand-700 hover:underline">
            {t("Open the staff inbox")}
          </Link>
        </p>
      )}
      <span aria-live="polite" className="sr-only">
        {copied ? t("Backup codes copied") : ""}
      </span>
    </div>
  );
}
