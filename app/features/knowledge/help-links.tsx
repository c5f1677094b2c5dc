import { BookOpen, Code2, GraduationCap, MessageSquare, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { HelpLink, HelpTopicGroup } from "~/content/knowledge/faqs";
import { useT } from "~/i18n/i18n";

const quickLinkIcons: LucideIcon[] = [GraduationCap, BookOpen, Code2, MessageSquare];

/** The four quick-link cards under the help search. */
export function QuickLinks({ links }: { links: HelpLink[] }) {
  const { t, href } = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link, i) => {
        const Icon = quickLinkIcons[i % quickLinkIcons.length];
        return (
          <li key={link.title}>
            <Link
              to={href(link.to)}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-brand-500 hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900">{t(link.title)}</span>
              <span className="mt-1 text-sm text-slate-700">{t(link.description)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Popular Help Topics: groups of links to the pages that answer them. */
export function PopularTopics({ groups }: { groups: HelpTopicGroup[] }) {
  const { t, href } = useT();
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{t(group.title)}</h3>
          <ul className="mt-4 space-y-3">
            {group.links.map((link) => (
              <li key={link.label}>
                <Link to={href(link.to)} className="text-brand-700 underline-offset-4 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
