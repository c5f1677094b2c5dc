import { CalendarDays, ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pressFilters, pressTypeLabels, type PressItem, type PressItemType } from "~/content/company/press";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { FilterButtons } from "./filter-buttons";
import { filterPressItems } from "./press-filter";
import { useT } from "~/i18n/i18n";

const typeTone = {
  "press-release": "brand",
  news: "blue",
  award: "yellow",
  media: "purple",
} as const satisfies Record<PressItemType, string>;

type FilterValue = PressItemType | "all";

/** Latest Press: one selected category at a time (default All), newest first. */
export function PressList({ items }: { items: readonly PressItem[] }) {
  const { t, tp } = useT();
  const [filter, setFilter] = useState<FilterValue>("all");
  const shown = filterPressItems(items, filter === "all" ? null : filter);
  const options = pressFilters.map((f) => ({ value: (f.type ?? "all") as FilterValue, label: t(f.label) }));

  return (
    <div>
      <FilterButtons label={t("Filter press items")} options={options} value={filter} onChange={setFilter} />
      <p role="status" className="sr-only">
        {tp(shown.length, "{count} item", "{count} items")}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {shown.map((item) => (
          <li key={item.id} className="flex">
            <PressCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PressCard({ item }: { item: PressItem }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const title = t(item.title);
  const detailsId = useId();
  return (
    <Card id={item.id} className="flex w-full scroll-mt-24 flex-col p-6">
      <div className="flex flex-wrap gap-2">
        <Badge tone={typeTone[item.type]}>{t(pressTypeLabels[item.type])}</Badge>
        {item.source && <Badge tone="neutral">{item.source}</Badge>}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{t(item.description)}</p>
      <div id={detailsId} hidden={!open} className="mt-2 text-slate-700">
        <p>{t(item.details)}</p>
        <a href={item.link} className="mt-2 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
          {t("Link to this story")}<span className="sr-only">: {title}</span>
        </a>
      </div>
      <div className="mt-4 flex flex-1 flex-wrap items-end justify-between gap-3">
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("Show Less") : t("Read More")}
          <span className="sr-only">: {title}</span>
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
