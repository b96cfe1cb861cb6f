"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import type { AdminAnalytics, AdminUserItem, AdminUserPage } from "@/lib/admin/schemas";

export const adminKeys = {
  all: ["admin"] as const,
  analytics: ["admin", "analytics"] as const,
  users: (q: string, page: number) => ["admin", "users", { q, page }] as const,
};

export function useAdminAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: () => api<AdminAnalytics>("/admin/analytics") });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: () => api<AdminUserPage>("/admin/users", { query: { q: q || undefined, page } }),
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
