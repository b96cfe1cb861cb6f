import { z } from "zod";
import { FACTOR_SET_IDS } from "@/lib/factors";
import { CALCULATOR_KINDS } from "./kinds";

const fy = z.string().trim().min(1, "Choose a financial year");
const setId = z.enum(FACTOR_SET_IDS, { error: `Unknown factor set (use ${FACTOR_SET_IDS.join(" or ")})` });

/** POST /api/calculators/{kind}/{companyId}[?save=true] */
export const calculatorParams = z.object({ kind: z.enum(CALCULATOR_KINDS), companyId: z.string() });
export const calculatorQuery = z.object({ save: z.enum(["true", "false", "1", "0"]).optional() });
export const calculatorBody = z.object({
  fy,
  inputs: z.unknown(),
  /** Save the figures as this reporting unit's (lib/units); omitted or null: the company's. */
  unit_id: z.string().uuid("Must be a unit id").nullish(),
});

/** GET /api/companies/{id}/factors?fy= and …/recalculation?fy=&set= */
export const factorYearQuery = z.object({ fy, set: setId.optional() });

/** PUT /api/companies/{id}/factors: the year's factor set. */
export const factorSetChoice = z.object({ fy, set_id: setId });

/** PUT /api/companies/{id}/factors/overrides: the company's own value for one factor in one year. */
export const factorOverrideInput = z.object({
  fy,
  activity: z.string().trim().min(1, "Choose the factor to override"),
  value: z
    .number({ error: "Enter the factor as a number (kg CO2e per unit)" })
    .finite()
    .min(0, "A factor cannot be negative")
    .max(1e7, "That factor is implausibly large (kg CO2e per unit)"),
  reason: z
    .string()
    .trim()
    .min(3, "Say why the company's own value applies (e.g. the supplier's certificate)")
    .max(500, "Keep the reason under 500 characters"),
});
export type FactorOverrideInput = z.infer<typeof factorOverrideInput>;

/** DELETE /api/companies/{id}/factors/overrides?fy=&activity= */
export const factorOverrideRemoval = z.object({ fy, activity: z.string().trim().min(1) });

/** POST /api/companies/{id}/factors/recalculation */
export const recalculationInput = z.object({ fy, set_id: setId.optional(), expect_edition: z.string().optional() });
