import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { sessionChanged } from "~/features/auth/session";
import { toastError } from "~/features/toast/toast";
import { ApiError, apiFetch } from "~/lib/query-client";
import { catalogueToasts, isSignedOutError } from "./catalogue-messages";
import type { Course, Enrollment } from "#contracts/catalogue";
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
 * The checklist's state and its toggle. A click shows at once: the learner's intent is React
 * state, laid over the server's enrolment (the query cache holds only what the server said), so
 * a failed save simply falls back to the server's state, with an error toast. Toggles of one
 * enrolment go to POST /api/v1/courses/{program_id}/progress one after the other (a mutation
 * scope), so the server sees them in the learner's order.
 */
export function useModuleProgress(userId: string, enrollment: Enrollment) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.enrollments(userId);
  const [intents, setIntents] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  // Requests not yet answered, per module.
  const pending = useRef(new Map<number, number>());

  const forget = (moduleId: number) =>
    setIntents((current) => {
      if (!current.has(moduleId)) return current;
      const next = new Map(current);
      next.delete(moduleId);
      return next;
    });

  const mutation = useMutation({
    scope: { id: `progress:${enrollment.id}` },
    mutationFn: ({ moduleId, completed }: ModuleToggle) =>
      apiFetch<{ enrollment: Enrollment }>(`/api/v1/courses/${encodeURIComponent(enrollment.program_id)}/progress`, {
        method: "POST",
        body: JSON.stringify({ module_id: moduleId, completed }),
      }),
    // A refetch in flight must not bring back an older state after the save.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: ({ enrollment: saved }) =>
      queryClient.setQueryData<{ enrollments: Enrollment[] }>(
        key,
        (old) => old && { ...old, enrollments: old.enrollments.map((e) => (e.id === saved.id ? saved : e)) },
      ),
    onError: (error) => {
      console.error("Failed to save progress:", error);
      toastError(catalogueToasts.progressFailed);
      if (isSignedOutError(error)) void sessionChanged();
    },
    onSettled: (_data, error, { moduleId }) => {
      const left = (pending.current.get(moduleId) ?? 1) - 1;
      if (left > 0) {
        pending.current.set(moduleId, left);
        return;
      }
      pending.current.delete(moduleId);
      // After a failure, show the server's state again. After a success the intent is dropped
      // once the cache shows the saved state (below), so the box never flips back for a frame.
      if (error) forget(moduleId);
    },
  });

  const saved = enrollment.completed_modules;
  useEffect(() => {
    setIntents((current) => {
      const settled = [...current].filter(([id, done]) => !pending.current.has(id) && saved.includes(id) === done);
      if (settled.length === 0) return current;
      const next = new Map(current);
      for (const [id] of settled) next.delete(id);
      return next;
    });
  }, [saved]);

  function toggle(moduleId: number, completed: boolean) {
    pending.current.set(moduleId, (pending.current.get(moduleId) ?? 0) + 1);
    setIntents((current) => new Map(current).set(moduleId, completed));
    mutation.mutate({ moduleId, completed });
  }

  const shown = [...intents].reduce((e, [moduleId, completed]) => withModule(e, moduleId, completed), enrollment);
  return { enrollment: shown, toggle };
}
