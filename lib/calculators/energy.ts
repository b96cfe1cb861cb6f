import { energyConversion } from "./factors";
import { checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

export type EnergyInput = { electricity: Amount; diesel: Amount; naturalGas: Amount; renewablePercent: Amount };

export type EnergyResult = {
  electricityKwh: number;
  dieselKwh: number;
  naturalGasKwh: number;
  totalKwh: number;
  renewableKwh: number;
  /** Renewable energy as a percent of the total, 1 decimal. */
  renewableShare: number;
};

export const ENERGY_FIELD_LABELS = {
  electricity: "Electricity consumption",
  diesel: "Diesel consumption",
  naturalGas: "Natural gas consumption",
  renewablePercent: "Renewable energy percentage",
} as const;

export const emptyEnergyInput = (): EnergyInput => ({ electricity: "", diesel: "", naturalGas: "", renewablePercent: "" });

/**
 * SPEC section 9: total kWh = electricity + 10.7 × diesel litres + 10.55 × natural gas m³;
 * renewable = electricity × renewable % / 100 (the percent is not capped, as SPEC says);
 * share = renewable / total. Blank or non-numeric inputs count as zero (non-numeric ones are
 * reported to `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused.
 */
export function calculateEnergy(input: EnergyInput, onUnreadable?: UnreadableNotice): EnergyResult {
  const read = (field: keyof EnergyInput) => checkAmount(input[field], field, ENERGY_FIELD_LABELS[field], onUnreadable);
  const electricity = read("electricity");
  const diesel = read("diesel") * energyConversion("diesel").value;
  const gas = read("naturalGas") * energyConversion("natural_gas").value;
  const percent = read("renewablePercent");
  const total = electricity + diesel + gas;
  const renewable = (electricity * percent) / 100;
  return {
    electricityKwh: round(electricity, 2),
    dieselKwh: round(diesel, 2),
    naturalGasKwh: round(gas, 2),
    totalKwh: round(total, 2),
    renewableKwh: round(renewable, 2),
    renewableShare: percentOf(renewable, total),
  };
}
