import { Award, Copy, Download, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toastSuccess } from "~/features/toast/toast";
import { formatCertificateDate } from "#contracts/certificate-code";
import { company } from "#contracts/company";
import type { MyCertificate } from "~/lib/programs";
import { levelLabel } from "#contracts/vocabulary";
import { certificatePdfUrl, useMyCertificates } from "./certificates-api";
import { EmptyState } from "./empty-state";
import { linkedInAddToProfileUrl } from "./linkedin";
import { TabLoadError, TabLoading } from "./tab-states";
import { useT } from "~/i18n/i18n";

// The Certificates tab: one card per certificate (newest first) with its PDF, its verification
// link to copy, and LinkedIn's add-to-profile link. With none, the spec's empty state.

export function MyCertificates({ userId }: { userId: string }) {
  const certificates = useMyCertificates(userId);

  if (certificates.isPending) return <TabLoading message="Loading certificates..." />;
  if (certificates.isError) return <TabLoadError message="We couldn't load your certificates." onRetry={() => void certificates.refetch()} />;
  if (certificates.data.length === 0) {
    return (
      <EmptyState
        icon={Award}
        title="No Certificates Yet"
        description="Complete a program to earn your certificate. It will appear here, ready to download and share."
      />
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {certificates.data.map((c) => (
        <li key={c.code} className="flex">
          <CertificateCard certificate={c} />
        </li>
      ))}
    </ul>
  );
}

function CertificateCard({ certificate: c }: { certificate: MyCertificate }) {
  const { t, locale } = useT();
  const titleId = useId();
  const revoked = c.status === "revoked";
  return (
    <Card className="flex w-full flex-col">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`flex size-11 shrink-0 items-center justify-center rounded-full ${revoked ? "bg-slate-200 text-slate-600" : "bg-brand-50 text-brand-700"}`}
          >
            <Award className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            {/* The program's title and duration as the certificate was issued (in its language). */}
            <h3 id={titleId} data-catalogue-content className="text-base leading-snug font-semibold break-words text-slate-900">
              {c.program.title}
            </h3>
            <p className="text-sm text-slate-600">
              {t("{level} level", { level: t(levelLabel(c.program.level)) })} · <span data-catalogue-content>{c.program.duration}</span>
            </p>
          </div>
          {revoked ? <Badge tone="red">{t("Revoked")}</Badge> : <Badge tone="green">{t("Valid")}</Badge>}
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t("Issued on")}</dt>
            <dd className="font-medium text-slate-900">{formatCertificateDate(c.issued_at, locale)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("Certificate code")}</dt>
            <dd className="font-mono font-medium tracking-wider text-slate-900">{c.code}</dd>
          </div>
        </dl>
        {revoked ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {c.revocation_reason ? (
              <>
                {t("{company} revoked this certificate on {date}:", { company: company.name, date: formatCertificateDate(c.revoked_at ?? c.issued_at, locale) })}{" "}
                {/* Staff's reason, as they wrote it. */}
                <span data-catalogue-content>{c.revocation_reason}</span>
              </>
            ) : (
              t("{company} revoked this certificate on {date}.", { company: company.name, date: formatCertificateDate(c.revoked_at ?? c.issued_at, locale) })
            )}{" "}
            {t("It no longer verifies and cannot be downloaded. Questions:")}{" "}
            <a href={`mailto:${company.supportEmail}`} className="font-medium underline underline-offset-2">
              {company.supportEmail}
            </a>
          </p>
        ) : (
          <CertificateActions certificate={c} titleId={titleId} />
        )}
      </article>
    </Card>
  );
}

function CertificateActions({ certificate: c, titleId }: { certificate: MyCertificate; titleId: string }) {
  const { t } = useT();
  // When the browser refuses the clipboard (permission, an insecure origin), the link is shown
  // selected in a field, to copy by hand.
  const [manual, setManual] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (manual) field.current?.select();
  }, [manual]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(c.verification_url);
      setManual(false);
      toastSuccess({ title: t("Verification link copied"), description: t("Anyone who opens it can check that this certificate is genuine.") });
    } catch {
      setManual(true);
      field.current?.select();
    }
  }

  return (
    <div className="mt-auto grid gap-3 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={certificatePdfUrl(c.code)} download aria-describedby={titleId}>
            <Download aria-hidden="true" />
            {t("Download PDF")}
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copyLink()} aria-describedby={titleId}>
          <Copy aria-hidden="true" />
          {t("Copy verification link")}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={linkedInAddToProfileUrl(c)} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            <ExternalLink aria-hidden="true" />
            {t("Add to LinkedIn")}<span className="sr-only">{t(" (opens in a new tab)")}</span>
          </a>
        </Button>
      </div>
      {manual && (
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId}>{t("Verification link")}</Label>
          <Input id={fieldId} ref={field} readOnly value={c.verification_url} aria-describedby={hintId} onFocus={(e) => e.currentTarget.select()} />
          <p id={hintId} role="status" className="text-sm text-slate-700">
            {t("Your browser did not let us copy the link. It is selected above: copy it with Ctrl+C (⌘C on a Mac).")}
          </p>
        </div>
      )}
    </div>
  );
}
