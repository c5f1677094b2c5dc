import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, call } from "~/lib/api-client";
import type { AdminProgramDetail, ModuleInput, ProgramInput } from "#contracts/programs";

// Staff management of the catalogue (GET/POST /admin/programs…) through TanStack Query.

export const programKeys = {
  all: ["admin", "programs"] as const,
  list: ["admin", "programs", "list"] as const,
  detail: (id: string) => ["admin", "programs", "detail", id] as const,
  history: (id: string) => ["admin", "programs", "history", id] as const,
};

/** Failures go to the console (a refusal is the page's own state; a 401 is the query client's). */
function useFailureLog(error: Error | null, what: string) {
  useEffect(() => {
    if (error && !(error instanceof ApiError && (error.status === 403 || error.status === 401))) console.error(`Staff programs: loading ${what} failed:`, error);
  }, [error, what]);
}

export function usePrograms() {
  const result = useQuery({
    queryKey: programKeys.list,
    queryFn: ({ signal }) => call("GET /admin/programs", { signal }),
    select: (data) => data.programs,
  });
  useFailureLog(result.error, "the programs");
  return result;
}

export function useProgram(id: string | null) {
  const result = useQuery({
    queryKey: programKeys.detail(id ?? ""),
    queryFn: ({ signal }) => call("GET /admin/programs/{programId}", { params: { programId: id! }, signal }),
    select: (data) => data.program,
    enabled: id !== null,
  });
  useFailureLog(result.error, "the program");
  return result;
}

export function useProgramHistory(id: string) {
  const result = useQuery({
    queryKey: programKeys.history(id),
    queryFn: ({ signal }) => call("GET /admin/programs/{programId}/history", { params: { programId: id }, signal }),
    select: (data) => data.events,
  });
  useFailureLog(result.error, "the history");
  return result;
}

/** After any change: the program as saved, and the list and history fetched again. */
function useProgramSaved() {
  const queryClient = useQueryClient();
  return (program?: AdminProgramDetail, id = program?.id) => {
    if (program) queryClient.setQueryData(programKeys.detail(program.id), { program });
    else if (id) void queryClient.invalidateQueries({ queryKey: programKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: programKeys.list });
    if (id) void queryClient.invalidateQueries({ queryKey: programKeys.history(id) });
  };
}

export function useCreateProgram() {
  const saved = useProgramSaved();
  return useMutation({
    mutationFn: (input: ProgramInput) => call("POST /admin/programs", { body: input }),
    onSuccess: ({ program }) => saved(program),
  });
}

export function useUpdateProgram(id: string) {
  const saved = useProgramSaved();
  return useMutation({
    mutationFn: (input: Partial<ProgramInput>) => call("PATCH /admin/programs/{programId}", { params: { programId: id }, body: input }),
    onSuccess: ({ program }) => saved(program),
  });
}

export function useDeleteProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("DELETE /admin/programs/{programId}", { params: { programId: id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: programKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: programKeys.list });
    },
  });
}

export function useModuleMutations(programId: string) {
  const saved = useProgramSaved();
  const queryClient = useQueryClient();
  const refresh = () => saved(undefined, programId);
  const add = useMutation({
    mutationFn: (input: ModuleInput) => call("POST /admin/programs/{programId}/modules", { params: { programId }, body: input }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ moduleId, input }: { moduleId: string; input: ModuleInput }) =>
      call("PATCH /admin/programs/{programId}/modules/{moduleId}", { params: { programId, moduleId }, body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (moduleId: string) => call("DELETE /admin/programs/{programId}/modules/{moduleId}", { params: { programId, moduleId } }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    // One move at a time, in the order staff pressed the buttons.
    scope: { id: `reorder:${programId}` },
    mutationFn: (moduleIds: string[]) => call("PUT /admin/programs/{programId}/module-order", { params: { programId }, body: { module_ids: moduleIds } }),
    onMutate: async (moduleIds) => {
      // Shown at once; the server's answer (or, after a failure, a fresh fetch) replaces it.
      const key = programKeys.detail(programId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<{ program: AdminProgramDetail }>(key, (old) => {
        if (!old) return old;
        const byId = new Map(old.program.modules.map((m) => [m.id, m]));
        const modules = moduleIds.flatMap((id, index) => {
          const m = byId.get(id);
          return m ? [{ ...m, position: index + 1 }] : [];
        });
        return { program: { ...old.program, modules } };
      });
    },
    onSettled: refresh,
  });
  return { add, update, remove, reorder };
}

/** The server's per-field messages of a refused form (400 validation_error), else undefined. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError && error.code === "validation_error" ? error.fields : undefined;
}
