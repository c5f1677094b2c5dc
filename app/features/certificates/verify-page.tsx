import { BadgeCheck, Loader2, RefreshCw, SearchX, ShieldX, Timer } from "lucide-react";
import { Fragment, useId, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CERTIFICATE_CODE_LENGTH, CERTIFICATE_TIME_ZONE, formatCertificateCode, formatCertificateDate, normalizeCertificateCode } from "#contracts/certificate-code";
import { intlLocale, sourceLocale, type Locale } from "#contracts/locales";
import { useT, type Translator } from "~/i18n/i18n";
import { company } from "#contracts/company";
import { levelLabel } from "#contracts/vocabulary";
import { useCertificateCheck, type CheckState } from "./certificate-check";

// /certificates/verify?code=…: anyone checks a certificate (the link and QR code printed on it
// come here). Prerendered as the form; the code in the address is read once the page runs in the
// browser, so the prerendered HTML and the first render in the browser agree (no hydration
// mismatch), and the check is fetched from the API.

const formatHint = (t: Translator["t"]) => t("A code has {length} letters and digits, like ABCD-EFGH-JKMN.", { length: CERTIFICATE_CODE_LENGTH });

/** A translated message whose {placeholders} are elements (a styled code, a date in bold). */
function withParts(message: string, parts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece));
}

/** "21 November 2026" (the certificate's own format), or the same day in the page's language (Intl, IST). */
function issuedDate(iso: string, locale: Locale): string {
  if (locale === sourceLocale) return formatCertificateDate(iso);
  return new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: "long", year: "numeric", timeZone: CERTIFICATE_TIME_ZONE }).format(new Date(iso));
}

export function VerifyPage({ description }: { description: string }) {
  const hydrated = useHydrated();
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const typed = hydrated ? params.get("code") : null;
  const code = typed ? normalizeCertificateCode(typed) : null;
  const { check, recheck } = useCertificateCheck(code);

  // The box shows the address's code until the visitor types in it (keepDirtyValues): what they
  // typed, also before the page was ready (early input), is never overwritten by the address.
  const form = useForm({ values: { code: typed ?? "" }, resetOptions: { keepDirtyValues: true } });
  const inputId = useId();
  const errorId = useId();
  const error = form.formState.errors.code?.message;

  // The same test as the server's (normalizeCertificateCode), with its own messages.
  const field = form.register("code", {
    validate: (value) =>
      normalizeCertificateCode(value) !== null ||
      (value.trim() ? `${t("That is not a certificate code.")} ${formatHint(t)}` : t("Enter the certificate's code.")),
  });

  const submit = form.handleSubmit(({ code: value }) => {
    const next = normalizeCertificateCode(value);
    if (!next) return;
    // Shown as printed, and no longer the visitor's own: the address's code shows from now on.
    form.reset({ code: formatCertificateCode(next) }, { keepDirtyValues: false });
    if (next === code) recheck();
    else setParams({ code: formatCertificateCode(next) }, { replace: false, preventScrollReset: true });
  });

  return (
    <section className="min-h-[calc(100dvh-4rem)] bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("Verify a Certificate")}</h1>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-700">{description}</p>

        <Card className="mt-8 p-5 sm:p-6">
          <form method="get" onSubmit={submit} noValidate aria-label={t("Verify a certificate")} className="grid gap-1.5">
            <Label htmlFor={inputId}>{t("Certificate code")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                placeholder="ABCD-EFGH-JKMN"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="font-mono tracking-wider uppercase placeholder:normal-case"
                {...field}
              />
              <Button type="submit" className="shrink-0">
                {t("Verify")}
              </Button>
            </div>
            <FieldError id={errorId} message={error} />
          </form>
        </Card>

        <div aria-live="polite" className="mt-6">
          {typed && !code ? (
            <Result tone="neutral" icon={SearchX} title={t("Not a certificate code")}>
              <p>
                {t("“{code}” cannot be a {company} certificate code.", { code: typed, company: company.name })} {formatHint(t)}{" "}
                {t("Check the link, or type the code printed on the certificate.")}
              </p>
            </Result>
          ) : (
            <CheckResult check={check} code={code} onRetry={recheck} />
          )}
        </div>
      </div>
    </section>
  );
}

function CheckResult({ check, code, onRetry }: { check: CheckState; code: string | null; onRetry: () => void }) {
  const { t, locale } = useT();
  const shown = code ? formatCertificateCode(code) : "";
  switch (check.status) {
    case "idle":
      return null;
    case "loading":
      return (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-700">
          <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          {t("Checking certificate {code}...", { code: shown })}
        </p>
      );
    case "valid": {
      if (check.result.status !== "valid") return null;
      const { learner_name: name, program, score, issued_at: issuedAt } = check.result;
      return (
        <Result tone="valid" icon={BadgeCheck} title={t("Valid certificate")}>
          <p>{t("This certificate was issued by {company} to", { company: company.name })}</p>
          <p className="mt-1 text-2xl font-bold break-words text-slate-900">{name}</p>
          <p className="mt-3">{t("for completing the program")}</p>
          {/* The program's title and duration are the certificate's own, in the language it was issued in. */}
          <p className="mt-1 text-lg font-semibold break-words text-slate-900" data-catalogue-content>
            {program.title}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t("{level} level", { level: t(levelLabel(program.level)) })} · <span data-catalogue-content>{program.duration}</span>
          </p>
          {score !== null && (
            <p className="mt-2 font-semibold text-slate-900">{t("Assessment score: {score}% (mean of the best attempt at each quiz)", { score })}</p>
          )}
          <dl className="mt-4 grid gap-3 border-t border-green-200 pt-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-700">{t("Issued on")}</dt>
              <dd className="font-semibold text-slate-900">{issuedDate(issuedAt, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">{t("Certificate code")}</dt>
              <dd className="font-mono font-semibold tracking-wider text-slate-900">{check.result.code}</dd>
            </div>
          </dl>
        </Result>
      );
    }
    case "revoked":
      if (check.result.status !== "revoked") return null;
      return (
        <Result tone="revoked" icon={ShieldX} title={t("Revoked certificate")}>
          <p>
            {withParts(t("Certificate {code} was revoked by {company} on {date}. It is no longer valid."), {
              code: <span className="font-mono font-semibold tracking-wider">{check.result.code}</span>,
              company: company.name,
              date: <strong>{issuedDate(check.result.revoked_at, locale)}</strong>,
            })}
          </p>
        </Result>
      );
    case "not_found":
      return (
        <Result tone="neutral" icon={SearchX} title={t("No certificate found")}>
          <p>
            {withParts(t("No {company} certificate has the code {code}."), {
              company: company.name,
              code: <span className="font-mono font-semibold tracking-wider">{shown}</span>,
            })}{" "}
            {t("Check that it was typed exactly as printed. If it was, the certificate is not genuine, or its holder has deleted their account.")}{" "}
            {t("Questions:")}{" "}
            <a href={`mailto:${company.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
              {company.supportEmail}
            </a>
            .
          </p>
        </Result>
      );
    case "rate_limited":
      return (
        <Result tone="neutral" icon={Timer} title={t("Too many checks")}>
          <p>{t("Too many certificates were checked from your network in the last minute. Please wait a minute, then try again.")}</p>
          <RetryButton onRetry={onRetry} />
        </Result>
      );
    case "error":
      return (
        <Result tone="neutral" icon={RefreshCw} title={t("Could not check the certificate")}>
          <p>{t("We couldn't reach our server to check this certificate. Please check your connection and try again.")}</p>
          <RetryButton onRetry={onRetry} />
        </Result>
      );
  }
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <Button variant="outline" className="mt-4" onClick={onRetry}>
      <RefreshCw aria-hidden="true" />
      {t("Try again")}
    </Button>
  );
}

// Not <Card>: its white background and border would win over a tone's (cn() does not merge).
const tones = {
  valid: { card: "border-green-300 bg-green-50", icon: "bg-green-100 text-green-800", title: "text-green-900" },
  revoked: { card: "border-red-300 bg-red-50", icon: "bg-red-100 text-red-800", title: "text-red-900" },
  neutral: { card: "border-slate-200 bg-white", icon: "bg-slate-100 text-slate-700", title: "text-slate-900" },
};

function Result({ tone, icon: Icon, title, children }: { tone: keyof typeof tones; icon: typeof BadgeCheck; title: string; children: ReactNode }) {
  const style = tones[tone];
  return (
    <div className={`rounded-xl border p-5 shadow-sm sm:p-6 ${style.card}`}>
      <section aria-labelledby="certificate-result" className="text-slate-800">
        <h2 id="certificate-result" className={`flex items-center gap-3 text-xl font-bold ${style.title}`}>
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${style.icon}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </div>
  );
}
