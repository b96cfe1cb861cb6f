import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * TanStack Query keys of a company's data. A save changes figures that several screens show
 * (an entry moves the dashboard, KPI progress, the questionnaire, the calculators' frozen
 * factors), so every key under a company starts with `companyDataKey(companyId)` and a save
 * refreshes all of them at once instead of listing the screens it knows about.
 */
export const companyDataKey = (companyId: string) => ["company-data", companyId] as const;

const STRUCTURE = "brsr-structure";

export const companyKeys = (companyId: string) => {
  const all = companyDataKey(companyId);
  return {
    /** Every query of the company's entries (the prefix of the two below). */
    entries: () => [...all, "entries"] as const,
    /** The entry list a page at a time, by its filters (decisions D30). */
    entryPages: (filters: Record<string, string>) => [...all, "entries", "pages", filters] as const,
    /** A few entries read by filter (one metric's, one entry by id, the total). */
    entryLookup: (filters: Record<string, string>) => [...all, "entries", "lookup", filters] as const,
    entryHistory: (entryId: string) => [...all, "entry-history", entryId] as const,
    /** One year's dashboard (null: the company's default year, as the page seeds it and the portfolio reads it). */
    dashboard: (fy: string | null = null) => [...all, "dashboard", fy ?? "default"] as const,
    kpiProgress: () => [...all, "kpi-progress"] as const,
    /** The progress list, approved figures only or with drafts (the KPI screen's toggle). */
    kpiProgressList: (includeDrafts: boolean) => [...all, "kpi-progress", includeDrafts ? "drafts" : "approved"] as const,
    checklistProgress: () => [...all, "checklist-progress"] as const,
    insights: () => [...all, "insights"] as const,
    profile: () => [...all, "profile"] as const,
    /** Every year's questionnaire. */
    brsrYears: () => [...all, "brsr"] as const,
    /** One year's questionnaire (null: the year the server chooses), whole or one tab's questions (`?section=`). */
    brsr: (fy: string | null, section: string | null = null) => [...all, "brsr", fy ?? "default", section ?? "all"] as const,
    /** One tab's questions without values (decisions D35); not under `brsrYears`: a save leaves it as it is. */
    brsrStructure: (fy: string | null, section: string) => [...all, STRUCTURE, fy ?? "default", section] as const,
    brsrReadiness: () => [...all, "brsr-readiness"] as const,
    /** One year's readiness for the board's sign-off, and its signed versions. */
    signoffReadiness: (fy: string) => [...all, "brsr-readiness", fy] as const,
    signoffs: (fy: string) => [...all, "signoffs", fy] as const,
    factors: (fy: string) => [...all, "factors", fy] as const,
    /** Spreadsheet imports (decisions D29). */
    imports: () => [...all, "imports"] as const,
    /** PDF extractions and their review queue (decisions D21): the list, and one extraction. */
    extractions: () => [...all, "extractions"] as const,
    extraction: (id: string) => [...all, "extractions", id] as const,
    /** Peer benchmarks of a year and NIC division (the caller's peer library beside the company's figures). */
    benchmarks: (fy: string | null, nic: string | null) => [...all, "benchmarks", fy ?? "default", nic ?? "all"] as const,
    /** Whose peer libraries are shared with the company (its benchmarks read them). */
    peerLibrary: () => [...all, "peer-library"] as const,
    members: () => [...all, "members"] as const,
    invitations: () => [...all, "invitations"] as const,
    /** Reporting units (the units screen, and the request board's form). */
    units: () => [...all, "units"] as const,
    valueChain: (fy: string) => [...all, "value-chain", fy] as const,
    /** The request board's requests of a year. */
    requests: (fy: string) => [...all, "requests", fy] as const,
    reminderSettings: () => [...all, "reminder-settings"] as const,
    figureConflicts: () => [...all, "figure-conflicts"] as const,
  };
};

/** An industry's documentation checklist: the same for every company, so not company data. */
export const industryChecklistKey = (industry: string) => ["industry-checklist", industry] as const;

/** The caller's own peer library. */
export const peersKey = ["peers"] as const;

/**
 * The company record (name, frameworks, start month). Kept outside the company's data: saving a
 * figure does not change it, and every company screen waits on it.
 */
export const companyKey = (companyId: string) => ["company", companyId] as const;

/**
 * After a save: everything under the company is stale. `except` is what the save's own answer
 * has just filled in, which would only be fetched again to the same result.
 */
export function refreshCompanyData(queryClient: QueryClient, companyId: string, { except }: { except?: QueryKey } = {}): Promise<void> {
  const skip = except ? hashKey(except) : null;
  // A questionnaire tab's structure does not move with the figures (decisions D35): not read again.
  return queryClient.invalidateQueries({
    queryKey: companyDataKey(companyId),
    predicate: (q) => q.queryHash !== skip && q.queryKey[2] !== STRUCTURE,
  });
}
