// The two self-assessments' names and pages, apart from their questions (contracts/assessments.ts),
// so the sign-in page can send a visitor back to one without carrying its questions.
import { paths, type SitePath } from "./pages";

export const assessmentTools = ["readiness", "skill-gap"] as const;
export type AssessmentTool = (typeof assessmentTools)[number];

/** Each tool's page. */
export const assessmentPaths: Record<AssessmentTool, SitePath> = { readiness: paths.readinessAssessment, "skill-gap": paths.skillGapAnalyzer };

export const isAssessmentTool = (value: string | null): value is AssessmentTool => (assessmentTools as readonly (string | null)[]).includes(value);
