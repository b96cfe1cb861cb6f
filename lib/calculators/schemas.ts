import { z } from "zod";
import { ENERGY_FIELD_LABELS, type EnergyField } from "./energy";
import { GHG_FIELD_LABELS, processLabel, rowLabel, type GhgRowField } from "./ghg";
import { amountProblem } from "./numbers";
import { SCOPE3_CATEGORIES, scope3DirectLabel, type Scope3DirectKey } from "./scope3";
import { WASTE_FIELD_LABELS } from "./waste";
import { WATER_FIELD_LABELS } from "./water";

/**
 * The calculator forms' inputs, which are also the bodies the server's calculator endpoints parse:
 * text as typed (or a JSON number), blank and non-numeric read as zero, refused only when negative
 * or absurdly large. The calculators apply the same rule (`amountProblem`), so a form and a direct
 * call agree. Every field may be left out (blank, SPEC section 5). Whether the factor set has a
 * factor for a row, and whether figures are consistent with each other, is the calculator's to say
 * (it knows the set and the year).
 */
export const amount = (label: string) =>
  z
    .union([z.string().max(100), z.number()])
    .optional()
    .superRefine((value, ctx) => {
      const problem = amountProblem(value, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** An object of amounts, one per field, each labelled for its messages. */
const amounts = <K extends string>(labels: Record<K, string>) =>
  z.object(Object.fromEntries(Object.entries<string>(labels).map(([field, label]) => [field, amount(label)])) as Record<K, ReturnType<typeof amount>>);

const MAX_ROWS = 200;

const activityRow = (field: GhgRowField) =>
  z.object({ type: z.string().min(1).max(100), quantity: z.union([z.string().max(100), z.number()]).optional() }).superRefine((row, ctx) => {
    const problem = amountProblem(row.quantity, rowLabel(field, row.type));
    if (problem) ctx.addIssue({ code: "custom", path: ["quantity"], message: problem });
  });

const rows = (field: GhgRowField) => z.array(activityRow(field)).max(MAX_ROWS).optional();

// Refined as a list: a row without a description is named by its position, as the calculator names it.
const processRows = z
  .array(z.object({ description: z.string().max(200).optional(), tco2e: z.union([z.string().max(100), z.number()]).optional() }))
  .max(MAX_ROWS)
  .superRefine((list, ctx) =>
    list.forEach((row, i) => {
      const problem = amountProblem(row.tco2e, processLabel(row, i));
      if (problem) ctx.addIssue({ code: "custom", path: [i, "tco2e"], message: problem });
    }),
  );

const scope3Direct = amounts(
  Object.fromEntries(SCOPE3_CATEGORIES.map(({ category }) => [`cat${category}`, scope3DirectLabel(category)])) as Record<Scope3DirectKey, string>,
);

const { electricity, heatSteam, recs, greenTariff, ppa, wasteDisposal, purchasedGoods } = GHG_FIELD_LABELS;

export const ghgFormSchema = z.object({
  fuels: rows("fuels"),
  vehicles: rows("vehicles"),
  refrigerants: rows("refrigerants"),
  process: processRows.optional(),
  electricity: amount(electricity),
  heatSteam: amount(heatSteam),
  recs: amount(recs),
  greenTariff: amount(greenTariff),
  ppa: amount(ppa),
  commuting: rows("commuting"),
  wasteDisposal: amount(wasteDisposal),
  purchasedGoods: amount(purchasedGoods),
  freightUpstream: rows("freightUpstream"),
  freightDownstream: rows("freightDownstream"),
  businessTravel: rows("businessTravel"),
  scope3Direct: scope3Direct.optional(),
});
export type GhgFormValues = z.infer<typeof ghgFormSchema>;

export const energyFormSchema = amounts(ENERGY_FIELD_LABELS as Record<EnergyField, string>);
export type EnergyFormValues = z.infer<typeof energyFormSchema>;

export const waterFormSchema = amounts(WATER_FIELD_LABELS);
export type WaterFormValues = z.infer<typeof waterFormSchema>;

export const wasteFormSchema = amounts(WASTE_FIELD_LABELS);
export type WasteFormValues = z.infer<typeof wasteFormSchema>;
