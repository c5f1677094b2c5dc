import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import type { Enrollment, EnrollmentResponse } from "#contracts/catalogue";
import type { CoursesState } from "./courses-observer";

// The programs page's server data through the REST API (/api/v1); the learning page's is in
// learn-api.ts. Types only from the zod schemas: the browser trusts its own server's answers and
// does not ship zod for them.

/**
 * The catalogue, with the query client's retry rule (3 retries with backoff for a 5xx). TanStack
 * Query (about 11 KB gzip) loads once the page is up, beside the request, instead of before the page
 * answers taps (docs/decisions/007): the catalogue is prerendered as "Loading programs..." anyway.
 */
export function useActiveCourses(): CoursesState {
  const [state, setState] = useState<CoursesState>({ error: null, isPending: true });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    import("./courses-observer").then(
      ({ observeCourses }) => {
        if (!ended) stop = observeCourses(setState);
      },
      // The code could not be loaded (offline, a new deployment): the page's load-failure state.
      (error: Error) => !ended && setState({ error, isPending: false }),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
  return state;
}

/** Tells the session's cached queries that the learner's enrolments changed. */
export async function enrolmentsChanged(): Promise<void> {
  const { enrolmentsChanged } = await import("./courses-observer");
  await enrolmentsChanged();
}

/** POST /api/v1/courses/{id}/enroll: the new enrolment, or an ApiError (409 already_enrolled…). */
export async function enrol(courseId: string): Promise<Enrollment> {
  const { enrollment } = await apiFetch<EnrollmentResponse>(`/api/v1/courses/${encodeURIComponent(courseId)}/enroll`, {
    method: "POST",
    body: "{}",
  });
  return enrollment;
}
