import type { CategoryId } from "@/lib/frameworks/types";
import type { CompanyDto } from "@/lib/companies/types";
import type { DashboardTask } from "./tasks";
import type { YearLockDto } from "@/lib/companies/locks";
import type { ReviewState } from "@/lib/esg-data/review-states";

/** A lock or reopening of a financial year, from the audit trail (decisions D28: shown on the dashboard). */
export type LockEvent = { action: "lock" | "reopen"; fy: string; reason: string; by: string | null; at: string };

type RecentUpdate = {
  id: string;
  framework: string;
  category: string;
  metric: string;
  value: string;
  unit: string;
  period: string;
  created_at: string;
};

export type FrameworkCompletion = { reported: number; total: number; percentage: number };

/** GET /api/dashboard/{companyId}: SPEC section 3's statistics, plus decisions D10's real figures under `extras`. */
export type DashboardDto = {
  company: CompanyDto;
  statistics: {
    total_metrics: number;
    /** Entries per framework: the company's frameworks (0 when empty) and any other with entries. */
    frameworks: Record<string, number>;
    categories: Record<CategoryId, number>;
    recent_updates: RecentUpdate[];
    extras: {
      reports_generated: number;
      last_report_at: string | null;
      kpi_targets: number;
      checklist: { done: number; total: number | null };
      latest_entry_at: string | null;
      category_last_updated: Record<CategoryId, string | null>;
      tasks: DashboardTask[];
      /** Entries by review state (maker–checker, decisions D28). */
      review: Record<ReviewState, number>;
      /** Locked financial years, oldest first, and the last locks and reopenings with their reasons. */
      locks: YearLockDto[];
      lock_events: LockEvent[];
      /** Evidence requests still open (assurers' and reviewers' questions on figures). */
      open_evidence_requests: number;
      /** BRSR Core's coverage (lib/frameworks/completeness.ts), for a company that reports BRSR. */
      brsr_core: FrameworkCompletion | null;
      /** Data requests past their due date and not submitted (lib/requests). */
      overdue_requests: number;
    };
  };
  /** Per selected framework, in saved order: catalogue metrics with at least one figure of `completion_fy`. */
  completion: Record<string, FrameworkCompletion>;
  /** The financial year completion (and BRSR Core's) is of: `?fy=`, else the company's default year. */
  completion_fy: { id: string; label: string };
};
