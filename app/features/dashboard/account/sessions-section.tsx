import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";
import { isGone, useEndSession, useSessions } from "./account-api";
import { LoadFailed, Loading } from "./settings-card";
import { useT, type Translator } from "~/i18n/i18n";
import { intlLocale, sourceLocale, type Locale } from "#contracts/locales";

// Where the learner is signed in, and signing a session (or all the others) out.

// Hindi pages tell the time on the 24-hour clock: hi-IN's 12-hour clock writes "am"/"pm" in Latin letters.
const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium", timeStyle: "short", ...(locale === sourceLocale ? {} : { hourCycle: "h23" }) }).format(new Date(iso));

/**
 * The server names a device in English words around names ("Chrome on Windows", "A browser on
 * Android", "Unknown device": server/me/user-agent.server.ts): said in the page's language.
 */
function deviceName(device: string, t: Translator["t"]): string {
  if (device === "Unknown device") return t("Unknown device");
  const some = /^A browser on (.+)$/.exec(device);
  if (some) return t("A browser on {system}", { system: some[1] });
  const both = /^(.+) on (.+)$/.exec(device);
  return both ? t("{browser} on {system}", { browser: both[1], system: both[2] }) : device;
}

export function SessionsSection({ userId }: { userId: string }) {
  const { t, locale } = useT();
  const list = useSessions(userId);
  const end = useEndSession(userId);
  const [notice, setNotice] = useState<string | null>(null);
  const signOut = (target: { id?: string; label: string }) =>
    end.mutate(target, { onSuccess: () => setNotice(target.id ? t("{device} is signed out.", { device: target.label }) : t("Every other device is signed out.")) });

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed message="We could not load your sessions." onRetry={() => void list.refetch()} />;
  const others = list.data.filter((s) => !s.current);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        {t("Browsers and apps signed in to your account. Sign out any you do not recognise, and change your password.")}
      </p>
      <ul aria-label={t("Sessions")} className="grid gap-3">
        {list.data.map((s) => {
          const device = deviceName(s.device, t);
          return (
          <li key={s.id} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {device}
                {s.current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t("This device")}</span>}
              </p>
              <p className="mt-1 text-sm break-words text-slate-600">
                {s.ip_address ? t("IP address {ip}", { ip: s.ip_address }) : t("Place unknown")} · {t("Last used {when}", { when: when(s.last_used_at, locale) })} ·{" "}
                {t("Signed in {when}", { when: when(s.created_at, locale) })}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                className="w-fit shrink-0"
                aria-label={t("Sign out {device}, last used {when}", { device, when: when(s.last_used_at, locale) })}
                disabled={end.isPending}
                onClick={() => signOut({ id: s.id, label: device })}
              >
                <LogOut aria-hidden="true" /> {t("Sign out")}
              </Button>
            )}
          </li>
          );
        })}
      </ul>
      {others.length === 0 && <p className="text-sm text-slate-600">{t("You are signed in on this device only.")}</p>}
      {others.length > 1 && (
        <Button variant="outline" className="w-fit" disabled={end.isPending} onClick={() => signOut({ label: "All others" })}>
          <LogOut aria-hidden="true" /> {t("Sign out all other devices")}
        </Button>
      )}
      {end.isError && !isGone(end.error) && <FormMessage tone="error">{t("We could not sign that session out. Please try again.")}</FormMessage>}
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {notice}
      </p>
    </div>
  );
}
