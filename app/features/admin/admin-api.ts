import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { ApiError, apiFetch } from "~/lib/query-client";
import type { InquiryStatus } from "#contracts/vocabulary";

// The staff inbox's server data (GET/PATCH /api/v1/admin/*), through TanStack Query.

export interface InquirySummary {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  preview: string;
  status: InquiryStatus;
  createdAt: string;
}

export interface Inquiry {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  status: InquiryStatus;
  createdAt: string;
}

export interface Subscriber {
  id: string;
  email: string;
  createdAt: string;
}

export interface AdminEnrollment {
  id: string;
  status: string;
  progress: number;
  enrolledAt: string;
  learner: { id: string; name: string; email: string };
  program: { id: string; title: string; category: string; level: string };
}

interface PageInfo {
  total: number;
  nextCursor: string | null;
}

export const PAGE_SIZE = 25;

export const adminKeys = {
  all: ["admin"] as const,
  inquiries: (filters: { status?: InquiryStatus; q?: string; after?: string }) => ["admin", "inquiries", "list", filters] as const,
  inquiry: (id: string) => ["admin", "inquiries", "detail", id] as const,
  subscribers: (after?: string) => ["admin", "subscribers", after ?? null] as const,
  enrollments: (after?: string) => ["admin", "enrollments", after ?? null] as const,
};

/** No retry for answers the server gave on purpose (4xx); the spec's 3 retries for the rest. */
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 3;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** Whether the signed-in user was refused for want of the admin role. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** A session that ended behind our back (expired, signed out elsewhere): let the page redirect. */
function useSessionCheck(error: Error | null) {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) void sessionChanged();
    else if (error && !isForbidden(error)) console.error("Staff inbox: loading failed:", error);
  }, [error]);
}

export function useInquiries(filters: { status?: InquiryStatus; q?: string; after?: string }) {
  const result = useQuery({
    queryKey: adminKeys.inquiries(filters),
    queryFn: ({ signal }) =>
      apiFetch<PageInfo & { inquiries: InquirySummary[]; totalIsCapped: boolean }>(
        `/api/v1/admin/inquiries${query({ ...filters, limit: PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry,
  });
  useSessionCheck(result.error);
  return result;
}

export function useInquiry(id: string | null) {
  const result = useQuery({
    queryKey: adminKeys.inquiry(id ?? ""),
    queryFn: ({ signal }) => apiFetch<{ inquiry: Inquiry }>(`/api/v1/admin/inquiries/${encodeURIComponent(id!)}`, { signal }),
    select: (data) => data.inquiry,
    enabled: id !== null,
    retry,
  });
  useSessionCheck(result.error);
  return result;
}

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      apiFetch<{ inquiry: Inquiry }>(`/api/v1/admin/inquiries/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify({ status }),
      }),
    onSuccess: ({ inquiry }) => {
      queryClient.setQueryData(adminKeys.inquiry(inquiry.id), { inquiry });
      // Lists filtered by status change membership: fetch them again.
      void queryClient.invalidateQueries({ queryKey: ["admin", "inquiries", "list"] });
    },
  });
}

export function useSubscribers(after?: string) {
  const result = useQuery({
    queryKey: adminKeys.subscribers(after),
    queryFn: ({ signal }) =>
      apiFetch<PageInfo & { subscribers: Subscriber[] }>(`/api/v1/admin/subscribers${query({ after, limit: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
    retry,
  });
  useSessionCheck(result.error);
  return result;
}

export function useAdminEnrollments(after?: string) {
  const result = useQuery({
    queryKey: adminKeys.enrollments(after),
    queryFn: ({ signal }) =>
      apiFetch<PageInfo & { enrollments: AdminEnrollment[] }>(`/api/v1/admin/enrollments${query({ after, limit: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
    retry,
  });
  useSessionCheck(result.error);
  return result;
}

export const SUBSCRIBERS_CSV_URL = "/api/v1/admin/subscribers.csv";
