import type { RequestState } from "@/lib/requests/rules";
import type { Side } from "./rules";

// The API's answers, for the screens (lib/value-chain/service.ts builds them).

export type PartnerDto = {
  id: string;
  name: string;
  side: Side;
  cin: string | null;
  gstin: string | null;
  email: string | null;
  /** ₹ per financial year ('2024-25'). */
  amounts: Record<string, number>;
  /** Figures the partner has given (any year, any state). */
  figures: number;
  unit_id: string;
};

export type ValueChainPartnerDto = {
  id: string;
  name: string;
  email: string | null;
  amount: number;
  share: number | null;
  cumulative: number | null;
  value_chain: boolean;
  chosen: boolean;
  added: boolean;
  request: { id: string; state: RequestState; due_date: string } | null;
  answered: boolean;
  /** Why a chosen partner's figures are not in the disclosure (null when they are, or it is not chosen). */
  not_disclosed_reason: string | null;
};

export type ValueChainKpiDto = {
  key: string;
  attribute: string;
  label: string;
  unit: string;
  combine: "sum" | "weighted";
  value: number | null;
  partners: number;
};

export type ValueChainSideDto = {
  total: number | null;
  partners: ValueChainPartnerDto[];
  value_chain_count: number;
  chosen_count: number;
  coverage: number | null;
  meets_coverage: boolean;
  asked: number;
  answered: number;
  not_answered: number;
};

export type ValueChainDisclosureDto = {
  kpis: ValueChainKpiDto[];
  intensities: { label: string; unit: string; value: number | null }[];
  /** % of the side's total that the answering partners account for. */
  answered_coverage: number | null;
  green_credits_top_ten: number | null;
  green_credits_answered: number;
};

export type ValueChainDto = {
  fy: string;
  /** The BRSR prints the section after BRSR Core. */
  include_in_report: boolean;
  /** The questionnaire's P6 L8(b) (green credits of the top ten partners) for the year, as held. */
  green_credits_cell: number | null;
  totals: { purchases: number | null; sales: number | null };
  sides: Record<Side, ValueChainSideDto>;
  disclosure: Record<Side, ValueChainDisclosureDto>;
};
