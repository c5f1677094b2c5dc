import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toastError } from "~/features/toast/toast";
import { call } from "~/lib/api-client";
import { meKeys, myEnrollmentsQuery, toEnrollment, type MyEnrollments } from "~/lib/me-queries";
import type { Enrollment } from "~/lib/programs";
import { catalogueToasts } from "./catalogue-messages";
import { sourceLocale, type Locale } from "#contracts/locales";
import { withModule } from "./module-progress";
import { translated } from "~/features/toast/translated";
import { useT } from "~/i18n/i18n";

// The learning page's server data: the learner's enrolments and the progress checklist's saves
// (POST /courses/{courseId}/progress). Apart from catalogue-api.ts, so the programs page
// does not load it.

/**
 * The learner's enrolments: the same query (and cached answer) as the dashboard's, so a module
 * checked here shows there without another round trip.
 */
export function useMyEnrollments(userId: string) {
  const query = useQuery({ ...myEnrollmentsQuery(userId), select: (data) => data.enrollments });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    // A 401 (the session ended behind our back) is the query client's: the page then redirects to /auth.
    console.error("Failed to load your enrolments:", error);
  }, [error]);
  return query;
}

/**
 * The modules of a program the learner is enrolled in, with their lesson text
 * (GET /courses/{courseId}/modules): also for a program that left the catalogue.
 */
export function useProgramModules(userId: string, programId: string, locale: Locale) {
  // In the page's language: staff's Hindi texts where written, English where not (?lang, field by field).
  const query = useQuery({
    queryKey: meKeys.modules(userId, programId, locale),
    queryFn: ({ signal }) =>
      call("GET /courses/{courseId}/modules", { params: { courseId: programId }, query: locale === sourceLocale ? {} : { lang: locale }, signal }),
    select: (data) => data.modules,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    console.error("Failed to load the program's modules:", error);
  }, [error]);
  return query;
}

export interface ModuleToggle {
  moduleId: string;
  completed: boolean;
}

/**
 * The checklist's state and its toggle. A click shows at once: the learner's intent is React
 * state, laid over the server's enrolment (the query cache holds only what the server said), so
 * a failed save simply falls back to the server's state, with an error toast. Toggles of one
 * enrolment go to POST /courses/{courseId}/progress one after the other (a mutation
 * scope), so the server sees them in the learner's order.
 */
export function useModuleProgress(userId: string, enrollment: Enrollment, moduleIds: readonly string[]) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const key = myEnrollmentsQuery(userId).queryKey;
  const [intents, setIntents] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  // Requests not yet answered, per module.
  const pending = useRef(new Map<string, number>());

  const forget = (moduleId: string) =>
    setIntents((current) => {
      if (!current.has(moduleId)) return current;
      const next = new Map(current);
      next.delete(moduleId);
      return next;
    });

  const mutation = useMutation({
    scope: { id: `progress:${enrollment.id}` },
    mutationFn: ({ moduleId, completed }: ModuleToggle) =>
      call("POST /courses/{courseId}/progress", { params: { courseId: enrollment.programId }, body: { module_id: moduleId, completed } }),
    // A refetch in flight must not bring back an older state after the save.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: ({ enrollment: saved }) =>
      queryClient.setQueryData<MyEnrollments>(
        key,
        (old) => old && { ...old, enrollments: old.enrollments.map((e) => (e.id === saved.id ? toEnrollment(saved) : e)) },
      ),
    onError: (error) => {
      console.error("Failed to save progress:", error);
      toastError(translated(catalogueToasts.progressFailed, t));
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

  function toggle(moduleId: string, completed: boolean) {
    pending.current.set(moduleId, (pending.current.get(moduleId) ?? 0) + 1);
    setIntents((current) => new Map(current).set(moduleId, completed));
    mutation.mutate({ moduleId, completed });
  }

  const shown = [...intents].reduce((e, [moduleId, completed]) => withModule(e, moduleIds, moduleId, completed), enrollment);
  return { enrollment: shown, toggle };
}
