import { useEffect, useState } from "react";
import { useLocale } from "~/i18n/i18n";
import { formatDate } from "~/lib/format";

function localISODate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today's date in the visitor's time zone. Pages are prerendered at build time, so the date is
 * filled in after hydration (the first client render matches the HTML, then an effect sets it).
 * The fixed minimum width reserves its space, so nothing moves when it appears.
 */
export function Today() {
  const locale = useLocale();
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(localISODate(new Date())), []);
  return (
    <span className="inline-block min-w-[7rem] whitespace-nowrap">
      {today ? <time dateTime={today}>{formatDate(today, locale)}</time> : "\u00a0"}
    </span>
  );
}
