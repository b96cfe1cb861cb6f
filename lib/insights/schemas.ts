import { z } from "zod";
import { CATEGORY_IDS, FRAMEWORK_CODES } from "@/lib/frameworks/types";
import { FRAMEWORK_REQUIRED } from "./messages";

export { FRAMEWORK_REQUIRED };

/** POST /api/ai-insights and the insights form: category null (or 'all') means every category. */
export const insightRequestSchema = z.object({
  company_id: z.string().uuid("Must be a company id"),
  framework: z.enum(FRAMEWORK_CODES, { message: FRAMEWORK_REQUIRED }),
  category: z
    .union([z.enum(CATEGORY_IDS), z.literal("all"), z.null()])
    .optional()
    .transform((value) => (value === "all" || value === undefined ? null : value)),
  /** The financial year coverage is of ('2024-25', 'FY 2024-25'); absent: the company's default year. */
  fy: z.string().trim().max(20).optional(),
});

export type InsightRequest = z.infer<typeof insightRequestSchema>;
export type InsightRequestInput = z.input<typeof insightRequestSchema>;

/** An AI insight as the API answers it (SPEC section 3, plus the engine that wrote it). */
export type InsightDto = {
  id: string;
  company_id: string;
  framework: string;
  category: string | null;
  insights: string;
  recommendations: string[];
  engine: string;
  created_at: string;
  /**
   * On the answer to a generation only (not stored): the coverage the text was written from, the
   * same measure as the dashboard's (lib/frameworks/completeness.ts); `core` for BRSR.
   */
  coverage?: {
    reported: number;
    total: number;
    percentage: number;
    core: { reported: number; total: number; percentage: number } | null;
    /** The financial year the figures counted are of. */
    fy: { id: string; label: string };
  };
};

/** What either engine must produce; the model's answer is validated against it. */
export const insightOutputSchema = z.object({
  insights: z.string().trim().min(20).max(6000),
  recommendations: z.array(z.string().trim().min(5).max(600)).min(1).max(10),
});

export type InsightOutput = z.infer<typeof insightOutputSchema>;
