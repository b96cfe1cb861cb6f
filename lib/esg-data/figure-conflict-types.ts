/** A figure conflict as the API answers it (lib/esg-data/figures.ts): copies of one figure whose values differ. */
export type FigureConflictCopyDto = {
  id: string;
  framework: string;
  metric: string;
  value: string;
  unit: string;
  period: string;
  review_state: string;
  updated_at: string;
  evidence_count: number;
};
export type FigureConflictDto = {
  id: string;
  metric: string;
  period: string;
  status: string;
  created_at: string;
  copies: FigureConflictCopyDto[];
  chosen_entry_id: string | null;
};
