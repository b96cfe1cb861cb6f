import { describe, expect, it } from "vitest";
import { calculateGhg, emissionsBySource, emptyGhgInput, type GhgInput } from "@/lib/calculators/ghg";
import { SCOPE3_CATEGORIES, scope3CategoryMetric } from "@/lib/calculators/scope3";
import { CalculatorInputError } from "@/lib/calculators/numbers";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

const SPEC = { set: SPEC_DEFAULTS };
/** India set for FY 2024-25 (the year ending in 2025). */
const IN = { set: INDIA, fyEndYear: 2025 };

const blank = (): GhgInput => ({
  ...emptyGhgInput(),
  fuels: [],
  vehicles: [],
  refrigerants: [],
  process: [],
  commuting: [],
  freightUpstream: [],
  freightDownstream: [],
  businessTravel: [],
});
const withInput = (patch: Partial<GhgInput>): GhgInput => ({ ...blank(), ...patch });

// kg = quantity × factor; tons = kg / 1000; kg to 2 decimals, tons to 3 (half away from zero).
// [scope 1, scope 2, scope 3, all scopes]
type Golden = { name: string; input: GhgInput; kg: [number, number, number, number]; tons: [number, number, number, number] };

// SPEC section 9's factors, refrigerants per decisions D17 (R-134a 1,430 kg CO2e per kg).
const specGolden: Golden[] = [
  { name: "all blank", input: emptyGhgInput(), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  { name: "diesel 100 L × 2.68", input: withInput({ fuels: [{ type: "diesel", quantity: "100" }] }), kg: [268, 0, 0, 268], tons: [0.268, 0, 0, 0.268] },
  {
    name: "petrol 50 L × 2.31 = 115.5 kg → 0.1155 t rounds up",
    input: withInput({ fuels: [{ type: "petrol", quantity: "50" }] }),
    kg: [115.5, 0, 0, 115.5],
    tons: [0.116, 0, 0, 0.116],
  },
  {
    name: "natural gas 1000 m³ × 2.03",
    input: withInput({ fuels: [{ type: "natural_gas", quantity: "1000" }] }),
    kg: [2030, 0, 0, 2030],
    tons: [2.03, 0, 0, 2.03],
  },
  { name: "coal 2500 kg × 2.42", input: withInput({ fuels: [{ type: "coal", quantity: "2500" }] }), kg: [6050, 0, 0, 6050], tons: [6.05, 0, 0, 6.05] },
  {
    name: "car 1000 km 171 + truck 500 km 103.5 + bus 200 km 21",
    input: withInput({
      vehicles: [
        { type: "car", quantity: "1000" },
        { type: "truck", quantity: "500" },
        { type: "bus", quantity: "200" },
      ],
    }),
    kg: [295.5, 0, 0, 295.5],
    tons: [0.296, 0, 0, 0.296],
  },
  {
    name: "10 kg R-134a × 1,430 = 14,300 kg CO2e (not SPEC's literal 14.3)",
    input: withInput({ refrigerants: [{ type: "r134a", quantity: "10" }] }),
    kg: [14300, 0, 0, 14300],
    tons: [14.3, 0, 0, 14.3],
  },
  { name: "grid electricity 10,000 kWh × 0.82", input: withInput({ electricity: "10000" }), kg: [0, 8200, 0, 8200], tons: [0, 8.2, 0, 8.2] },
  {
    name: "heat/steam 5000 × 0.18 + electricity 1000 × 0.82",
    input: withInput({ heatSteam: "5000", electricity: "1000" }),
    kg: [0, 1720, 0, 1720],
    tons: [0, 1.72, 0, 1.72],
  },
  {
    name: "commuting 20000 × 0.15 + waste 400 × 0.5 + goods 1000 × 0.3",
    input: withInput({ commuting: [{ type: "employee_commuting", quantity: "20000" }], wasteDisposal: "400", purchasedGoods: "1000" }),
    kg: [0, 0, 3500, 3500],
    tons: [0, 0, 3.5, 3.5],
  },
  {
    name: "every scope: 268 + 115.5 + 171 + 14,300 | 8200 + 900 | 3000 + 200 + 300",
    input: {
      fuels: [
        { type: "diesel", quantity: "100" },
        { type: "petrol", quantity: "50" },
      ],
      vehicles: [{ type: "car", quantity: "1000" }],
      refrigerants: [{ type: "r134a", quantity: "10" }],
      electricity: "10000",
      heatSteam: "5000",
      commuting: [{ type: "employee_commuting", quantity: "20000" }],
      wasteDisposal: "400",
      purchasedGoods: "1000",
    },
    kg: [14854.5, 9100, 3500, 27454.5],
    tons: [14.855, 9.1, 3.5, 27.455],
  },
  {
    name: "decimal with comma: 1,234.5 kWh × 0.82 = 1012.29",
    input: withInput({ electricity: "1,234.5" }),
    kg: [0, 1012.29, 0, 1012.29],
    tons: [0, 1.012, 0, 1.012],
  },
  {
    name: "Indian grouping: 1,00,000 L diesel",
    input: withInput({ fuels: [{ type: "diesel", quantity: "1,00,000" }] }),
    kg: [268000, 0, 0, 268000],
    tons: [268, 0, 0, 268],
  },
  {
    name: "car 12.5 km = 2.1375 kg → 2.14 kg, 0.002 t",
    input: withInput({ vehicles: [{ type: "car", quantity: "12.5" }] }),
    kg: [2.14, 0, 0, 2.14],
    tons: [0.002, 0, 0, 0.002],
  },
  {
    name: "huge: 10^12 kWh",
    input: withInput({ electricity: "1000000000000" }),
    kg: [0, 820_000_000_000, 0, 820_000_000_000],
    tons: [0, 820_000_000, 0, 820_000_000],
  },
  {
    name: "non-numeric counts as zero",
    input: withInput({ electricity: "abc", refrigerants: [{ type: "r134a", quantity: "n/a" }], fuels: [{ type: "coal", quantity: "" }] }),
    kg: [0, 0, 0, 0],
    tons: [0, 0, 0, 0],
  },
  { name: "numbers as well as text", input: withInput({ purchasedGoods: 10 }), kg: [0, 0, 3, 3], tons: [0, 0, 0.003, 0.003] },
  {
    name: "decimal comma is not a number: 2,5 L diesel counts as zero",
    input: withInput({ fuels: [{ type: "diesel", quantity: "2,5" }] }),
    kg: [0, 0, 0, 0],
    tons: [0, 0, 0, 0],
  },
  {
    name: "exponent is not a number: 1e308 kg refrigerant counts as zero",
    input: withInput({ refrigerants: [{ type: "r134a", quantity: "1e308" }] }),
    kg: [0, 0, 0, 0],
    tons: [0, 0, 0, 0],
  },
];

// The India set, FY 2024-25: IPCC 2006 fuels (NCV; PPAC densities; CH4 × 27.0, N2O × 273),
// CEA v21.0 grid 0.7117, AR6 refrigerant GWPs, DESNZ 2025 road transport, commuting and waste.
const indiaGolden: Golden[] = [
  { name: "all blank", input: emptyGhgInput(INDIA), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  // 74,100 × 43.0/1.21 × 1e-6 = 2.633306; CH4 3 × 3.5537e-5 × 27 = 0.002879; N2O 0.6 × 3.5537e-5 × 273 = 0.005821
  {
    name: "diesel 100 L × 2.642006 = 264.2006",
    input: withInput({ fuels: [{ type: "diesel", quantity: "100" }] }),
    kg: [264.2, 0, 0, 264.2],
    tons: [0.264, 0, 0, 0.264],
  },
  {
    name: "petrol 50 L × 2.183441 = 109.17205",
    input: withInput({ fuels: [{ type: "petrol", quantity: "50" }] }),
    kg: [109.17, 0, 0, 109.17],
    tons: [0.109, 0, 0, 0.109],
  },
  {
    name: "LPG 50 kg × 2.987198 = 149.3599",
    input: withInput({ fuels: [{ type: "lpg", quantity: "50" }] }),
    kg: [149.36, 0, 0, 149.36],
    tons: [0.149, 0, 0, 0.149],
  },
  // 9,000 kcal × 4.1868 kJ = 37.6812 MJ per m³: 56,100 × 37.6812e-6 = 2.113915 (+ 0.001017 + 0.001029)
  {
    name: "natural gas 1000 m³ × 2.115961",
    input: withInput({ fuels: [{ type: "natural_gas", quantity: "1000" }] }),
    kg: [2115.96, 0, 0, 2115.96],
    tons: [2.116, 0, 0, 2.116],
  },
  {
    name: "bituminous coal 2500 kg × 2.458211 = 6145.5275",
    input: withInput({ fuels: [{ type: "coal_bituminous", quantity: "2500" }] }),
    kg: [6145.53, 0, 0, 6145.53],
    tons: [6.146, 0, 0, 6.146],
  },
  {
    name: "10 kg R-134a × 1,530 (AR6) = 15,300",
    input: withInput({ refrigerants: [{ type: "r134a", quantity: "10" }] }),
    kg: [15300, 0, 0, 15300],
    tons: [15.3, 0, 0, 15.3],
  },
  {
    name: "10 kg R-410A × 2,255.5 = 22,555",
    input: withInput({ refrigerants: [{ type: "r410a", quantity: "10" }] }),
    kg: [22555, 0, 0, 22555],
    tons: [22.555, 0, 0, 22.555],
  },
  {
    name: "2 kg R-32 × 771 + 1 kg R-404A × 4,728 + 1 kg R-407C × 1,908 = 8,178",
    input: withInput({
      refrigerants: [
        { type: "r32", quantity: "2" },
        { type: "r404a", quantity: "1" },
        { type: "r407c", quantity: "1" },
      ],
    }),
    kg: [8178, 0, 0, 8178],
    tons: [8.178, 0, 0, 8.178],
  },
  { name: "R-22 is reported outside the scopes", input: withInput({ refrigerants: [{ type: "r22", quantity: "10" }] }), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  {
    name: "car 1000 km × 0.16725 + truck 500 km × 0.89121 = 612.855",
    input: withInput({
      vehicles: [
        { type: "car", quantity: "1000" },
        { type: "truck", quantity: "500" },
      ],
    }),
    kg: [612.86, 0, 0, 612.86],
    tons: [0.613, 0, 0, 0.613],
  },
  { name: "grid 10,000 kWh × 0.7117 (CEA v21.0, FY 2024-25)", input: withInput({ electricity: "10000" }), kg: [0, 7117, 0, 7117], tons: [0, 7.117, 0, 7.117] },
  {
    name: "commuting: bus 20,000 pkm × 0.10385 = 2,077 + rail 10,000 pkm × 0.03546 = 354.6; waste 400 kg × 0.520533 = 208.2132",
    input: withInput({
      commuting: [
        { type: "commute_bus", quantity: "20000" },
        { type: "commute_rail", quantity: "10000" },
      ],
      wasteDisposal: "400",
    }),
    kg: [0, 0, 2639.81, 2639.81],
    tons: [0, 0, 2.64, 2.64],
  },
];

describe.each([
  ["SPEC defaults", SPEC, specGolden],
  ["India, FY 2024-25", IN, indiaGolden],
] as const)("calculateGhg golden table: %s", (_name, ctx, golden) => {
  it.each(golden)("$name", ({ input, kg, tons }) => {
    const r = calculateGhg(input, ctx);
    expect([r.scopes[1].kg, r.scopes[2].kg, r.scopes[3].kg, r.total.kg]).toEqual(kg);
    expect([r.scopes[1].tons, r.scopes[2].tons, r.scopes[3].tons, r.total.tons]).toEqual(tons);
    expect(r.scope12.kg).toBe(Number((kg[0] + kg[1]).toFixed(2)));
  });
});

describe("calculateGhg: factors by year and set", () => {
  const kwh = withInput({ electricity: "10000" });
  it.each([
    [2021, 7026],
    [2022, 7152],
    [2023, 7191],
    [2024, 7270],
    [2025, 7117],
    // No CEA factor for FY 2025-26 yet: the latest published (v21.0, FY 2024-25) applies.
    [2026, 7117],
  ])("grid electricity in the year ending %i uses that year's CEA factor: %d kg", (fyEndYear, kg) => {
    expect(calculateGhg(kwh, { set: INDIA, fyEndYear }).scopes[2].kg).toBe(kg);
  });

  it("refuses an activity the set has no factor for, naming the set and the year", () => {
    expect(() => calculateGhg(kwh, { set: INDIA, fyEndYear: 2020 })).toThrow("The India factor set has no emission factor for grid electricity for FY 2019-20");
    expect(() => calculateGhg(withInput({ purchasedGoods: "10" }), IN)).toThrow("The India factor set has no emission factor for purchased goods");
    expect(() => calculateGhg(withInput({ heatSteam: "10" }), IN)).toThrow(CalculatorInputError);
    expect(() => calculateGhg(withInput({ vehicles: [{ type: "bus", quantity: "10" }] }), IN)).toThrow("The India factor set has no emission factor for Bus");
    // A fuel key in the vehicle rows is no vehicle.
    expect(() => calculateGhg(withInput({ vehicles: [{ type: "diesel", quantity: "10" }] }), IN)).toThrow(CalculatorInputError);
    // Blank inputs without a factor are simply left out.
    expect(calculateGhg(withInput({ purchasedGoods: "", heatSteam: "0" }), IN).sources.map((s) => s.id)).toEqual(["electricity", "wasteDisposal"]);
  });

  it("keeps HCFC-22 outside Scopes 1–3 and out of the charts", () => {
    const r = calculateGhg(
      withInput({
        refrigerants: [
          { type: "r22", quantity: "10" },
          { type: "r134a", quantity: "1" },
        ],
      }),
      IN,
    );
    expect(r.outsideScopes).toEqual({ kg: 19600, tons: 19.6 });
    expect(r.scopes[1].kg).toBe(1530);
    expect(emissionsBySource(r).map((s) => s.label)).toEqual(["R-134a (HFC-134a)"]);
  });

  it("lists every factor it used once, with its source", () => {
    const r = calculateGhg(
      withInput({
        fuels: [
          { type: "diesel", quantity: "1" },
          { type: "diesel", quantity: "2" },
        ],
        electricity: "5",
      }),
      IN,
    );
    expect(r.factorsUsed.map((f) => f.id)).toEqual(["india:diesel", "india:grid_electricity:2024-25"]);
    expect(r.factorsUsed[1].source).toMatchObject({ publisher: expect.stringContaining("Central Electricity Authority"), edition: "Version 21.0", year: 2025 });
  });
});

describe("calculateGhg sources", () => {
  it("reports each source with its quantity, factor, scope and rounded emission", () => {
    const r = calculateGhg(
      withInput({ fuels: [{ type: "diesel", quantity: "100" }], vehicles: [{ type: "truck", quantity: "500" }], electricity: "1,000" }),
      SPEC,
    );
    const find = (id: string) => r.sources.find((s) => s.id === id);
    expect(find("fuel-0")).toMatchObject({ factorKey: "diesel", label: "Diesel", scope: 1, quantity: 100, unit: "litre", factor: 2.68, kg: 268, tons: 0.268 });
    expect(find("vehicle-0")).toMatchObject({
      factorKey: "truck",
      label: "Truck (company vehicle)",
      scope: 1,
      quantity: 500,
      unit: "km",
      kg: 103.5,
      tons: 0.104,
    });
    expect(find("electricity")).toMatchObject({ factorKey: "grid_electricity", scope: 2, quantity: 1000, unit: "kWh", kg: 820, tons: 0.82 });
    expect(find("purchasedGoods")).toMatchObject({ scope: 3, quantity: 0, kg: 0 });
  });

  it("merges repeated fuels for the chart and drops sources that emitted nothing", () => {
    const r = calculateGhg(
      withInput({
        fuels: [
          { type: "diesel", quantity: "10" },
          { type: "diesel", quantity: "20" },
        ],
        wasteDisposal: "3",
      }),
      SPEC,
    );
    expect(emissionsBySource(r)).toEqual([
      { label: "Diesel", scope: 1, kg: 80.4 },
      { label: "Waste disposal", scope: 3, kg: 1.5 },
    ]);
  });

  it("refuses a negative quantity and names the input", () => {
    const run = () =>
      calculateGhg(
        withInput({
          fuels: [
            { type: "petrol", quantity: "5" },
            { type: "diesel", quantity: "-5" },
          ],
        }),
        SPEC,
      );
    expect(run).toThrow(CalculatorInputError);
    expect(run).toThrow("Diesel quantity cannot be negative");
    try {
      run();
    } catch (error) {
      expect((error as CalculatorInputError).field).toBe("fuels.1.quantity");
    }
    expect(() => calculateGhg(withInput({ electricity: "-1,000" }), SPEC)).toThrow("Grid electricity cannot be negative");
    expect(() => calculateGhg(withInput({ vehicles: [{ type: "bus", quantity: "-3" }] }), SPEC)).toThrow("Bus distance cannot be negative");
    expect(() => calculateGhg(withInput({ refrigerants: [{ type: "r410a", quantity: "-1" }] }), IN)).toThrow(
      "R-410A (R-32/R-125 50/50) leakage cannot be negative",
    );
  });

  it("refuses a quantity above 10^12 instead of showing Infinity", () => {
    expect(() => calculateGhg(withInput({ refrigerants: [{ type: "r134a", quantity: "1,000,000,000,001" }] }), SPEC)).toThrow(
      "R-134a (SPEC 'refrigerants') leakage cannot exceed 10,00,00,00,00,000",
    );
    expect(() => calculateGhg(withInput({ refrigerants: [{ type: "r134a", quantity: 1e308 }] }), SPEC)).toThrow(CalculatorInputError);
    expect(() => calculateGhg(withInput({ fuels: [{ type: "coal", quantity: "99999999999999" }] }), SPEC)).toThrow(
      "Coal quantity cannot exceed 10,00,00,00,00,000",
    );
  });

  it("reports each quantity that is not a number, by its form field", () => {
    const notices: [string, string][] = [];
    calculateGhg(
      withInput({ fuels: [{ type: "diesel", quantity: "2,5" }], vehicles: [{ type: "car", quantity: "10" }], electricity: "0x1F" }),
      SPEC,
      (field, message) => notices.push([field, message]),
    );
    expect(notices).toEqual([
      ["fuels.0.quantity", "Diesel quantity is not a number and was counted as 0"],
      ["electricity", "Grid electricity is not a number and was counted as 0"],
    ]);
  });

  it("offers one empty row of each kind, of the set's first activity", () => {
    expect(emptyGhgInput(INDIA)).toMatchObject({
      fuels: [{ type: "diesel" }],
      vehicles: [{ type: "car" }],
      refrigerants: [{ type: "r134a" }],
      commuting: [{ type: "commute_bus" }],
    });
    expect(emptyGhgInput(SPEC_DEFAULTS).commuting).toEqual([{ type: "employee_commuting", quantity: "" }]);
  });
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CalculatorInputError ? [error.field, error.message] : error;
  }
  return "not refused";
};

describe("calculateGhg: Scope 2, location- and market-based", () => {
  it("prices electricity under contractual instruments at zero and the remainder at the grid average", () => {
    // 10,000 kWh: location 10,000 × 0.7117 = 7,117; market (10,000 − 2,500 − 1,500 − 1,000) × 0.7117 = 3,558.5
    const r = calculateGhg(withInput({ electricity: "10000", recs: "2500", greenTariff: "1500", ppa: "1000" }), IN);
    expect(r.scope2Location).toEqual({ kg: 7117, tons: 7.117 });
    expect(r.scopes[2]).toEqual(r.scope2Location);
    expect(r.scope2Market).toEqual({ kg: 3558.5, tons: 3.559 });
    expect(r.market).toMatchObject({ gridKwh: 10000, instruments: { recs: 2500, greenTariff: 1500, ppa: 1000 }, coveredKwh: 5000, uncoveredKwh: 5000 });
    // BRSR's Scope 1 + 2 stays location-based.
    expect(r.scope12.kg).toBe(7117);
  });

  it("gives the same figure both ways without instruments, and zero market-based when all is covered", () => {
    const none = calculateGhg(withInput({ electricity: "1000" }), SPEC);
    expect(none.scope2Market).toEqual(none.scope2Location);
    const all = calculateGhg(withInput({ electricity: "1000", ppa: "1,000" }), SPEC);
    expect(all.scope2Location.kg).toBe(820);
    expect(all.scope2Market).toEqual({ kg: 0, tons: 0 });
  });

  it("keeps purchased heat/steam in both methods", () => {
    // SPEC: heat 1,000 × 0.18 = 180; electricity 1,000 × 0.82 = 820, half covered by RECs → 410.
    const r = calculateGhg(withInput({ electricity: "1000", recs: "500", heatSteam: "1000" }), SPEC);
    expect([r.scope2Location.kg, r.scope2Market.kg]).toEqual([1000, 590]);
  });

  it("refuses instruments above the grid electricity bought, naming the field", () => {
    expect(refusal(() => calculateGhg(withInput({ electricity: "100", recs: "150" }), SPEC))).toEqual([
      "recs",
      "Renewable energy certificates (RECs) cannot exceed grid electricity",
    ]);
    expect(refusal(() => calculateGhg(withInput({ greenTariff: "1" }), SPEC))).toEqual([
      "greenTariff",
      "Green tariff electricity cannot exceed grid electricity",
    ]);
    // Each within the total, together above it: the field that tips it over carries the message.
    expect(refusal(() => calculateGhg(withInput({ electricity: "1,000", recs: "600", ppa: "500" }), SPEC))).toEqual([
      "ppa",
      "Renewable energy certificates, green tariff and PPA electricity together (1,100.00 kWh) cannot exceed grid electricity (1,000.00 kWh)",
    ]);
    expect(refusal(() => calculateGhg(withInput({ electricity: "1000", ppa: "-1" }), SPEC))).toEqual([
      "ppa",
      "Renewable PPA / captive electricity cannot be negative",
    ]);
  });
});

describe("calculateGhg: Scope 1 process emissions", () => {
  it("adds process emissions entered as tCO2e to Scope 1 and shows them as a source", () => {
    const r = calculateGhg(
      withInput({
        process: [
          { description: "Calcination", tco2e: "1.25" },
          { description: "", tco2e: "0.5" },
        ],
        fuels: [{ type: "diesel", quantity: "100" }],
      }),
      SPEC,
    );
    // 1,250 + 500 + 268
    expect(r.scopes[1]).toEqual({ kg: 2018, tons: 2.018 });
    expect(r.direct.filter((d) => d.scope === 1).map((d) => [d.id, d.label, d.kg])).toEqual([
      ["process-0", "Calcination", 1250],
      ["process-1", "Process emissions", 500],
    ]);
    expect(emissionsBySource(r)).toEqual([
      { label: "Diesel", scope: 1, kg: 268 },
      { label: "Calcination", scope: 1, kg: 1250 },
      { label: "Process emissions", scope: 1, kg: 500 },
    ]);
  });

  it("names a refused process row by its description, or by its position", () => {
    expect(refusal(() => calculateGhg(withInput({ process: [{ description: "Kiln 2", tco2e: "-1" }] }), SPEC))).toEqual([
      "process.0.tco2e",
      "Kiln 2 (tCO2e) cannot be negative",
    ]);
    expect(refusal(() => calculateGhg(withInput({ process: [{ tco2e: "1" }, { tco2e: "-1" }] }), SPEC))).toEqual([
      "process.1.tco2e",
      "Process emission 2 (tCO2e) cannot be negative",
    ]);
  });
});

describe("calculateGhg: Scope 3 by the GHG Protocol's fifteen categories", () => {
  it("names the categories as the Corporate Value Chain (Scope 3) Standard does", () => {
    expect(SCOPE3_CATEGORIES.map((c) => c.name)).toEqual([
      "Purchased goods and services",
      "Capital goods",
      "Fuel- and energy-related activities",
      "Upstream transportation and distribution",
      "Waste generated in operations",
      "Business travel",
      "Employee commuting",
      "Upstream leased assets",
      "Downstream transportation and distribution",
      "Processing of sold products",
      "Use of sold products",
      "End-of-life treatment of sold products",
      "Downstream leased assets",
      "Franchises",
      "Investments",
    ]);
    expect(scope3CategoryMetric(12)).toBe("Scope 3 emissions: Category 12 – End-of-life treatment of sold products");
  });

  it("files the same freight factor under category 4 inbound and category 9 outbound", () => {
    // 1,000 tonne-km by HGV × 0.10163 = 101.63 each way; by van 100 × 0.6313 = 63.13
    const r = calculateGhg(
      withInput({
        freightUpstream: [
          { type: "freight_hgv_tkm", quantity: "1000" },
          { type: "freight_van_tkm", quantity: "100" },
        ],
        freightDownstream: [{ type: "freight_hgv_tkm", quantity: "1000" }],
      }),
      IN,
    );
    const cat = (n: number) => r.scope3Categories[n - 1];
    expect([cat(4).kg, cat(9).kg]).toEqual([164.76, 101.63]);
    expect(r.sources.filter((s) => s.quantity > 0).map((s) => [s.id, s.scope3Category, s.label])).toEqual([
      ["freight-in-0", 4, "Road freight by HGV (all diesel, average laden), inbound (cat. 4)"],
      ["freight-in-1", 4, "Road freight by van (diesel, up to 3.5 t), inbound (cat. 4)"],
      ["freight-out-0", 9, "Road freight by HGV (all diesel, average laden), outbound (cat. 9)"],
    ]);
  });

  it("prices business travel per passenger-km (a car per vehicle-km) under category 6", () => {
    // 1,000 × 0.0842 + 300 × 0.16725 + 100 × 0.02776 = 84.2 + 50.175 + 2.776
    const r = calculateGhg(
      withInput({
        businessTravel: [
          { type: "travel_air_international", quantity: "1000" },
          { type: "travel_car", quantity: "300" },
          { type: "travel_coach", quantity: "100" },
        ],
      }),
      IN,
    );
    expect(r.scope3Categories[5]).toMatchObject({ category: 6, name: "Business travel", activityKg: 137.15, directKg: 0, kg: 137.15, tons: 0.137 });
    expect(r.scopes[3].kg).toBe(137.15);
  });

  it("adds each category's directly entered tCO2e to its activity-based figure", () => {
    // Commuting 1,000 × 0.15 = 150 plus 0.35 t entered = 500 kg; category 11 entered alone.
    const r = calculateGhg(withInput({ commuting: [{ type: "employee_commuting", quantity: "1000" }], scope3Direct: { cat7: "0.35", cat11: "12.5" } }), SPEC);
    expect(r.scope3Categories.filter((c) => c.kg > 0).map((c) => [c.category, c.activityKg, c.directKg, c.kg])).toEqual([
      [7, 150, 350, 500],
      [11, 0, 12500, 12500],
    ]);
    expect(r.scopes[3]).toEqual({ kg: 13000, tons: 13 });
    expect(r.total.kg).toBe(13000);
  });

  it("refuses a category's negative figure, and freight the set has no factor for, naming the field", () => {
    expect(refusal(() => calculateGhg(withInput({ scope3Direct: { cat2: "-3" } }), SPEC))).toEqual([
      "scope3Direct.cat2",
      "Category 2 – Capital goods (tCO2e) cannot be negative",
    ]);
    expect(refusal(() => calculateGhg(withInput({ freightUpstream: [{ type: "freight_hgv_tkm", quantity: "10" }] }), SPEC))).toEqual([
      "freightUpstream.0.quantity",
      "The SPEC defaults factor set has no emission factor for Road freight by HGV (all diesel, average laden)",
    ]);
    // A commuting mode is no business travel.
    expect(refusal(() => calculateGhg(withInput({ businessTravel: [{ type: "commute_bus", quantity: "10" }] }), IN))).toEqual([
      "businessTravel.0.quantity",
      "The India factor set has no emission factor for Commuting by bus (average local bus) for FY 2024-25",
    ]);
  });

  it("reads a body with only some inputs, the rest as blank", () => {
    expect(calculateGhg({ electricity: "100" }, SPEC).scopes[2].kg).toBe(82);
    expect(calculateGhg({}, IN).total.kg).toBe(0);
  });
});

describe("a gas or activity as printed", () => {
  it("reads 'R-134a', 'HFC-134a' and 'r134a' alike, and still refuses an unknown gas by its name", () => {
    const kg = (type: string) => calculateGhg(withInput({ refrigerants: [{ type, quantity: "10" }] }), IN).scopes[1].kg;
    const byKey = kg("r134a");
    expect(byKey).toBeGreaterThan(0);
    for (const printed of ["R-134a", "r 134a", "HFC-134a", "R-134a (HFC-134a)"]) expect(kg(printed), printed).toBe(byKey);
    expect(() => kg("R-999x")).toThrow(CalculatorInputError);
  });
});
