import { useQuery } from "@tanstack/react-query";
import type { Enrollment } from "~/lib/programs";
import { sourceLocale, type Locale } from "#contracts/locales";
import { catalogueKeys, fetchActivePrograms } from "./catalogue-api";

// An enrolment names its program in English (GET /me/enrollments has no language). On a page in
// another language the program's texts come from the catalogue in that language (GET /courses?lang,
// staff's translation where written, English where not), the same cached answer as the programs
// page's; a program that has left the catalogue keeps the enrolment's English texts.

/** The learner's enrolments with their programs' title, duration and features in `locale`. */
export function useEnrollmentsIn<E extends Pick<Enrollment, "programId" | "program">>(enrollments: readonly E[] | undefined, locale: Locale): E[] | undefined {
  const translated = useQuery({
    queryKey: catalogueKeys.active(locale),
    queryFn: () => fetchActivePrograms(locale),
    enabled: locale !== sourceLocale,
  });
  if (!enrollments || locale === sourceLocale || !translated.data) return enrollments as E[] | undefined;
  const byId = new Map(translated.data.map((c) => [c.id, c]));
  return enrollments.map((e) => {
    const program = byId.get(e.programId);
    return program ? { ...e, program: { ...e.program, title: program.title, duration: program.duration, features: program.features } } : e;
  });
}
