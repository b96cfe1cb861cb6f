import { describe, expect, it } from "vitest";
import { calculateEnergy, type EnergyInput } from "@/lib/calculators/energy";
import { calculateGhg, type GhgInput } from "@/lib/calculators/ghg";
import { energyEntries, ghgEntries, wasteEntries, waterEntries } from "@/lib/calculators/to-entries";
import { calculateWaste, type WasteInput } from "@/lib/calculators/waste";
import { calculateWater, type WaterInput } from "@/lib/calculators/water";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

/**
 * One fixed input per calculator, worked by hand in both factor sets. A change to a factor, a rule
 * or a rounding shows here as a changed figure, with the arithmetic beside it to check against.
 */
const SPEC = { set: SPEC_DEFAULTS, fyEndYear: 2025 };
const IN = { set: INDIA, fyEndYear: 2025 };
const entriesOf = (factors: typeof SPEC) => ({ companyId: "c-1", period: "FY 2024-25", factors });
const pairs = (entries: { metric: string; value: string; unit: string }[]) => entries.map((e) => [e.metric, e.value, e.unit]);

describe("GHG golden set", () => {
  // SPEC section 9's factors, R-134a at 1,430 kg CO2e per kg (decisions D17).
  const spec: GhgInput = {
    fuels: [
      { type: "diesel", quantity: "100" }, // × 2.68 = 268
      { type: "coal", quantity: "1,000" }, // × 2.42 = 2,420
    ],
    vehicles: [{ type: "car", quantity: "1000" }], // × 0.171 = 171
    refrigerants: [{ type: "r134a", quantity: "10" }], // × 1,430 = 14,300
    process: [{ description: "Calcination", tco2e: "2.5" }], // 2,500
    electricity: "10,000", // × 0.82 = 8,200
    heatSteam: "1000", // × 0.18 = 180
    recs: "2000",
    greenTariff: "1000",
    ppa: "3000", // covered 6,000; remainder 4,000 × 0.82 = 3,280 + heat 180 = 3,460
    commuting: [{ type: "employee_commuting", quantity: "20000" }], // cat 7: × 0.15 = 3,000
    wasteDisposal: "400", // cat 5: × 0.5 = 200
    purchasedGoods: "1000", // cat 1: × 0.3 = 300
    scope3Direct: { cat1: "0.5", cat2: "1.2" }, // cat 1: + 500 = 800; cat 2: 1,200
  };

  it("SPEC defaults: 10 kg R-134a is 14,300 kg CO2e, and every scope and category worked by hand", () => {
    const r = calculateGhg(spec, SPEC);
    expect(r.sources.find((s) => s.id === "refrigerant-0")).toMatchObject({ kg: 14300, tons: 14.3 });
    // 268 + 2,420 + 171 + 14,300 + 2,500
    expect(r.scopes[1]).toEqual({ kg: 19659, tons: 19.659 });
    expect(r.scope2Location).toEqual({ kg: 8380, tons: 8.38 });
    expect(r.scopes[2]).toEqual(r.scope2Location);
    expect(r.scope2Market).toEqual({ kg: 3460, tons: 3.46 });
    expect(r.market).toMatchObject({ gridKwh: 10000, coveredKwh: 6000, uncoveredKwh: 4000, heatSteamKg: 180 });
    // 3,000 + 200 + 300 + 500 + 1,200
    expect(r.scopes[3]).toEqual({ kg: 5200, tons: 5.2 });
    expect(r.scope3Categories.filter((c) => c.kg > 0).map((c) => [c.category, c.activityKg, c.directKg, c.kg])).toEqual([
      [1, 300, 500, 800],
      [2, 0, 1200, 1200],
      [5, 200, 0, 200],
      [7, 3000, 0, 3000],
    ]);
    expect(r.scope12).toEqual({ kg: 28039, tons: 28.039 });
    expect(r.total).toEqual({ kg: 33239, tons: 33.239 });
    expect(pairs(ghgEntries(r, entriesOf(SPEC)))).toEqual([
      ["Scope 1 emissions", "19.659", "tCO2e"],
      ["Scope 2 emissions", "8.380", "tCO2e"],
      ["Scope 2 emissions (market-based)", "3.460", "tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "28.039", "tCO2e"],
      ["Scope 3 emissions", "5.200", "tCO2e"],
      ["Scope 3 emissions: Category 1 – Purchased goods and services", "0.800", "tCO2e"],
      ["Scope 3 emissions: Category 2 – Capital goods", "1.200", "tCO2e"],
      ["Scope 3 emissions: Category 5 – Waste generated in operations", "0.200", "tCO2e"],
      ["Scope 3 emissions: Category 7 – Employee commuting", "3.000", "tCO2e"],
    ]);
  });

  // India, FY 2024-25: IPCC 2006 fuels (NCV, PPAC densities, CH4 × 27, N2O × 273), AR6 GWPs,
  // CEA v21.0 grid 0.7117, DESNZ 2025 transport, freight, travel and waste.
  const india: GhgInput = {
    fuels: [
      { type: "diesel", quantity: "100" }, // × 2.642006 = 264.2006
      { type: "coal_bituminous", quantity: "1000" }, // × 2.458211 = 2,458.211
    ],
    vehicles: [{ type: "car", quantity: "1000" }], // × 0.16725 = 167.25
    refrigerants: [
      { type: "r134a", quantity: "10" }, // × 1,530 = 15,300
      { type: "r22", quantity: "2" }, // × 1,960 = 3,920, outside the scopes
    ],
    process: [{ description: "Calcination", tco2e: "2.5" }], // 2,500
    electricity: "10000", // × 0.7117 = 7,117
    recs: "2000",
    greenTariff: "1000",
    ppa: "3000", // remainder 4,000 × 0.7117 = 2,846.8
    freightUpstream: [
      { type: "freight_hgv_tkm", quantity: "5000" }, // × 0.10163 = 508.15
      { type: "freight_rail_tkm", quantity: "10000" }, // × 0.02779 = 277.9 → cat 4: 786.05
    ],
    freightDownstream: [{ type: "freight_sea_container_tkm", quantity: "1,00,000" }], // cat 9: × 0.01612 = 1,612
    businessTravel: [
      { type: "travel_air_domestic", quantity: "5000" }, // × 0.13552 = 677.6
      { type: "travel_rail", quantity: "2000" }, // × 0.03546 = 70.92
      { type: "travel_taxi", quantity: "500" }, // × 0.14861 = 74.305 → cat 6: 822.825
    ],
    commuting: [{ type: "commute_bus", quantity: "20000" }], // cat 7: × 0.10385 = 2,077
    wasteDisposal: "400", // cat 5: × 0.520533 = 208.2132
    scope3Direct: { cat1: "3", cat15: "10" }, // 3,000 and 10,000
  };

  it("India: every scope and category worked by hand, HCFC-22 kept outside", () => {
    const r = calculateGhg(india, IN);
    // 264.2006 + 2,458.211 + 167.25 + 15,300 + 2,500 = 20,689.6616
    expect(r.scopes[1]).toEqual({ kg: 20689.66, tons: 20.69 });
    expect(r.outsideScopes).toEqual({ kg: 3920, tons: 3.92 });
    expect(r.scope2Location).toEqual({ kg: 7117, tons: 7.117 });
    expect(r.scope2Market).toEqual({ kg: 2846.8, tons: 2.847 });
    expect(r.market.gridFactor?.id).toBe("india:grid_electricity:2024-25");
    // 786.05 + 1,612 + 822.825 + 2,077 + 208.2132 + 3,000 + 10,000 = 18,506.0882
    expect(r.scopes[3]).toEqual({ kg: 18506.09, tons: 18.506 });
    expect(r.scope3Categories.filter((c) => c.kg > 0).map((c) => [c.category, c.kg, c.tons])).toEqual([
      [1, 3000, 3],
      [4, 786.05, 0.786],
      [5, 208.21, 0.208],
      [6, 822.83, 0.823],
      [7, 2077, 2.077],
      [9, 1612, 1.612],
      [15, 10000, 10],
    ]);
    expect(r.scope12).toEqual({ kg: 27806.66, tons: 27.807 });
    expect(r.total).toEqual({ kg: 46312.75, tons: 46.313 });
    expect(pairs(ghgEntries(r, entriesOf(IN)))).toEqual([
      ["Scope 1 emissions", "20.690", "tCO2e"],
      ["Scope 2 emissions", "7.117", "tCO2e"],
      ["Scope 2 emissions (market-based)", "2.847", "tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "27.807", "tCO2e"],
      ["Scope 3 emissions", "18.506", "tCO2e"],
      ["Scope 3 emissions: Category 1 – Purchased goods and services", "3.000", "tCO2e"],
      ["Scope 3 emissions: Category 4 – Upstream transportation and distribution", "0.786", "tCO2e"],
      ["Scope 3 emissions: Category 5 – Waste generated in operations", "0.208", "tCO2e"],
      ["Scope 3 emissions: Category 6 – Business travel", "0.823", "tCO2e"],
      ["Scope 3 emissions: Category 7 – Employee commuting", "2.077", "tCO2e"],
      ["Scope 3 emissions: Category 9 – Downstream transportation and distribution", "1.612", "tCO2e"],
      ["Scope 3 emissions: Category 15 – Investments", "10.000", "tCO2e"],
    ]);
  });
});

describe("energy golden set", () => {
  it("SPEC defaults: SPEC's 10.7 and 10.55 kWh, the renewable share of bought and on-site electricity, rows C and F in GJ", () => {
    const input: EnergyInput = {
      electricity: "5000",
      renewablePercent: "20",
      onsiteRenewable: "1000",
      diesel: "100",
      naturalGas: "200",
      otherRenewable: "1",
      otherNonRenewable: "2",
    };
    const r = calculateEnergy(input, SPEC);
    // 5,000 + 1,000 + 1,070 + 2,110 + 1 GJ (277.78 kWh) + 2 GJ (555.56 kWh)
    expect(r.totalKwh).toBe(10013.33);
    // 20 % of 5,000 + 1,000 on site + 277.78
    expect(r.renewableKwh).toBe(2277.78);
    expect(r.renewableShare).toBe(22.7);
    expect(r.brsr).toEqual({
      renewableElectricityGj: 7.2,
      renewableFuelGj: 0,
      otherRenewableGj: 1,
      nonRenewableElectricityGj: 14.4,
      nonRenewableFuelGj: 11.448,
      otherNonRenewableGj: 2,
      renewableGj: 8.2,
      nonRenewableGj: 27.848,
      totalGj: 36.048,
    });
    expect(pairs(energyEntries(r, entriesOf(SPEC)))).toEqual([
      ["Renewable electricity consumption", "7.200", "GJ"],
      ["Non-renewable electricity consumption", "14.400", "GJ"],
      ["Renewable energy consumption through other sources", "1.000", "GJ"],
      ["Non-renewable fuel consumption", "11.448", "GJ"],
      ["Non-renewable energy consumption through other sources", "2.000", "GJ"],
    ]);
    // SPEC gives no energy content for petrol: refused, not guessed.
    expect(() => calculateEnergy({ petrol: "10" }, SPEC)).toThrow("The SPEC defaults factor set has no energy content for petrol");
  });

  it("India: IPCC 2006 net calorific values (PPAC densities for litres) by SEBI's rows", () => {
    const input: EnergyInput = {
      electricity: "12,000",
      renewablePercent: "25", // A: 3,000 + 3,000 on site = 21.6 GJ; D: 9,000 kWh = 32.4 GJ
      onsiteRenewable: "3000",
      diesel: "500", // 43.0 MJ/kg ÷ 1.21 L/kg: 17.769 GJ
      petrol: "100", // 44.3 ÷ 1.411: 3.140 GJ
      lpg: "50", // 47.3 MJ/kg: 2.365 GJ
      naturalGas: "200", // 37.6812 MJ/m³: 7.536 GJ
      furnaceOil: "1000", // 40.4 MJ/kg: 40.4 GJ
      coalSubBituminous: "2000", // 18.9 MJ/kg: 37.8 GJ → E = 109.009 GJ
      biomass: "5000", // 11.6 MJ/kg: 58 GJ
      biogas: "100", // 50.4 MJ/kg: 5.04 GJ → B = 63.04 GJ
      otherNonRenewable: "10",
    };
    const r = calculateEnergy(input, IN);
    expect(r.brsr).toEqual({
      renewableElectricityGj: 21.6,
      renewableFuelGj: 63.04,
      otherRenewableGj: 0,
      nonRenewableElectricityGj: 32.4,
      nonRenewableFuelGj: 109.009,
      otherNonRenewableGj: 10,
      renewableGj: 84.64,
      nonRenewableGj: 151.409,
      totalGj: 236.049,
    });
    expect(r.totalKwh).toBe(65569.29);
    expect(r.renewableKwh).toBe(23511.11);
    expect(r.renewableShare).toBe(35.9);
    expect(r.contents.every((c) => c.basis.startsWith("Net calorific value"))).toBe(true);
    expect(pairs(energyEntries(r, entriesOf(IN)))).toEqual([
      ["Renewable electricity consumption", "21.600", "GJ"],
      ["Non-renewable electricity consumption", "32.400", "GJ"],
      ["Renewable fuel consumption", "63.040", "GJ"],
      ["Non-renewable fuel consumption", "109.009", "GJ"],
      ["Non-renewable energy consumption through other sources", "10.000", "GJ"],
    ]);
  });
});

describe.each([
  ["SPEC defaults", SPEC],
  ["India", IN],
] as const)("water and waste golden sets (%s: no factors involved, so the same figures)", (_name, ctx) => {
  it("water: withdrawal by five sources, consumption = withdrawal − discharge, SPEC's net on screen only", () => {
    const input: WaterInput = { municipal: "1000", groundwater: "500", surface: "250", seawater: "200", rainwater: "50", recycled: "500", discharged: "300" };
    const r = calculateWater(input, ctx);
    expect([r.withdrawn, r.consumption, r.netConsumption, r.recyclingRate, r.dischargeRate]).toEqual([2000, 1700, 1500, 25, 15]);
    expect(pairs(waterEntries(r, entriesOf(ctx)))).toEqual([
      ["Water withdrawal: surface water", "250.00", "kL"],
      ["Water withdrawal: groundwater", "500.00", "kL"],
      ["Water withdrawal: third party water", "1000.00", "kL"],
      ["Water withdrawal: seawater / desalinated water", "200.00", "kL"],
      ["Water withdrawal: others", "50.00", "kL"],
      ["Total water consumption", "1700.00", "kL"],
      ["Total water discharge", "300.00", "kL"],
    ]);
  });

  it("waste: categories A–H, recovery and disposal, SPEC's rates with B, C, E, F, G as hazardous", () => {
    const input: WasteInput = {
      plastic: "10",
      eWaste: "2",
      bioMedical: "0.5",
      constructionDemolition: "40",
      battery: "1",
      otherHazardous: "3.5",
      otherNonHazardous: "43",
      recycled: "30",
      reused: "5",
      otherRecovery: "5",
      incinerated: "10",
      landfilled: "40",
      otherDisposal: "5",
    };
    const r = calculateWaste(input, ctx);
    expect(r.total).toBe(100);
    expect(r.hazardous).toBe(7);
    expect(r.recovered.total).toBe(40);
    expect(r.disposed.total).toBe(55);
    expect(r.unaccounted).toBe(5);
    // 30 / 100; (30 + 10) / 100; (2 + 0.5 + 1 + 3.5) / 100
    expect([r.recyclingRate, r.divertedRate, r.hazardousShare]).toEqual([30, 40, 7]);
    expect(pairs(wasteEntries(r, entriesOf(ctx)))).toEqual([
      ["Plastic waste generated", "10.00", "t"],
      ["E-waste generated", "2.00", "t"],
      ["Bio-medical waste generated", "0.50", "t"],
      ["Construction and demolition waste generated", "40.00", "t"],
      ["Battery waste generated", "1.00", "t"],
      ["Other hazardous waste generated", "3.50", "t"],
      ["Other non-hazardous waste generated", "43.00", "t"],
      ["Waste recovered: recycled", "30.00", "t"],
      ["Waste recovered: re-used", "5.00", "t"],
      ["Waste recovered: other recovery operations", "5.00", "t"],
      ["Waste disposed: incineration", "10.00", "t"],
      ["Waste disposed: landfilling", "40.00", "t"],
      ["Waste disposed: other disposal operations", "5.00", "t"],
    ]);
  });
});
