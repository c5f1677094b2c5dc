import { QueryObserver } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import { queryClient } from "~/lib/query-client";
import type { Course, CourseList } from "#contracts/catalogue";

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

export interface CoursesState {
  data?: Course[];
  error: Error | null;
  isPending: boolean;
}

/**
 * Watches the catalogue query in the session's query client (TanStack Query's own observer, as
 * useQuery uses it), so the programs page gets caching, the retry rule and deduplication without
 * loading TanStack Query before it answers taps: this module is imported after hydration.
 */
export function observeCourses(onChange: (state: CoursesState) => void): () => void {
  const observer = new QueryObserver(queryClient, coursesQuery);
  const publish = ({ data, error, isPending }: { data?: CoursesState["data"]; error: Error | null; isPending: boolean }) =>
    onChange({ data, error, isPending });
  const unsubscribe = observer.subscribe(publish);
  publish(observer.getCurrentResult());
  return unsubscribe;
}

/** After an enrolment: the dashboard's enrolments and stats are out of date. */
export function enrolmentsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["me"] });
}
