import { UserSearch } from "lucide-react";
import { Suspense, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import type { AdminUser } from "#contracts/admin";
import { AdminTable, type Column, formatDateTime, ListStates, td } from "./admin-table";
import { ListSearch, useSetSearchParam } from "./list-search";
import { useAdminUsers, useEndUserSessions } from "./users-api";

// /admin/users: find an account by e-mail address or name, and sign it out everywhere (a lost
// phone, a shared computer, an account someone else got into), after a confirmation. The server
// writes each time to the audit log.

const columns: Column[] = [{ label: "Account" }, { label: "Role" }, { label: "Two-factor" }, { label: "Sessions" }, { label: "Actions", srOnly: true }];

const sessionsText = (n: number) => (n === 1 ? "1 session" : `${n} sessions`);

export function UsersPage() {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const q = params.get("q")?.trim() || undefined;
  const list = useAdminUsers(q);
  const endSessions = useEndUserSessions();
  const [ending, setEnding] = useState<AdminUser | null>(null);
  const [error, setError] = useState<string | undefined>();

  function close() {
    setEnding(null);
    setError(undefined);
    endSessions.reset();
  }

  async function confirm() {
    if (!ending) return;
    try {
      const { ended } = await endSessions.mutateAsync(ending.id);
      toastSuccess({ title: "Signed out everywhere", description: `${ending.email}: ${sessionsText(ended)} ended.` });
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Could not end the sessions. Please try again.");
    }
  }

  return (
    <div className="grid gap-6">
      <Card className="p-4">
        <ListSearch label="Accounts" placeholder="E-mail address or name" initial={q ?? ""} onSearch={(words) => setParam("q", words)} />
      </Card>

      {!q ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <UserSearch aria-hidden="true" className="size-10 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">Find an account</p>
          <p className="mt-1 text-sm text-slate-600">Search by e-mail address or name to see its sessions and sign it out everywhere.</p>
        </Card>
      ) : (
        <ListStates query={list} what="accounts">
          {(data) =>
            data.users.length === 0 ? (
              <Card className="flex flex-col items-center px-6 py-12 text-center">
                <UserSearch aria-hidden="true" className="size-10 text-slate-500" />
                <p className="mt-3 font-medium text-slate-900">No accounts found</p>
                <p className="mt-1 text-sm text-slate-600">Try another e-mail address or name.</p>
              </Card>
            ) : (
              <AdminTable label="Accounts" caption="Accounts found" columns={columns} className="min-w-[48rem]">
                {data.users.map((u) => (
                  <tr key={u.id}>
                    <td className={td}>
                      <div className="font-medium break-words text-slate-900">{u.name}</div>
                      <div className="break-all">{u.email}</div>
                      <div className="text-xs text-slate-600">
                        Since {formatDateTime(u.created_at)}
                        {!u.email_verified && " · address not confirmed"}
                      </div>
                    </td>
                    <td className={td}>{u.role === "admin" ? <Badge tone="purple">Staff</Badge> : <Badge tone="neutral">Learner</Badge>}</td>
                    <td className={td}>{u.two_factor_enabled ? <Badge tone="green">On</Badge> : <Badge tone="neutral">Off</Badge>}</td>
                    <td className={`${td} whitespace-nowrap`}>{sessionsText(u.active_sessions)}</td>
                    <td className={`${td} text-right`}>
                      <Button variant="outline" size="sm" disabled={u.active_sessions === 0} onClick={() => setEnding(u)}>
                        Sign out everywhere
                        <span className="sr-only"> {u.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )
          }
        </ListStates>
      )}

      {ending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title={`Sign ${ending.email} out everywhere?`}
            description={`All ${sessionsText(ending.active_sessions)} of this account end: its browsers and API clients are signed out and must sign in again. This is recorded with your name.`}
            error={error}
            confirmDisabled={Boolean(error)}
            confirmLabel="Sign Out Everywhere"
            busy={endSessions.isPending}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </div>
  );
}
