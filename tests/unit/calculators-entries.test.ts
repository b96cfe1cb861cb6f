import { describe, expect, it } from "vitest";
import { calculateEnergy, emptyEnergyInput } from "@/lib/calculators/energy";
import { calculateGhg, emptyGhgInput, type GhgInput } from "@/lib/calculators/ghg";
import { CALCULATOR_METRICS, energyEntries, ghgEntries, hasGhgEntries, wasteEntries, waterEntries } from "@/lib/calculators/to-entries";
import { financialYearChoices } from "@/lib/periods";
import { calculateWaste } from "@/lib/calculators/waste";
import { calculateWater, emptyWaterInput } from "@/lib/calculators/water";
import { allCells, inputCellByMetric } from "@/lib/frameworks/questionnaire";
import { BRSR } from "@/lib/frameworks/catalogue/brsr";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

const SPEC = { set: SPEC_DEFAULTS };
const IN = { set: INDIA, fyEndYear: 2025 };
const ctx = { companyId: "c-1", period: "FY 2025-26", factors: SPEC };
const fixed = { company_id: "c-1", framework: "BRSR", category: "environmental", period: "FY 2025-26", source: "calculator" };
const ghg = (patch: Partial<GhgInput>): GhgInput => ({ ...patch });

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
    const result = calculateWater({ ...emptyWaterInput(), municipal: "100" }, SPEC);
    for (const entry of waterEntries(result, { ...ctx, period: "FY 2024-25" })) {
      expect(entry.period).toBe("FY 2024-25");
      expect(entry.source).toBe("calculator");
      expect(entry.notes).toMatch(/^Auto-calculated using Water Usage Calculator/);
    }
  });

  it("saves Scope 1, both Scope 2 methods, Scope 1 + 2 and Scope 3 by category in tCO2e (3 decimals), never a total that mixes Scope 3", () => {
    const result = calculateGhg(ghg({ fuels: [{ type: "diesel", quantity: "100" }], electricity: "10000", recs: "4000", purchasedGoods: "1,000" }), SPEC);
    const entries = ghgEntries(result, { ...ctx, factors: SPEC });
    expect(entries.map(({ notes: _n, ...e }) => e)).toEqual([
      { ...fixed, metric: "Scope 1 emissions", value: "0.268", unit: "tCO2e" },
      { ...fixed, metric: "Scope 2 emissions", value: "8.200", unit: "tCO2e" },
      // 6,000 kWh not covered by RECs × 0.82
      { ...fixed, metric: "Scope 2 emissions (market-based)", value: "4.920", unit: "tCO2e" },
      { ...fixed, metric: "Total Scope 1 and Scope 2 emissions", value: "8.468", unit: "tCO2e" },
      { ...fixed, metric: "Scope 3 emissions", value: "0.300", unit: "tCO2e" },
      { ...fixed, metric: "Scope 3 emissions: Category 1 – Purchased goods and services", value: "0.300", unit: "tCO2e" },
    ]);
    expect(entries.map((e) => e.metric)).not.toContain(BRSR_METRIC.ghgTotal);
    expect(entries[2].notes).toContain(
      "4000.00 kWh under contractual instruments (RECs 4000.00, green tariff 0.00, renewable PPA / captive 0.00 kWh) at 0 kg CO2e/kWh",
    );
    expect(entries[2].notes).toContain("the remaining 6000.00 kWh at Grid electricity (Indian grid average) 0.82 kg CO2e/kWh");
    expect(entries[2].notes).toContain("India publishes no residual mix");
    expect(entries[3].notes).toContain("Scope 3 is not included");
    expect(entries[4].notes).toContain("Sum of GHG Protocol categories 1");
    expect(entries[0].notes).toBe(
      "Auto-calculated using GHG Emissions Calculator. Factor set: SPEC defaults (SPEC section 9). Factors: Diesel 2.68 kg CO2e/litre (ESG platform specification, SPEC (no publisher or year stated for the factors))",
    );
  });

  it("names the India set, the CEA edition and every factor of the scope in the notes", () => {
    const result = calculateGhg(
      ghg({ fuels: [{ type: "diesel", quantity: "100" }], refrigerants: [{ type: "r134a", quantity: "10" }], electricity: "10000" }),
      IN,
    );
    const [s1, s2] = ghgEntries(result, { ...ctx, factors: IN });
    expect([s1.metric, s2.metric]).toEqual(["Scope 1 emissions", "Scope 2 emissions"]);
    expect([s1.value, s2.value]).toEqual(["15.564", "7.117"]);
    expect(s2.notes).toBe(
      "Auto-calculated using GHG Emissions Calculator. Factor set: India (CEA v21.0 grid factor for FY 2024-25 · IPCC 2006 · AR6 · DESNZ 2025). Factors: Grid electricity, all-India average (FY 2024-25) 0.7117 kg CO2e/kWh (CEA, Version 21.0, FY 2024-25)",
    );
    expect(s1.notes).toContain("Diesel (HSD) 2.64201 kg CO2e/litre (IPCC, 2006)");
    expect(s1.notes).toContain("R-134a (HFC-134a) 1,530 kg CO2e/kg (IPCC, AR6)");
  });

  it("leaves out scopes with nothing entered, and HCFC-22, which is outside the scopes", () => {
    const entries = ghgEntries(calculateGhg(ghg({ electricity: "500" }), SPEC), { ...ctx, factors: SPEC });
    expect(entries.map((e) => [e.metric, e.value])).toEqual([
      ["Scope 2 emissions", "0.410"],
      ["Scope 2 emissions (market-based)", "0.410"],
      ["Total Scope 1 and Scope 2 emissions", "0.410"],
    ]);
    // Scope 3 alone: no Scope 1 + 2 total is saved.
    expect(ghgEntries(calculateGhg(ghg({ scope3Direct: { cat6: "1.5" } }), SPEC), ctx).map((e) => [e.metric, e.value, e.notes.replace(/^.*\. /, "")])).toEqual([
      ["Scope 3 emissions", "1.500", "Sum of GHG Protocol categories 6"],
      ["Scope 3 emissions: Category 6 – Business travel", "1.500", "Entered directly as tCO2e: 1.500"],
    ]);
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
    expect(entries[0].notes).toContain("1000.00 kWh: the supplier's renewable share of 5000.00 kWh bought");
    expect(entries.map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["Renewable electricity consumption", "3.600", "GJ"],
      ["Non-renewable electricity consumption", "14.400", "GJ"],
      ["Non-renewable fuel consumption", "11.448", "GJ"],
    ]);
    expect(entries[2].notes).toContain("3180.00 kWh; energy content: diesel 10.7 kWh/litre (Not stated by SPEC");
    // India: diesel 9.871442 kWh/L (IPCC NCV 43.0 MJ/kg ÷ 1.21 L/kg), gas 10.467 kWh/m³ (PPAC NCV 9,000 kcal/m³):
    // 100 × 9.871442 + 200 × 10.467 = 3080.5442 kWh = 11.090 GJ.
    const india = energyEntries(calculateEnergy({ ...emptyEnergyInput(), diesel: "100", naturalGas: "200" }, IN), { ...ctx, factors: IN });
    expect(india.map((e) => [e.metric, e.value])).toEqual([["Non-renewable fuel consumption", "11.090"]]);
    expect(india[0].notes).toContain("Net calorific value");
  });

  it("saves no energy rows when the renewable percentage is above 100", () => {
    expect(energyEntries(calculateEnergy({ ...emptyEnergyInput(), electricity: "1000", renewablePercent: "150" }, SPEC), ctx)).toEqual([]);
  });

  it("saves water withdrawal by source and consumption = withdrawal − discharge, never SPEC's net of recycling", () => {
    // Withdrawn 2000; recycled 500 (SPEC net 1500, not saved); discharged 300 → consumption 1700.
    const result = calculateWater(
      { ...emptyWaterInput(), municipal: "1,000", groundwater: "500", surface: "250", rainwater: "250", recycled: "500", discharged: "300" },
      SPEC,
    );
    expect(waterEntries(result, ctx).map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["Water withdrawal: surface water", "250.00", "kL"],
      ["Water withdrawal: groundwater", "500.00", "kL"],
      ["Water withdrawal: third party water", "1000.00", "kL"],
      ["Water withdrawal: others", "250.00", "kL"],
      ["Total water consumption", "1700.00", "kL"],
      ["Total water discharge", "300.00", "kL"],
    ]);
    expect(waterEntries(result, ctx).map((e) => e.metric)).not.toContain(BRSR_METRIC.waterRecyclingRate);
    expect(waterEntries(calculateWater(emptyWaterInput(), SPEC), ctx)).toEqual([]);
  });

  it("saves waste by category A–H in tonnes with incineration as disposal, no total and no rate", () => {
    const result = calculateWaste({ eWaste: "0.5", otherNonHazardous: "6.5", recycled: "1", incinerated: "2" }, SPEC);
    const entries = wasteEntries(result, ctx);
    expect(entries.map((e) => [e.metric, e.value, e.unit])).toEqual([
      ["E-waste generated", "0.50", "t"],
      ["Other non-hazardous waste generated", "6.50", "t"],
      ["Waste recovered: recycled", "1.00", "t"],
      ["Waste disposed: incineration", "2.00", "t"],
    ]);
    // The questionnaire derives P6 E9's total from A–H; no SPEC rate is saved.
    expect(entries.map((e) => e.metric)).not.toContain(BRSR_METRIC.wasteGenerated);
    expect(entries.map((e) => e.metric)).not.toContain(BRSR_METRIC.wasteRecyclingRate);
    expect(entries.map((e) => e.metric)).not.toContain(BRSR_METRIC.wasteDiverted);
    expect(entries[3].notes).toContain("Incineration counted as disposal");
    expect(wasteEntries(calculateWaste({}, SPEC), ctx)).toEqual([]);
  });

  it("files under the BRSR questionnaire's own metric names, in its units, wherever it has a cell for the figure", () => {
    const all = [
      ...ghgEntries(
        calculateGhg(
          ghg({
            refrigerants: [{ type: "r134a", quantity: "1" }],
            process: [{ tco2e: "1" }],
            electricity: "1",
            recs: "1",
            wasteDisposal: "1",
            scope3Direct: { cat4: "1" },
          }),
          SPEC,
        ),
        ctx,
      ),
      ...energyEntries(calculateEnergy({ electricity: "10", onsiteRenewable: "1", diesel: "1", otherRenewable: "1", otherNonRenewable: "1" }, SPEC), ctx),
      ...energyEntries(calculateEnergy({ biomass: "1" }, IN), { ...ctx, factors: IN }),
      ...waterEntries(
        calculateWater({ municipal: "4", groundwater: "3", surface: "2", seawater: "1", rainwater: "1", recycled: "", discharged: "1" }, SPEC),
        ctx,
      ),
      ...wasteEntries(
        calculateWaste(
          {
            plastic: "1",
            eWaste: "1",
            bioMedical: "1",
            constructionDemolition: "1",
            battery: "1",
            radioactive: "1",
            otherHazardous: "1",
            otherNonHazardous: "1",
            recycled: "1",
            reused: "1",
            otherRecovery: "1",
            incinerated: "1",
            landfilled: "1",
            otherDisposal: "1",
          },
          SPEC,
        ),
        ctx,
      ),
    ];
    // Saved beside BRSR's cells: SEBI's tables have no row for these.
    const noCell = [
      "Scope 2 emissions (market-based)",
      "Scope 3 emissions: Category 4 – Upstream transportation and distribution",
      "Scope 3 emissions: Category 5 – Waste generated in operations",
    ];
    expect(all.map((e) => e.metric).filter((m) => noCell.includes(m))).toEqual(noCell);
    expect(all).toHaveLength(7 + 5 + 1 + 7 + 14);
    const givenTotals = new Map(allCells().flatMap((c) => ("given" in c && c.given ? c.given.map((g) => [g, c.unit] as const) : [])));
    for (const entry of all.filter((e) => !noCell.includes(e.metric))) {
      const cell = inputCellByMetric(entry.metric);
      const unit = cell?.unit ?? givenTotals.get(entry.metric);
      expect(unit, entry.metric).toBeDefined();
      expect(entry.unit, entry.metric).toBe(unit);
    }
    // Every P6 E1, E3 withdrawal and E9 input row the calculators know is a questionnaire cell.
    for (const m of [
      ...Object.values(CALCULATOR_METRICS.withdrawal),
      ...Object.values(CALCULATOR_METRICS.wasteCategory),
      ...Object.values(CALCULATOR_METRICS.wasteHandling),
    ]) {
      expect(inputCellByMetric(m)?.key, m).toMatch(/^P6-E(3|9)-/);
    }
    for (const m of ["renewableElectricity", "renewableFuel", "otherRenewable", "nonRenewableElectricity", "nonRenewableFuel", "otherNonRenewable"] as const) {
      expect(inputCellByMetric(CALCULATOR_METRICS[m])?.key, m).toMatch(/^P6-E1-[A-F]$/);
    }
    // …and the BRSR catalogue lists each cell's metric under environmental, so completion and KPI progress count them.
    const catalogue = new Set(BRSR.categories.find((c) => c.id === "environmental")?.metrics.map((m) => m.name));
    expect(all.filter((e) => !noCell.includes(e.metric) && e.metric !== CALCULATOR_METRICS.scope12 && !catalogue.has(e.metric)).map((e) => e.metric)).toEqual(
      [],
    );
  });
});

/**
 * The component tests' hand-worked cases (tests/components/calculators.test.tsx), as the entries the
 * server writes from the same inputs: the screens now send the inputs and the server saves these.
 */
describe("calculator entries of the screens' worked cases", () => {
  const pairs = (entries: { metric: string; value: string; unit: string }[]) => entries.map((e) => [e.metric, e.value, e.unit]);

  it("Scope 1 alone: Scope 1 and Scope 1 + 2 with a zero location-based Scope 2, each with its notes", () => {
    const entries = ghgEntries(calculateGhg(ghg({ vehicles: [{ type: "car", quantity: "1000" }] }), SPEC), ctx);
    const notes =
      "Auto-calculated using GHG Emissions Calculator. Factor set: SPEC defaults (SPEC section 9). Factors: Car 0.171 kg CO2e/km (ESG platform specification, SPEC (no publisher or year stated for the factors))";
    expect(entries).toEqual([
      { ...fixed, unit: "tCO2e", metric: "Scope 1 emissions", value: "0.171", notes },
      {
        ...fixed,
        unit: "tCO2e",
        metric: "Total Scope 1 and Scope 2 emissions",
        value: "0.171",
        notes:
          "Auto-calculated using GHG Emissions Calculator. Factor set: SPEC defaults (SPEC section 9). Scope 1 (0.171 tCO2e) + Scope 2 location-based (0.000 tCO2e); Scope 3 is not included",
      },
    ]);
  });

  it("Scope 2 and a small Scope 3 with its category, rounded to the kilogram", () => {
    // 1,000 kWh × 0.82 = 820 kg; 10 kg of goods × 0.3 = 3 kg.
    expect(pairs(ghgEntries(calculateGhg(ghg({ electricity: "1000", purchasedGoods: "10" }), SPEC), ctx))).toEqual([
      ["Scope 2 emissions", "0.820", "tCO2e"],
      ["Scope 2 emissions (market-based)", "0.820", "tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "0.820", "tCO2e"],
      ["Scope 3 emissions", "0.003", "tCO2e"],
      ["Scope 3 emissions: Category 1 – Purchased goods and services", "0.003", "tCO2e"],
    ]);
  });

  it("India: R-134a counts in Scope 1 while R-22 beside it stays out of every saved figure", () => {
    const input = ghg({
      refrigerants: [
        { type: "r134a", quantity: "10" },
        { type: "r22", quantity: "1" },
      ],
      electricity: "10,000",
    });
    const entries = ghgEntries(calculateGhg(input, IN), { ...ctx, factors: IN });
    // 10 kg × 1,530 (AR6); 10,000 kWh × 0.7117; R-22's 1,960 kg is outside the scopes.
    expect(entries.map((e) => [e.metric, e.value, e.source])).toEqual([
      ["Scope 1 emissions", "15.300", "calculator"],
      ["Scope 2 emissions", "7.117", "calculator"],
      ["Scope 2 emissions (market-based)", "7.117", "calculator"],
      ["Total Scope 1 and Scope 2 emissions", "22.417", "calculator"],
    ]);
    expect(entries[1].notes).toContain("CEA, Version 21.0, FY 2024-25");
    expect(entries[0].notes).not.toContain("R-22");
  });

  it("market-based Scope 2 with RECs and green tariff together; Scope 1 + 2 stays location-based", () => {
    const result = calculateGhg(ghg({ electricity: "10,000", recs: "4,000", greenTariff: "1000", ppa: "0" }), SPEC);
    const entries = ghgEntries(result, ctx);
    // Location: 10,000 × 0.82; market: (10,000 − 5,000) × 0.82.
    expect(pairs(entries)).toEqual([
      ["Scope 2 emissions", "8.200", "tCO2e"],
      ["Scope 2 emissions (market-based)", "4.100", "tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "8.200", "tCO2e"],
    ]);
    expect(entries[1].notes).toContain("5000.00 kWh under contractual instruments (RECs 4000.00, green tariff 1000.00, renewable PPA / captive 0.00 kWh)");
  });

  it("India: freight, business travel, process emissions and a category's own tCO2e, per category with their factors in the notes", () => {
    const input = ghg({
      process: [{ description: "Calcination", tco2e: "1.5" }],
      freightUpstream: [{ type: "freight_hgv_tkm", quantity: "1,000" }],
      freightDownstream: [{ type: "freight_sea_container_tkm", quantity: "10000" }],
      businessTravel: [{ type: "travel_air_domestic", quantity: "5000" }],
      scope3Direct: { cat15: "2" },
    });
    const entries = ghgEntries(calculateGhg(input, IN), { ...ctx, factors: IN });
    // Cat 4: 1,000 × 0.10163; cat 6: 5,000 × 0.13552; cat 9: 10,000 × 0.01612; cat 15: 2 t entered.
    expect(pairs(entries)).toEqual([
      ["Scope 1 emissions", "1.500", "tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "1.500", "tCO2e"],
      ["Scope 3 emissions", "2.940", "tCO2e"],
      ["Scope 3 emissions: Category 4 – Upstream transportation and distribution", "0.102", "tCO2e"],
      ["Scope 3 emissions: Category 6 – Business travel", "0.678", "tCO2e"],
      ["Scope 3 emissions: Category 9 – Downstream transportation and distribution", "0.161", "tCO2e"],
      ["Scope 3 emissions: Category 15 – Investments", "2.000", "tCO2e"],
    ]);
    expect(entries[3].notes).toContain("Road freight by HGV (all diesel, average laden) 0.10163 kg CO2e/tonne-km (DESNZ, 2025)");
    expect(entries[6].notes).toContain("Entered directly");
  });

  it("water: a source that is not a number saves no row; consumption is withdrawal − discharge", () => {
    const result = calculateWater({ ...emptyWaterInput(), municipal: "1,200", groundwater: "800", surface: "abc", recycled: "500", discharged: "300" }, SPEC);
    const entries = waterEntries(result, ctx);
    expect(pairs(entries)).toEqual([
      ["Water withdrawal: groundwater", "800.00", "kL"],
      ["Water withdrawal: third party water", "1200.00", "kL"],
      ["Total water consumption", "1700.00", "kL"],
      ["Total water discharge", "300.00", "kL"],
    ]);
    for (const e of entries) expect(e.notes).toMatch(/^Auto-calculated using Water Usage Calculator/);
    expect(pairs(waterEntries(calculateWater({ ...emptyWaterInput(), seawater: "300", discharged: "100" }, SPEC), ctx))).toEqual([
      ["Water withdrawal: seawater / desalinated water", "300.00", "kL"],
      ["Total water consumption", "200.00", "kL"],
      ["Total water discharge", "100.00", "kL"],
    ]);
  });

  it("waste: the categories typed and each route, incineration as disposal", () => {
    const result = calculateWaste({ plastic: "2", eWaste: "0.5", constructionDemolition: "4.5", recycled: "5", incinerated: "2" }, SPEC);
    expect(pairs(wasteEntries(result, ctx))).toEqual([
      ["Plastic waste generated", "2.00", "t"],
      ["E-waste generated", "0.50", "t"],
      ["Construction and demolition waste generated", "4.50", "t"],
      ["Waste recovered: recycled", "5.00", "t"],
      ["Waste disposed: incineration", "2.00", "t"],
    ]);
  });

  it("energy: on-site solar (A), biomass (B) and furnace oil (E) in India; a 50 % renewable supply split into A and D with SPEC's factors", () => {
    // A: 1,000 kWh = 3.6 GJ; B: 1,000 kg × 11.6 MJ; E: 100 kg × 40.4 MJ.
    const india = energyEntries(calculateEnergy({ ...emptyEnergyInput(), onsiteRenewable: "1000", furnaceOil: "100", biomass: "1000" }, IN), {
      ...ctx,
      factors: IN,
    });
    expect(pairs(india)).toEqual([
      ["Renewable electricity consumption", "3.600", "GJ"],
      ["Renewable fuel consumption", "11.600", "GJ"],
      ["Non-renewable fuel consumption", "4.040", "GJ"],
    ]);
    // A 500 kWh, D 500 kWh, E 100 L × 10.7 kWh = 1,070 kWh.
    const spec = energyEntries(calculateEnergy({ ...emptyEnergyInput(), electricity: "1000", diesel: "100", renewablePercent: "50" }, SPEC), ctx);
    expect(pairs(spec)).toEqual([
      ["Renewable electricity consumption", "1.800", "GJ"],
      ["Non-renewable electricity consumption", "1.800", "GJ"],
      ["Non-renewable fuel consumption", "3.852", "GJ"],
    ]);
  });
});
