import { describe, expect, it } from "vitest";
import { ENERGY_FUELS } from "@/lib/calculators/energy";
import { GHG_ROWS } from "@/lib/calculators/ghg";
import { FACTOR_SETS, INDIA, SPEC_DEFAULTS, factorsFor, fyEndYear, optionsOf, resolveFactor, setLabel } from "@/lib/factors";
import { parseFiscalYearSpan } from "@/lib/periods";

const single = ["grid_electricity", "purchased_heat_steam", "waste_disposal", "purchased_goods"];

describe("emission factor library: data", () => {
  it.each(FACTOR_SETS.map((s) => [s.name, s] as const))("%s: every factor has a positive value, a unit, a scope and a full source", (_name, set) => {
    const ids = new Set<string>();
    for (const f of set.factors) {
      expect(ids.has(f.id), f.id).toBe(false);
      ids.add(f.id);
      expect(f.id.startsWith(`${set.id}:`), f.id).toBe(true);
      expect(Number.isFinite(f.value) && f.value > 0, f.id).toBe(true);
      expect(f.unit, f.id).not.toBe("");
      expect([1, 2, 3]).toContain(f.scope);
      if (f.scope === 3) expect(f.scope3Category, f.id).toBeGreaterThanOrEqual(1);
      expect(f.source.publisher, f.id).not.toBe("");
      expect(f.source.document, f.id).not.toBe("");
      expect(f.source.edition, f.id).not.toBe("");
      expect(f.source.url, f.id).not.toBe("");
      if (f.source.via) expect(f.source.via.url, f.id).toMatch(/^https:\/\//);
      if (set.id === "india") {
        expect(f.source.url, f.id).toMatch(/^https:\/\//);
        expect(f.source.year, f.id).toBeGreaterThanOrEqual(2006);
      }
      // A gas split, where given, adds up to the factor (within the rounding of the published split).
      if (f.gases) {
        const sum = Object.values(f.gases).reduce((a, b) => a + (b ?? 0), 0);
        expect(Math.abs(sum - f.value), f.id).toBeLessThanOrEqual(1.5e-5);
      }
    }
  });

  it("holds SPEC section 9's thirteen factors exactly, refrigerants per decisions D17", () => {
    const values = Object.fromEntries(SPEC_DEFAULTS.factors.map((f) => [f.key, [f.value, f.scope]]));
    expect(values).toEqual({
      diesel: [2.68, 1],
      petrol: [2.31, 1],
      natural_gas: [2.03, 1],
      coal: [2.42, 1],
      car: [0.171, 1],
      truck: [0.207, 1],
      bus: [0.105, 1],
      r134a: [1430, 1],
      grid_electricity: [0.82, 2],
      purchased_heat_steam: [0.18, 2],
      employee_commuting: [0.15, 3],
      waste_disposal: [0.5, 3],
      purchased_goods: [0.3, 3],
    });
    expect(SPEC_DEFAULTS.energyContents.map((c) => [c.key, c.kwhPerUnit])).toEqual([
      ["diesel", 10.7],
      ["natural_gas", 10.55],
    ]);
  });

  it("is complete for the calculators' activities: each set prices every input, or lists it as a gap with a reason", () => {
    for (const set of FACTOR_SETS) {
      const gaps = new Set(set.gaps.map((g) => g.key));
      for (const key of single) expect(Boolean(resolveFactor(set, key, 2025)) || gaps.has(key), `${set.id} ${key}`).toBe(true);
      const gapCategories = new Set(set.gaps.map((g) => g.category));
      for (const { category } of Object.values(GHG_ROWS))
        expect(optionsOf(set, category, 2025).length > 0 || gapCategories.has(category), `${set.id} ${category}`).toBe(true);
      for (const g of set.gaps) expect(g.reason.length).toBeGreaterThan(20);
    }
    expect(INDIA.gaps.map((g) => g.key)).toEqual(["purchased_heat_steam", "purchased_goods", "bus", "coal_indian_grades"]);
    expect(SPEC_DEFAULTS.gaps.map((g) => g.key)).toEqual(["freight", "business_travel", "other_fuels_energy"]);
    // The India set converts every fuel the energy calculator asks for; SPEC only its two.
    expect(INDIA.energyContents.map((c) => c.key).sort()).toEqual(ENERGY_FUELS.map((f) => f.key).sort());
    expect(SPEC_DEFAULTS.energyContents.map((c) => c.key)).toEqual(["diesel", "natural_gas"]);
  });

  it("India: refrigerants by gas at AR6 GWPs, HCFC-22 outside the scopes", () => {
    const gwp = Object.fromEntries(optionsOf(INDIA, "refrigerant").map((f) => [f.key, f.value]));
    expect(gwp).toEqual({ r134a: 1530, r410a: 2255.5, r32: 771, r404a: 4728, r407c: 1908, r22: 1960 });
    expect(resolveFactor(INDIA, "r22")?.outsideScopes).toBe(true);
    expect(resolveFactor(INDIA, "r134a")?.source.edition).toBe("AR6");
  });

  it("India: IPCC 2006 fuels on a net calorific basis, worked from the tables", () => {
    // Diesel: 74,100 kg CO2/TJ × 43.0 TJ/Gg ÷ 1.21 L/kg.
    expect(resolveFactor(INDIA, "diesel")?.gases?.co2).toBeCloseTo((74_100 * 43.0e-6) / 1.21, 6);
    expect(resolveFactor(INDIA, "lpg")?.gases?.co2).toBeCloseTo(63_100 * 47.3e-6, 6);
    expect(resolveFactor(INDIA, "natural_gas")?.gases?.co2).toBeCloseTo(56_100 * 9_000 * 4.1868e-9, 6);
    expect(resolveFactor(INDIA, "coal_bituminous")?.gases?.co2).toBeCloseTo(94_600 * 25.8e-6, 6);
    for (const f of optionsOf(INDIA, "fuel")) expect(f.notes ?? "", f.key).toMatch(/calorific|MJ\/kg/);
  });

  it("India: energy contents on a net calorific basis, each with a full source, worked from IPCC 2006 Table 1.2", () => {
    const mj = Object.fromEntries(INDIA.energyContents.map((c) => [c.key, Math.round(c.kwhPerUnit * 3.6 * 1e4) / 1e4]));
    expect(mj).toEqual({
      diesel: 35.5372, // 43.0 MJ/kg ÷ 1.21 L/kg
      natural_gas: 37.6812, // 9,000 kcal × 4.1868 kJ
      petrol: 31.3962, // 44.3 ÷ 1.411
      lpg: 47.3,
      furnace_oil: 40.4,
      coal_bituminous: 25.8,
      coal_sub_bituminous: 18.9,
      lignite: 11.9,
      biomass: 11.6,
      wood: 15.6,
      biogas: 50.4,
    });
    for (const c of INDIA.energyContents) {
      expect(c.basis, c.key).toMatch(/^Net calorific value/);
      expect(c.source.url, c.key).toMatch(/^https:\/\//);
      expect(c.source.publisher && c.source.document && c.source.edition, c.key).toBeTruthy();
      // Every India value was read on a secondary page or copy, and says so.
      expect(c.source.via?.url, c.key).toMatch(/^https:\/\//);
    }
  });

  it("India: freight per tonne-km and business travel per passenger-km from DESNZ 2025, read on a copy of the flat file", () => {
    const freight = optionsOf(INDIA, "freight").map((f) => [f.key, f.value, f.unit, f.scope3Category]);
    expect(freight).toEqual([
      ["freight_hgv_tkm", 0.10163, "tonne-km", 4],
      ["freight_van_tkm", 0.6313, "tonne-km", 4],
      ["freight_rail_tkm", 0.02779, "tonne-km", 4],
      ["freight_sea_container_tkm", 0.01612, "tonne-km", 4],
      ["freight_sea_bulk_tkm", 0.00353, "tonne-km", 4],
      ["freight_air_short_tkm", 0.75539, "tonne-km", 4],
      ["freight_air_long_tkm", 0.5313, "tonne-km", 4],
    ]);
    const travel = optionsOf(INDIA, "business_travel").map((f) => [f.key, f.value, f.unit, f.scope3Category]);
    expect(travel).toEqual([
      ["travel_air_domestic", 0.13552, "passenger-km", 6],
      ["travel_air_short", 0.07559, "passenger-km", 6],
      ["travel_air_international", 0.0842, "passenger-km", 6],
      ["travel_rail", 0.03546, "passenger-km", 6],
      ["travel_taxi", 0.14861, "passenger-km", 6],
      ["travel_car", 0.16725, "vehicle-km", 6],
      ["travel_coach", 0.02776, "passenger-km", 6],
    ]);
    for (const f of [...optionsOf(INDIA, "freight"), ...optionsOf(INDIA, "business_travel")]) {
      expect(f.source).toMatchObject({ publisher: expect.stringContaining("DESNZ"), edition: "2025", year: 2025 });
      expect(f.source.locator, f.key).toMatch(/\(ID \d+_\d+_\d+_\d+\)/);
      expect(f.source.via?.note, f.key).toMatch(/not from gov\.uk/);
    }
    // Flights without the radiative-forcing uplift, and saying so.
    for (const f of optionsOf(INDIA, "business_travel").filter((x) => x.key.startsWith("travel_air"))) expect(f.notes, f.key).toMatch(/radiative-forcing/);
  });

  it("India: furnace oil from IPCC 2006 (40.4 MJ/kg, 77,400 kg CO2/TJ)", () => {
    expect(resolveFactor(INDIA, "furnace_oil")?.gases?.co2).toBeCloseTo(77_400 * 40.4e-6, 6);
  });

  it("India: one CEA grid factor per financial year, each naming its edition", () => {
    const grid = INDIA.factors.filter((f) => f.key === "grid_electricity");
    expect(grid.map((f) => [f.fyFrom, f.value, f.source.edition])).toEqual([
      ["2020-21", 0.7026, "Version 21.0 (restated series)"],
      ["2021-22", 0.7152, "Version 21.0 (restated series)"],
      ["2022-23", 0.7191, "Version 21.0 (restated series)"],
      ["2023-24", 0.727, "Version 20.0"],
      ["2024-25", 0.7117, "Version 21.0"],
    ]);
    for (const f of grid) expect(f.source.via, f.id).toBeDefined();
    expect(
      factorsFor(INDIA, 2024)
        .filter((f) => f.key === "grid_electricity")
        .map((f) => f.value),
    ).toEqual([0.727]);
    expect(
      factorsFor(INDIA)
        .filter((f) => f.key === "grid_electricity")
        .map((f) => f.value),
    ).toEqual([0.7117]);
    expect(resolveFactor(INDIA, "grid_electricity", 2020)).toBeUndefined();
  });

  it("names the set with its CEA edition and year for the screen and the notes", () => {
    expect(setLabel(INDIA, 2025)).toBe("India (CEA v21.0 grid factor for FY 2024-25 · IPCC 2006 · AR6 · DESNZ 2025)");
    expect(setLabel(INDIA, 2027)).toBe("India (CEA v21.0 grid factor for FY 2024-25, the latest published · IPCC 2006 · AR6 · DESNZ 2025)");
    expect(setLabel(INDIA, 2024)).toBe("India (CEA v20.0 grid factor for FY 2023-24 · IPCC 2006 · AR6 · DESNZ 2025)");
    expect(setLabel(SPEC_DEFAULTS, 2025)).toBe("SPEC defaults (SPEC section 9)");
  });

  it("reads financial years", () => {
    expect(fyEndYear("2024-25")).toBe(2025);
    expect(fyEndYear("2024")).toBe(2024);
    expect(parseFiscalYearSpan("FY 2024-25")?.id).toBe("2024-25");
    expect(parseFiscalYearSpan(" 2023-24 ")?.id).toBe("2023-24");
    expect(parseFiscalYearSpan("fy2023-24")?.id).toBe("2023-24");
    expect(parseFiscalYearSpan("2024-26")).toBeNull();
    expect(parseFiscalYearSpan("2024")).toBeNull();
    expect(parseFiscalYearSpan("FY25")).toBeNull();
    expect(parseFiscalYearSpan("abc")).toBeNull();
  });
});
