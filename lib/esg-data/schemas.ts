import { z } from "zod";

/** The message SPEC section 5 gives for any missing required field. */
export const REQUIRED_MESSAGE = "Please fill in all required fields";

const required = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `Must be at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional().default("");

/** The fields of an entry a user edits (the form and PATCH). */
export const esgEntryFields = z.object({
  framework: required(20),
  category: required(40),
  metric: required(200),
  value: required(200),
  unit: optional(50),
  period: required(50),
  notes: optional(2000),
});

/** POST /api/esg-data and the data form. */
export const esgEntryInput = esgEntryFields.extend({
  company_id: z.string().uuid("Must be a company id"),
  /**
   * Provenance: 'calculator' when a calculator screen posts its results (issue 14); omitted, the
   * entry is 'manual'. Extraction has its own audited path and is not claimable here.
   */
  source: z.enum(["manual", "calculator"], { error: "Must be manual or calculator" }).optional(),
});

/** PATCH /api/esg-data/{id}: any subset of the fields. */
export const esgEntryUpdate = z
  .object({
    framework: required(20),
    category: required(40),
    metric: required(200),
    value: required(200),
    unit: z.string().trim().max(50, "Must be at most 50 characters"),
    period: required(50),
    notes: z.string().trim().max(2000, "Must be at most 2000 characters"),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update" });

export type EsgEntryInput = z.infer<typeof esgEntryInput>;
export type EsgEntryFormValues = z.input<typeof esgEntryInput>;
export type EsgEntryFields = z.infer<typeof esgEntryFields>;
export type EsgEntryUpdate = z.infer<typeof esgEntryUpdate>;

/** An entry as the API answers it. */
export type EsgEntryDto = {
  id: string;
  company_id: string;
  framework: string;
  category: string;
  metric: string;
  value: string;
  numeric_value: number | null;
  unit: string;
  period: string;
  notes: string;
  source: string;
  created_at: string;
  updated_at: string;
};

/** One audit row of an entry's history. */
export type EsgEntryHistoryItem = {
  id: number;
  action: string;
  actor: { id: string; full_name: string; email: string } | null;
  old_value: Partial<EsgEntryDto> | null;
  new_value: Partial<EsgEntryDto> | null;
  created_at: string;
};
