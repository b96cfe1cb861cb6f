/**
 * The demo company's answers to SEBI's tables whose rows the company adds (A-26 material issues,
 * P4 E2 stakeholder groups, P6 L1 facility blocks …), as rows for FY 2023-24 and FY 2024-25,
 * turned into cell answers keyed 'A-26-R3-RISK' (lib/frameworks/questionnaire/row-keys.ts). A table with
 * nothing to list is 'Not applicable' on its first cell, with the reason. Names are invented.
 */
import { rowCellKey } from "@/lib/frameworks/questionnaire/row-keys";

type Value = string | { value: string; unit?: string; notes?: string };
/** One row: its cells by column id. */
type DemoRow = Readonly<Record<string, Value>>;
/** A year's rows, or the reason the table is not applicable that year. */
type YearRows = readonly DemoRow[] | { na: string };

/** [FY 2023-24, FY 2024-25] answers of a cell; undefined where that year has no such row. */
export type DemoRowAnswer = readonly [Value | undefined, Value | undefined];

const na = (reason: string) => ({ na: reason });

/** A table's rows of both years as cell answers; `firstColumn` carries 'Not applicable'. */
function table(id: string, firstColumn: string, fy24: YearRows, fy25: YearRows = fy24): Record<string, DemoRowAnswer> {
  const out: Record<string, [Value | undefined, Value | undefined]> = {};
  const put = (key: string, year: 0 | 1, value: Value) => {
    const pair = (out[key] ??= [undefined, undefined]);
    pair[year] = value;
  };
  ([fy24, fy25] as const).forEach((rows, year) => {
    if ("na" in rows) put(rowCellKey(id, 1, firstColumn), year as 0 | 1, { value: "Not applicable", notes: rows.na });
    else rows.forEach((row, i) => Object.entries(row).forEach(([column, value]) => put(rowCellKey(id, i + 1, column), year as 0 | 1, value)));
  });
  return out;
}

const SITE = "https://www.sahyadri-steel.example";

const MATERIAL_ISSUES: DemoRow[] = [
  {
    ISSUE: "Energy and GHG emissions",
    RISK: "R",
    RATIONALE: "An EAF runs on grid power, so Scope 2 dominates our footprint, and buyers and lenders now ask for low-carbon steel.",
    APPROACH: "Solar power purchase agreement, furnace efficiency (oxy-fuel burners, scrap preheating) and a decarbonisation plan with yearly targets.",
    IMPLICATIONS: "Negative Implications",
  },
  {
    ISSUE: "Water security at the Ambad plant",
    RISK: "R",
    RATIONALE: "Ambad is in water-stressed Marathwada; summer shortages can stop the bright bar line.",
    APPROACH: "Rainwater harvesting ponds, zero liquid discharge at Ambad and RO reuse of treated effluent at Chakan.",
    IMPLICATIONS: "Negative Implications",
  },
  {
    ISSUE: "Occupational health and safety",
    RISK: "R",
    RATIONALE: "Molten metal, overhead cranes and rolling mills expose employees and contract workers to serious injury.",
    APPROACH: "ISO 45001 system, digital permit-to-work, contractor induction and monthly safety committees.",
    IMPLICATIONS: "Negative Implications",
  },
  {
    ISSUE: "Circularity: scrap-based steel and by-products",
    RISK: "O",
    RATIONALE: "Scrap is three-quarters of our metallic charge, and slag and mill scale have buyers.",
    IMPLICATIONS: "Positive Implications",
  },
];

const GREEN_STEEL: DemoRow = {
  ISSUE: "Low-carbon ('green') steel demand",
  RISK: "O",
  RATIONALE: "Two automotive customers pay a premium for bars with a verified lower carbon footprint.",
  IMPLICATIONS: "Positive Implications",
};

const STAKEHOLDERS: DemoRow[] = [
  {
    GROUP: "Employees and workers",
    VULNERABLE: "Yes",
    CHANNEL: "Community Meetings",
    FREQUENCY: "Monthly (town halls, safety committees, union meetings)",
    PURPOSE: "Safety, wages and welfare; contract workers' grievances and working conditions.",
  },
  { GROUP: "Customers", VULNERABLE: "No", CHANNEL: "E-mail", FREQUENCY: "Quarterly", PURPOSE: "Quality, delivery, low-carbon steel and product information." },
  {
    GROUP: "Suppliers and contractors",
    VULNERABLE: "No",
    CHANNEL: "E-mail",
    FREQUENCY: "Half yearly",
    PURPOSE: "Scrap quality, payment terms, safety and code of conduct.",
  },
  {
    GROUP: "Communities near Chakan and Ambad",
    VULNERABLE: "Yes",
    CHANNEL: "Community Meetings",
    FREQUENCY: "Quarterly (gram sabha meetings, CSR camps)",
    PURPOSE: "Dust and truck traffic, drinking water in drought months, CSR needs.",
  },
  {
    GROUP: "Shareholders and investors",
    VULNERABLE: "No",
    CHANNEL: "Website",
    FREQUENCY: "Quarterly",
    PURPOSE: "Results, strategy, ESG performance (AGM and results calls).",
  },
  {
    GROUP: "Regulators (MPCB, DISH, MIDC)",
    VULNERABLE: "No",
    CHANNEL: "Other",
    FREQUENCY: "Others – as required",
    PURPOSE: "Consents, inspections and statutory filings.",
  },
];

const CHAMBERS_FY24: DemoRow[] = [
  { NAME: "Confederation of Indian Industry", REACH: "National" },
  { NAME: "Federation of Indian Chambers of Commerce and Industry", REACH: "National" },
  { NAME: "Mahratta Chamber of Commerce, Industries and Agriculture", REACH: "State" },
  { NAME: "Indian Institute of Metals", REACH: "National" },
  { NAME: "Material Recycling Association of India", REACH: "National" },
  { NAME: "Chakan Industries Association", REACH: "State" },
];

const STRESSED_FACILITY = (y: 0 | 1): DemoRow => ({
  AREA: "Ambad, Jalna district (Marathwada), Maharashtra: groundwater classed semi-critical by the CGWB; a high baseline water stress area.",
  NATURE: "Alloy steel bar finishing and bright bar plant (cooling water, pickling rinse water and domestic use).",
  SURFACE: "0",
  GROUND: ["8,000", "6,000"][y],
  THIRD_PARTY: ["52,000", "50,000"][y],
  SEA: "0",
  OTHERS: ["2,000", "3,000"][y],
  CONSUMPTION: ["62,000", "59,000"][y],
  INT_OPTIONAL: { value: "Not applicable", notes: "Ambad's output is not measured separately for an intensity; the per-rupee intensity is reported." },
  // Zero liquid discharge at Ambad: nothing discharged to any destination (P6 E4 says the same).
  ...Object.fromEntries(["I", "II", "III", "IV", "V"].flatMap((d) => [[`DIS_${d}_NONE`, "0"] as const, [`DIS_${d}_TREATED`, "0"] as const])),
});

export const DEMO_BRSR_ROWS: Readonly<Record<string, DemoRowAnswer>> = Object.freeze({
  ...table("A-26", "ISSUE", MATERIAL_ISSUES, [...MATERIAL_ISSUES, GREEN_STEEL]),
  ...table("P1-E3", "CASE", na("The environmental compensation paid to the MPCB in FY 2023-24 was not appealed."), na("No regulatory action in FY 2024-25.")),
  ...table("P2-L1", "NIC", na("No life cycle assessment was carried out in FY 2023-24."), [
    {
      NIC: "24105",
      PRODUCT: "TMT reinforcement bars",
      TURNOVER_PCT: "58",
      BOUNDARY: "Cradle-to-gate, Chakan plant (ISO 14040/44)",
      EXTERNAL: "Yes",
      PUBLIC: "Yes",
      LINK: `${SITE}/epd/tmt-bars`,
    },
  ]),
  ...table("P2-L2", "PRODUCT", [
    {
      PRODUCT: "EAF steel slag (by-product)",
      RISK: "Leaching of metals if slag is dumped untreated.",
      ACTION: "Slag is weathered, tested and sold as road aggregate and to cement makers; the rest goes to the authorised landfill.",
    },
  ]),
  ...table("P2-L5", "CATEGORY", [
    { CATEGORY: "Plastic packaging of our products", PCT: "100" },
    {
      CATEGORY: "Steel bars and wire rod",
      PCT: { value: "0", notes: "Not reclaimed by us: end-of-life steel returns to the industry through the scrap market." },
    },
  ]),
  ...table("P4-E2", "GROUP", STAKEHOLDERS),
  ...table(
    "P6-E11",
    "LOCATION",
    na("None of our plants or offices is in or around a national park, wildlife sanctuary, biosphere reserve, wetland or other ecologically sensitive area."),
  ),
  ...table("P6-E12", "PROJECT", na("No project requiring an environmental impact assessment under the EIA Notification, 2006 was undertaken in FY 2023-24."), [
    {
      PROJECT: "Expansion of the Chakan melt shop from 60,000 to 1,00,000 tpa",
      EIA_NO: "SEIAA-EC-0000/2025 (EIA Notification, 2006)",
      DATE: "14 February 2025",
      EXTERNAL: "Yes",
      PUBLIC: "Yes",
      LINK: `${SITE}/environment/chakan-expansion-eia`,
    },
  ]),
  ...table(
    "P6-E13",
    "LAW",
    [
      {
        LAW: "Air (Prevention and Control of Pollution) Act, 1981: consent conditions",
        DETAILS: "Particulate emissions at the Chakan EAF fume-extraction stack exceeded the consent limit in August 2023.",
        FINES: "MPCB levied environmental compensation of ₹1,50,000 (P1 E2), paid.",
        ACTION: "Bag filters replaced and continuous stack monitoring linked to the MPCB server.",
      },
    ],
    na("No non-compliance with environmental law in FY 2024-25."),
  ),
  ...table("P6-L1", "AREA", [STRESSED_FACILITY(0)], [STRESSED_FACILITY(1)]),
  ...table(
    "P6-L4",
    "INITIATIVE",
    [
      {
        INITIATIVE: "Variable-frequency drives on fume-extraction fans",
        DETAILS: "Drives fitted on the two main fans of the EAF fume-extraction system.",
        OUTCOME: "About 1,100 MWh of electricity saved a year.",
      },
      {
        INITIATIVE: "Rainwater harvesting at Ambad",
        DETAILS: "Two lined ponds collect roof and yard run-off.",
        OUTCOME: "2,000 kL of harvested rainwater used.",
      },
    ],
    [
      {
        INITIATIVE: "Waste-heat recovery on the reheating furnace",
        DETAILS: `Recuperator preheats combustion air with flue gas; ${SITE}/sustainability/waste-heat`,
        OUTCOME: "Fuel use of the furnace cut by about 8%.",
      },
      {
        INITIATIVE: "RO recycling of treated effluent at Chakan",
        DETAILS: "Reverse-osmosis plant returns treated effluent to the cooling towers.",
        OUTCOME: "Harvested and recycled water rose to 28,000 kL.",
      },
    ],
  ),
  ...table("P7-E1b", "NAME", CHAMBERS_FY24, [
    ...CHAMBERS_FY24.slice(0, 5),
    { NAME: "Engineering Export Promotion Council", REACH: "National" },
    CHAMBERS_FY24[5],
  ]),
  ...table("P7-E2", "AUTHORITY", na("No adverse order from a regulatory authority on anti-competitive conduct.")),
  ...table("P7-L1", "POLICY", [
    {
      POLICY: "Steel scrap recycling policy and quality standards for scrap",
      METHOD: "Through the Material Recycling Association of India: consultations with the Ministry of Steel",
      PUBLIC: "No",
      FREQUENCY: "Annually",
    },
    {
      POLICY: "Green steel taxonomy",
      METHOD: "Through CII: written submissions when consulted",
      PUBLIC: "Yes",
      FREQUENCY: "Half yearly",
      LINK: `${SITE}/policy-advocacy`,
    },
  ]),
  ...table("P8-E1", "PROJECT", na("No project required a social impact assessment under applicable law in the year.")),
  ...table("P8-E2", "PROJECT", na("No project involved land acquisition, rehabilitation or resettlement.")),
  ...table("P8-L1", "IMPACT", na("No social impact assessment was required or carried out (P8 E1).")),
  ...table(
    "P8-L2",
    "STATE",
    [{ STATE: "Maharashtra", DISTRICT: "Dharashiv (Osmanabad)", AMOUNT: "6,40,000" }],
    [{ STATE: "Maharashtra", DISTRICT: "Dharashiv (Osmanabad)", AMOUNT: "9,60,000" }],
  ),
  ...table("P8-L4", "IP", na("We own or use no intellectual property based on traditional knowledge.")),
  ...table("P8-L5", "AUTHORITY", na("We own or use no intellectual property based on traditional knowledge.")),
  ...table(
    "P8-L6",
    "PROJECT",
    [
      { PROJECT: "Science laboratories in zilla parishad schools near Chakan", PERSONS: "1,150", VULNERABLE_PCT: "70" },
      { PROJECT: "Health camps in Ambad villages", PERSONS: "2,300", VULNERABLE_PCT: "85" },
    ],
    [
      { PROJECT: "Science laboratories in zilla parishad schools near Chakan", PERSONS: "1,640", VULNERABLE_PCT: "70" },
      { PROJECT: "Health camps and water projects in Ambad and Dharashiv villages", PERSONS: "3,100", VULNERABLE_PCT: "85" },
    ],
  ),
});
