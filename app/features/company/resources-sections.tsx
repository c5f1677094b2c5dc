// The sections of the resources hub. Every button here is inert by the spec: a real
// <button type="button"> without an action.
import { CalendarDays, Clock, Layers, PlayCircle, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type {
  Certification,
  CertificationLevel,
  CommunityChannel,
  InteractiveTool,
  ResourceCategory,
  ResourceWebinar,
} from "~/content/company/resources";
import { abbreviate, formatDate } from "~/lib/format";
import { averageRoi } from "./resource-figures";
import { useT } from "~/i18n/i18n";

const card = "flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

export function ResourceLibrary({ categories }: { categories: readonly ResourceCategory[] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {categories.map((category) => {
        const Icon = category.icon;
        return (
          <li key={category.kind} className={card}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-semibold text-slate-900">{t(category.title)}</h3>
            </div>
            <p className="mt-3 text-sm text-slate-600">{t(category.description)}</p>
            {category.kind === "case-studies" && (
              <p className="mt-3">
                <Badge tone="green">{t("{roi} average ROI", { roi: averageRoi(category.items) })}</Badge>
              </p>
            )}
            <ul className="mt-4 flex-1 divide-y divide-slate-200">
              {category.kind === "materials" &&
                category.items.map((item) => (
                  <ResourceRow
                    key={item.title}
                    title={t(item.title)}
                    facts={[item.type, item.size, t("{count} downloads", { count: abbreviate(item.downloads) })]}
                  />
                ))}
              {category.kind === "videos" &&
                category.items.map((item) => (
                  <ResourceRow
                    key={item.title}
                    title={t(item.title)}
                    facts={[t(item.duration), t("{count} views", { count: abbreviate(item.views) }), t(item.level)]}
                  />
                ))}
              {category.kind === "case-studies" &&
                category.items.map((item) => (
                  <ResourceRow key={item.title} title={t(item.title)} facts={[t(item.industry), t("{roi}x ROI", { roi: String(item.roi) })]} />
                ))}
            </ul>
            <Button variant="outline" className="mt-4 w-full">
              {t("View All")}<span className="sr-only"> {t(category.title)}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function ResourceRow({ title, facts }: { title: string; facts: string[] }) {
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{facts.join(" · ")}</p>
    </li>
  );
}

export function ResourceWebinars({ webinars }: { webinars: readonly ResourceWebinar[] }) {
  const { t, locale } = useT();
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {webinars.map((w) => {
          const upcoming = w.status === "upcoming";
          return (
            <li key={w.title} className={card}>
              <Badge tone={upcoming ? "green" : "neutral"} className="w-fit">
                {upcoming ? t("Upcoming") : t("Recorded")}
              </Badge>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(w.title)}</h3>
              <ul className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>
                    <time dateTime={w.date}>{formatDate(w.date, locale)}</time>, {t(w.time)}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {w.speakers.join(", ")}
                </li>
                <li className="flex items-center gap-2">
                  <PlayCircle className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {upcoming ? t("{count} registered", { count: w.attendees }) : t("{count} attendees", { count: w.attendees })}
                </li>
              </ul>
              <Button variant={upcoming ? "default" : "outline"} className="mt-5 w-full">
                {upcoming ? t("Register Now") : t("Watch Recording")}
                <span className="sr-only">: {t(w.title)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 text-center">
        <Button variant="outline" size="lg">
          {t("View All Events")}
        </Button>
      </div>
    </>
  );
}

export function InteractiveTools({ tools }: { tools: readonly InteractiveTool[] }) {
  const { t, href: localHref } = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tools.map(({ name, description, icon: Icon, href }) => (
        <li key={name} className={card}>
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{t(name)}</h3>
          <p className="mt-2 flex-1 text-sm text-slate-600">{t(description)}</p>
          {href ? (
            // The tool's name in the label, not in a hidden span: the button lays its children out as
            // flex items, which puts a space before the colon of the name read out.
            <Button asChild variant="outline" className="mt-5 w-full">
              <Link to={localHref(href)} aria-label={t("Try It Free: {name}", { name: t(name) })}>
                {t("Try It Free")}
              </Link>
            </Button>
          ) : (
            <Button variant="outline" className="mt-5 w-full" aria-label={t("Try It Free: {name}", { name: t(name) })}>
              {t("Try It Free")}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

const levelTone = {
  Foundation: "blue",
  Advanced: "purple",
  Leadership: "orange",
  Specialized: "green",
} as const satisfies Record<CertificationLevel, string>;

export function Certifications({ certifications }: { certifications: readonly Certification[] }) {
  const { t, tp } = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {certifications.map((c) => (
        <li key={c.title} className={card}>
          <Badge tone={levelTone[c.level]} className="w-fit">
            {t(c.level)}
          </Badge>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(c.title)}</h3>
          <ul className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {tp(c.duration, "{count} hour", "{count} hours")}
            </li>
            <li className="flex items-center gap-2">
              <Layers className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {tp(c.modules, "{count} module", "{count} modules")}
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {t("{count} enrolled", { count: c.enrolled })}
            </li>
          </ul>
          <Button className="mt-5 w-full">
            {t("Learn More")}<span className="sr-only"> {t("about {title}", { title: t(c.title) })}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function CommunityChannels({ channels }: { channels: readonly CommunityChannel[] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map(({ title, description, action, icon: Icon }) => (
        <li key={title} className="flex flex-col rounded-xl bg-white/10 p-6 ring-1 ring-white/20">
          <Icon className="size-7 text-brand-100" aria-hidden="true" />
          <h3 className="mt-4 font-semibold text-white">{t(title)}</h3>
          <p className="mt-2 flex-1 text-sm text-brand-50">{t(description)}</p>
          <Button variant="light" className="mt-5 w-full">
            {t(action)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
