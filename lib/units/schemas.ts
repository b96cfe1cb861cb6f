import { z } from "zod";
import { UNIT_TYPES } from "./rules";

// Shared by the route handlers and the units screen: no server-only imports.

const FY = /^\d{4}(-\d{2})?$/;
const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);
const optionalText = (label: string, max = 200) =>
  text(label, max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const fy = (label: string) =>
  z
    .string({ error: `${label} must be a financial year such as 2024-25` })
    .trim()
    .regex(FY, `${label} must be a financial year such as 2024-25`)
    .nullable()
    .optional();

const fields = {
  name: text("Name").min(1, "Name is required"),
  type: z.enum(UNIT_TYPES, { error: `Type must be one of: ${UNIT_TYPES.join(", ")}` }),
  parent_id: z.string({ error: "Parent must be a unit id" }).nullable().optional(),
  country: text("Country", 80).min(1, "Country is required").optional(),
  state: optionalText("State", 80),
  district: optionalText("District", 80),
  nic_code: optionalText("NIC code", 20),
  ownership_pct: z
    .number({ error: "Ownership % must be a number" })
    .min(0, "Ownership % must be between 0 and 100")
    .max(100, "Ownership % must be between 0 and 100")
    .nullable()
    .optional(),
  in_standalone: z.boolean({ error: "In the standalone boundary must be yes or no" }).optional(),
  in_consolidated: z.boolean({ error: "In the consolidated boundary must be yes or no" }).optional(),
  water_stressed: z.boolean({ error: "Water-stressed area must be yes or no" }).optional(),
  active_from_fy: fy("Active from"),
  active_to_fy: fy("Active to"),
};

export const unitInput = z.object(fields);
export type UnitInput = z.infer<typeof unitInput>;

/** POST takes one unit, or `{units: [...]}` (the bulk add; a parent may be named by `parent_name` among them or the existing units). */
export const bulkUnitInput = z.object({
  units: z
    .array(unitInput.extend({ parent_name: optionalText("Parent name") }), { error: "units must be a list" })
    .min(1, "units is empty")
    .max(1000, "At most 1,000 units at once"),
});

export const unitPatch = z
  .object({ ...fields, archived: z.boolean({ error: "Archived must be yes or no" }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type UnitPatch = z.infer<typeof unitPatch>;
