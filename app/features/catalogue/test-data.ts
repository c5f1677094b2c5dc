import type { Course, Enrollment } from "#contracts/catalogue";
import type { Module } from "#contracts/programs";

// Sample API answers for the catalogue's unit and component tests.

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}`;

export function sampleCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: uuid(),
    title: "Machine Learning with scikit-learn",
    description: "Build, evaluate and tune supervised and unsupervised models.",
    category: "machine-learning",
    level: "beginner",
    duration: "10 weeks",
    price: 34999,
    features: ["Supervised and unsupervised learning", "Feature engineering", "Model evaluation and tuning", "Career guidance"],
    is_active: true,
    ...overrides,
  };
}

export function sampleEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: uuid(),
    user_id: "user-1",
    course_id: uuid(),
    status: "active",
    progress: 0,
    completed_modules: [],
    enrolled_at: "2027-01-15T09:30:00.000Z",
    course: {
      title: "Deep Learning with PyTorch",
      category: "deep-learning",
      duration: "12 weeks",
      level: "intermediate",
      features: ["Neural network fundamentals", "CNNs, RNNs and transformers", "GPU training and mixed precision", "Experiment tracking"],
    },
    ...overrides,
  };
}

/** The modules of sampleEnrollment's program, one per feature (ids moduleId(1) to moduleId(4)). */
export function sampleModules(): Module[] {
  return sampleEnrollment().course.features.map((title, index) => ({
    id: moduleId(index + 1),
    position: index + 1,
    title,
    summary: `What part ${index + 1} covers.`,
    duration_minutes: 45 * (index + 1),
    lesson_markdown: index === 0 ? "## Tensors\n\nStart with **tensors**. <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))" : null,
  }));
}

export const moduleId = (n: number) => `0000000d-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A fetch Response with a JSON body. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
