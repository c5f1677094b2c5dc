import { Building2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link, NavLink, useSearchParams } from "react-router";
import { PageLoading } from "~/components/layout/page-loading";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ListStates } from "~/features/admin/admin-table";
import { cn } from "~/lib/cn";
import { withQueries } from "~/lib/query-client";
import { formatDate } from "~/lib/format";
import { organisationRoleLabels } from "#contracts/organisation-vocabulary";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";
import { JoinableOrganisations } from "./joinable-organisations";
import { useMyOrganisations } from "./team-api";

// The frame of the team pages (team-shell.tsx shows it once the visitor is signed in): the
// organisation (chosen with ?org= when the person manages several), its plan, seats and trial, and
// the pages' navigation. What a caller may do is decided by the server on every request; this only
// hides what their role lacks.

export interface TeamFrameProps {
  /** Translated already. */
  title: string;
  description: string;
  children: (organisation: Organisation) => ReactNode;
}

function TeamFrame({ title, description, children }: TeamFrameProps) {
  const { t, href, locale } = useT();
  const [params] = useSearchParams();
  const mine = useMyOrganisations();
  if (mine.isPending) return <PageLoading title={title} />;
  if (mine.isError) {
    return (
      <Frame title={title} description={description}>
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t("Could not load your organisations. Please reload the page.")}
        </p>
      </Frame>
    );
  }
  const managed = mine.data.organisations.filter((o) => o.role !== "learner");
  const organisation = managed.find((o) => o.id === params.get("org")) ?? managed[0];
  if (!organisation) {
    return (
      <Frame title={title} description={description}>
        <JoinableOrganisations />
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <Building2 aria-hidden="true" className="size-10 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">{t("You do not manage an organisation yet")}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{t("Start a 14-day free trial for your team: no card needed. Owners and managers invite people and assign programs here.")}</p>
          <Link to={href(paths.teamNew)} className={cn(buttonVariants(), "mt-4")}>
            {t("Start free trial")}
          </Link>
        </Card>
      </Frame>
    );
  }
  const withOrg = (path: string) => `${path}?org=${organisation.id}`;
  return (
    <Frame title={title} description={description}>
      <Card className="grid gap-3 p-4 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{organisation.name}</p>
          <p className="text-sm text-slate-600">
            {organisation.plan_name} · {t(organisationRoleLabels[organisation.role])} ·{" "}
            <span className="tabular-nums">{t("{used} of {seats} seats used", { used: organisation.seats_used, seats: organisation.seats })}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {organisation.status === "trial" && organisation.trial_ends_at && (
            <Badge tone={organisation.read_only ? "red" : "blue"}>
              {organisation.read_only ? t("Trial ended") : t("Trial until {date}", { date: formatDate(organisation.trial_ends_at, locale) })}
            </Badge>
          )}
          {organisation.status === "active" && <Badge tone="green">{t("Active")}</Badge>}
          {organisation.status === "suspended" && <Badge tone="red">{t("Suspended")}</Badge>}
          {managed.length > 1 && (
            <nav aria-label={t("Your organisations")} className="flex flex-wrap gap-1">
              {managed.map((o) => (
                <Link key={o.id} to={`?org=${o.id}`} aria-current={o.id === organisation.id ? "true" : undefined} className="rounded px-2 py-1 text-sm text-brand-700 underline-offset-2 hover:underline aria-[current]:font-semibold">
                  {o.name}
                </Link>
              ))}
            </nav>
          )}
        </div>
      </Card>
      {organisation.read_only && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {organisation.status === "suspended"
            ? t("This organisation is suspended: you can still see everything, but nothing can be changed. Please contact us.")
            : t("Your free trial has ended: you can still see everything, but inviting and assigning wait until our team extends the trial or activates your plan. Please contact us.")}
        </p>
      )}
      <nav aria-label={t("Team")} className="flex gap-2 border-b border-slate-200">
        {[
          { name: "Overview", path: paths.team },
          { name: "People", path: paths.teamPeople },
          { name: "Assignments", path: paths.teamAssignments },
        ].map((item) => (
          <NavLink
            key={item.path}
            to={withOrg(href(item.path))}
            end
            className={({ isActive }) =>
              cn("-mb-px border-b-2 px-3 py-2 text-sm font-medium", isActive ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900")
            }
          >
            {t(item.name)}
          </NavLink>
        ))}
      </nav>
      {children(organisation)}
    </Frame>
  );
}

/** What team-shell.tsx loads once the visitor is signed in. */
export default withQueries(TeamFrame);

function Frame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * A team page's list states (ListStates): a 403 means the caller no longer manages the
 * organisation (an owner changed their role while the page was open), said in the page's language.
 */
export function TeamListStates<T>(props: Omit<ComponentProps<typeof ListStates<T>>, "forbidden">) {
  const { t } = useT();
  const forbidden = (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {t("You no longer manage this organisation. Reload the page to see what you can do.")}
    </p>
  );
  return <ListStates {...props} forbidden={forbidden} />;
}
