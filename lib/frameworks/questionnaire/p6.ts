/**
 * Principle 6 — protecting and restoring the environment. Rows, letters and formulas follow SEBI's
 * Annexure II of 12 July 2023 ([V: A2] in ../shared/BRSR_FORMAT.md §4, P6); XBRL element names
 * are those BRSR_FORMAT.md §7.3 marks verified ([V: XD]).
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { col, rowCell, derived, externalAssessment, field, heading, num, row, rowTable, sum, table, text, yesNo, yesNoCol } from "./build";
import { rowCellKey } from "./row-keys";
import type { Cell, Denominator, Question, RowColumn, RowSlot, RowTable } from "./types";

const ENV = "environmental" as const;

/**
 * Per-rupee, PPP-adjusted and physical-output intensities of one total, plus SEBI's optional row.
 * `total` names the numerator as SEBI's labels do ('Total energy consumed').
 */
function intensityRows(
  prefix: string,
  of: string,
  unit: string,
  noun: string,
  total: string,
  xbrl: { rupee: string; ppp: string; output: string },
  core?: Cell["core"],
  rupeeMetric?: string,
) {
  // The per-rupee row carries the catalogue's intensity name, so completion counts it once computable.
  const per = (d: Denominator, suffix: string, unitText: string, label: string, element: string) =>
    row(suffix, label, {
      value: derived(
        `${prefix}-${suffix}`,
        unitText,
        { op: "intensity", of, per: d },
        { core: d === "revenue" ? undefined : core, xbrl: element, ...(d === "revenue" && rupeeMetric ? { metric: rupeeMetric, category: ENV } : {}) },
      ),
    });
  return [
    per("revenue", "INT-RUPEE", `${unit} per ₹`, `${noun} intensity per rupee of turnover (${total} / Revenue from operations)`, xbrl.rupee),
    per(
      "revenue_ppp",
      "INT-PPP",
      `${unit} per US$ (PPP)`,
      `${noun} intensity per rupee of turnover adjusted for Purchasing Power Parity (PPP) (${total} / Revenue from operations adjusted for PPP)`,
      xbrl.ppp,
    ),
    per("output", "INT-OUTPUT", `${unit} per unit of output`, `${noun} intensity in terms of physical output`, xbrl.output),
    row("INT-OPTIONAL", `${noun} intensity (optional) — the relevant metric may be selected by the entity`, {
      value: text(`${prefix}-INT-OPTIONAL`, `${noun} intensity (optional metric chosen by the entity)`, ENV, { required: false }),
    }),
  ];
}

/**
 * The denominators of every intensity, per financial year. Not a SEBI question: SEBI's rows divide
 * by revenue from operations, by that revenue adjusted for PPP (₹ ÷ the PPP conversion factor, e.g.
 * the IMF World Economic Outlook's implied PPP conversion rate — BRSR_FORMAT.md §5.3, [B]), and
 * by a physical output the entity chooses.
 */
export const INTENSITY_INPUTS: Question = {
  id: "C-INT",
  section: "C",
  number: "",
  title: "Inputs to the intensity ratios",
  items: [
    table("C-INT-T", [
      row("revenue", "Revenue from operations (₹, audited statement of profit and loss)", {
        value: num("INT-REVENUE", M.revenue, "₹", "flow", "governance", {
          xbrl: "RevenueFromOperations",
          synonyms: ["Revenue from operations (₹)", "Total revenue from operations"],
        }),
      }),
      row("ppp", "PPP conversion factor (₹ per international $; state the source in notes, e.g. IMF WEO implied PPP conversion rate)", {
        value: num("INT-PPP", "PPP conversion factor (₹ per international $)", "₹ per $", "stock", "governance"),
      }),
      row("output", "Physical output (quantity; its unit, e.g. 't crude steel', is the unit of the entry)", {
        value: num("INT-OUTPUT", "Physical output for intensity ratios", "", "flow", "governance", { required: false }),
      }),
    ]),
  ],
};

const e1 = table("P6-E1-T", [
  heading("renewable", "From renewable sources"),
  row("A", "Total electricity consumption (A)", { value: num("P6-E1-A", "Renewable electricity consumption", "GJ", "flow", ENV, { core: "energy" }) }),
  row("B", "Total fuel consumption (B)", { value: num("P6-E1-B", "Renewable fuel consumption", "GJ", "flow", ENV, { core: "energy" }) }),
  row("C", "Energy consumption through other sources (C)", {
    value: num("P6-E1-C", "Renewable energy consumption through other sources", "GJ", "flow", ENV, { core: "energy" }),
  }),
  row("ABC", "Total energy consumed from renewable sources (A+B+C)", {
    value: derived("P6-E1-ABC", "GJ", sum("P6-E1-A", "P6-E1-B", "P6-E1-C"), {
      shows: "A+B+C",
      given: [M.energyRenewable],
      metric: M.energyRenewable,
      category: ENV,
      measure: "flow",
      core: "energy",
      xbrl: "TotalEnergyConsumedFromRenewableSources",
    }),
  }),
  heading("non-renewable", "From non-renewable sources"),
  row("D", "Total electricity consumption (D)", { value: num("P6-E1-D", "Non-renewable electricity consumption", "GJ", "flow", ENV, { core: "energy" }) }),
  row("E", "Total fuel consumption (E)", { value: num("P6-E1-E", "Non-renewable fuel consumption", "GJ", "flow", ENV, { core: "energy" }) }),
  row("F", "Energy consumption through other sources (F)", {
    value: num("P6-E1-F", "Non-renewable energy consumption through other sources", "GJ", "flow", ENV, { core: "energy" }),
  }),
  row("DEF", "Total energy consumed from non-renewable sources (D+E+F)", {
    value: derived("P6-E1-DEF", "GJ", sum("P6-E1-D", "P6-E1-E", "P6-E1-F"), {
      shows: "D+E+F",
      metric: "Energy from non-renewable sources",
      category: ENV,
      measure: "flow",
      core: "energy",
      xbrl: "TotalEnergyConsumedFromNonRenewableSources",
    }),
  }),
  row("TOTAL", "Total energy consumed (A+B+C+D+E+F)", {
    value: derived("P6-E1-TOTAL", "GJ", sum("P6-E1-ABC", "P6-E1-DEF"), {
      shows: "A+B+C+D+E+F",
      given: [M.energyTotal],
      metric: M.energyTotal,
      category: ENV,
      measure: "flow",
      core: "energy",
      xbrl: "TotalEnergyConsumedFromRenewableAndNonRenewableSources",
    }),
  }),
  ...intensityRows(
    "P6-E1",
    "P6-E1-TOTAL",
    "GJ",
    "Energy",
    "Total energy consumed",
    {
      rupee: "EnergyIntensityPerRupeeOfTurnover",
      ppp: "EnergyIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity",
      output: "EnergyIntensityInTermOfPhysicalOutput",
    },
    "energy",
    M.energyIntensity,
  ),
  // BRSR Core's KPI (Annexure I), after SEBI's rows.
  row("RE-SHARE", "Energy from renewable sources as % of total energy consumed (computed for BRSR Core; not a row of SEBI's table)", {
    value: derived(
      "P6-E1-RE-SHARE",
      "%",
      { op: "percent", part: "P6-E1-ABC", whole: "P6-E1-TOTAL" },
      { given: [M.energyRenewableShare], metric: M.energyRenewableShare, category: ENV, core: "energy" },
    ),
  }),
]);

const withdrawal = (id: string, label: string, metric: string, element: string) =>
  row(id, label, { value: num(`P6-E3-${id}`, metric, "kL", "flow", ENV, { xbrl: element }) });

const e3 = table("P6-E3-T", [
  heading("withdrawal", "Water withdrawal by source (in kilolitres)"),
  withdrawal("i", "(i) Surface water", "Water withdrawal: surface water", "WaterWithdrawalBySurfaceWater"),
  withdrawal("ii", "(ii) Groundwater", "Water withdrawal: groundwater", "WaterWithdrawalByGroundwater"),
  withdrawal("iii", "(iii) Third party water", "Water withdrawal: third party water", "WaterWithdrawalByThirdPartyWater"),
  withdrawal("iv", "(iv) Seawater / desalinated water", "Water withdrawal: seawater / desalinated water", "WaterWithdrawalBySeawaterOrDesalinatedWater"),
  withdrawal("v", "(v) Others", "Water withdrawal: others", "WaterWithdrawalByOthers"),
  row("WITHDRAWAL", "Total volume of water withdrawal (in kilolitres) (i + ii + iii + iv + v)", {
    value: derived("P6-E3-WITHDRAWAL", "kL", sum("P6-E3-i", "P6-E3-ii", "P6-E3-iii", "P6-E3-iv", "P6-E3-v"), {
      shows: "i+ii+iii+iv+v",
      given: [M.waterWithdrawal],
      metric: M.waterWithdrawal,
      category: ENV,
      measure: "flow",
      xbrl: "TotalVolumeOfWaterWithdrawal",
    }),
  }),
  row("CONSUMPTION", "Total volume of water consumption (in kilolitres)", {
    value: num("P6-E3-CONSUMPTION", M.waterConsumption, "kL", "flow", ENV, {
      core: "water",
      xbrl: "TotalVolumeOfWaterConsumption",
      alsoReportedAs: ["GRI 303-5"],
    }),
  }),
  // SEBI divides consumption, not withdrawal (BRSR_FORMAT.md §6, E3: a known pitfall).
  ...intensityRows(
    "P6-E3",
    "P6-E3-CONSUMPTION",
    "kL",
    "Water",
    "Total water consumption",
    {
      rupee: "WaterIntensityPerRupeeOfTurnover",
      ppp: "WaterIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity",
      output: "WaterIntensityInTermOfPhysicalOutput",
    },
    "water",
    M.waterIntensity,
  ),
]);

const destinations = [
  ["i", "(i) To Surface water", "surface water", "WaterDischargeToSurfaceWater", "WithOutTreatment"],
  ["ii", "(ii) To Groundwater", "groundwater", "WaterDischargeToGroundwater", "WithOutTreatment"],
  ["iii", "(iii) To Seawater", "seawater", "WaterDischargeToSeawater", "WithOutTreatment"],
  ["iv", "(iv) Sent to third-parties", "third parties", "WaterDischargeBySentToThirdParties", "WithoutTreatment"],
  ["v", "(v) Others", "others", "WaterDischargeToOthers", "WithoutTreatment"],
] as const;

const e4 = table("P6-E4-T", [
  heading("discharge", "Water discharge by destination and level of treatment (in kilolitres)"),
  ...destinations.flatMap(([id, label, noun, element, without]) => [
    row(id, label, {
      value: derived(`P6-E4-${id}`, "kL", sum(`P6-E4-${id}-NONE`, `P6-E4-${id}-TREATED`), {
        metric: `Water discharge: ${noun}`,
        category: ENV,
        measure: "flow",
        core: "water",
        xbrl: element,
      }),
    }),
    row(`${id}-NONE`, "– No treatment", {
      value: num(`P6-E4-${id}-NONE`, `Water discharge: ${noun}, no treatment`, "kL", "flow", ENV, { core: "water", xbrl: `${element}${without}` }),
    }),
    row(`${id}-TREATED`, "– With treatment (specify level of treatment)", {
      value: num(`P6-E4-${id}-TREATED`, `Water discharge: ${noun}, with treatment`, "kL", "flow", ENV, { core: "water", xbrl: `${element}WithTreatment` }),
    }),
  ]),
  row("TOTAL", "Total water discharged (in kilolitres)", {
    value: derived("P6-E4-TOTAL", "kL", sum(...destinations.map(([id]) => `P6-E4-${id}`)), {
      given: [M.waterDischarge],
      metric: M.waterDischarge,
      category: ENV,
      measure: "flow",
      core: "water",
      xbrl: "TotalWaterDischargedInKilolitres",
    }),
  }),
]);

const AIR_UNIT = "t";
const air = (id: string, label: string, metric: string, element: string, synonyms: string[] = []) =>
  row(id, label, { value: num(`P6-E6-${id}`, metric, AIR_UNIT, "flow", ENV, { xbrl: element, synonyms }) });

const e6 = table(
  "P6-E6-T",
  [
    air("NOX", "NOx", "NOx emissions", "NOx", ["NOx"]),
    air("SOX", "SOx", "SOx emissions", "SOx", ["SOx"]),
    air("PM", "Particulate matter (PM)", "Particulate matter (PM) emissions", "ParticulateMatter"),
    air("POP", "Persistent organic pollutants (POP)", "Persistent organic pollutants (POP) emissions", "PersistentOrganicPollutants"),
    air("VOC", "Volatile organic compounds (VOC)", "Volatile organic compounds (VOC) emissions", "VolatileOrganicCompounds"),
    air("HAP", "Hazardous air pollutants (HAP)", "Hazardous air pollutants (HAP) emissions", "HazardousAirPollutants"),
    row("OTHERS", "Others – please specify", { value: text("P6-E6-OTHERS", "Other air emissions (specify)", ENV, { required: false }) }),
  ],
  { title: "Unit (SEBI's 'Please specify unit' column): metric tonnes, unless an entry states another unit" },
);

const e7 = table("P6-E7-T", [
  row("S1", "Total Scope 1 emissions (break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available) — metric tonnes of CO2 equivalent", {
    value: num("P6-E7-S1", M.scope1, "tCO2e", "flow", ENV, { core: "ghg", xbrl: "TotalScope1Emissions", alsoReportedAs: ["GRI 305-1"] }),
  }),
  row("S2", "Total Scope 2 emissions (break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available) — metric tonnes of CO2 equivalent", {
    value: num("P6-E7-S2", M.scope2, "tCO2e", "flow", ENV, { core: "ghg", xbrl: "TotalScope2Emissions", alsoReportedAs: ["GRI 305-2"] }),
  }),
  ...intensityRows(
    "P6-E7",
    "P6-E7-S12",
    "tCO2e",
    "Total Scope 1 and Scope 2 emission",
    "Total Scope 1 and Scope 2 GHG emissions",
    {
      rupee: "TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover",
      ppp: "TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnoverAdjustedForPurchasingPowerParity",
      output: "TotalScope1AndScope2EmissionsIntensityInTermOfPhysicalOutput",
    },
    "ghg",
    M.ghgIntensity,
  ),
  // What the intensities divide: BRSR Core lists it; SEBI's table has no such row.
  row("S12", "Total Scope 1 and Scope 2 emissions — metric tonnes of CO2 equivalent (computed; not a row of SEBI's table)", {
    value: derived("P6-E7-S12", "tCO2e", sum("P6-E7-S1", "P6-E7-S2"), {
      shows: "Scope 1 + Scope 2",
      given: ["Total Scope 1 and Scope 2 emissions"],
      metric: "Total Scope 1 and Scope 2 emissions",
      category: ENV,
      measure: "flow",
      core: "ghg",
    }),
  }),
]);

const wasteRow = (id: string, label: string, metric: string, element: string) =>
  row(id, label, { value: num(`P6-E9-${id}`, metric, "t", "flow", ENV, { core: "waste", xbrl: element }) });

const e9 = table("P6-E9-T", [
  heading("generated", "Total waste generated (in metric tonnes)"),
  wasteRow("A", "Plastic waste (A)", "Plastic waste generated", "PlasticWaste"),
  wasteRow("B", "E-waste (B)", "E-waste generated", "EWaste"),
  wasteRow("C", "Bio-medical waste (C)", "Bio-medical waste generated", "BioMedicalWaste"),
  wasteRow("D", "Construction and demolition waste (D)", "Construction and demolition waste generated", "ConstructionAndDemolitionWaste"),
  wasteRow("E", "Battery waste (E)", "Battery waste generated", "BatteryWaste"),
  wasteRow("F", "Radioactive waste (F)", "Radioactive waste generated", "RadioactiveWaste"),
  wasteRow("G", "Other Hazardous waste. Please specify, if any. (G)", "Other hazardous waste generated", "OtherHazardousWaste"),
  wasteRow(
    "H",
    "Other Non-hazardous waste generated (H). Please specify, if any. (Break-up by composition i.e. by materials relevant to the sector)",
    "Other non-hazardous waste generated",
    "OtherNonHazardousWasteGenerated",
  ),
  row("TOTAL", "Total (A+B+C+D+E+F+G+H)", {
    value: derived("P6-E9-TOTAL", "t", sum(..."ABCDEFGH".split("").map((l) => `P6-E9-${l}`)), {
      shows: "A+B+C+D+E+F+G+H",
      given: [M.wasteGenerated],
      metric: M.wasteGenerated,
      category: ENV,
      measure: "flow",
      core: "waste",
      xbrl: "TotalWasteGenerated",
    }),
  }),
  ...intensityRows(
    "P6-E9",
    "P6-E9-TOTAL",
    "t",
    "Waste",
    "Total waste generated",
    {
      rupee: "WasteIntensityPerRupeeOfTurnover",
      ppp: "WasteIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity",
      output: "WasteIntensityInTermOfPhysicalOutput",
    },
    "waste",
    M.wasteIntensity,
  ),
  heading(
    "recovered",
    "For each category of waste generated, total waste recovered through recycling, re-using or other recovery operations (in metric tonnes)",
  ),
  wasteRow("REC-i", "(i) Recycled", "Waste recovered: recycled", "WasteRecoveredThroughRecycled"),
  wasteRow("REC-ii", "(ii) Re-used", "Waste recovered: re-used", "WasteRecoveredThroughReUsed"),
  wasteRow("REC-iii", "(iii) Other recovery operations", "Waste recovered: other recovery operations", "WasteRecoveredThroughOtherRecoveryOperations"),
  row("REC-TOTAL", "Total", {
    value: derived("P6-E9-REC-TOTAL", "t", sum("P6-E9-REC-i", "P6-E9-REC-ii", "P6-E9-REC-iii"), {
      given: [M.wasteRecovered],
      metric: M.wasteRecovered,
      category: ENV,
      measure: "flow",
      core: "waste",
      xbrl: "TotalWasteRecovered",
    }),
  }),
  heading("disposed", "For each category of waste generated, total waste disposed by nature of disposal method (in metric tonnes)"),
  wasteRow("DIS-i", "(i) Incineration", "Waste disposed: incineration", "WasteDisposedByIncineration"),
  wasteRow("DIS-ii", "(ii) Landfilling", "Waste disposed: landfilling", "WasteDisposedByLandfilling"),
  wasteRow("DIS-iii", "(iii) Other disposal operations", "Waste disposed: other disposal operations", "WasteDisposedByOtherDisposalOperations"),
  row("DIS-TOTAL", "Total", {
    value: derived("P6-E9-DIS-TOTAL", "t", sum("P6-E9-DIS-i", "P6-E9-DIS-ii", "P6-E9-DIS-iii"), {
      metric: "Total waste disposed",
      category: ENV,
      measure: "flow",
      core: "waste",
      xbrl: "TotalWasteDisposed",
    }),
  }),
]);

// L1 destinations: SEBI words them 'Into …' here ('To …' in E4).
const stressDestinations = [
  ["i", "(i) Into Surface water", "surface water"],
  ["ii", "(ii) Into Groundwater", "groundwater"],
  ["iii", "(iii) Into Seawater", "seawater"],
  ["iv", "(iv) Sent to third-parties", "third parties"],
  ["v", "(v) Others", "others"],
] as const;

const STRESS_SOURCES = [
  ["SURFACE", "(i) Surface water", "surface water"],
  ["GROUND", "(ii) Groundwater", "groundwater"],
  ["THIRD_PARTY", "(iii) Third party water", "third party water"],
  ["SEA", "(iv) Seawater / desalinated water", "seawater / desalinated water"],
  ["OTHERS", "(v) Others", "others"],
] as const;

/** Facility 1 keeps the metric names of the single block asked before, so what was entered there is its figures. */
const stressMetric = (n: number, rest: string) => (n === 1 ? `Water-stressed areas: ${rest}` : `Water-stressed areas, facility ${n}: ${rest}`);

const STRESS_MAX = 10;

const stressColumns: RowColumn[] = [
  col("AREA", "(i) Name of the area", { required: true }),
  col("NATURE", "(ii) Nature of operations"),
  ...STRESS_SOURCES.map(([id, label]) => col(id, `Water withdrawal: ${label}`, { type: "number", unit: "kL", measure: "flow", required: false })),
  col("CONSUMPTION", "Total volume of water consumption (in kilolitres)", { type: "number", unit: "kL", measure: "flow" }),
  col("INT_OPTIONAL", "Water intensity (optional) — the relevant metric may be selected by the entity", { required: false }),
  ...stressDestinations.flatMap(([id, label]) => [
    col(`DIS_${id.toUpperCase()}_NONE`, `${label} – No treatment`, { type: "number", unit: "kL", measure: "flow", required: false }),
    col(`DIS_${id.toUpperCase()}_TREATED`, `${label} – With treatment`, { type: "number", unit: "kL", measure: "flow", required: false }),
  ]),
];

const STRESS_METRIC_NAMES: Record<string, string> = {
  AREA: "name of the area",
  NATURE: "nature of operations",
  CONSUMPTION: "total water consumption",
  INT_OPTIONAL: "water intensity (optional metric chosen by the entity)",
  ...Object.fromEntries(STRESS_SOURCES.map(([id, , noun]) => [id, `withdrawal, ${noun}`])),
  ...Object.fromEntries(
    stressDestinations.flatMap(([id, , noun]) => [
      [`DIS_${id.toUpperCase()}_NONE`, `discharge to ${noun}, no treatment`],
      [`DIS_${id.toUpperCase()}_TREATED`, `discharge to ${noun}, with treatment`],
    ]),
  ),
};

/** Facility n's block: its name and operations, then SEBI's fixed withdrawal / consumption / discharge table. */
function stressSlot(n: number): RowSlot {
  const cells = Object.fromEntries(stressColumns.map((c) => [c.id, rowCell("P6-L1", "", ENV, n, c, stressMetric(n, STRESS_METRIC_NAMES[c.id]))]));
  const k = (id: string) => rowCellKey("P6-L1", n, id);
  const block = table(`P6-L1-R${n}-T`, [
    heading("withdrawal", "Water withdrawal by source (in kilolitres)"),
    ...STRESS_SOURCES.map(([id, label]) => row(id, label, { value: cells[id] })),
    row("WITHDRAWAL", "Total volume of water withdrawal (in kilolitres)", {
      value: derived(k("WITHDRAWAL"), "kL", sum(...STRESS_SOURCES.map(([id]) => k(id))), {
        metric: stressMetric(n, "total water withdrawal"),
        category: ENV,
        measure: "flow",
      }),
    }),
    row("CONSUMPTION", "Total volume of water consumption (in kilolitres)", { value: cells.CONSUMPTION }),
    row("INT_RUPEE", "Water intensity per rupee of turnover (Water consumed / turnover)", {
      value: derived(k("INT_RUPEE"), "kL per ₹", { op: "intensity", of: k("CONSUMPTION"), per: "revenue" }),
    }),
    row("INT_OPTIONAL", "Water intensity (optional) — the relevant metric may be selected by the entity", { value: cells.INT_OPTIONAL }),
    heading("discharge", "Water discharge by destination and level of treatment (in kilolitres)"),
    ...stressDestinations.flatMap(([id, label, noun]) => {
      const d = `DIS_${id.toUpperCase()}`;
      return [
        row(d, label, {
          value: derived(k(d), "kL", sum(k(`${d}_NONE`), k(`${d}_TREATED`)), {
            metric: stressMetric(n, `discharge to ${noun}`),
            category: ENV,
            measure: "flow",
          }),
        }),
        row(`${d}_NONE`, "– No treatment", { value: cells[`${d}_NONE`] }),
        row(`${d}_TREATED`, "– With treatment (specify level of treatment)", { value: cells[`${d}_TREATED`] }),
      ];
    }),
    // A single typed total (before the destinations were asked) still shows, and is checked against them.
    row("DISCHARGE", "Total water discharged (in kilolitres)", {
      value: derived(k("DISCHARGE"), "kL", sum(...stressDestinations.map(([id]) => k(`DIS_${id.toUpperCase()}`))), {
        given: [stressMetric(n, "total water discharged")],
        metric: stressMetric(n, "total water discharged"),
        category: ENV,
        measure: "flow",
      }),
    }),
  ]);
  return { number: n, cells, block };
}

const stressSlots = Array.from({ length: STRESS_MAX }, (_, i) => stressSlot(i + 1));

/** Every facility's figures added up, for the checks against the entity's totals (E3, E4). */
const stressTotal = (id: string, noun: string) =>
  derived(`P6-L1-ALL-${id}`, "kL", sum(...stressSlots.map((s) => rowCellKey("P6-L1", s.number, id))), {
    metric: `Water-stressed areas, all facilities: ${noun}`,
    category: ENV,
    measure: "flow",
  });

/** P6 L1: one block per facility or plant in an area of water stress. */
const l1: RowTable = {
  kind: "rows",
  id: "P6-L1",
  noun: "Water-stressed facility",
  columns: stressColumns,
  years: ["cy", "py"],
  maxRows: STRESS_MAX,
  rows: stressSlots,
  blockHeader: ["AREA", "NATURE"],
  totals: [
    stressTotal("WITHDRAWAL", "total water withdrawal"),
    stressTotal("CONSUMPTION", "total water consumption"),
    stressTotal("DISCHARGE", "total water discharged"),
  ],
};

const l2 = table("P6-L2-T", [
  row("S3", "Total Scope 3 emissions (break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available) — metric tonnes of CO2 equivalent", {
    value: num("P6-L2-S3", M.scope3, "tCO2e", "flow", ENV, { required: false, xbrl: "TotalScope3Emissions", alsoReportedAs: ["GRI 305-3"] }),
  }),
  row("INT-RUPEE", "Total Scope 3 emissions per rupee of turnover", {
    value: derived("P6-L2-INT-RUPEE", "tCO2e per ₹", { op: "intensity", of: "P6-L2-S3", per: "revenue" }, { xbrl: "TotalScope3EmissionsPerRupeeOfTurnover" }),
  }),
  row("INT-OPTIONAL", "Total Scope 3 emission intensity (optional) — the relevant metric may be selected by the entity", {
    value: text("P6-L2-INT-OPTIONAL", "Scope 3 emission intensity (optional metric chosen by the entity)", ENV, { required: false }),
  }),
]);

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, ENV, { required }), label);

export const P6: Question[] = [
  {
    id: "P6-E1",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E1",
    title: "Details of total energy consumption (in Joules or multiples) and energy intensity",
    items: [e1, ...externalAssessment("P6-E1", "Energy")],
  },
  {
    id: "P6-E2",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E2",
    title:
      "Does the entity have any sites / facilities identified as designated consumers (DCs) under the Performance, Achieve and Trade (PAT) Scheme of the Government of India? (Y/N) If yes, disclose whether targets set under the PAT scheme have been achieved. In case targets have not been achieved, provide the remedial action taken, if any.",
    items: [
      field(yesNo("P6-E2-DC", "Designated consumer sites under the PAT scheme", ENV), "Designated consumers under PAT? (Y/N)"),
      narrative("P6-E2-DETAILS", "PAT scheme targets: achievement or remedial action", "PAT targets achieved, or remedial action taken", false),
    ],
  },
  {
    id: "P6-E3",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E3",
    title: "Provide details of the following disclosures related to water",
    items: [e3, ...externalAssessment("P6-E3", "Water")],
  },
  {
    id: "P6-E4",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E4",
    title: "Provide the following details related to water discharged",
    items: [
      e4,
      narrative(
        "P6-E4-LEVEL",
        "Water discharge: level of treatment",
        "Level of treatment (primary, secondary, tertiary) for water discharged with treatment",
        false,
      ),
      ...externalAssessment("P6-E4", "Water discharge"),
    ],
  },
  {
    id: "P6-E5",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E5",
    title: "Has the entity implemented a mechanism for Zero Liquid Discharge? If yes, provide details of its coverage and implementation.",
    items: [
      field(
        yesNo("P6-E5-ZLD", "Zero Liquid Discharge mechanism implemented", ENV, { xbrl: "HasTheEntityImplementedAMechanismForZeroLiquidDischarge" }),
        "Zero Liquid Discharge implemented? (Y/N)",
      ),
      narrative("P6-E5-DETAILS", "Zero Liquid Discharge: coverage and implementation", "Coverage and implementation", false),
    ],
  },
  {
    id: "P6-E6",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E6",
    title: "Please provide details of air emissions (other than GHG emissions) by the entity",
    items: [e6, ...externalAssessment("P6-E6", "Air emissions")],
  },
  {
    id: "P6-E7",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E7",
    title: "Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity",
    items: [e7, ...externalAssessment("P6-E7", "GHG emissions", "ghg")],
  },
  {
    id: "P6-E8",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E8",
    title: "Does the entity have any project related to reducing Green House Gas emission? If Yes, then provide details.",
    items: [
      field(
        yesNo("P6-E8-PROJECT", "Projects to reduce GHG emissions", ENV, { xbrl: "DoesTheEntityHaveAnyProjectRelatedToReducingGreenHouseGasEmission" }),
        "Any project to reduce GHG emissions? (Y/N)",
      ),
      narrative("P6-E8-DETAILS", "Projects to reduce GHG emissions: details", "Details", false),
    ],
  },
  {
    id: "P6-E9",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E9",
    title: "Provide details related to waste management by the entity",
    items: [e9, ...externalAssessment("P6-E9", "Waste", "waste")],
  },
  {
    id: "P6-E10",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E10",
    title:
      "Briefly describe the waste management practices adopted in your establishments, the strategy adopted to reduce usage of hazardous and toxic chemicals in products and processes, and the practices adopted to manage such wastes.",
    items: [narrative("P6-E10", "Waste management practices", "Waste management practices and strategy")],
  },
  {
    id: "P6-E11",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E11",
    title:
      "If the entity has operations/offices in/around ecologically sensitive areas (national parks, wildlife sanctuaries, biosphere reserves, wetlands, biodiversity hotspots, forests, coastal regulation zones etc.) where environmental approvals / clearances are required, specify: location, type of operations, and whether the conditions of approval / clearance are being complied with.",
    items: [
      rowTable(
        "P6-E11",
        "Ecologically sensitive location",
        ENV,
        [
          col("LOCATION", "Location of operations / offices"),
          col("TYPE", "Type of operations"),
          yesNoCol("COMPLIANT", "Whether the conditions of environmental approval / clearance are being complied with (Y/N)"),
          col("REASONS", "If no, the reasons thereof and corrective action taken, if any", { required: false }),
        ],
        { legacy: text("P6-E11", "Operations in ecologically sensitive areas", ENV) },
      ),
    ],
  },
  {
    id: "P6-E12",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E12",
    title: "Details of environmental impact assessments of projects undertaken by the entity based on applicable laws, in the current financial year",
    items: [
      rowTable(
        "P6-E12",
        "Environmental impact assessment",
        ENV,
        [
          col("PROJECT", "Name and brief details of project"),
          col("EIA_NO", "EIA Notification No."),
          col("DATE", "Date"),
          yesNoCol("EXTERNAL", "Whether conducted by independent external agency (Yes/No)"),
          yesNoCol("PUBLIC", "Results communicated in public domain (Yes/No)"),
          col("LINK", "Relevant Web link", { required: false }),
        ],
        { legacy: text("P6-E12", "Environmental impact assessments in the year", ENV) },
      ),
    ],
  },
  {
    id: "P6-E13",
    section: "C",
    principle: "P6",
    indicator: "essential",
    number: "E13",
    title:
      "Is the entity compliant with the applicable environmental law / regulations / guidelines in India, such as the Water (Prevention and Control of Pollution) Act, Air (Prevention and Control of Pollution) Act, Environment protection act and rules thereunder (Y/N)? If not, provide details of all such non-compliances.",
    items: [
      field(
        yesNo("P6-E13-COMPLIANT", "Compliant with applicable environmental law", ENV, { xbrl: "IsTheEntityCompliantWithTheApplicableEnvironmentalLaw" }),
        "Compliant? (Y/N)",
      ),
      rowTable(
        "P6-E13",
        "Environmental non-compliance",
        ENV,
        [
          col("LAW", "Specify the law / regulation / guidelines which was not complied with"),
          col("DETAILS", "Provide details of the non-compliance"),
          col("FINES", "Any fines / penalties / action taken by regulatory agencies such as pollution control boards or by courts"),
          col("ACTION", "Corrective action taken, if any"),
        ],
        { required: false, legacy: text("P6-E13-DETAILS", "Environmental non-compliances", ENV) },
      ),
    ],
  },
  {
    id: "P6-L1",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L1",
    title: "Water withdrawal, consumption and discharge in areas of water stress (in kilolitres)",
    items: [
      l1,
      narrative(
        "P6-L1-LEVEL",
        "Water-stressed areas: level of treatment of water discharged",
        "Level of treatment (primary, secondary, tertiary) for water discharged with treatment",
        false,
      ),
      ...externalAssessment("P6-L1", "Water in water-stressed areas"),
    ],
  },
  {
    id: "P6-L2",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L2",
    title: "Please provide details of total Scope 3 emissions & its intensity",
    items: [l2, ...externalAssessment("P6-L2", "Scope 3 emissions")],
  },
  {
    id: "P6-L3",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L3",
    title:
      "With respect to the ecologically sensitive areas reported in E11, provide details of significant direct and indirect impact of the entity on biodiversity in such areas along with prevention and remediation activities.",
    items: [narrative("P6-L3", "Impact on biodiversity in ecologically sensitive areas", "Impacts and remediation", false)],
  },
  {
    id: "P6-L4",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L4",
    title:
      "If the entity has undertaken any specific initiatives or used innovative technology or solutions to improve resource efficiency, or reduce impact due to emissions / effluent discharge / waste generated, please provide details of the same as well as outcome of such initiatives.",
    items: [
      rowTable(
        "P6-L4",
        "Resource-efficiency initiative",
        ENV,
        [
          col("INITIATIVE", "Initiative undertaken"),
          col("DETAILS", "Details of the initiative (Web-link, if any, may be provided along-with summary)"),
          col("OUTCOME", "Outcome of the initiative"),
        ],
        { legacy: text("P6-L4", "Resource-efficiency initiatives and outcomes", ENV) },
      ),
    ],
  },
  {
    id: "P6-L5",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L5",
    title: "Does the entity have a business continuity and disaster management plan? Give details in 100 words / web link.",
    items: [narrative("P6-L5", "Business continuity and disaster management plan", "Details or web link", false)],
  },
  {
    id: "P6-L6",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L6",
    title:
      "Disclose any significant adverse impact to the environment, arising from the value chain of the entity. What mitigation or adaptation measures have been taken by the entity in this regard.",
    items: [narrative("P6-L6", "Adverse environmental impact from the value chain", "Impacts and measures", false)],
  },
  {
    id: "P6-L7",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L7",
    title: "Percentage of value chain partners (by value of business done with such partners) that were assessed for environmental impacts.",
    items: [
      field(
        num("P6-L7", "Value chain partners assessed for environmental impacts (%)", "%", "stock", ENV, {
          required: false,
          xbrl: "PercentageOfValueChainPartnersByValueOfBusinessDoneWithSuchPartnersThatWereAssessedForEnvironmentalImpacts",
        }),
        "% of value chain partners assessed",
      ),
    ],
  },
  {
    // Added by SEBI's circular of 28 March 2025 for FY 2024-25 onwards ([B: R25] in BRSR_FORMAT.md; XBRL names [V: XD]).
    id: "P6-L8",
    section: "C",
    principle: "P6",
    indicator: "leadership",
    number: "L8",
    title:
      "How many Green Credits have been generated or procured: (a) by the listed entity; (b) by the top ten (in terms of value of purchases and sales, respectively) value chain partners (inserted by SEBI's circular of 28 March 2025, from FY 2024-25; not in the format of 12 July 2023)",
    items: [
      field(
        num("P6-L8-ENTITY", "Green credits generated or procured by the listed entity", "count", "flow", ENV, {
          required: false,
          xbrl: "NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheListedEntity",
        }),
        "(a) By the listed entity",
      ),
      field(
        num("P6-L8-PARTNERS", "Green credits generated or procured by the top ten value chain partners", "count", "flow", ENV, {
          required: false,
          xbrl: "NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheTopTenValueChainPartners",
        }),
        "(b) By the top ten value chain partners",
      ),
    ],
  },
];
