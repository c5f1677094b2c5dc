import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, call, operationUrl } from "~/lib/api-client";
import { withProgram } from "~/lib/me-queries";
import type { InquiryStatus } from "#contracts/vocabulary";

// The staff inbox's server data (GET/PATCH /admin/…), through TanStack Query and the API client.
// The answers' types are the contracts' (types only: no zod in the browser).

export const PAGE_SIZE = 25;

type InquiryFilters = { status?: InquiryStatus; q?: string; after?: string };

export const adminKeys = {
  all: ["admin"] as const,
  inquiryLists: ["admin", "inquiries", "list"] as const,
  inquiries: (filters: InquiryFilters) => ["admin", "inquiries", "list", filters] as const,
  inquiry: (id: string) => ["admin", "inquiries", "detail", id] as const,
  subscribers: (after?: string) => ["admin", "subscribers", after ?? null] as const,
  enrollments: (after?: string) => ["admin", "enrollments", after ?? null] as const,
  registrations: ["admin", "registrations"] as const,
};

// Query options per resource (plain objects: TanStack's queryOptions() would be one more chunk for
// a type); the retry rule is the query client's (no retry for a 4xx).

export const inquiriesQuery = (filters: InquiryFilters) => ({
  queryKey: adminKeys.inquiries(filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /admin/inquiries", { query: { ...filters, limit: PAGE_SIZE }, signal }),
  placeholderData: keepPreviousData,
});

export const inquiryQuery = (id: string) => ({
  queryKey: adminKeys.inquiry(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /admin/inquiries/{id}", { params: { id }, signal }),
});

export const subscribersQuery = (after?: string) => ({
  queryKey: adminKeys.subscribers(after),
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /admin/subscribers", { query: { after, limit: PAGE_SIZE }, signal }),
  placeholderData: keepPreviousData,
});

export const adminEnrollmentsQuery = (after?: string) => ({
  queryKey: adminKeys.enrollments(after),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const page = await call("GET /admin/enrollments", { query: { after, limit: PAGE_SIZE }, signal });
    return { ...page, enrollments: page.enrollments.map(withProgram) };
  },
  placeholderData: keepPreviousData,
});

/** Whether the signed-in user was refused for want of the admin role. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A load that failed, for whoever looks (a refusal for want of the role is the page's own state; a 401 is the query client's). */
export function useFailureLog(error: Error | null) {
  useEffect(() => {
    if (error && !isForbidden(error) && !isSignedOut(error)) console.error("Staff inbox: loading failed:", error);
  }, [error]);
}

export function useInquiries(filters: InquiryFilters) {
  const result = useQuery(inquiriesQuery(filters));
  useFailureLog(result.error);
  return result;
}

export function useInquiry(id: string | null) {
  const result = useQuery({ ...inquiryQuery(id ?? ""), select: (data) => data.inquiry, enabled: id !== null });
  useFailureLog(result.error);
  return result;
}

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      call("PATCH /admin/inquiries/{id}", { params: { id }, body: { status } }),
    onSuccess: ({ inquiry }) => {
      queryClient.setQueryData(inquiryQuery(inquiry.id).queryKey, { inquiry });
      // Lists filtered by status change membership: fetch them again.
      void queryClient.invalidateQueries({ queryKey: adminKeys.inquiryLists });
    },
  });
}

export function useSubscribers(after?: string) {
  const result = useQuery(subscribersQuery(after));
  useFailureLog(result.error);
  return result;
}

export function useAdminEnrollments(after?: string) {
  const result = useQuery(adminEnrollmentsQuery(after));
  useFailureLog(result.error);
  return result;
}

export const SUBSCRIBERS_CSV_URL = operationUrl("GET /admin/subscribers.csv");
