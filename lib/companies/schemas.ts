import { z } from "zod";
import { FRAMEWORK_CODES, isFrameworkCode, type FrameworkCode } from "@/lib/frameworks/types";

// Shared by the route handlers and the wizard/edit forms (zodResolver): no server-only imports.

import { FRAMEWORK_REQUIRED_MESSAGE, INDUSTRIES, REQUIRED_FIELDS_MESSAGE, SIZES } from "./choices";

export { FRAMEWORK_REQUIRED_MESSAGE, INDUSTRIES, REQUIRED_FIELDS_MESSAGE, SIZES };

const oneOf = <T extends readonly string[]>(choices: T, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((value): value is T[number] => (choices as readonly string[]).includes(value), `Choose one of: ${choices.join(", ")}`);

export const companyProfileSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is too long (200 characters at most)"),
  industry: oneOf(INDUSTRIES, "Industry"),
  location: z.string().trim().min(1, "Location is required").max(200, "Location is too long (200 characters at most)"),
  size: oneOf(SIZES, "Size"),
  description: z.string().trim().max(2000, "Description is too long (2,000 characters at most)").nullish(),
});
export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;
export type CompanyProfileFormValues = z.input<typeof companyProfileSchema>;

/** PUT /api/companies/{id}/frameworks: a non-empty list of known codes, kept in the given order. */
export const frameworkListSchema = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isFrameworkCode, {
        error: (issue) => `Unknown framework '${String(issue.input)}'; choose from ${FRAMEWORK_CODES.join(", ")}`,
      }),
    { error: "Send a list of framework codes" },
  )
  .min(1, FRAMEWORK_REQUIRED_MESSAGE)
  .transform((codes) => [...new Set(codes)] as FrameworkCode[]);

/** PATCH /api/companies/{id}: any profile fields, and optionally the frameworks, from the dashboard. */
export const companyUpdateSchema = companyProfileSchema
  .partial()
  .extend({ frameworks: frameworkListSchema.optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change");
export type CompanyUpdateInput = z.infer<typeof companyUpdateSchema>;

/** POST /api/companies/{id}/locks: the year to lock ('2024-25', 'FY 2024-25') and an optional note. */
export const yearLockInput = z.object({
  fy: z.string().trim().min(1, "Choose the financial year to lock"),
  reason: z.string().trim().max(1000, "Keep the note under 1,000 characters").default(""),
});

/** DELETE /api/companies/{id}/locks/{fy}: reopening needs a reason (decisions D28), kept in the audit trail. */
export const yearReopenInput = z.object({
  reason: z.string().trim().min(1, "Say why the year is reopened").max(1000, "Keep the reason under 1,000 characters"),
});
