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
import { abbreviate, formatCount, formatDate } from "~/lib/format";
import { averageRoi } from "./resource-figures";

const card = "flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

export function ResourceLibrary({ categories }: { categories: readonly ResourceCategory[] }) {
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
              <h3 className="text-xl font-semibold text-slate-900">{category.title}</h3>
            </div>
            <p className="mt-3 text-sm text-slate-600">{category.description}</p>
            {category.kind === "case-studies" && (
              <p className="mt-3">
                <Badge tone="green">{averageRoi(category.items)} average ROI</Badge>
              </p>
            )}
            <ul className="mt-4 flex-1 divide-y divide-slate-200">
              {category.kind === "materials" &&
                category.items.map((item) => (
                  <ResourceRow
                    key={item.title}
                    title={item.title}
                    facts={[item.type, item.size, `${abbreviate(item.downloads)} downloads`]}
                  />
                ))}
              {category.kind === "videos" &&
                category.items.map((item) => (
                  <ResourceRow
                    key={item.title}
                    title={item.title}
                    facts={[item.duration, `${abbreviate(item.views)} views`, item.level]}
                  />
                ))}
              {category.kind === "case-studies" &&
                category.items.map((item) => (
                  <ResourceRow key={item.title} title={item.title} facts={[item.industry, `${item.roi}x ROI`]} />
                ))}
            </ul>
            <Button variant="outline" className="mt-4 w-full">
              View All<span className="sr-only"> {category.title}</span>
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
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {webinars.map((w) => {
          const upcoming = w.status === "upcoming";
          return (
            <li key={w.title} className={card}>
              <Badge tone={upcoming ? "green" : "neutral"} className="w-fit">
                {upcoming ? "Upcoming" : "Recorded"}
              </Badge>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{w.title}</h3>
              <ul className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>
                    <time dateTime={w.date}>{formatDate(w.date)}</time>, {w.time}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {w.speakers.join(", ")}
                </li>
                <li className="flex items-center gap-2">
                  <PlayCircle className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {formatCount(w.attendees)} {upcoming ? "registered" : "attendees"}
                </li>
              </ul>
              <Button variant={upcoming ? "default" : "outline"} className="mt-5 w-full">
                {upcoming ? "Register Now" : "Watch Recording"}
                <span className="sr-only">: {w.title}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 text-center">
        <Button variant="outline" size="lg">
          View All Events
        </Button>
      </div>
    </>
  );
}

export function InteractiveTools({ tools }: { tools: readonly InteractiveTool[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tools.map(({ name, description, icon: Icon, href }) => (
        <li key={name} className={card}>
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
          <p className="mt-2 flex-1 text-sm text-slate-600">{description}</p>
          {href ? (
            // The tool's name in the label, not in a hidden span: the button lays its children out as
            // flex items, which puts a space before the colon of the name read out.
            <Button asChild variant="outline" className="mt-5 w-full">
              <Link to={href} aria-label={`Try It Free: ${name}`}>
                Try It Free
              </Link>
            </Button>
          ) : (
            <Button variant="outline" className="mt-5 w-full" aria-label={`Try It Free: ${name}`}>
              Try It Free
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
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {certifications.map((c) => (
        <li key={c.title} className={card}>
          <Badge tone={levelTone[c.level]} className="w-fit">
            {c.level}
          </Badge>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{c.title}</h3>
          <ul className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {c.duration} hours
            </li>
            <li className="flex items-center gap-2">
              <Layers className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {c.modules} modules
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {formatCount(c.enrolled)} enrolled
            </li>
          </ul>
          <Button className="mt-5 w-full">
            Learn More<span className="sr-only"> about {c.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function CommunityChannels({ channels }: { channels: readonly CommunityChannel[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map(({ title, description, action, icon: Icon }) => (
        <li key={title} className="flex flex-col rounded-xl bg-white/10 p-6 ring-1 ring-white/20">
          <Icon className="size-7 text-brand-100" aria-hidden="true" />
          <h3 className="mt-4 font-semibold text-white">{title}</h3>
          <p className="mt-2 flex-1 text-sm text-brand-50">{description}</p>
          <Button variant="light" className="mt-5 w-full">
            {action}
          </Button>
        </li>
      ))}
    </ul>
  );
}
