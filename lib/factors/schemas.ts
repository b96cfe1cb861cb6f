import { z } from "zod";
import { FACTOR_SET_IDS } from "./index";

const FY = /^(?:FY\s*)?(\d{4})-(\d{2})$/i;

/** '2024-25' or 'FY 2024-25' → '2024-25'; anything else is not a financial year (April–March). */
export function normaliseFy(text: string): string | null {
  const m = FY.exec(text.trim());
  if (!m) return null;
  const start = Number(m[1]);
  if (start < 1990 || start > 2100 || (start + 1) % 100 !== Number(m[2])) return null;
  return `${m[1]}-${m[2]}`;
}

/** GET /api/emission-factors?set=&fy= */
export const emissionFactorsQuery = z.object({
  set: z.enum(FACTOR_SET_IDS, { error: `Unknown factor set (use ${FACTOR_SET_IDS.join(" or ")})` }).optional(),
  fy: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const fy = normaliseFy(value);
      if (!fy) {
        ctx.addIssue({ code: "custom", message: "Use a financial year such as 2024-25" });
        return z.NEVER;
      }
      return fy;
    }),
});
