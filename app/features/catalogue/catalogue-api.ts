import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import type { Course, CourseList, Enrollment, EnrollmentResponse } from "#contracts/catalogue";

// The programs page's server data through the REST API (/api/v1); the learning page's is in
// learn-api.ts. Types only from the zod schemas: the browser trusts its own server's answers and
// does not ship zod for them.

/** The API's largest page. */
export const COURSES_PAGE_SIZE = 100;

/**
 * All active programs. One request holds the whole catalogue today (16 programs); should it ever
 * outgrow a page, the remaining pages are fetched in parallel.
 */
export async function fetchActiveCourses(): Promise<Course[]> {
  const page = (n: number) => apiFetch<CourseList>(`/api/v1/courses?limit=${COURSES_PAGE_SIZE}&page=${n}`);
  const first = await page(1);
  const more = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...more].flatMap((p) => p.data);
}

/** Every active program, fetched once and filtered by tab in the browser. */
export const coursesQuery = { queryKey: ["courses", "active"] as const, queryFn: fetchActiveCourses };

/** The catalogue, with the query client's retry rule (3 retries with backoff for a 5xx). */
export function useActiveCourses() {
  return useQuery(coursesQuery);
}

/** POST /api/v1/courses/{id}/enroll: the new enrolment, or an ApiError (409 already_enrolled…). */
export async function enrol(courseId: string): Promise<Enrollment> {
  const { enrollment } = await apiFetch<EnrollmentResponse>(`/api/v1/courses/${encodeURIComponent(courseId)}/enroll`, {
    method: "POST",
    body: "{}",
  });
  return enrollment;
}
