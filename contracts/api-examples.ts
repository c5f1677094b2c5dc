// The sample values the operations' examples are made of (every example validates against its schema:
// tests/integration/openapi.test.ts).

export const sampleCourse = {
  id: "5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21",
  title: "Machine Learning with scikit-learn",
  description: "Build, evaluate and tune supervised and unsupervised models.",
  category: "machine-learning",
  level: "beginner",
  duration: "10 weeks",
  price: 34999,
  features: ["Supervised and unsupervised learning", "Feature engineering", "Model evaluation and tuning"],
  is_active: true,
};
export const sampleUser = { id: "V1StGXR8Z5jdHi6BmyT7pQk2aE3n4MfL", email: "asha@example.com", name: "Asha Verma" };
export const sampleEnrollment = {
  id: "9d6c2a41-6f0e-4b8a-8d1e-5a7c3b2e1f00",
  user_id: sampleUser.id,
  course_id: sampleCourse.id,
  status: "active",
  progress: 33,
  completed_modules: ["0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f"],
  enrolled_at: "2026-11-20T10:15:00.000Z",
  course: {
    title: sampleCourse.title,
    category: sampleCourse.category,
    duration: sampleCourse.duration,
    level: sampleCourse.level,
    features: sampleCourse.features,
  },
};
export const sampleModule = {
  id: "0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f",
  position: 1,
  title: "Supervised and unsupervised learning",
  summary: "Regression, classification and clustering on real datasets.",
  duration_minutes: 90,
};
export const sampleLesson = { ...sampleModule, lesson_markdown: "## What you will learn\n\n- Fit a model\n- Judge it on held-out data" };
/** A module as staff see it: its Hindi version so far and the Hindi fields still missing. */
export const sampleAdminLesson = {
  ...sampleLesson,
  translations: { hi: { title: "सुपरवाइज़्ड और अनसुपरवाइज़्ड लर्निंग" } },
  missing_translations: { hi: ["summary" as const, "lesson_markdown" as const] },
};
const { id: _courseId, ...programInput } = sampleCourse;
export const sampleProgramInput = programInput;
export const sampleAdminProgram = {
  ...sampleCourse,
  translations: { hi: { title: "मशीन लर्निंग की बुनियाद", duration: "12 सप्ताह" } },
  missing_translations: { hi: ["description" as const, "features" as const] },
  enrollment_count: 12,
  module_count: 1,
  created_at: "2026-11-20T10:15:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};
export const sampleModuleInput = { title: sampleLesson.title, summary: sampleLesson.summary, duration_minutes: 90, lesson_markdown: sampleLesson.lesson_markdown };
export const sampleTokens = {
  token: "kX1vQ8bS3m2J9aT6yR4wZ0cN7pL5dF2h",
  token_type: "Bearer",
  expires_in: 604800,
  refresh_token: "r3Fr35h-t0k3n-us3-0nc3-Lq9Xv2Bn7Mk4Pz8W",
  user: sampleUser,
};
export const sampleProfile = {
  id: sampleUser.id,
  email: sampleUser.email,
  full_name: "Asha Verma",
  company: "Tata Steel",
  phone: "+91 98765 43210",
  avatar_url: null,
  locale: "en" as const,
};
export const sampleInquiry = {
  id: "3f2a9c1e-7b4d-4e8f-a1c2-6d5e4f3a2b10",
  name: "Ravi Kumar",
  email: "ravi@acme.example",
  company: "Acme Industries",
  phone: "+91 98450 12345",
  subject: "Corporate training",
  message: "We would like a proposal for 40 engineers.",
  status: "new",
  created_at: "2026-11-21T09:30:00.000Z",
};
const { phone: _phone, message, ...inquiryHead } = sampleInquiry;
export const sampleInquirySummary = { ...inquiryHead, preview: message };

export const sampleSession = {
  id: "Zb2kQ9xW4mT7aR1c",
  device: "Chrome on Windows",
  ip_address: "203.0.113.7",
  created_at: "2026-11-20T10:15:00.000Z",
  last_used_at: "2026-11-21T08:02:00.000Z",
  expires_at: "2026-12-20T10:15:00.000Z",
  current: true,
};
export const sampleLiveItem = {
  kind: "seminar",
  id: "rag-in-production",
  title: "Retrieval-Augmented Generation in Production",
  capacity: 120,
  taken: 65,
  seats_left: 55,
  full: false,
  starts_at: "2027-02-18T05:30:00.000Z",
  ends_at: "2027-02-18T08:30:00.000Z",
  place: "HITEC City, Hyderabad",
  price: 3000,
  open: true,
  registered: true,
};
export const sampleRegistration = {
  id: "3c9e7f10-2b4d-4e6a-8f1c-7d5b9a0e2c44",
  kind: "seminar",
  item_id: "rag-in-production",
  status: "registered",
  created_at: "2026-12-01T09:20:00.000Z",
  cancelled_at: null,
  past: false,
  item: {
    title: sampleLiveItem.title,
    start_date: "2027-02-18",
    end_date: "2027-02-18",
    time: "11:00 AM IST",
    starts_at: sampleLiveItem.starts_at,
    ends_at: sampleLiveItem.ends_at,
    place: sampleLiveItem.place,
    price: 3000,
    join_url: null,
  },
};
const { registered: _registered, ...adminItemHead } = sampleLiveItem;
export const sampleAdminItemHead = adminItemHead;

const sampleCertificateCourse = { title: sampleCourse.title, level: sampleCourse.level, duration: sampleCourse.duration };
export const sampleCertificateCheck = {
  status: "valid",
  code: "7KQM-X4TB-9HWD",
  learner_name: sampleUser.name,
  course: sampleCertificateCourse,
  score: 86,
  issued_at: "2026-12-18T11:40:00.000Z",
};
export const sampleMyCertificate = {
  ...sampleCertificateCheck,
  revoked_at: null,
  revocation_reason: null,
  verification_url: "https://cortexa.ai/certificates/verify?code=7KQM-X4TB-9HWD",
};
export const sampleAdminCertificate = {
  code: sampleCertificateCheck.code,
  status: "revoked",
  learner: sampleUser,
  course: sampleCertificateCourse,
  issued_at: sampleCertificateCheck.issued_at,
  revocation: { revoked_at: "2027-01-05T09:12:00.000Z", reason: "Issued to the wrong account after a data merge.", by: "staff@cortexa.ai" },
};

export const sampleQuizSettings = {
  pass_mark: 70,
  attempts_allowed: 3,
  time_limit_minutes: 20,
  draw_count: 10,
  shuffle_options: true,
  show_answers: "after_last_attempt",
} as const;
export const sampleQuestionInput = {
  kind: "single",
  prompt: "Which metric suits a classifier on imbalanced data?",
  options: [
    { text: "Accuracy", correct: false },
    { text: "F1 score", correct: true },
    { text: "Recall", correct: false },
  ],
  explanation: "F1 balances precision and recall, which accuracy hides on imbalanced classes.",
} as const;
export const sampleStaffQuestion = {
  id: "5b0c7a4e-8d2f-4c1a-9e3b-6f7d8a9b0c1d",
  position: 1,
  kind: "single",
  prompt: sampleQuestionInput.prompt,
  options: [
    { id: "a1b2c3d4", text: "Accuracy", correct: false },
    { id: "3f9a1c2b", text: "F1 score", correct: true },
    { id: "9e8d7c6b", text: "Recall", correct: false },
  ],
  correct_boolean: null,
  numeric_answer: null,
  tolerance: null,
  explanation: sampleQuestionInput.explanation,
} as const;
const sampleAttemptHead = {
  id: "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
  number: 1,
  status: "in_progress",
  started_at: "2026-11-25T10:00:00.000Z",
  deadline: "2026-11-25T10:20:00.000Z",
  submitted_at: null,
  score: null,
  passed: null,
} as const;
export const sampleAttempt = {
  ...sampleAttemptHead,
  questions: [
    {
      id: sampleStaffQuestion.id,
      kind: "single",
      prompt: sampleStaffQuestion.prompt,
      options: [
        { id: "9e8d7c6b", text: "Recall" },
        { id: "a1b2c3d4", text: "Accuracy" },
        { id: "3f9a1c2b", text: "F1 score" },
      ],
    },
  ],
  feedback: null,
} as const;
export const sampleLearnerQuiz = {
  module_id: sampleModule.id,
  pass_mark: sampleQuizSettings.pass_mark,
  attempts_allowed: sampleQuizSettings.attempts_allowed,
  time_limit_minutes: sampleQuizSettings.time_limit_minutes,
  show_answers: sampleQuizSettings.show_answers,
  question_count: 10,
  passed: false,
  best_score: null,
  attempts: [sampleAttemptHead],
} as const;
