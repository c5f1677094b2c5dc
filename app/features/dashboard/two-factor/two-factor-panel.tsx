import { useQueryClient } from "@tanstack/react-query";
import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import { meKeys } from "~/lib/me-queries";
import { useSignInMethods } from "../account/account-api";
import { BackupCodes } from "./backup-codes";
import { PasswordStep } from "./password-step";
import { ScanStep, secretOf } from "./scan-step";
import { useT } from "~/i18n/i18n";

// Two-factor sign-in on the Profile tab: set up with an authenticator app (QR code or key),
// confirmed with a code, then ten backup codes shown once. Loaded with the Profile tab only; the
// QR code library loads when a set-up starts. This module holds the steps' order; each step is
// its own module.

type Step =
  | { name: "idle" }
  | { name: "password"; purpose: "setup" | "turn-off" | "new-codes" }
  | { name: "scan"; uri: string; secret: string; backupCodes: string[] }
  | { name: "codes"; backupCodes: string[]; justEnabled: boolean };

interface TwoFactorPanelProps {
  userId: string;
  /** Staff sent here by the staff inbox: say why, and lead back once done. */
  requiredForStaff?: boolean;
}

export default function TwoFactorPanel({ userId, requiredForStaff = false }: TwoFactorPanelProps) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const status = useSignInMethods(userId);
  const [step, setStep] = useState<Step>({ name: "idle" });
  const heading = useRef<HTMLHeadingElement>(null);
  const autoStarted = useRef(false);

  // The staff inbox reads two-factor from GET /me: drop what it has cached.
  const forgetAccount = () => queryClient.removeQueries({ queryKey: meKeys.me(userId), exact: true });
  const done = async () => {
    forgetAccount();
    await queryClient.invalidateQueries({ queryKey: meKeys.signInMethods(userId) });
    setStep({ name: "idle" });
    heading.current?.focus();
  };

  // Staff sent here start the set-up at once.
  useEffect(() => {
    if (!requiredForStaff || autoStarted.current || !status.data || status.data.twoFactor) return;
    autoStarted.current = true;
    setStep({ name: "password", purpose: "setup" });
  }, [requiredForStaff, status.data]);

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("Loading...")}
      </p>
    );
  } else if (status.isError) {
    body = (
      <FormMessage tone="error">
        <p>{t("We could not load your sign-in settings.")}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void status.refetch()}>
          {t("Try again")}
        </Button>
      </FormMessage>
    );
  } else if (step.name === "password") {
    body = (
      <PasswordStep
        needsPassword={status.data.hasPassword}
        purpose={step.purpose}
        onCancel={() => setStep({ name: "idle" })}
        onDone={(result) => {
          if (step.purpose === "turn-off") return void done();
          if (step.purpose === "new-codes") return setStep({ name: "codes", backupCodes: result.backupCodes ?? [], justEnabled: false });
          setStep({ name: "scan", uri: result.totpURI!, secret: secretOf(result.totpURI!), backupCodes: result.backupCodes ?? [] });
        }}
      />
    );
  } else if (step.name === "scan") {
    body = (
      <ScanStep
        uri={step.uri}
        secret={step.secret}
        onCancel={() => setStep({ name: "idle" })}
        onConfirmed={async () => {
          forgetAccount();
          await sessionChanged();
          setStep({ name: "codes", backupCodes: step.backupCodes, justEnabled: true });
        }}
      />
    );
  } else if (step.name === "codes") {
    body = <BackupCodes codes={step.backupCodes} justEnabled={step.justEnabled} requiredForStaff={requiredForStaff} onDone={done} />;
  } else if (status.data.twoFactor) {
    body = (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 font-medium text-green-800">
          <ShieldCheck aria-hidden="true" className="size-5" /> {t("Two-factor sign-in is on.")}
        </p>
        <p className="text-sm text-slate-600">
          {t("Signing in asks for a code from your authenticator app, or one of your backup codes.")}
        </p>
        {requiredForStaff && (
          <Button asChild variant="gradient" className="w-fit">
            <Link to="/admin/inquiries">{t("Open the staff inbox")}</Link>
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setStep({ name: "password", purpose: "new-codes" })}>
            {t("New backup codes")}
          </Button>
          <Button variant="outline" onClick={() => setStep({ name: "password", purpose: "turn-off" })}>
            <ShieldOff aria-hidden="true" /> {t("Turn off")}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">
          {/* The apps' names are names in every language (lang="en": read as English by screen readers). */}
          {t(
            "Add a second step to signing in: a 6-digit code from an authenticator app on your phone ({apps} and others). Someone who learns your password still cannot sign in.",
          )
            .split("{apps}")
            .map((part, i) =>
              i === 0 ? (
                part
              ) : (
                <Fragment key={i}>
                  <span lang="en">Google Authenticator, Microsoft Authenticator, 1Password</span>
                  {part}
                </Fragment>
              ),
            )}
        </p>
        <Button variant="gradient" className="w-fit" onClick={() => setStep({ name: "password", purpose: "setup" })}>
          <ShieldCheck aria-hidden="true" /> {t("Set up two-factor sign-in")}
        </Button>
      </div>
    );
  }

  return (
    <Card className="mt-6 p-6">
      <section aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {t("Two-Factor Sign-In")}
        </h2>
        {requiredForStaff && status.data && !status.data.twoFactor && step.name !== "codes" && (
          <div className="mt-4">
            <FormMessage tone="error">{t("Staff accounts must use two-factor sign-in to open the staff inbox. Set it up below.")}</FormMessage>
          </div>
        )}
        <div className="mt-4">{body}</div>
      </section>
    </Card>
  );
}

