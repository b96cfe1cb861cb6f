import type { RequestState } from "./rules";

// The API's answers, for the screens (lib/requests/service.ts builds them).

export type RequestDto = {
  id: string;
  company_id: string;
  unit: { id: string; name: string; type: string };
  fy: string;
  cells: string[];
  sections: string[];
  assignee_email: string;
  due_date: string;
  message: string;
  state: RequestState;
  return_comment: string | null;
  filled: number;
  percent_complete: number;
  created_at: string;
};

export type RequestCellDto = {
  key: string;
  question: string;
  row: string;
  column: string;
  unit: string;
  type: string;
  value: string | null;
  entered_unit: string | null;
  notes: string;
  /** A value-chain partner's "totals plus share" inputs the figure was attributed from (null when given directly). */
  attribution: { total: string; share: string } | null;
  review_state: string | null;
  last_year: string | null;
};

export type RequestViewDto = RequestDto & { company_name: string; cells_detail: RequestCellDto[]; can_fill: boolean; can_review: boolean };

/** A company's reminder settings (GET/PUT /api/companies/{id}/reminder-settings). */
export type ReminderSettingsDto = { days_before: number[]; overdue: boolean; overdue_every_days: number; digest: boolean };
