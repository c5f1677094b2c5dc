// The product's vocabulary, once: the values the database checks, the API validates and the pages
// show, with their display labels (the spec's words). Imports nothing, so any page may use it
// without loading zod.

// ---- names ---------------------------------------------------------------------------------
/**
 * One name per concept in each layer, and the spec's words for it (decision 010). The REST API
 * says "course" wherever the spec's tables say "program": /courses, `course_id`, an enrolment's
 * `course`; the pages keep the spec's words. The OpenAPI document prints this table.
 */
export const conceptNames = [
  { spec: "program (table programs)", database: "programs", api: "course: /courses, `course_id`, `enrollment.course`", pages: "program; all of them: the catalogue (/programs)" },
  { spec: "enrollment (table enrollments)", database: "enrollments", api: "enrollment: /me/enrollments, /admin/enrollments", pages: "enrolment (British spelling in prose)" },
  { spec: "profile (table profiles)", database: "profiles", api: "profile: /me", pages: "profile" },
  { spec: "user (authentication service)", database: "user", api: "user; in staff lists: `learner`", pages: "account" },
  { spec: "contact inquiry (table contact_inquiries)", database: "contact_inquiries", api: "inquiry: /contact, /admin/inquiries", pages: "inquiry, message" },
  { spec: "newsletter subscriber (table newsletter_subscribers)", database: "newsletter_subscribers", api: "subscriber: /newsletter, /admin/subscribers", pages: "subscriber" },
] as const;

// ---- programs ------------------------------------------------------------------------------

export const programCategories = [
  "data-science",
  "machine-learning",
  "deep-learning",
  "nlp",
  "computer-vision",
  "ai-ethics",
] as const;
export type ProgramCategory = (typeof programCategories)[number];

export const programLevels = ["beginner", "intermediate", "advanced"] as const;
export type ProgramLevel = (typeof programLevels)[number];

/** Display names of the categories (the programs page's tab labels, the dashboard's course cards). */
export const programCategoryLabels: Record<ProgramCategory, string> = {
  "data-science": "Data Science",
  "machine-learning": "Machine Learning",
  "deep-learning": "Deep Learning",
  nlp: "Natural Language Processing",
  "computer-vision": "Computer Vision",
  "ai-ethics": "AI Ethics",
};

export const programLevelLabels: Record<ProgramLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** A stored category's label; an unknown value is shown as stored rather than hidden. */
export const categoryLabel = (category: string) => programCategoryLabels[category as ProgramCategory] ?? category;
export const levelLabel = (level: string) => programLevelLabels[level as ProgramLevel] ?? level;

// ---- enrolments ----------------------------------------------------------------------------

/** An enrolment is active until every module is completed (progress 100). */
export const enrollmentStatuses = ["active", "completed"] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

// ---- contact inquiries ---------------------------------------------------------------------

/** The statuses of a contact inquiry: new at creation (spec section 4), then set by staff. */
export const inquiryStatuses = ["new", "in_progress", "resolved", "spam"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
  spam: "Spam",
};

export const isInquiryStatus = (value: string | null | undefined): value is InquiryStatus =>
  (inquiryStatuses as readonly string[]).includes(value ?? "");

// ---- accounts ------------------------------------------------------------------------------

/** An account's role: every account is a learner; `admin` also opens the staff inbox. */
export const userRoles = ["learner", "admin"] as const;
export type Role = (typeof userRoles)[number];

// ---- the catalogue's history (staff changes to programs and modules) ------------------------

export const programAuditActions = [
  "program_created",
  "program_updated",
  "program_deactivated",
  "program_reactivated",
  "program_deleted",
  "module_added",
  "module_updated",
  "module_removed",
  "modules_reordered",
  "quiz_saved",
  "quiz_removed",
  "question_added",
  "question_updated",
  "question_removed",
  "questions_imported",
] as const;
export type ProgramAuditAction = (typeof programAuditActions)[number];

export const programAuditActionLabels: Record<ProgramAuditAction, string> = {
  program_created: "Program created",
  program_updated: "Program edited",
  program_deactivated: "Program deactivated",
  program_reactivated: "Program reactivated",
  program_deleted: "Program deleted",
  module_added: "Module added",
  module_updated: "Module edited",
  module_removed: "Module removed",
  modules_reordered: "Modules reordered",
  quiz_saved: "Quiz settings saved",
  quiz_removed: "Quiz removed",
  question_added: "Quiz question added",
  question_updated: "Quiz question edited",
  question_removed: "Quiz question removed",
  questions_imported: "Quiz questions imported",
};

/** The staff form's labels of the fields (the history shows them too). */
export const programFieldLabels: Record<string, string> = {
  title: "Title",
  description: "Description",
  category: "Category",
  level: "Level",
  duration: "Duration",
  price: "Price",
  features: "Features",
  is_active: "Active",
  summary: "Summary",
  duration_minutes: "Estimated duration",
  lesson_markdown: "Lesson text",
  order: "Order",
  pass_mark: "Pass mark (%)",
  attempts_allowed: "Attempts allowed",
  time_limit_minutes: "Time limit (minutes)",
  draw_count: "Questions per attempt",
  shuffle_options: "Shuffle options",
  show_answers: "Answers shown",
  kind: "Kind",
  prompt: "Question",
  options: "Options",
  correct_boolean: "True or false",
  numeric_answer: "Answer",
  tolerance: "Tolerance",
  explanation: "Explanation",
  imported: "Questions imported",
};
