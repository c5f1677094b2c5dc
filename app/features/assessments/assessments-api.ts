import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssessmentTool } from "#contracts/assessments";
import { call, type CallInput } from "~/lib/api-client";
import { sourceLocale, type Locale } from "#contracts/locales";

// The self-assessment endpoints (contracts/assessments/operations.ts) through TanStack Query, with
// one key factory. Keys carry the user id, so one person's saved results never show for the next.

export const assessmentKeys = {
  all: ["assessments"] as const,
  mine: (userId: string, tool: AssessmentTool) => [...assessmentKeys.all, "mine", userId, tool] as const,
  team: (orgId: string, teamId: string) => [...assessmentKeys.all, "team", orgId, teamId] as const,
  catalogue: (locale: Locale) => [...assessmentKeys.all, "catalogue", locale] as const,
};

/**
 * The active catalogue the report chooses programs from (one page of up to 100 is the whole
 * catalogue today), its texts in the page's language where staff wrote them.
 */
export const useCatalogue = (enabled: boolean, locale: Locale) =>
  useQuery({
    queryKey: assessmentKeys.catalogue(locale),
    queryFn: ({ signal }) => call("GET /courses", { query: { limit: 100, ...(locale === sourceLocale ? {} : { lang: locale }) }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useMyResults = (userId: string | null, tool: AssessmentTool) =>
  useQuery({
    queryKey: assessmentKeys.mine(userId ?? "", tool),
    queryFn: ({ signal }) => call("GET /me/assessments/{tool}", { params: { tool }, signal }),
    enabled: Boolean(userId),
  });

export const useSaveResult = (userId: string | null, tool: AssessmentTool) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<"POST /me/assessments/{tool}">["body"]) => call("POST /me/assessments/{tool}", { params: { tool }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKeys.mine(userId ?? "", tool) }),
  });
};

export const useTeamSkillGap = (orgId: string, teamId: string) =>
  useQuery({
    queryKey: assessmentKeys.team(orgId, teamId),
    queryFn: ({ signal }) => call("GET /organisations/{orgId}/skill-gap", { params: { orgId }, query: teamId ? { team_id: teamId } : {}, signal }),
  });

export const useSendSkillGap = (orgId: string) =>
  useMutation({ mutationFn: (teamId: string) => call("POST /organisations/{orgId}/skill-gap/requests", { params: { orgId }, body: { team_id: teamId || null } }) });
