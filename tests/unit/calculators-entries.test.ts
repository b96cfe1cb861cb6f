import { describe, expect, it } from "vitest";
import { calculateEnergy, emptyEnergyInput } from "@/lib/calculators/energy";
import { calculateGhg, emptyGhgInput } from "@/lib/calculators/ghg";
import { energyEntries, ghgEntries, hasGhgEntries, wasteEntries, waterEntries } from "@/lib/calculators/to-entries";
import { financialYearChoices } from "@/lib/periods";
import { calculateWaste } from "@/lib/calculators/waste";
import { calculateWater, emptyWaterInput } from "@/lib/calculators/water";
import { BRSR } from "@/lib/frameworks/catalogue/brsr";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";

const ctx = { companyId: "c-1", period: "FY 2025-26" };
const fixed = { company_id: "c-1", framework: "BRSR", category: "environmental", period: "FY 2025-26" };

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

  it("files every entry under the chosen financial year, never under the day of the calculation", () => {
    const result = calculateWater({ ...emptyWaterInput(), municipal: "100" });
    for (const entry of waterEntries(result, { companyId: "c-1", period: "FY 2024-25" })) {
      expect(entry.period).toBe("FY 2024-25");
      expect(entry.notes).toBe("Auto-calculated using Water Usage Calculator");
    }
  });

  it("saves each scope with emissions and the total, in tCO2e to 3 decimals", () => {
    const result = calculateGhg({ ...emptyGhgInput(), fuels: [{ type: "diesel", quantity: "100" }], electricity: "10000", purchasedGoods: "1,000" });
    const notes = "Auto-calculated using GHG Emissions Calculator";
    expect(ghgEntries(result, ctx)).toEqual([
      { ...fixed, metric: BRSR_METRIC.scope1, value: "0.268", unit: "tCO2e", notes },
      { ...fixed, metric: BRSR_METRIC.scope2, value: "8.200", unit: "tCO2e", notes },
      { ...fixed, metric: BRSR_METRIC.scope3, value: "0.300", unit: "tCO2e", notes },
      { ...fixed, metric: BRSR_METRIC.ghgTotal, value: "8.768", unit: "tCO2e", notes },
    ]);
  });

  it("leaves out scopes with nothing entered, and the total too when every scope is empty", () => {
    const entries = ghgEntries(calculateGhg({ ...emptyGhgInput(), electricity: "500" }), ctx);
    expect(entries.map((e) => [e.metric, e.value])).toEqual([
      ["Scope 2 emissions", "0.410"],
      ["Total GHG emissions", "0.410"],
    ]);
    expect(ghgEntries(calculateGhg(emptyGhgInput()), ctx)).toEqual([]);
    expect(hasGhgEntries(calculateGhg(emptyGhgInput()))).toBe(false);
    expect(hasGhgEntries(calculateGhg({ ...emptyGhgInput(), electricity: "500" }))).toBe(true);
  });

  it("saves energy total and renewable in GJ (kWh × 0.0036, kWh kept in the note) and the renewable share in %", () => {
    const result = calculateEnergy({ ...emptyEnergyInput(), electricity: "5000", diesel: "100", naturalGas: "200", renewablePercent: "20" });
    const notes = "Auto-calculated using Energy Calculator";
    expect(energyEntries(result, ctx)).toEqual([
      { ...fixed, metric: "Total energy consumption", value: "29.448", unit: "GJ", notes: `${notes} (8180.00 kWh)` },
      { ...fixed, metric: "Energy from renewable sources", value: "3.600", unit: "GJ", notes: `${notes} (1000.00 kWh)` },
      { ...fixed, metric: "Renewable energy share", value: "12.2", unit: "%", notes },
    ]);
  });

  it("saves water withdrawal and consumption in kilolitres (= m³) and the recycling rate", () => {
    const result = calculateWater({ ...emptyWaterInput(), municipal: "1,000", groundwater: "500", surface: "250", rainwater: "250", recycled: "500" });
    const notes = "Auto-calculated using Water Usage Calculator";
    expect(waterEntries(result, ctx)).toEqual([
      { ...fixed, metric: "Total water withdrawal", value: "2000.00", unit: "kL", notes },
      { ...fixed, metric: "Total water consumption", value: "1500.00", unit: "kL", notes },
      { ...fixed, metric: "Water recycling rate", value: "25.0", unit: "%", notes },
    ]);
  });

  it("saves waste generated in tons and its three rates", () => {
    const result = calculateWaste({ total: "7", recycled: "1", incinerated: "2", hazardous: "0.5" });
    const notes = "Auto-calculated using Waste Management Calculator";
    expect(wasteEntries(result, ctx)).toEqual([
      { ...fixed, metric: "Total waste generated", value: "7.00", unit: "tonnes", notes },
      { ...fixed, metric: "Waste recycling rate", value: "14.3", unit: "%", notes },
      { ...fixed, metric: "Waste diverted from landfill", value: "42.9", unit: "%", notes },
      { ...fixed, metric: "Hazardous waste share", value: "7.1", unit: "%", notes },
    ]);
  });

  it("saves only names from the shared BRSR metric list", () => {
    const known = new Set<string>(Object.values(BRSR_METRIC));
    const all = [
      ...ghgEntries(calculateGhg({ ...emptyGhgInput(), refrigerants: "1", electricity: "1", wasteDisposal: "1" }), ctx),
      ...energyEntries(calculateEnergy(emptyEnergyInput()), ctx),
      ...waterEntries(calculateWater(emptyWaterInput()), ctx),
      ...wasteEntries(calculateWaste({ total: "", recycled: "", incinerated: "", hazardous: "" }), ctx),
    ];
    expect(all).toHaveLength(14);
    for (const entry of all) expect(known.has(entry.metric)).toBe(true);
    // …and the BRSR catalogue lists each under environmental, so completion and KPI progress count them.
    const catalogue = new Set(BRSR.categories.find((c) => c.id === "environmental")?.metrics.map((m) => m.name));
    expect(all.filter((e) => !catalogue.has(e.metric)).map((e) => e.metric)).toEqual([]);
  });
});
