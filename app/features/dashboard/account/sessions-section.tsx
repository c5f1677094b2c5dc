import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";
import { isGone, useEndSession, useSessions } from "./account-api";
import { LoadFailed, Loading } from "./settings-card";

// Where the learner is signed in, and signing a session (or all the others) out.

const when = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export function SessionsSection({ userId }: { userId: string }) {
  const list = useSessions(userId);
  const end = useEndSession(userId);
  const [notice, setNotice] = useState<string | null>(null);
  const signOut = (target: { id?: string; label: string }) =>
    end.mutate(target, { onSuccess: () => setNotice(target.id ? `${target.label} is signed out.` : "Every other device is signed out.") });

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed what="your sessions" onRetry={() => void list.refetch()} />;
  const others = list.data.filter((s) => !s.current);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Browsers and apps signed in to your account. Sign out any you do not recognise, and change your password.
      </p>
      <ul aria-label="Sessions" className="grid gap-3">
        {list.data.map((s) => (
          <li key={s.id} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {s.device}
                {s.current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This device</span>}
              </p>
              <p className="mt-1 text-sm break-words text-slate-600">
                {s.ip_address ? `IP address ${s.ip_address}` : "Place unknown"} · Last used {when(s.last_used_at)} · Signed in {when(s.created_at)}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                className="w-fit shrink-0"
                aria-label={`Sign out ${s.device}, last used ${when(s.last_used_at)}`}
                disabled={end.isPending}
                onClick={() => signOut({ id: s.id, label: s.device })}
              >
                <LogOut aria-hidden="true" /> Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className="text-sm text-slate-600">You are signed in on this device only.</p>}
      {others.length > 1 && (
        <Button variant="outline" className="w-fit" disabled={end.isPending} onClick={() => signOut({ label: "All others" })}>
          <LogOut aria-hidden="true" /> Sign out all other devices
        </Button>
      )}
      {end.isError && !isGone(end.error) && <FormMessage tone="error">We could not sign that session out. Please try again.</FormMessage>}
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {notice}
      </p>
    </div>
  );
}
