import type { AuditEvent } from "#contracts/programs";
import { formatINR } from "~/lib/format";
import { answerVisibilityLabels, questionKindLabels, type AnswerVisibility, type QuestionKind } from "#contracts/quizzes";
import { categoryLabel, levelLabel, programAuditActionLabels, programFieldLabels } from "#contracts/vocabulary";
import { formatDateTime, LoadError } from "../admin-table";
import { useProgramHistory } from "../programs-api";
import { Section } from "./parts";

// Every staff change to the program, newest first, each field's old and new value in words.

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "price" && typeof value === "number") return formatINR(value);
  if (field === "category" && typeof value === "string") return categoryLabel(value);
  if (field === "level" && typeof value === "string") return levelLabel(value);
  if (field === "is_active") return value ? "Yes" : "No";
  if (field === "duration_minutes" && typeof value === "number") return `${value} min`;
  if (field === "show_answers" && typeof value === "string") return answerVisibilityLabels[value as AnswerVisibility] ?? value;
  if (field === "kind" && typeof value === "string") return questionKindLabels[value as QuestionKind] ?? value;
  if (field === "options" && Array.isArray(value)) {
    return (value as { text: string; correct: boolean }[]).map((o) => (o.correct ? `${o.text} (right)` : o.text)).join(", ");
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function HistoryEntry({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes);
  const created = event.action === "program_created" || event.action === "module_added";
  return (
    <li className="py-3">
      <p className="text-sm font-medium text-slate-900">
        {programAuditActionLabels[event.action] ?? event.action}
        {event.subject && <span className="font-normal text-slate-700">: {event.subject}</span>}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> by {event.actor.email}
      </p>
      {!created && changes.length > 0 && (
        <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
          {changes.map(([field, change]) => (
            <li key={field} className="break-words">
              <span className="font-medium">{programFieldLabels[field] ?? field}:</span> {formatValue(field, change.from)} → {formatValue(field, change.to)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function HistorySection({ programId }: { programId: string }) {
  const history = useProgramHistory(programId);
  return (
    <Section title="History" id="history-title" description="Every change by staff, newest first.">
      {history.isError && !history.data ? (
        <LoadError what="history" onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <p role="status" className="text-sm text-slate-700">
          Loading history...
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {history.data.map((event) => (
            <HistoryEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
    </Section>
  );
}
