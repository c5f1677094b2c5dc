import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format";
import { useT } from "~/i18n/i18n";
import type { Locale } from "#contracts/locales";
import { reportTexts, type AssignmentState } from "#contracts/report-vocabulary";

// What the overview and the person page both show of a report: an assignment's state and its
// dates. Its own module, so that the person page does not load the overview's code (its charts'
// loader, tables and skill gaps card) nor, in Hindi, carry its messages.

const stateTones: Record<AssignmentState, "neutral" | "blue" | "green" | "red"> = { not_started: "neutral", in_progress: "blue", completed: "green", overdue: "red" };

export function StateBadge({ state }: { state: AssignmentState }) {
  const { t } = useT();
  return <Badge tone={stateTones[state]}>{t(reportTexts.states[state])}</Badge>;
}

export const formatDay = (day: string | null, locale?: Locale) => (day ? formatDate(`${day}T00:00:00Z`, locale) : "—");
export const formatInstant = (iso: string | null, locale?: Locale) => (iso ? formatDate(iso, locale) : "—");
