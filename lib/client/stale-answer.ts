import type { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "./api";
import { refreshCompanyData } from "./query-keys";

/**
 * A change refused as not found (404) or in conflict (409): most often the screen was stale, the
 * row changed or removed meanwhile in another tab or by a colleague (screens do not refetch on
 * focus). The company's data is then read again, so the screen shows what is there now instead of
 * the row the change failed on, which would fail the same way again.
 */
export function refreshIfStale(queryClient: QueryClient, companyId: string, error: unknown): void {
  if (error instanceof ApiClientError && (error.status === 404 || error.status === 409)) void refreshCompanyData(queryClient, companyId);
}
