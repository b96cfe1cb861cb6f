import { z } from "zod";
import type { kpiProgressItem, kpiTargetResponse } from "./response-schemas";
import { parseNumericValue } from "@/lib/numbers/read";
import { REQUIRED_MESSAGE } from "@/lib/esg-data/schemas";

const required = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `Must be at most ${max} characters`);

/** A number, or text that reads as one ("3,000", "12 %") — the form sends what was typed. */
const numberInput = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === "number" ? v : v.trim() === "" ? null : parseNumericValue(v);
  if (n === null) {
    ctx.addIssue({ code: "custom", message: typeof v === "string" && v.trim() === "" ? REQUIRED_MESSAGE : "Must be a number" });
    return z.NEVER;
  }
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: "custom", message: "Must be a number" });
    return z.NEVER;
  }
  return n;
});

const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : parseNumericValue(v);
    if (n === null || !Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: "Must be a number" });
      return z.NEVER;
    }
    return n;
  });

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, `Must be at most ${max} characters`));

/** POST /api/kpi-targets and the 'Add Target' dialog. */
export const kpiTargetInput = z.object({
  company_id: z.string().uuid("Must be a company id"),
  framework: required(20),
  category: required(40),
  metric: required(200),
  target_value: numberInput,
  unit: optionalText(50),
  target_period: required(50),
  baseline_value: optionalNumber,
  baseline_period: optionalText(50),
  /** Empty: the metric's own direction, else inferred from baseline vs target (lib/kpi/status.ts rule 2). */
  direction: z
    .union([z.enum(["decrease", "increase"]), z.literal(""), z.literal("auto"), z.null()])
    .optional()
    .transform((v) => (v === "decrease" || v === "increase" ? v : null)),
  notes: optionalText(2000),
});

export type KpiTargetInput = z.infer<typeof kpiTargetInput>;
export type KpiTargetFormValues = z.input<typeof kpiTargetInput>;

/** PATCH /api/kpi-targets/{id} and the 'Edit Target' dialog: the fields as on create, without the company (a target stays in its company). */
export const kpiTargetEdit = kpiTargetInput.omit({ company_id: true });
export type KpiTargetEdit = z.infer<typeof kpiTargetEdit>;

/** `?include_drafts=true` on the progress list: figures not yet approved count too (marked `current_status: "draft"`). */
export const kpiProgressQuery = z.object({
  include_drafts: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

/** GET /api/kpi-targets/{companyId}/prefill: what the target form fills when a metric (and a baseline period) is chosen. */
export const kpiPrefillQuery = z.object({
  framework: z.string().trim().max(20).optional().default(""),
  metric: z.string().trim().min(1, "Choose a metric").max(200, "Must be at most 200 characters"),
  baseline_period: z.string().trim().max(50, "Must be at most 50 characters").optional().default(""),
  unit: z.string().trim().max(50, "Must be at most 50 characters").optional().default(""),
});

export type KpiPrefillDto = {
  /** The metric's usual unit (the catalogue's), else the unit of the company's newest figure of it; null when neither says. */
  unit: string | null;
  unit_source: "catalogue" | "held" | null;
  /** The company's approved figure for the baseline period's financial year, in `unit`; null when none is held. */
  baseline_value: number | null;
  baseline_period: string | null;
  /** Why there is no baseline value when a period was given ('No approved figure for FY 2023-24'). */
  baseline_note: string | null;
};

/** Its schema, and KpiProgressDto's, are ./response-schemas.ts. */
export type KpiTargetDto = z.infer<typeof kpiTargetResponse>;

export type KpiProgressDto = z.infer<typeof kpiProgressItem>;
