import { z } from "zod";

/** A Director Identification Number: eight digits (Companies Act, 2013, s. 154). */
export const DIN_PATTERN = /^\d{8}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/companies/{id}/signoffs: the board's approval of one financial year's BRSR. */
export const signoffInput = z.object({
  fy: z.string().trim().min(1, "Choose the financial year to sign off").max(20, "too long"),
  approved_by: z.string().trim().min(1, "Name the director who approved the report").max(200, "Keep the name under 200 characters"),
  din: z.string().trim().regex(DIN_PATTERN, "A DIN is 8 digits"),
  designation: z.string().trim().min(1, "Give the director's designation").max(200, "Keep the designation under 200 characters"),
  approval_date: z
    .string()
    .trim()
    .regex(ISO_DATE, "Give the date of the board's approval as YYYY-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a date"),
  resolution_reference: z.string().trim().max(200, "Keep the reference under 200 characters").default(""),
  notes: z.string().trim().max(2000, "Keep the notes under 2,000 characters").default(""),
});

export type SignoffInput = z.infer<typeof signoffInput>;

export const signoffListQuery = z.object({ fy: z.string().trim().max(20, "fy: too long").optional() });

/** What a sign-off freezes, by the name its download ends in. */
export const ARTIFACT_KINDS = ["report.pdf", "instance.xml"] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];
