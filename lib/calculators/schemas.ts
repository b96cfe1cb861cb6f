import { z } from "zod";
import { factor, FUEL_TYPES, VEHICLE_TYPES } from "./factors";
import { ENERGY_FIELD_LABELS } from "./energy";
import { GHG_FIELD_LABELS } from "./ghg";
import { amountProblem } from "./numbers";
import { WASTE_FIELD_LABELS } from "./waste";
import { WATER_FIELD_LABELS } from "./water";

/**
 * The calculator forms' inputs: text as typed (blank and non-numeric read as zero), refused
 * only when negative or absurdly large. The calculators apply the same rule (`amountProblem`),
 * so a form and a direct call agree.
 */
export const amount = (label: string) =>
  z.string().superRefine((value, ctx) => {
    const problem = amountProblem(value, label);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const fuelRow = z
  .object({ type: z.enum(FUEL_TYPES), quantity: z.string() })
  .superRefine((row, ctx) => {
    const problem = amountProblem(row.quantity, `${factor(row.type).label} quantity`);
    if (problem) ctx.addIssue({ code: "custom", path: ["quantity"], message: problem });
  });

const vehicleRow = z
  .object({ type: z.enum(VEHICLE_TYPES), distance: z.string() })
  .superRefine((row, ctx) => {
    const problem = amountProblem(row.distance, `${factor(row.type).label} distance`);
    if (problem) ctx.addIssue({ code: "custom", path: ["distance"], message: problem });
  });

export const ghgFormSchema = z.object({
  fuels: z.array(fuelRow),
  vehicles: z.array(vehicleRow),
  refrigerants: amount(GHG_FIELD_LABELS.refrigerants),
  electricity: amount(GHG_FIELD_LABELS.electricity),
  heatSteam: amount(GHG_FIELD_LABELS.heatSteam),
  employeeCommuting: amount(GHG_FIELD_LABELS.employeeCommuting),
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
