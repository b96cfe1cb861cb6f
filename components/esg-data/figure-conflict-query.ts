"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { FigureConflictDto } from "@/lib/esg-data/figure-conflict-types";

export const figureConflictsKey = (companyId: string) => companyKeys(companyId).figureConflicts();

/** The company's open conflicts (copies of one figure whose values differ), for the screen and the data-collection link. */
export function useFigureConflicts(companyId: string) {
  return useQuery({
    queryKey: figureConflictsKey(companyId),
    queryFn: () => api<{ conflicts: FigureConflictDto[] }>(`/companies/${companyId}/figure-conflicts`),
    meta: { errorMessage: "Failed to load data" },
  });
}
