import { describe, expect, it } from "vitest";
import { calculateEnergy, emptyEnergyInput, type EnergyInput } from "@/lib/calculators/energy";
import { formatFixed } from "@/lib/format";
import { CalculatorInputError, checkAmount, parseAmount, percentOf, plainFigure, readAmount, round } from "@/lib/calculators/numbers";
import { calculateWaste, emptyWasteInput, type WasteInput } from "@/lib/calculators/waste";
import { calculateWater, emptyWaterInput, type WaterInput } from "@/lib/calculators/water";
import { energyFormSchema, ghgFormSchema, wasteFormSchema, waterFormSchema } from "@/lib/calculators/schemas";
import { calculateGhg, emptyGhgInput } from "@/lib/calculators/ghg";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

const SPEC = { set: SPEC_DEFAULTS };

describe("number rules", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["12abc", 0],
    ["1,234.5", 1234.5],
    ["1,23,456.7", 123456.7],
    [" 42 ", 42],
    ["-3", -3],
    ["Infinity", 0],
    ["1,000", 1000],
    ["12,34,567", 1234567],
    ["1,00,00,000.25", 10000000.25],
    ["123,456,789", 123456789],
    ["-1,000.5", -1000.5],
    [".5", 0.5],
    ["7.", 7],
    ["\u00a012\t", 12],
    // Only plain decimals and correctly grouped numbers read as amounts; the rest counts as zero.
    ["2,5", 0],
    ["1,2345", 0],
    ["12,345,67", 0],
    ["1,,000", 0],
    ["0x1F", 0],
    ["1 2", 0],
    ["1e3", 0],
    ["1e308", 0],
    ["--1", 0],
  ] as const)("parseAmount(%j) = %d", (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });

  it("tells blank, numeric and unreadable text apart", () => {
    expect(readAmount(" ")).toEqual({ value: 0, status: "blank" });
    expect(readAmount("1,23,456.7")).toEqual({ value: 123456.7, status: "number" });
    expect(readAmount("2,5")).toEqual({ value: 0, status: "unreadable" });
    expect(readAmount("0x1F")).toEqual({ value: 0, status: "unreadable" });
  });

  it("counts unreadable input as zero and reports it, but not blank input", () => {
    const notices: [string, string][] = [];
    const notice = (field: string, message: string) => notices.push([field, message]);
    expect(checkAmount("2,5", "diesel", "Diesel consumption", notice)).toBe(0);
    expect(checkAmount("", "gas", "Natural gas consumption", notice)).toBe(0);
    expect(checkAmount("1 2", "kwh", "Electricity consumption", notice)).toBe(0);
    expect(notices).toEqual([
      ["diesel", "Diesel consumption is not a number and was counted as 0"],
      ["kwh", "Electricity consumption is not a number and was counted as 0"],
    ]);
  });

  it("refuses amounts above 10^12 of any unit with a clear message", () => {
    expect(checkAmount("10,00,00,00,00,000", "x", "Refrigerant leakage")).toBe(1e12);
    expect(() => checkAmount("10,00,00,00,00,001", "x", "Refrigerant leakage")).toThrow("Refrigerant leakage cannot exceed 10,00,00,00,00,000");
    expect(() => checkAmount(1e308, "x", "Refrigerant leakage")).toThrow(CalculatorInputError);
    // "1e308" is not an amount at all: it counts as zero rather than as Infinity kg.
    expect(checkAmount("1e308", "x", "Refrigerant leakage")).toBe(0);
  });

  it("reads null, undefined and non-finite numbers as zero", () => {
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
    expect(parseAmount(Number.NaN)).toBe(0);
    expect(parseAmount(7.5)).toBe(7.5);
  });

  it("rounds half away from zero on the decimal value", () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(100 * 2.68, 2)).toBe(268);
    expect(round(26.75 + 1.055, 2)).toBe(27.81);
    expect(round(1.1 * 1.1, 1)).toBe(1.2);
    expect(round(0.1155, 3)).toBe(0.116);
    expect(round(-2.345, 2)).toBe(-2.35);
    expect(round(12.25, 1)).toBe(12.3);
    expect(round(1e-7, 2)).toBe(0);
    expect(round(8.2e21, 2)).toBe(8.2e21);
  });

  it("gives a percent of zero for a zero or invalid total", () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, Number.NaN)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.3);
  });

  it("shows Indian grouping and saves plain fixed figures", () => {
    expect(formatFixed(1234567.5, 2)).toBe("12,34,567.50");
    expect(formatFixed(13.169, 3)).toBe("13.169");
    expect(formatFixed(72.5, 1)).toBe("72.5");
    expect(plainFigure(13168.8, 2)).toBe("13168.80");
    expect(plainFigure(0.5, 3)).toBe("0.500");
    expect(plainFigure(-0, 1)).toBe("0.0");
  });
});

// Energy, worked by hand: total = electricity + 10.7 × diesel + 10.55 × gas;
// renewable = electricity × % / 100; share = renewable / total × 100 (1 decimal).
const energy = (patch: Partial<EnergyInput>): EnergyInput => ({ ...emptyEnergyInput(), ...patch });
const energyGolden: { name: string; input: EnergyInput; total: number; renewable: number; share: number }[] = [
  { name: "all blank", input: emptyEnergyInput(), total: 0, renewable: 0, share: 0 },
  { name: "electricity only, no renewables", input: energy({ electricity: "1000" }), total: 1000, renewable: 0, share: 0 },
  { name: "half renewable electricity", input: energy({ electricity: "1000", renewablePercent: "50" }), total: 1000, renewable: 500, share: 50 },
  { name: "diesel 100 L × 10.7", input: energy({ diesel: "100" }), total: 1070, renewable: 0, share: 0 },
  { name: "natural gas 200 m³ × 10.55", input: energy({ naturalGas: "200" }), total: 2110, renewable: 0, share: 0 },
  {
    name: "mix: 5000 + 1070 + 2110 = 8180, 20 % of 5000 = 1000 → 12.2 %",
    input: energy({ electricity: "5000", diesel: "100", naturalGas: "200", renewablePercent: "20" }),
    total: 8180,
    renewable: 1000,
    share: 12.2,
  },
  {
    name: "percent above 100 is not capped: 1500 / 2070 → 72.5 %",
    input: energy({ electricity: "1000", diesel: "100", renewablePercent: "150" }),
    total: 2070,
    renewable: 1500,
    share: 72.5,
  },
  { name: "fully renewable", input: energy({ electricity: "2000", renewablePercent: "100" }), total: 2000, renewable: 2000, share: 100 },
  {
    name: "comma decimals: 12,345.67 kWh at 10 %",
    input: energy({ electricity: "12,345.67", renewablePercent: "10" }),
    total: 12345.67,
    renewable: 1234.57,
    share: 10,
  },
  { name: "fractions: 2.5 L diesel 26.75 + 0.4 m³ gas 4.22", input: energy({ diesel: "2.5", naturalGas: "0.4" }), total: 30.97, renewable: 0, share: 0 },
  {
    name: "non-numeric electricity counts as zero",
    input: energy({ electricity: "abc", diesel: "10", renewablePercent: "50" }),
    total: 107,
    renewable: 0,
    share: 0,
  },
  { name: "huge: 10^12 kWh at 10 %", input: energy({ electricity: "1000000000000", renewablePercent: "10" }), total: 1e12, renewable: 1e11, share: 10 },
  { name: "hexadecimal is not a number: 0x1F kWh counts as zero", input: energy({ electricity: "0x1F", diesel: "1" }), total: 10.7, renewable: 0, share: 0 },
  {
    name: "decimal comma is not a number: 2,5 L diesel counts as zero",
    input: energy({ diesel: "2,5", naturalGas: "1" }),
    total: 10.55,
    renewable: 0,
    share: 0,
  },
  { name: "renewable percent without electricity", input: energy({ diesel: "100", renewablePercent: "50" }), total: 1070, renewable: 0, share: 0 },
];

// India set: diesel 43.0 MJ/kg (IPCC NCV) ÷ 1.21 L/kg (PPAC) = 35.537 MJ/L = 9.871442 kWh/L;
// natural gas 90 % of 10,000 kcal/SCM (PPAC) = 9,000 kcal = 37.6812 MJ = 10.467 kWh/m³.
const indiaEnergyGolden: { name: string; input: EnergyInput; total: number; gj: [number, number, number] }[] = [
  { name: "diesel 100 L = 987.1442 kWh = 3.554 GJ", input: energy({ diesel: "100" }), total: 987.14, gj: [0, 0, 3.554] },
  { name: "natural gas 200 m³ = 2093.4 kWh = 7.536 GJ", input: energy({ naturalGas: "200" }), total: 2093.4, gj: [0, 0, 7.536] },
  { name: "12,000 kWh at 25 %: A 10.8 GJ, D 32.4 GJ", input: energy({ electricity: "12,000", renewablePercent: "25" }), total: 12000, gj: [10.8, 32.4, 0] },
];

describe("calculateEnergy golden table: India set", () => {
  it.each(indiaEnergyGolden)("$name", ({ input, total, gj }) => {
    const r = calculateEnergy(input, { set: INDIA });
    expect(r.totalKwh).toBe(total);
    expect([r.brsr.renewableElectricityGj, r.brsr.nonRenewableElectricityGj, r.brsr.nonRenewableFuelGj]).toEqual(gj);
  });

  it("states the calorific basis of each energy content it used", () => {
    expect(calculateEnergy(energy({ diesel: "1", naturalGas: "1" }), { set: INDIA }).contents.map((c) => [c.key, c.basis])).toEqual([
      ["diesel", expect.stringMatching(/^Net calorific value/)],
      ["natural_gas", expect.stringMatching(/^Net calorific value/)],
    ]);
    expect(calculateEnergy(emptyEnergyInput(), { set: INDIA }).contents).toEqual([]);
  });

  it("converts each fuel with its IPCC 2006 net calorific value: coal, lignite, furnace oil, LPG", () => {
    // 1,000 kg each: 25.8, 18.9, 11.9, 40.4 and 47.3 MJ/kg → GJ
    const r = calculateEnergy(energy({ coalBituminous: "1000", coalSubBituminous: "1000", lignite: "1000", furnaceOil: "1000", lpg: "1000" }), { set: INDIA });
    expect(r.fuels.map((f) => [f.field, f.gj])).toEqual([
      ["lpg", 47.3],
      ["furnaceOil", 40.4],
      ["coalBituminous", 25.8],
      ["coalSubBituminous", 18.9],
      ["lignite", 11.9],
    ]);
    expect(r.brsr.nonRenewableFuelGj).toBe(144.3);
    expect(r.renewableShare).toBe(0);
  });

  it("files biomass, wood and biogas as renewable fuel (row B), on-site solar as renewable electricity (row A)", () => {
    // Wood 1,000 kg × 15.6 MJ = 15.6 GJ; biomass 1,000 × 11.6 = 11.6 GJ; on-site 10,000 kWh = 36 GJ.
    const r = calculateEnergy(energy({ wood: "1000", biomass: "1000", onsiteRenewable: "10000" }), { set: INDIA });
    expect([r.brsr.renewableFuelGj, r.brsr.renewableElectricityGj, r.brsr.nonRenewableElectricityGj]).toEqual([27.2, 36, 0]);
    expect(r.renewableShare).toBe(100);
    expect(r.electricityKwh).toBe(10000);
  });

  it("cannot file a renewable share above 100 %", () => {
    expect(calculateEnergy(energy({ electricity: "10", renewablePercent: "100" }), SPEC).saveProblem).toBeUndefined();
    expect(calculateEnergy(energy({ electricity: "10", renewablePercent: "100.5" }), SPEC).saveProblem).toMatch(/above 100/);
  });
});

describe("calculateEnergy golden table", () => {
  it.each(energyGolden)("$name", ({ input, total, renewable, share }) => {
    const r = calculateEnergy(input, SPEC);
    expect([r.totalKwh, r.renewableKwh, r.renewableShare]).toEqual([total, renewable, share]);
  });

  it("shows the parts of the total in kWh", () => {
    expect(calculateEnergy(energy({ electricity: "5000", diesel: "100", naturalGas: "200" }), SPEC)).toMatchObject({
      electricityKwh: 5000,
      dieselKwh: 1070,
      naturalGasKwh: 2110,
    });
  });

  it("refuses a fuel the set holds no energy content for, and leaves it out when blank", () => {
    expect(() => calculateEnergy(energy({ lpg: "5" }), SPEC)).toThrow("The SPEC defaults factor set has no energy content for LPG");
    try {
      calculateEnergy(energy({ biomass: "5" }), SPEC);
    } catch (error) {
      expect((error as CalculatorInputError).field).toBe("biomass");
    }
    expect(calculateEnergy(energy({ lpg: "", diesel: "1" }), SPEC).totalKwh).toBe(10.7);
  });

  it("takes rows C and F in GJ", () => {
    const r = calculateEnergy(energy({ otherRenewable: "3.6", otherNonRenewable: "0.36" }), SPEC);
    expect([r.brsr.otherRenewableGj, r.brsr.otherNonRenewableGj, r.totalKwh, r.renewableShare]).toEqual([3.6, 0.36, 1100, 90.9]);
  });

  it("refuses negatives", () => {
    expect(() => calculateEnergy(energy({ renewablePercent: "-5" }), SPEC)).toThrow("Renewable energy percentage cannot be negative");
    expect(() => calculateEnergy(energy({ diesel: "-1" }), SPEC)).toThrow(CalculatorInputError);
  });

  it("refuses absurd magnitudes instead of computing Infinity", () => {
    expect(() => calculateEnergy(energy({ electricity: "1000000000000000" }), SPEC)).toThrow("Electricity consumption cannot exceed 10,00,00,00,00,000");
  });

  it("reports each input that is not a number", () => {
    const fields: string[] = [];
    calculateEnergy(energy({ electricity: "1 2", diesel: "0x1F", naturalGas: "5" }), SPEC, (field) => fields.push(field));
    expect(fields).toEqual(["electricity", "diesel"]);
  });
});

// Water, worked by hand: withdrawn = sum of the five sources; BRSR consumption = withdrawn −
// discharged; SPEC's net = withdrawn − recycled; rates = part / withdrawn × 100 (1 decimal).
const water = (patch: Partial<WaterInput>): WaterInput => ({ ...emptyWaterInput(), ...patch });
const waterGolden: { name: string; input: WaterInput; withdrawn: number; consumption: number; net: number; recycling: number; discharge: number }[] = [
  { name: "all blank", input: emptyWaterInput(), withdrawn: 0, consumption: 0, net: 0, recycling: 0, discharge: 0 },
  { name: "municipal only", input: water({ municipal: "1000" }), withdrawn: 1000, consumption: 1000, net: 1000, recycling: 0, discharge: 0 },
  {
    name: "discharge ≠ recycled: 2000 withdrawn, 500 recycled, 300 discharged → consumption 1700, SPEC net 1500",
    input: water({ municipal: "1000", groundwater: "500", surface: "250", rainwater: "250", recycled: "500", discharged: "300" }),
    withdrawn: 2000,
    consumption: 1700,
    net: 1500,
    recycling: 25,
    discharge: 15,
  },
  {
    name: "all withdrawn water recycled: SPEC net 0, consumption unchanged",
    input: water({ groundwater: "250.5", recycled: "250.50" }),
    withdrawn: 250.5,
    consumption: 250.5,
    net: 0,
    recycling: 100,
    discharge: 0,
  },
  {
    name: "one third recycled → 33.3 %",
    input: water({ municipal: "1", groundwater: "1", surface: "1", recycled: "1" }),
    withdrawn: 3,
    consumption: 3,
    net: 2,
    recycling: 33.3,
    discharge: 0,
  },
  {
    name: "two thirds discharged → 66.7 %, consumption 1",
    input: water({ rainwater: "3", discharged: "2" }),
    withdrawn: 3,
    consumption: 1,
    net: 3,
    recycling: 0,
    discharge: 66.7,
  },
  {
    name: "all discharged: consumption 0",
    input: water({ surface: "100", discharged: "100" }),
    withdrawn: 100,
    consumption: 0,
    net: 100,
    recycling: 0,
    discharge: 100,
  },
  {
    name: "commas: 1,234.5 + 1,00,000, recycled 234.5 → 0.2 %",
    input: water({ municipal: "1,234.5", groundwater: "1,00,000", recycled: "234.5" }),
    withdrawn: 101234.5,
    consumption: 101234.5,
    net: 101000,
    recycling: 0.2,
    discharge: 0,
  },
  {
    name: "three decimals round to two: 10.555 → 10.56",
    input: water({ municipal: "10.555" }),
    withdrawn: 10.56,
    consumption: 10.56,
    net: 10.56,
    recycling: 0,
    discharge: 0,
  },
  {
    name: "huge: 10^12 m³, half recycled, a quarter discharged",
    input: water({ municipal: "1000000000000", recycled: "500000000000", discharged: "250000000000" }),
    withdrawn: 1e12,
    consumption: 7.5e11,
    net: 5e11,
    recycling: 50,
    discharge: 25,
  },
  {
    name: "non-numeric source counts as zero",
    input: water({ surface: "n/a", groundwater: "40", recycled: "10" }),
    withdrawn: 40,
    consumption: 40,
    net: 30,
    recycling: 25,
    discharge: 0,
  },
  {
    name: "seawater / desalinated water is a source of its own: 600 + 400, 250 discharged",
    input: water({ seawater: "600", municipal: "400", discharged: "250" }),
    withdrawn: 1000,
    consumption: 750,
    net: 1000,
    recycling: 0,
    discharge: 25,
  },
];

describe("calculateWater golden table", () => {
  it.each(waterGolden)("$name", ({ input, withdrawn, consumption, net, recycling, discharge }) => {
    const r = calculateWater(input, SPEC);
    expect([r.withdrawn, r.consumption, r.netConsumption, r.recyclingRate, r.dischargeRate]).toEqual([withdrawn, consumption, net, recycling, discharge]);
  });

  it("keeps discharge and recycling apart: BRSR's consumption subtracts what left the site, SPEC's net what was reused", () => {
    // 5,000 kL withdrawn; 1,200 kL recycled on site; 800 kL discharged.
    const r = calculateWater(water({ groundwater: "3000", municipal: "2000", recycled: "1200", discharged: "800" }), SPEC);
    expect(r.consumption).toBe(4200);
    expect(r.netConsumption).toBe(3800);
    expect([r.recyclingRate, r.dischargeRate]).toEqual([24, 16]);
  });

  it("keeps each source for BRSR's withdrawal rows", () => {
    expect(calculateWater(water({ municipal: "1.005", seawater: "3", rainwater: "2" }), SPEC).bySource).toEqual({
      municipal: 1.01,
      groundwater: 0,
      surface: 0,
      seawater: 3,
      rainwater: 2,
    });
  });

  it("refuses negatives with the input's name", () => {
    expect(() => calculateWater(water({ rainwater: "-10" }), SPEC)).toThrow("Rainwater harvesting cannot be negative");
    expect(() => calculateWater(water({ recycled: "-1" }), SPEC)).toThrow("Water recycled cannot be negative");
  });

  it("refuses more water recycled or discharged than withdrawn rather than a negative consumption", () => {
    const refused = (input: WaterInput) => {
      try {
        calculateWater(input, SPEC);
      } catch (error) {
        return error instanceof CalculatorInputError ? [error.field, error.message] : error;
      }
      return "not refused";
    };
    expect(refused(water({ recycled: "100" }))).toEqual(["recycled", "Water recycled cannot exceed total withdrawal"]);
    // Discharge above withdrawal would make BRSR's consumption negative.
    expect(refused(water({ discharged: "50" }))).toEqual(["discharged", "Water discharged cannot exceed total withdrawal"]);
    expect(refused(water({ surface: "100", discharged: "150" }))).toEqual(["discharged", "Water discharged cannot exceed total withdrawal"]);
    expect(refused(water({ municipal: "1,000", groundwater: "500", recycled: "1,500.01" }))).toEqual([
      "recycled",
      "Water recycled cannot exceed total withdrawal",
    ]);
  });

  it("refuses a source above 10^12 m³", () => {
    expect(() => calculateWater(water({ surface: "1000000000001" }), SPEC)).toThrow("Surface water cannot exceed 10,00,00,00,00,000");
  });
});

// Waste, worked by hand: total = A + … + H; hazardous = B + C + E + F + G; recycling = recycled /
// total; diverted = (recycled + incinerated) / total; percents to 1 decimal, 0 when the total is 0.
const waste = (patch: Partial<WasteInput>): WasteInput => ({ ...emptyWasteInput(), ...patch });
const wasteGolden: { name: string; input: WasteInput; total: number; hazardous: number; recycling: number; diverted: number; share: number }[] = [
  { name: "all blank", input: emptyWasteInput(), total: 0, hazardous: 0, recycling: 0, diverted: 0, share: 0 },
  { name: "40 of 100 recycled", input: waste({ otherNonHazardous: "100", recycled: "40" }), total: 100, hazardous: 0, recycling: 40, diverted: 40, share: 0 },
  {
    name: "A–H add up: 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 = 36, hazardous 2 + 3 + 5 + 6 + 7 = 23",
    input: waste({
      plastic: "1",
      eWaste: "2",
      bioMedical: "3",
      constructionDemolition: "4",
      battery: "5",
      radioactive: "6",
      otherHazardous: "7",
      otherNonHazardous: "8",
    }),
    total: 36,
    hazardous: 23,
    recycling: 0,
    diverted: 0,
    share: 63.9,
  },
  {
    name: "40 recycled, 20 incinerated, 5 hazardous of 100",
    input: waste({ otherHazardous: "5", otherNonHazardous: "95", recycled: "40", incinerated: "20" }),
    total: 100,
    hazardous: 5,
    recycling: 40,
    diverted: 60,
    share: 5,
  },
  {
    name: "thirds: 1, 1 + 1, 2 of 3",
    input: waste({ eWaste: "2", plastic: "1", recycled: "1", incinerated: "1" }),
    total: 3,
    hazardous: 2,
    recycling: 33.3,
    diverted: 66.7,
    share: 66.7,
  },
  {
    name: "sevenths: 1/7, 3/7, 0.5/7",
    input: waste({ battery: "0.5", constructionDemolition: "6.5", recycled: "1", incinerated: "2" }),
    total: 7,
    hazardous: 0.5,
    recycling: 14.3,
    diverted: 42.9,
    share: 7.1,
  },
  {
    name: "commas: 250.1 of 1,250.5 = 20 %",
    input: waste({ otherNonHazardous: "1,250.5", recycled: "250.1" }),
    total: 1250.5,
    hazardous: 0,
    recycling: 20,
    diverted: 20,
    share: 0,
  },
  {
    name: "plastic and C&D are not hazardous",
    input: waste({ plastic: "10", constructionDemolition: "10" }),
    total: 20,
    hazardous: 0,
    recycling: 0,
    diverted: 0,
    share: 0,
  },
  {
    name: "huge: 10^12 t",
    input: waste({ otherNonHazardous: "900000000000", radioactive: "100000000000", recycled: "250000000000", incinerated: "250000000000" }),
    total: 1e12,
    hazardous: 1e11,
    recycling: 25,
    diverted: 50,
    share: 10,
  },
  {
    name: "inner space is not a number: '1 2' t counts as zero",
    input: waste({ plastic: "1 2" }),
    total: 0,
    hazardous: 0,
    recycling: 0,
    diverted: 0,
    share: 0,
  },
  { name: "fractions: 0.125 of 0.5", input: waste({ plastic: "0.5", recycled: "0.125" }), total: 0.5, hazardous: 0, recycling: 25, diverted: 25, share: 0 },
  {
    name: "total rounds to 2 decimals",
    input: waste({ otherNonHazardous: "1800.4104", otherHazardous: "200.0456" }),
    total: 2000.46,
    hazardous: 200.05,
    recycling: 0,
    diverted: 0,
    share: 10,
  },
];

describe("calculateWaste golden table", () => {
  it.each(wasteGolden)("$name", ({ input, total, hazardous, recycling, diverted, share }) => {
    const r = calculateWaste(input, SPEC);
    expect([r.total, r.hazardous, r.recyclingRate, r.divertedRate, r.hazardousShare]).toEqual([total, hazardous, recycling, diverted, share]);
  });

  it("splits what was handled into recovery (recycled, re-used, other) and disposal (incineration, landfill, other)", () => {
    const r = calculateWaste(
      waste({ otherNonHazardous: "100", recycled: "10", reused: "5", otherRecovery: "2.5", incinerated: "20", landfilled: "30", otherDisposal: "7.5" }),
      SPEC,
    );
    expect(r.recovered).toEqual({ recycled: 10, reused: 5, otherRecovery: 2.5, total: 17.5 });
    expect(r.disposed).toEqual({ incinerated: 20, landfilled: 30, otherDisposal: 7.5, total: 57.5 });
    expect(r.unaccounted).toBe(25);
  });

  it("refuses more waste recovered and disposed than generated, naming the field", () => {
    const refused = (input: WasteInput) => {
      try {
        calculateWaste(input, SPEC);
      } catch (error) {
        return error instanceof CalculatorInputError ? [error.field, error.message] : error;
      }
      return "not refused";
    };
    expect(refused(waste({ plastic: "10", recycled: "15" }))).toEqual(["recycled", "Waste recycled cannot exceed total waste generated"]);
    expect(refused(waste({ recycled: "5" }))).toEqual(["recycled", "Waste recycled cannot exceed total waste generated"]);
    expect(refused(waste({ plastic: "10", landfilled: "10.01" }))).toEqual(["landfilled", "Waste landfilled cannot exceed total waste generated"]);
    expect(refused(waste({ plastic: "10", recycled: "6", incinerated: "5" }))).toEqual([
      "incinerated",
      "Waste recovered and disposed together (11.00 t) cannot exceed total waste generated (10.00 t)",
    ]);
    // Exactly all of it handled is fine.
    expect(refused(waste({ plastic: "10", recycled: "6", landfilled: "4" }))).toBe("not refused");
  });

  it("refuses negatives and absurd magnitudes with the field's name", () => {
    expect(() => calculateWaste(waste({ otherHazardous: "-2" }), SPEC)).toThrow("Other hazardous waste (G) cannot be negative");
    expect(() => calculateWaste(waste({ plastic: "10000000000000" }), SPEC)).toThrow("Plastic waste (A) cannot exceed 10,00,00,00,00,000");
  });
});

describe("form schemas: the forms' values and the server's request bodies", () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

  it("accept the empty forms, partial bodies and JSON numbers", () => {
    expect(ghgFormSchema.safeParse(emptyGhgInput(INDIA)).success).toBe(true);
    expect(energyFormSchema.safeParse(emptyEnergyInput()).success).toBe(true);
    expect(waterFormSchema.safeParse(emptyWaterInput()).success).toBe(true);
    expect(wasteFormSchema.safeParse(emptyWasteInput()).success).toBe(true);
    const body = JSON.parse(
      '{"electricity": 10000, "recs": "2,000", "scope3Direct": {"cat6": 1.5}, "process": [{"tco2e": 2}], "freightUpstream": [{"type": "freight_hgv_tkm", "quantity": 100}]}',
    );
    const parsed = ghgFormSchema.parse(body);
    // 10,000 × 0.7117 = 7,117; market 8,000 × 0.7117 = 5,693.6; Scope 3: 1,500 + 100 × 0.10163 = 1,510.163
    const r = calculateGhg(parsed, { set: INDIA, fyEndYear: 2025 });
    expect([r.scope2Location.kg, r.scope2Market.kg, r.scopes[1].kg, r.scopes[3].kg]).toEqual([7117, 5693.6, 2000, 1510.16]);
    expect(waterFormSchema.safeParse({ seawater: 5 }).success).toBe(true);
  });

  it("refuse negatives and absurd amounts with the field's path and the calculators' messages", () => {
    expect(
      issues(
        ghgFormSchema.safeParse({
          recs: "-1",
          scope3Direct: { cat3: -2 },
          process: [{ tco2e: "1" }, { description: "Kiln", tco2e: "-1" }],
          businessTravel: [{ type: "travel_rail", quantity: "-5" }],
        }),
      ),
    ).toEqual([
      ["process.1.tco2e", "Kiln (tCO2e) cannot be negative"],
      ["recs", "Renewable energy certificates (RECs) cannot be negative"],
      ["businessTravel.0.quantity", "Train (national rail) distance cannot be negative"],
      ["scope3Direct.cat3", "Category 3 – Fuel- and energy-related activities (tCO2e) cannot be negative"],
    ]);
    expect(issues(wasteFormSchema.safeParse({ battery: "-1" }))).toEqual([["battery", "Battery waste (E) cannot be negative"]]);
    expect(issues(energyFormSchema.safeParse({ biogas: 1e13 }))).toEqual([["biogas", "Biogas (methane) consumption cannot exceed 10,00,00,00,00,000"]]);
    expect(issues(waterFormSchema.safeParse({ seawater: "-3" }))).toEqual([["seawater", "Seawater / desalinated water cannot be negative"]]);
    // Not an amount at all: a type error, not a silent zero.
    expect(waterFormSchema.safeParse({ seawater: true }).success).toBe(false);
  });
});
