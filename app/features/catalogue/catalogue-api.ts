import { call } from "~/lib/api-client";
import { mutateDeferred, useDeferredQuery, withQueryClient } from "~/lib/deferred-query";
import { meKeys, toEnrollment } from "~/lib/me-queries";
import type { Enrollment, Program } from "~/lib/programs";
import { sourceLocale, type Locale } from "#contracts/locales";

// The programs page's server data through the REST API; the learning page's is in
// learn-api.ts. Types only from the zod schemas: the browser trusts its own server's answers and
// does not ship zod for them. TanStack Query (about 11 KB gzip) loads once the page is up, beside
// the request, instead of before the page answers taps (docs/decisions/007, lib/deferred-query.ts):
// the catalogue is prerendered as "Loading programs..." anyway.

/** The API's largest page. */
export const PROGRAMS_PAGE_SIZE = 100;

/** The catalogue's query keys. */
export const catalogueKeys = {
  all: ["courses"] as const,
  active: (locale: Locale) => ["courses", "active", locale] as const,
};

/**
 * All active programs, in a language (staff's Hindi texts where written, English where not). One
 * request holds the whole catalogue today (16 programs); should it ever outgrow a page, the
 * remaining pages are fetched in parallel.
 */
export async function fetchActivePrograms(locale: Locale = sourceLocale): Promise<Program[]> {
  const lang = locale === sourceLocale ? {} : { lang: locale };
  const page = (n: number) => call("GET /courses", { query: { limit: PROGRAMS_PAGE_SIZE, page: n, ...lang } });
  const first = await page(1);
  const more = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...more].flatMap((p) => p.data);
}

/** Every active program, fetched once and filtered by tab in the browser (with the client's retry rule). */
export const useActivePrograms = (locale: Locale) =>
  useDeferredQuery({ queryKey: catalogueKeys.active(locale), queryFn: () => fetchActivePrograms(locale) });

/** Tells the session's cached queries that the learner's enrolments changed (the dashboard's list and stats). */
export function enrollmentsChanged(): Promise<void> {
  return withQueryClient((client) => client.invalidateQueries({ queryKey: meKeys.all }));
}

/** POST /courses/{courseId}/enroll: the new enrolment, or an ApiError (409 already_enrolled…). */
export function enroll(programId: string): Promise<Enrollment> {
  return mutateDeferred(
    {
      mutationFn: (id: string) => call("POST /courses/{courseId}/enroll", { params: { courseId: id }, body: {} }).then((r) => toEnrollment(r.enrollment)),
    },
    programId,
  );
}
