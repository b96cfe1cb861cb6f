import { describe, expect, it } from "vitest";
import { EMISSION_FACTORS, factor } from "@/lib/calculators/factors";
import { calculateGhg, emissionsBySource, emptyGhgInput, type GhgInput } from "@/lib/calculators/ghg";
import { CalculatorInputError } from "@/lib/calculators/numbers";

const blank = (): GhgInput => ({ ...emptyGhgInput(), fuels: [], vehicles: [] });
const withInput = (patch: Partial<GhgInput>): GhgInput => ({ ...blank(), ...patch });

// Worked by hand from SPEC section 9: kg = quantity × factor; tons = kg / 1000;
// kg to 2 decimals, tons to 3 (half away from zero).
type Golden = { name: string; input: GhgInput; kg: [number, number, number, number]; tons: [number, number, number, number] };
const golden: Golden[] = [
  { name: "all blank", input: emptyGhgInput(), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  { name: "diesel 100 L × 2.68", input: withInput({ fuels: [{ type: "diesel", quantity: "100" }] }), kg: [268, 0, 0, 268], tons: [0.268, 0, 0, 0.268] },
  { name: "petrol 50 L × 2.31 = 115.5 kg → 0.1155 t rounds up", input: withInput({ fuels: [{ type: "petrol", quantity: "50" }] }), kg: [115.5, 0, 0, 115.5], tons: [0.116, 0, 0, 0.116] },
  { name: "natural gas 1000 m³ × 2.03", input: withInput({ fuels: [{ type: "natural_gas", quantity: "1000" }] }), kg: [2030, 0, 0, 2030], tons: [2.03, 0, 0, 2.03] },
  { name: "coal 2500 kg × 2.42", input: withInput({ fuels: [{ type: "coal", quantity: "2500" }] }), kg: [6050, 0, 0, 6050], tons: [6.05, 0, 0, 6.05] },
  {
    name: "car 1000 km 171 + truck 500 km 103.5 + bus 200 km 21",
    input: withInput({ vehicles: [{ type: "car", distance: "1000" }, { type: "truck", distance: "500" }, { type: "bus", distance: "200" }] }),
    kg: [295.5, 0, 0, 295.5],
    tons: [0.296, 0, 0, 0.296],
  },
  { name: "refrigerants 10 kg × 1.43", input: withInput({ refrigerants: "10" }), kg: [14.3, 0, 0, 14.3], tons: [0.014, 0, 0, 0.014] },
  { name: "grid electricity 10,000 kWh × 0.82", input: withInput({ electricity: "10000" }), kg: [0, 8200, 0, 8200], tons: [0, 8.2, 0, 8.2] },
  { name: "heat/steam 5000 × 0.18 + electricity 1000 × 0.82", input: withInput({ heatSteam: "5000", electricity: "1000" }), kg: [0, 1720, 0, 1720], tons: [0, 1.72, 0, 1.72] },
  {
    name: "commuting 20000 × 0.15 + waste 400 × 0.5 + goods 1000 × 0.3",
    input: withInput({ employeeCommuting: "20000", wasteDisposal: "400", purchasedGoods: "1000" }),
    kg: [0, 0, 3500, 3500],
    tons: [0, 0, 3.5, 3.5],
  },
  {
    name: "every scope: 268 + 115.5 + 171 + 14.3 | 8200 + 900 | 3000 + 200 + 300",
    input: {
      fuels: [{ type: "diesel", quantity: "100" }, { type: "petrol", quantity: "50" }],
      vehicles: [{ type: "car", distance: "1000" }],
      refrigerants: "10",
      electricity: "10000",
      heatSteam: "5000",
      employeeCommuting: "20000",
      wasteDisposal: "400",
      purchasedGoods: "1000",
    },
    kg: [568.8, 9100, 3500, 13168.8],
    tons: [0.569, 9.1, 3.5, 13.169],
  },
  { name: "decimal with comma: 1,234.5 kWh × 0.82 = 1012.29", input: withInput({ electricity: "1,234.5" }), kg: [0, 1012.29, 0, 1012.29], tons: [0, 1.012, 0, 1.012] },
  { name: "Indian grouping: 1,00,000 L diesel", input: withInput({ fuels: [{ type: "diesel", quantity: "1,00,000" }] }), kg: [268000, 0, 0, 268000], tons: [268, 0, 0, 268] },
  { name: "car 12.5 km = 2.1375 kg → 2.14 kg, 0.002 t", input: withInput({ vehicles: [{ type: "car", distance: "12.5" }] }), kg: [2.14, 0, 0, 2.14], tons: [0.002, 0, 0, 0.002] },
  { name: "huge: 10^12 kWh", input: withInput({ electricity: "1000000000000" }), kg: [0, 820_000_000_000, 0, 820_000_000_000], tons: [0, 820_000_000, 0, 820_000_000] },
  { name: "non-numeric counts as zero", input: withInput({ electricity: "abc", refrigerants: "n/a", fuels: [{ type: "coal", quantity: "" }] }), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  { name: "numbers as well as text", input: withInput({ purchasedGoods: 10 }), kg: [0, 0, 3, 3], tons: [0, 0, 0.003, 0.003] },
  { name: "decimal comma is not a number: 2,5 L diesel counts as zero", input: withInput({ fuels: [{ type: "diesel", quantity: "2,5" }] }), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
  { name: "exponent is not a number: 1e308 kg refrigerant counts as zero", input: withInput({ refrigerants: "1e308" }), kg: [0, 0, 0, 0], tons: [0, 0, 0, 0] },
];

describe("calculateGhg golden table", () => {
  it.each(golden)("$name", ({ input, kg, tons }) => {
    const r = calculateGhg(input);
    expect([r.scopes[1].kg, r.scopes[2].kg, r.scopes[3].kg, r.total.kg]).toEqual(kg);
    expect([r.scopes[1].tons, r.scopes[2].tons, r.scopes[3].tons, r.total.tons]).toEqual(tons);
  });
});

describe("calculateGhg sources", () => {
  it("reports each source with its quantity, factor, scope and rounded emission", () => {
    const r = calculateGhg(withInput({ fuels: [{ type: "diesel", quantity: "100" }], vehicles: [{ type: "truck", distance: "500" }], electricity: "1,000" }));
    const find = (id: string) => r.sources.find((s) => s.id === id);
    expect(find("fuel-0")).toMatchObject({ factorKey: "diesel", label: "Diesel", scope: 1, quantity: 100, unit: "litre", factor: 2.68, kg: 268, tons: 0.268 });
    expect(find("vehicle-0")).toMatchObject({ factorKey: "truck", label: "Truck (company vehicle)", scope: 1, quantity: 500, unit: "km", kg: 103.5, tons: 0.104 });
    expect(find("electricity")).toMatchObject({ factorKey: "grid_electricity", scope: 2, quantity: 1000, unit: "kWh", kg: 820, tons: 0.82 });
    expect(find("purchasedGoods")).toMatchObject({ scope: 3, quantity: 0, kg: 0 });
  });

  it("merges repeated fuels for the chart and drops sources that emitted nothing", () => {
    const r = calculateGhg(withInput({ fuels: [{ type: "diesel", quantity: "10" }, { type: "diesel", quantity: "20" }], wasteDisposal: "3" }));
    expect(emissionsBySource(r)).toEqual([
      { label: "Diesel", scope: 1, kg: 80.4 },
      { label: "Waste disposal", scope: 3, kg: 1.5 },
    ]);
  });

  it("refuses a negative quantity and names the input", () => {
    const run = () => calculateGhg(withInput({ fuels: [{ type: "petrol", quantity: "5" }, { type: "diesel", quantity: "-5" }] }));
    expect(run).toThrow(CalculatorInputError);
    expect(run).toThrow("Diesel quantity cannot be negative");
    try {
      run();
    } catch (error) {
      expect((error as CalculatorInputError).field).toBe("fuels.1.quantity");
    }
    expect(() => calculateGhg(withInput({ electricity: "-1,000" }))).toThrow("Grid electricity cannot be negative");
    expect(() => calculateGhg(withInput({ vehicles: [{ type: "bus", distance: "-3" }] }))).toThrow("Bus distance cannot be negative");
  });

  it("refuses a quantity above 10^12 instead of showing Infinity", () => {
    expect(() => calculateGhg(withInput({ refrigerants: "1,000,000,000,001" }))).toThrow("Refrigerant leakage cannot exceed 10,00,00,00,00,000");
    expect(() => calculateGhg(withInput({ refrigerants: 1e308 }))).toThrow(CalculatorInputError);
    expect(() => calculateGhg(withInput({ fuels: [{ type: "coal", quantity: "99999999999999" }] }))).toThrow("Coal quantity cannot exceed 10,00,00,00,00,000");
  });

  it("reports each quantity that is not a number, by its form field", () => {
    const notices: [string, string][] = [];
    calculateGhg(withInput({ fuels: [{ type: "diesel", quantity: "2,5" }], vehicles: [{ type: "car", distance: "10" }], electricity: "0x1F" }), (field, message) =>
      notices.push([field, message]),
    );
    expect(notices).toEqual([
      ["fuels.0.quantity", "Diesel quantity is not a number and was counted as 0"],
      ["electricity", "Grid electricity is not a number and was counted as 0"],
    ]);
  });
});

describe("emission factors data", () => {
  it("holds SPEC section 9's thirteen factors with unit, scope and a source", () => {
    const values = Object.fromEntries(EMISSION_FACTORS.map((f) => [f.key, [f.value, f.scope]]));
    expect(values).toEqual({
      diesel: [2.68, 1],
      petrol: [2.31, 1],
      natural_gas: [2.03, 1],
      coal: [2.42, 1],
      car: [0.171, 1],
      truck: [0.207, 1],
      bus: [0.105, 1],
      refrigerants: [1.43, 1],
      grid_electricity: [0.82, 2],
      purchased_heat_steam: [0.18, 2],
      employee_commuting: [0.15, 3],
      waste_disposal: [0.5, 3],
      purchased_goods: [0.3, 3],
    });
    for (const f of EMISSION_FACTORS) {
      expect(f.unit).not.toBe("");
      expect(f.source).toMatch(/SPEC/);
    }
    expect(factor("grid_electricity").source).toMatch(/CEA CO2 Baseline Database/);
  });
});
