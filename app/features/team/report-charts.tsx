import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { reportTexts, type AssignmentState } from "#contracts/report-vocabulary";
import { useT } from "~/i18n/i18n";

// The /team charts, drawn by Recharts (docs/decisions/023-team-reports-charts-and-spreadsheets.md). This module
// is loaded with lazy() by the overview page only, so the chart library stays out of every other
// page's JavaScript. The charts are pictures of numbers that a table beside each one gives in
// full (overview-page.tsx): they are hidden from screen readers, which read the table, and out of
// the keyboard's way (no accessibility layer: Recharts would make each chart focusable).

/**
 * Okabe–Ito colours, told apart with every common colour-vision deficiency; their lightness differs
 * too (the bars are outlined in white), so a grey print keeps them apart, with the legend's order.
 */
const stateColours: Record<AssignmentState, string> = {
  completed: "#0072B2",
  in_progress: "#56B4E9",
  not_started: "#E69F00",
  overdue: "#D55E00",
};
const chartStates = ["completed", "in_progress", "not_started", "overdue"] as const satisfies readonly AssignmentState[];

type StateRow = { label: string } & Record<AssignmentState, number>;

/** Stacked horizontal bars: each row's assignments by state. */
export function StateBarChart({ rows }: { rows: StateRow[] }) {
  const { t } = useT();
  const height = Math.max(160, rows.length * 44 + 80);
  return (
    <div aria-hidden="true" style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 12 }} tickFormatter={(v: string) => (v.length > 22 ? `${v.slice(0, 21)}…` : v)} />
          <Tooltip />
          {/* The swatch carries the colour; the words stay dark (the light blue on white read at about 2:1). */}
          <Legend formatter={(value: string) => <span className="text-slate-700">{value}</span>} />
          {chartStates.map((state) => (
            <Bar key={state} dataKey={state} name={t(reportTexts.states[state])} stackId="states" fill={stateColours[state]} stroke="#ffffff" isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Completions per week, a line with a dot per week. */
export function WeeklyChart({ weeks, label }: { weeks: { week: string; completed: number }[]; label: string }) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Line type="monotone" dataKey="completed" name={label} stroke={stateColours.completed} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
