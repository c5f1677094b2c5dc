import { BookOpen, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FactList } from "~/components/ui/fact-list";
import { Progress } from "~/components/ui/progress";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { formatDate } from "~/lib/format";
import { paths } from "#contracts/pages";
import type { Enrollment } from "~/lib/programs";
import { activeEnrollments } from "./dashboard-stats";
import { EmptyState } from "./empty-state";
import { useT } from "~/i18n/i18n";

// Level colours as on the catalogue: beginner green, intermediate yellow, advanced red.
const levelTones = { beginner: "green", intermediate: "yellow", advanced: "red" } as const;
const statusBadges = {
  active: { label: "Active", tone: "blue" },
  completed: { label: "Completed", tone: "green" },
} as const;

/** Where a learner continues an enrolment (the learning page of a later issue). */
export const learnPath = (enrollmentId: string) => `${paths.dashboardLearn}?enrollment=${encodeURIComponent(enrollmentId)}`;

/** What an organisation's assignment adds to a course card: who assigned it, and its due date. */
export interface ProgramAssignment {
  organisation: string;
  due_date: string | null;
  due_state: "none" | "upcoming" | "overdue" | "completed";
}

/** The My Courses tab: a card per active enrolment, or the empty state. */
export function MyPrograms({ enrollments, assignments }: { enrollments: readonly Enrollment[]; assignments?: ReadonlyMap<string, ProgramAssignment> }) {
  const { t, href } = useT();
  const active = activeEnrollments(enrollments);
  if (active.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No Active Courses"
        description="You are not enrolled in any program yet. Explore our catalogue and start learning today."
        action={
          <Button asChild>
            <Link to={href(paths.programs)}>{t("Browse Programs")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {active.map((enrollment) => (
        <li key={enrollment.id} className="flex">
          <EnrolledProgramCard enrollment={enrollment} assignment={assignments?.get(enrollment.programId)} />
        </li>
      ))}
    </ul>
  );
}

export function EnrolledProgramCard({ enrollment, assignment }: { enrollment: Enrollment; assignment?: ProgramAssignment }) {
  const { t, locale, href } = useT();
  const { id, program, status, progress, enrolled_at: enrolledAt } = enrollment;
  const titleId = `enrollment-${id}-title`;
  const progressId = `enrollment-${id}-progress`;
  const level = program.level as keyof typeof levelTones;
  const badge = statusBadges[status] ?? { label: status, tone: "neutral" };
  return (
    <Card className="flex w-full flex-col transition-shadow hover:shadow-md">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t(categoryLabel(program.category))}</Badge>
          <Badge tone={levelTones[level] ?? "neutral"}>{t(levelLabel(program.level))}</Badge>
          <Badge tone={badge.tone} className="ml-auto">
            {t(badge.label)}
          </Badge>
        </div>
        {/* The program's own title is catalogue content: Hindi where staff wrote it (program-texts.ts). */}
        <h3 id={titleId} data-catalogue-content className="text-lg leading-snug font-semibold text-slate-900">
          {program.title}
        </h3>
        {assignment && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{t("Assigned by {organisation}", { organisation: assignment.organisation })}</span>
            {assignment.due_date && (
              <Badge tone={assignment.due_state === "overdue" ? "red" : "neutral"}>
                {t(assignment.due_state === "overdue" ? "Overdue: was due {date}" : "Due {date}", { date: formatDate(`${assignment.due_date}T00:00:00Z`, locale) })}
              </Badge>
            )}
          </p>
        )}
        <FactList
          className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
          gap="gap-1.5"
          facts={[
            { icon: Clock, label: t("Duration"), value: <span data-catalogue-content>{program.duration}</span> },
            { icon: CalendarDays, value: t("Enrolled {date}", { date: formatDate(enrolledAt, locale) }) },
          ]}
        />
        <div className="mt-auto">
          <div className="mb-2 flex items-center justify-between text-sm">
            <span id={progressId} className="font-medium text-slate-700">
              {t("Progress")}
            </span>
            <span className="font-semibold text-slate-900">{progress}%</span>
          </div>
          <Progress value={progress} aria-labelledby={progressId} />
        </div>
        <Button asChild className="w-full">
          <Link to={href(learnPath(id))} aria-describedby={titleId}>
            {t("Continue Learning")}
          </Link>
        </Button>
      </article>
    </Card>
  );
}
