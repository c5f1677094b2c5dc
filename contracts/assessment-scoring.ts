// The Resources page's two self-assessments (issue 28, item 6): the AI Readiness Assessment (an
// organisation's readiness) and the Skill Gap Analyzer (a person's AI skills). Their questions,
// dimensions and scoring, once, as plain values and functions: the page scores as the visitor
// answers without loading the schemas (and their validation library), and the server scores the
// same answers again when they are saved (contracts/assessments.ts holds the schemas), so a stored
// score is never the client's word.
import { assessmentTools, type AssessmentTool } from "./assessment-tools";
import type { ProgramCategory, ProgramLevel } from "./vocabulary";

export { assessmentTools, type AssessmentTool };

interface Dimension {
  id: string;
  label: string;
  /** What a low score here means, shown in the report. */
  advice: string;
  /** The catalogue's categories whose programs close a gap in this dimension. */
  categories: readonly ProgramCategory[];
}

interface Question {
  id: string;
  dimension: string;
  text: string;
  /** From least to most ready: the answer at index i is worth i points (0 to 3). */
  options: readonly [string, string, string, string];
}

export interface Assessment {
  tool: AssessmentTool;
  /** The tool's name on the Resources page (spec section 2), the page's heading. */
  name: string;
  intro: string;
  dimensions: readonly Dimension[];
  questions: readonly Question[];
}

export const MAX_POINTS = 3;

const readiness: Assessment = {
  tool: "readiness",
  name: "AI Readiness Assessment",
  intro: "Twelve questions on your organisation's strategy, data, skills and governance. Answer for the organisation as it is today; the report scores each dimension and suggests programs for the weakest.",
  dimensions: [
    { id: "strategy", label: "Strategy", advice: "Agree on the few business problems AI should solve first, with an owner and a budget.", categories: ["machine-learning", "data-science"] },
    { id: "data", label: "Data", advice: "Make the data those problems need findable, clean and accessible to the people who will use it.", categories: ["data-science"] },
    { id: "skills", label: "Skills", advice: "Train the people who will build and use AI, from foundations to hands-on practice.", categories: ["machine-learning", "deep-learning", "nlp"] },
    { id: "governance", label: "Governance", advice: "Set rules for privacy, fairness and review before AI reaches customers or decisions.", categories: ["ai-ethics"] },
  ],
  questions: [
    { id: "r1", dimension: "strategy", text: "Does your organisation have a written AI strategy?", options: ["No", "Ideas, not written down", "Written, not yet funded", "Written, funded and reviewed"] },
    { id: "r2", dimension: "strategy", text: "How are AI use cases chosen?", options: ["They are not", "By whoever is interested", "By each department", "By a shared process with business cases"] },
    { id: "r3", dimension: "strategy", text: "Does senior leadership sponsor AI work?", options: ["No", "Informally", "One sponsor", "Yes, with goals and regular reviews"] },
    { id: "r4", dimension: "data", text: "How easy is it to find the data a project needs?", options: ["Very hard", "Possible with effort", "Mostly catalogued", "Catalogued with owners"] },
    { id: "r5", dimension: "data", text: "How good is the quality of your key data?", options: ["Unknown", "Often poor", "Checked now and then", "Measured and monitored"] },
    { id: "r6", dimension: "data", text: "Where does your data live?", options: ["Spreadsheets and paper", "Separate systems", "A central store for some data", "A shared platform for analytics"] },
    { id: "r7", dimension: "skills", text: "How many people can analyse data with code?", options: ["None", "One or two", "A small team", "Several teams"] },
    { id: "r8", dimension: "skills", text: "Has anyone built and deployed a machine learning model?", options: ["No", "Tried in a notebook", "One model in use", "Several models in use"] },
    { id: "r9", dimension: "skills", text: "How do employees learn about AI?", options: ["They do not", "On their own", "Occasional courses", "A planned training program"] },
    { id: "r10", dimension: "governance", text: "Is there a policy for using AI tools and data?", options: ["No", "Being discussed", "Written, not enforced", "Written, known and followed"] },
    { id: "r11", dimension: "governance", text: "Are AI results checked for bias and errors?", options: ["Never", "When someone complains", "For some projects", "Always, before release"] },
    { id: "r12", dimension: "governance", text: "Who is accountable for AI risks?", options: ["Nobody", "Unclear", "Each project", "A named role or committee"] },
  ],
};

const skillGap: Assessment = {
  tool: "skill-gap",
  name: "Skill Gap Analyzer",
  intro: "Twelve questions on your own AI skills. Answer for what you can do today; the report scores each skill area and suggests programs that close the gaps.",
  dimensions: [
    { id: "data", label: "Data foundations", advice: "Practise cleaning, exploring and visualising data with Python and statistics.", categories: ["data-science"] },
    { id: "ml", label: "Machine learning", advice: "Learn to train, evaluate and improve models on real problems.", categories: ["machine-learning"] },
    { id: "genai", label: "Deep learning and generative AI", advice: "Work with neural networks, language models and vision models.", categories: ["deep-learning", "nlp", "computer-vision"] },
    { id: "responsible", label: "Responsible AI", advice: "Learn to spot bias, protect privacy and explain a model's decisions.", categories: ["ai-ethics"] },
  ],
  questions: [
    { id: "s1", dimension: "data", text: "How comfortable are you with Python for data work?", options: ["Never used it", "Can read simple code", "Write scripts with pandas", "Build data pipelines"] },
    { id: "s2", dimension: "data", text: "Can you explain a dataset with statistics?", options: ["No", "Averages and totals", "Distributions and correlations", "Tests and confidence intervals"] },
    { id: "s3", dimension: "data", text: "How do you show findings from data?", options: ["I do not", "Tables", "Charts in a spreadsheet", "Dashboards or notebooks others use"] },
    { id: "s4", dimension: "ml", text: "Have you trained a machine learning model?", options: ["No", "Followed a tutorial", "On my own data", "Used in production"] },
    { id: "s5", dimension: "ml", text: "Can you tell whether a model is good enough?", options: ["No", "By its accuracy", "With the right metric and a test set", "With validation, baselines and error analysis"] },
    { id: "s6", dimension: "ml", text: "Can you prepare features for a model?", options: ["No", "With help", "Yes, for tabular data", "Yes, and I automate it"] },
    { id: "s7", dimension: "genai", text: "How do you use generative AI tools?", options: ["I do not", "For simple questions", "With well-designed prompts at work", "I build applications on them"] },
    { id: "s8", dimension: "genai", text: "Do you understand how neural networks learn?", options: ["No", "The basic idea", "I have trained one", "I tune and fine-tune them"] },
    { id: "s9", dimension: "genai", text: "Have you worked with text or image models?", options: ["No", "Tried a demo", "Used one in a project", "Adapted one to our data"] },
    { id: "s10", dimension: "responsible", text: "Can you recognise bias in data or a model?", options: ["No", "I know it exists", "I can check for it", "I can measure and reduce it"] },
    { id: "s11", dimension: "responsible", text: "Do you know what data you may use with AI tools?", options: ["No", "Roughly", "Our policy, yes", "I help write the policy"] },
    { id: "s12", dimension: "responsible", text: "Can you explain a model's decision to a colleague?", options: ["No", "In general terms", "With feature importance", "With explanation tools and their limits"] },
  ],
};

export const assessments: Record<AssessmentTool, Assessment> = { readiness, "skill-gap": skillGap };

/** The answers: each question's id and the index of the option chosen (0 to 3). */
export type Answers = Record<string, number>;

export const CHOOSE_AN_ANSWER = "Choose an answer.";

export interface DimensionScore {
  id: string;
  label: string;
  /** 0 to 100: the points of its questions over their maximum, rounded. */
  score: number;
}

export interface AssessmentReport {
  dimensions: DimensionScore[];
  /** The mean of the dimensions' scores, rounded. */
  overall: number;
}

/** The report of complete answers (check them with unanswered() first). */
export function scoreAssessment(assessment: Assessment, answers: Answers): AssessmentReport {
  const dimensions = assessment.dimensions.map((d) => {
    const questions = assessment.questions.filter((q) => q.dimension === d.id);
    const points = questions.reduce((sum, q) => sum + (answers[q.id] ?? 0), 0);
    return { id: d.id, label: d.label, score: Math.round((100 * points) / (MAX_POINTS * questions.length)) };
  });
  const overall = Math.round(dimensions.reduce((sum, d) => sum + d.score, 0) / dimensions.length);
  return { dimensions, overall };
}

/** Below this a dimension is a gap the report suggests programs for. */
export const GAP_BELOW = 70;

/** The level of program that fits a score: a beginner's course for a wide gap, advanced for a narrow one. */
export function levelFor(score: number): ProgramLevel {
  return score < 35 ? "beginner" : score < 60 ? "intermediate" : "advanced";
}

export type ScoreBand = "low" | "developing" | "strong";
export function bandOf(score: number): ScoreBand {
  return score < 35 ? "low" : score < GAP_BELOW ? "developing" : "strong";
}
export const bandLabels: Record<ScoreBand, string> = { low: "Early stage", developing: "Developing", strong: "Strong" };

interface CatalogueProgram {
  id: string;
  category: ProgramCategory;
  level: ProgramLevel;
}

export interface Recommendation<P> {
  dimension: DimensionScore;
  programs: P[];
}

/**
 * The catalogue programs that close the gaps, weakest dimension first: for each dimension below
 * GAP_BELOW, up to `perGap` active programs of its categories, those of the fitting level first.
 * Chosen from the catalogue's data (category and level), so a new program is suggested without a
 * change here.
 */
export function recommendPrograms<P extends CatalogueProgram>(assessment: Assessment, report: AssessmentReport, catalogue: readonly P[], perGap = 2): Recommendation<P>[] {
  const levelOrder = (score: number, level: ProgramLevel) => {
    const order: ProgramLevel[] = levelFor(score) === "beginner" ? ["beginner", "intermediate", "advanced"] : levelFor(score) === "intermediate" ? ["intermediate", "beginner", "advanced"] : ["advanced", "intermediate", "beginner"];
    return order.indexOf(level);
  };
  return report.dimensions
    .filter((d) => d.score < GAP_BELOW)
    .sort((a, b) => a.score - b.score)
    .map((dimension) => {
      const categories: readonly string[] = assessment.dimensions.find((d) => d.id === dimension.id)!.categories;
      const programs = catalogue
        .filter((p) => categories.includes(p.category))
        .map((p, index) => ({ p, index }))
        .sort((a, b) => levelOrder(dimension.score, a.p.level) - levelOrder(dimension.score, b.p.level) || a.index - b.index)
        .slice(0, perGap)
        .map(({ p }) => p);
      return { dimension, programs };
    });
}
