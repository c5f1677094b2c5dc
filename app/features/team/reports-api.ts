import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, operationUrl } from "~/lib/api-client";
import type { PeopleFilter } from "#contracts/reports";
import { teamKeys } from "./team-api";

// The team reports (contracts/reports/operations.ts) through TanStack Query. Their keys sit below
// the organisation's (teamKeys), so a change made on the other team pages reads them again too.

const reportKeys = {
  all: (orgId: string) => [...teamKeys.organisation(orgId), "reports"] as const,
  programs: (orgId: string) => [...reportKeys.all(orgId), "programs"] as const,
  teams: (orgId: string, programId: string | undefined) => [...reportKeys.all(orgId), "teams", programId ?? "all"] as const,
  people: (orgId: string, filter: PeopleFilter, offset: number) => [...reportKeys.all(orgId), "people", filter, offset] as const,
  person: (orgId: string, userId: string) => [...reportKeys.all(orgId), "person", userId] as const,
};

export const useProgramReport = (orgId: string) =>
  useQuery({ queryKey: reportKeys.programs(orgId), queryFn: ({ signal }) => call("GET /organisations/{orgId}/reports/programs", { params: { orgId }, signal }) });

export const useTeamReport = (orgId: string, programId: string | undefined) =>
  useQuery({
    queryKey: reportKeys.teams(orgId, programId),
    queryFn: ({ signal }) => call("GET /organisations/{orgId}/reports/teams", { params: { orgId }, query: { program_id: programId }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePeopleReport = (orgId: string, filter: PeopleFilter, offset: number) =>
  useQuery({
    queryKey: reportKeys.people(orgId, filter, offset),
    queryFn: ({ signal }) => call("GET /organisations/{orgId}/reports/people", { params: { orgId }, query: { ...filter, offset }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePersonReport = (orgId: string, userId: string) =>
  useQuery({
    queryKey: reportKeys.person(orgId, userId),
    queryFn: ({ signal }) => call("GET /organisations/{orgId}/reports/people/{userId}", { params: { orgId, userId }, signal }),
    enabled: Boolean(userId),
  });

/** The downloads of the filtered table (links: the browser streams the file to disk). */
export const exportUrls = (orgId: string, filter: PeopleFilter) => ({
  csv: operationUrl("GET /organisations/{orgId}/reports/people.csv", { params: { orgId }, query: filter }),
  xlsx: operationUrl("GET /organisations/{orgId}/reports/people.xlsx", { params: { orgId }, query: filter }),
});
