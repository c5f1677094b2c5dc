import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { toastError } from "~/features/toast/toast";
import { ApiError, apiFetch } from "~/lib/query-client";
import { catalogueToasts, isSignedOutError } from "./catalogue-messages";
import type { Course, Enrollment } from "./catalogue-schemas";
import { withModule } from "./module-progress";

// The catalogue's server data through the REST API (/api/v1). Types only from the zod schemas:
// the browser trusts its own server's answers and does not ship zod for them.

export const catalogueKeys = {
  /** Every active program, fetched once and filtered by tab in the browser. */
  activeCourses: ["courses", "active"] as const,
  /**
   * The learner's enrolments: the same key and the same cached answer (GET /api/v1/me/enrollments)
   * as the dashboard's, so a module checked here shows there without another round trip.
   */
  enrollments: (userId: string) => ["me", userId, "enrollments"] as const,
};

interface CoursesPage {
  data: Course[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}

/** The API's largest page. */
export const COURSES_PAGE_SIZE = 100;

/**
 * All active programs. One request holds the whole catalogue today (16 programs); should it ever
 * outgrow a page, the remaining pages are fetched in parallel.
 */
export async function fetchActiveCourses(): Promise<Course[]> {
  const page = (n: number) => apiFetch<CoursesPage>(`/api/v1/courses?limit=${COURSES_PAGE_SIZE}&page=${n}`);
  const first = await page(1);
  const more = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...more].flatMap((p) => p.data);
}

/** The catalogue, with the spec's data-fetching defaults (3 retries with backoff). */
export function useActiveCourses() {
  return useQuery({ queryKey: catalogueKeys.activeCourses, queryFn: fetchActiveCourses });
}

/** POST /api/v1/courses/{id}/enroll: the new enrolment, or an ApiError (409 already_enrolled…). */
export async function enrol(courseId: string): Promise<Enrollment> {
  const { enrollment } = await apiFetch<{ enrollment: Enrollment }>(`/api/v1/courses/${encodeURIComponent(courseId)}/enroll`, {
    method: "POST",
    body: "{}",
  });
  return enrollment;
}

/** No retry for answers the server gave on purpose (4xx); the spec's 3 retries for the rest. */
const retryUnlessAnswered = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 3;

export function useMyEnrollments(userId: string) {
  const query = useQuery({
    queryKey: catalogueKeys.enrollments(userId),
    queryFn: () => apiFetch<{ enrollments: Enrollment[] }>("/api/v1/me/enrollments"),
    select: (data) => data.enrollments,
    retry: retryUnlessAnswered,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    console.error("Failed to load your enrolments:", error);
    // The session ended behind our back: the page then redirects to /auth.
    if (isSignedOutError(error)) void sessionChanged();
  }, [error]);
  return query;
}

export interface ModuleToggle {
  moduleId: number;
  completed: boolean;
}

/**
 * Checks or unchecks a module: shown at once (optimistic), sent to
 * POST /api/v1/courses/{program_id}/progress, undone with an error toast if the server refuses.
 * Toggles of one enrolment are sent one after the other (a mutation scope), so the server sees
 * them in the learner's order.
 */
export function useToggleModule(userId: string, enrollment: Pick<Enrollment, "id" | "program_id">) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.enrollments(userId);
  const mutationKey = ["progress", enrollment.id];

  const update = (change: (e: Enrollment) => Enrollment) =>
    queryClient.setQueryData<{ enrollments: Enrollment[] }>(
      key,
      (old) => old && { ...old, enrollments: old.enrollments.map((e) => (e.id === enrollment.id ? change(e) : e)) },
    );

  return useMutation({
    mutationKey,
    scope: { id: `progress:${enrollment.id}` },
    mutationFn: ({ moduleId, completed }: ModuleToggle) =>
      apiFetch<{ enrollment: Enrollment }>(`/api/v1/courses/${encodeURIComponent(enrollment.program_id)}/progress`, {
        method: "POST",
        body: JSON.stringify({ module_id: moduleId, completed }),
      }),
    onMutate: async ({ moduleId, completed }) => {
      // A refetch in flight must not overwrite the optimistic state with an older one.
      await queryClient.cancelQueries({ queryKey: key });
      update((e) => withModule(e, moduleId, completed));
    },
    onSuccess: ({ enrollment: saved }) => {
      // The server's word, unless more toggles are still queued (the last one brings it).
      if (queryClient.isMutating({ mutationKey }) <= 1) update(() => saved);
    },
    onError: (error, { moduleId, completed }) => {
      update((e) => withModule(e, moduleId, !completed));
      console.error("Failed to save progress:", error);
      toastError(catalogueToasts.progressFailed);
      if (isSignedOutError(error)) void sessionChanged();
    },
  });
}
