import { describe, expect, it } from "vitest";
import { calculateEnergy, emptyEnergyInput } from "@/lib/calculators/energy";
import { calculateGhg, emptyGhgInput, type GhgInput } from "@/lib/calculators/ghg";
import { CALCULATOR_METRICS, energyEntries, ghgEntries, hasGhgEntries, wasteEntries, waterEntries } from "@/lib/calculators/to-entries";
import { financialYearChoices } from "@/lib/periods";
import { calculateWaste } from "@/lib/calculators/waste";
import { calculateWater, emptyWaterInput } from "@/lib/calculators/water";
import { allCells, inputCellByMetric } from "@/lib/brsr/questionnaire";
import { BRSR } from "@/lib/frameworks/catalogue/brsr";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

const ctx = { companyId: "c-1", period: "FY 2025-26" };
const fixed = { company_id: "c-1", framework: "BRSR", category: "environmental", period: "FY 2025-26", source: "calculator" };
const SPEC = { set: SPEC_DEFAULTS };
const IN = { set: INDIA, fyEndYear: 2025 };
const ghg = (patch: Partial<GhgInput>) => ({ ...emptyGhgInput(), fuels: [], vehicles: [], refrigerants: [], commuting: [], ...patch });

describe("calculator entries", () => {
  it("offers the running financial year and the four before it, by the company's start month", () => {
    const labels = (now: string, start?: number) => financialYearChoices(new Date(now), start).map((y) => y.label);
    expect(labels("2026-11-22T10:00:00Z")).toEqual(["FY 2026-27", "FY 2025-26", "FY 2024-25", "FY 2023-24", "FY 2022-23"]);
    // 19:00 UTC on 31 March is already 1 April in India: the new year has begun.
    expect(labels("2026-03-31T19:00:00Z")[0]).toBe("FY 2026-27");
    expect(labels("2026-03-31T18:00:00Z")[0]).toBe("FY 2025-26");
    // A company whose year runs January to December.
    expect(labels("2026-11-22T10:00:00Z", 1)).toEqual(["FY 2026", "FY 2025", "FY 2024", "FY 2023", "FY 2022"]);
  });

  it("files every entry under the chosen financial year, stamped as a calculation", () => {
    const result = calculateWater({ ...emptyWaterInput(), municipal: "100" });
    for (const entry of waterEntries(result, { companyId: "c-1", period: "FY 2024-25" })) {
      expect(entry.period).toBe("FY 2024-25");
      expect(entry.source).toBe("calculator");
      expect(entry.notes).toMatch(/^Auto-calculated using Water Usage Calculator/);
    }
  });

  it("saves Scope 1, 2 and 3 separately in tCO2e (3 decimals), never a total that mixes Scope 3", () => {
    const result = calculateGhg(ghg({ fuels: [{ type: "diesel", quantity: "100" }], electricity: "10000", purchasedGoods: "1,000" }), SPEC);
    const entries = ghgEntries(result, { ...ctx, factors: SPEC });
    expect(entries.map(({ notes: _n, ...e }) => e)).toEqual([
      { ...fixed, metric: "Scope 1 emissions", value: "0.268", unit: "tCO2e" },
      { ...fixed, metric: "Scope 2 emissions", value: "8.200", unit: "tCO2e" },
      { ...fixed, metric: "Scope 3 emissions", value: "0.300", unit: "tCO2e" },
    ]);
    expect(entries.map((e) => e.metric)).not.toContain(BRSR_METRIC.ghgTotal);
    expect(entries[0].notes).toBe("Auto-calculated using GHG Emissions Calculator. Factor set: SPEC defaults (SPEC section 9). Factors: Diesel 2.68 kg CO2e/litre (ESG platform specification, SPEC (no publisher or year stated for the factors))");
  });

  it("names the India set, the CEA edition and every factor of the scope in the notes", () => {
    const result = calculateGhg(ghg({ fuels: [{ type: "diesel", quantity: "100" }], refrigerants: [{ type: "r134a", quantity: "10" }], electricity: "10000" }), IN);
    const [s1, s2] = ghgEntries(result, { ...ctx, factors: IN });
    expect([s1.value, s2.value]).toEqual(["15.564", "7.117"]);
    expect(s2.notes).toBe(
      "Auto-calculated using GHG Emissions Calculator. Factor set: India (CEA v21.0 grid factor for FY 2024-25 · IPCC 2006 · AR6 · DESNZ 2025). Factors: Grid electricity, all-India average (FY 2024-25) 0.7117 kg CO2e/kWh (CEA, Version 21.0, FY 2024-25)",
    );
    expect(s1.notes).toContain("Diesel (HSD) 2.64201 kg CO2e/litre (IPCC, 2006)");
    expect(s1.notes).toContain("R-134a (HFC-134a) 1,530 kg CO2e/kg (IPCC, AR6)");
  });

  it("leaves out scopes with nothing entered, and HCFC-22, which is outside the scopes", () => {
    const entries = ghgEntries(calculateGhg(ghg({ electricity: "500" }), SPEC), { ...ctx, factors: SPEC });
    expect(entries.map((e) => [e.metric, e.value])).toEqual([["Scope 2 emissions", "0.410"]]);
    expect(ghgEntries(calculateGhg(emptyGhgInput(), SPEC), { ...ctx, factors: SPEC })).toEqual([]);
    expect(hasGhgEntries(calculateGhg(emptyGhgInput(), SPEC))).toBe(false);
    const r22 = calculateGhg(ghg({ refrigerants: [{ type: "r22", quantity: "5" }] }), IN);
    expect(hasGhgEntries(r22)).toBe(false);
    expect(ghgEntries(r22, { ...ctx, factors: IN })).toEqual([]);
  });

  it("saves energy by SEBI's P6 E1 rows in GJ: renewable electricity (A), non-renewable electricity (D) and fuel (E)", () => {
    // SPEC: 5000 kWh, 20 % renewable → A 1000 kWh = 3.6 GJ, D 4000 kWh = 14.4 GJ; fuels 1070 + 2110 kWh = 11.448 GJ.
    const result = calculateEnergy({ ...emptyEnergyInput(), electricity: "5000", diesel: "100", naturalGas: "200", renewablePercent: "20" }, SPEC);
    const entries = energyEntries(result, ctx);
    expect(entries.map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["Renewable electricity consumption", "3.600", "GJ"],
      ["Non-renewable electricity consumption", "14.400", "GJ"],
      ["Non-renewable fuel consumption", "11.448", "GJ"],
    ]);
    expect(entries[2].notes).toContain("3180.00 kWh; energy content: diesel 10.7 kWh/litre (Not stated by SPEC");
    // India: diesel 9.871442 kWh/L (IPCC NCV 43.0 MJ/kg ÷ 1.21 L/kg), gas 10.467 kWh/m³ (PPAC NCV 9,000 kcal/m³):
    // 100 × 9.871442 + 200 × 10.467 = 3080.5442 kWh = 11.090 GJ.
    const india = energyEntries(calculateEnergy({ ...emptyEnergyInput(), diesel: "100", naturalGas: "200" }, IN), ctx);
    expect(india.map((e) => [e.metric, e.value])).toEqual([["Non-renewable fuel consumption", "11.090"]]);
    expect(india[0].notes).toContain("Net calorific value");
  });

  it("saves no energy rows when the renewable percentage is above 100", () => {
    expect(energyEntries(calculateEnergy({ ...emptyEnergyInput(), electricity: "1000", renewablePercent: "150" }, SPEC), ctx)).toEqual([]);
  });

  it("saves water withdrawal by source and consumption = withdrawal − discharge, never SPEC's net of recycling", () => {
    // Withdrawn 2000; recycled 500 (SPEC net 1500, not saved); discharged 300 → consumption 1700.
    const result = calculateWater({ ...emptyWaterInput(), municipal: "1,000", groundwater: "500", surface: "250", rainwater: "250", recycled: "500", discharged: "300" });
    expect(waterEntries(result, ctx).map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["Water withdrawal: surface water", "250.00", "kL"],
      ["Water withdrawal: groundwater", "500.00", "kL"],
      ["Water withdrawal: third party water", "1000.00", "kL"],
      ["Water withdrawal: others", "250.00", "kL"],
      ["Total water consumption", "1700.00", "kL"],
      ["Total water discharge", "300.00", "kL"],
    ]);
    expect(waterEntries(result, ctx).map((e) => e.metric)).not.toContain(BRSR_METRIC.waterRecyclingRate);
    expect(waterEntries(calculateWater(emptyWaterInput()), ctx)).toEqual([]);
  });

  it("saves waste in tonnes with incineration as disposal, and no rate", () => {
    const result = calculateWaste({ total: "7", recycled: "1", incinerated: "2", hazardous: "0.5" });
    expect(wasteEntries(result, ctx).map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["Total waste generated", "7.00", "t"],
      ["Waste recovered: recycled", "1.00", "t"],
      ["Waste disposed: incineration", "2.00", "t"],
    ]);
  });

  it("files only under the BRSR questionnaire's own metric names, in its units", () => {
    const all = [
      ...ghgEntries(calculateGhg(ghg({ refrigerants: [{ type: "r134a", quantity: "1" }], electricity: "1", wasteDisposal: "1" }), SPEC), { ...ctx, factors: SPEC }),
      ...energyEntries(calculateEnergy({ ...emptyEnergyInput(), electricity: "10", diesel: "1" }, SPEC), ctx),
      ...waterEntries(calculateWater({ municipal: "4", groundwater: "3", surface: "2", rainwater: "1", recycled: "", discharged: "1" }), ctx),
      ...wasteEntries(calculateWaste({ total: "3", recycled: "1", incinerated: "1", hazardous: "" }), ctx),
    ];
    expect(all).toHaveLength(3 + 3 + 6 + 3);
    const givenTotals = new Map(allCells().flatMap((c) => ("given" in c && c.given ? c.given.map((g) => [g, c.unit] as const) : [])));
    for (const entry of all) {
      const cell = inputCellByMetric(entry.metric);
      const unit = cell?.unit ?? givenTotals.get(entry.metric);
      expect(unit, entry.metric).toBeDefined();
      expect(entry.unit, entry.metric).toBe(unit);
    }
    // …and the BRSR catalogue lists each under environmental, so completion and KPI progress count them.
    const catalogue = new Set(BRSR.categories.find((c) => c.id === "environmental")?.metrics.map((m) => m.name));
    expect(all.filter((e) => !catalogue.has(e.metric)).map((e) => e.metric)).toEqual([]);
    expect(Object.values(CALCULATOR_METRICS.withdrawal).every((m) => inputCellByMetric(m)?.key.startsWith("P6-E3-"))).toBe(true);
  });
});
