"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { api, apiWithHeaders } from "@/lib/client/api";
import type { AdminAnalytics, AdminUserItem } from "@/lib/admin/schemas";
import { USERS_PAGE_SIZE } from "@/lib/admin/paging";

const adminKeys = {
  all: ["admin"] as const,
  analytics: ["admin", "analytics"] as const,
  users: (q: string, page: number) => ["admin", "users", { q, page }] as const,
};

const meta = { errorMessage: "Failed to load admin data" };

export function useAdminAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: () => api<AdminAnalytics>("/admin/analytics"), meta });
}

/** One page of the user list: SPEC's array, with the total and the next page from the headers. */
export type UsersPage = { items: AdminUserItem[]; total: number; page: number; page_size: number; hasNext: boolean };

async function fetchUsersPage(q: string, page: number): Promise<UsersPage> {
  const { data, headers } = await apiWithHeaders<AdminUserItem[]>("/admin/users", { query: { q: q || undefined, page } });
  const total = Number(headers.get("X-Total-Count"));
  return {
    items: data,
    total: Number.isFinite(total) && headers.has("X-Total-Count") ? total : data.length,
    page,
    page_size: USERS_PAGE_SIZE,
    hasNext: /rel="?next"?/.test(headers.get("Link") ?? ""),
  };
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: () => fetchUsersPage(q, page),
    meta,
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<AdminUserItem>(`/admin/users/${userId}/toggle-status`, { method: "PUT" }),
    onSuccess: () => {
      toast.success("User status updated");
      // Blocking changes the list and can change the figures (blocked users still count as users).
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      console.error("Failed to update user status:", error);
      toast.error("Failed to update user status");
    },
  });
}
