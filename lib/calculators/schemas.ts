import { z } from "zod";
import { ENERGY_FIELD_LABELS } from "./energy";
import { GHG_FIELD_LABELS, GHG_ROWS, rowLabel } from "./ghg";
import { amountProblem } from "./numbers";
import { WASTE_FIELD_LABELS } from "./waste";
import { WATER_FIELD_LABELS } from "./water";

/**
 * The calculator forms' inputs: text as typed (blank and non-numeric read as zero), refused
 * only when negative or absurdly large. The calculators apply the same rule (`amountProblem`),
 * so a form and a direct call agree. Whether the factor set has a factor for a row is the
 * calculator's to say (it knows the set and the year).
 */
export const amount = (label: string) =>
  z.string().superRefine((value, ctx) => {
    const problem = amountProblem(value, label);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const activityRow = (field: keyof typeof GHG_ROWS) =>
  z.object({ type: z.string().min(1), quantity: z.string() }).superRefine((row, ctx) => {
    const problem = amountProblem(row.quantity, rowLabel(field, row.type));
    if (problem) ctx.addIssue({ code: "custom", path: ["quantity"], message: problem });
  });

export const ghgFormSchema = z.object({
  fuels: z.array(activityRow("fuels")),
  vehicles: z.array(activityRow("vehicles")),
  refrigerants: z.array(activityRow("refrigerants")),
  electricity: amount(GHG_FIELD_LABELS.electricity),
  heatSteam: amount(GHG_FIELD_LABELS.heatSteam),
  commuting: z.array(activityRow("commuting")),
  wasteDisposal: amount(GHG_FIELD_LABELS.wasteDisposal),
  purchasedGoods: amount(GHG_FIELD_LABELS.purchasedGoods),
});
export type GhgFormValues = z.infer<typeof ghgFormSchema>;

export const energyFormSchema = z.object({
  electricity: amount(ENERGY_FIELD_LABELS.electricity),
  diesel: amount(ENERGY_FIELD_LABELS.diesel),
  naturalGas: amount(ENERGY_FIELD_LABELS.naturalGas),
  renewablePercent: amount(ENERGY_FIELD_LABELS.renewablePercent),
});
export type EnergyFormValues = z.infer<typeof energyFormSchema>;

export const waterFormSchema = z.object({
  municipal: amount(WATER_FIELD_LABELS.municipal),
  groundwater: amount(WATER_FIELD_LABELS.groundwater),
  surface: amount(WATER_FIELD_LABELS.surface),
  rainwater: amount(WATER_FIELD_LABELS.rainwater),
  recycled: amount(WATER_FIELD_LABELS.recycled),
  discharged: amount(WATER_FIELD_LABELS.discharged),
});
export type WaterFormValues = z.infer<typeof waterFormSchema>;

export const wasteFormSchema = z.object({
  total: amount(WASTE_FIELD_LABELS.total),
  recycled: amount(WASTE_FIELD_LABELS.recycled),
  incinerated: amount(WASTE_FIELD_LABELS.incinerated),
  hazardous: amount(WASTE_FIELD_LABELS.hazardous),
});
export type WasteFormValues = z.infer<typeof wasteFormSchema>;
