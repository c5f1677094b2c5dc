import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api-client";
import type { QuestionInput, QuizImport, QuizSettings } from "#contracts/quizzes";
import { programKeys } from "./programs-api";

// Staff's quiz authoring (/api/v1/admin/programs/{programId}/modules/{moduleId}/quiz…) through
// TanStack Query: the quiz with its bank, its statistics, and each change (the program's history
// is fetched again after one, since every change is audited there).

export const quizKeys = {
  quiz: (programId: string, moduleId: string) => ["admin", "programs", "quiz", programId, moduleId] as const,
  stats: (programId: string, moduleId: string) => ["admin", "programs", "quiz-stats", programId, moduleId] as const,
};

export function useStaffQuiz(programId: string, moduleId: string) {
  return useQuery({
    queryKey: quizKeys.quiz(programId, moduleId),
    queryFn: ({ signal }) => call("GET /admin/programs/{programId}/modules/{moduleId}/quiz", { params: { programId, moduleId }, signal }),
    select: (data) => data.quiz,
  });
}

export function useQuizStats(programId: string, moduleId: string, enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.stats(programId, moduleId),
    queryFn: ({ signal }) => call("GET /admin/programs/{programId}/modules/{moduleId}/quiz/stats", { params: { programId, moduleId }, signal }),
    select: (data) => data.questions,
    enabled,
  });
}

export function useQuizMutations(programId: string, moduleId: string) {
  const queryClient = useQueryClient();
  const params = { programId, moduleId };
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: quizKeys.quiz(programId, moduleId) });
    void queryClient.invalidateQueries({ queryKey: quizKeys.stats(programId, moduleId) });
    void queryClient.invalidateQueries({ queryKey: programKeys.history(programId) });
  };
  return {
    save: useMutation({ mutationFn: (body: QuizSettings) => call("PUT /admin/programs/{programId}/modules/{moduleId}/quiz", { params, body }), onSuccess: changed }),
    remove: useMutation({ mutationFn: () => call("DELETE /admin/programs/{programId}/modules/{moduleId}/quiz", { params }), onSuccess: changed }),
    addQuestion: useMutation({ mutationFn: (body: QuestionInput) => call("POST /admin/programs/{programId}/modules/{moduleId}/quiz/questions", { params, body }), onSuccess: changed }),
    updateQuestion: useMutation({
      mutationFn: ({ questionId, body }: { questionId: string; body: QuestionInput }) =>
        call("PUT /admin/programs/{programId}/modules/{moduleId}/quiz/questions/{questionId}", { params: { ...params, questionId }, body }),
      onSuccess: changed,
    }),
    removeQuestion: useMutation({
      mutationFn: (questionId: string) => call("DELETE /admin/programs/{programId}/modules/{moduleId}/quiz/questions/{questionId}", { params: { ...params, questionId } }),
      onSuccess: changed,
    }),
    importQuestions: useMutation({ mutationFn: (body: QuizImport) => call("POST /admin/programs/{programId}/modules/{moduleId}/quiz/import", { params, body }), onSuccess: changed }),
  };
}
