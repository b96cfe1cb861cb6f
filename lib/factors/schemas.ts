import { z } from "zod";
import { parseFiscalYearSpan } from "@/lib/periods/fiscal-year";
import { FACTOR_SET_IDS } from "./index";

/** GET /api/emission-factors?set=&fy= */
export const emissionFactorsQuery = z.object({
  set: z.enum(FACTOR_SET_IDS, { error: `Unknown factor set (use ${FACTOR_SET_IDS.join(" or ")})` }).optional(),
  fy: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const fy = parseFiscalYearSpan(value)?.id;
      if (!fy) {
        ctx.addIssue({ code: "custom", message: "Use a financial year such as 2024-25" });
        return z.NEVER;
      }
      return fy;
    }),
});
