// Writes the extraction benchmark PDFs (tests/fixtures/extraction/*.pdf) with pdfkit, in the
// layouts the issue names: SEBI-format BRSR tables (wrapped headers and row labels), a narrative
// annual report, a GRI content index, a two-column page and a page of scaled units. The ground
// truth beside each PDF (*.truth.json) is written by hand from the text below, never from the
// extractor's output. Run: npx tsx scripts/make-extraction-fixtures.ts
// The PDFs are committed; the file is deterministic (fixed dates), so running it again changes nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { c, render, type Painter } from "./pdf-painter";

const OUT = path.join(process.cwd(), "tests", "fixtures", "extraction");

// (a) SEBI's BRSR format: Section A Q20 and Principle 6 E1, E3, E6, E7 and E9, with the year
// headings wrapped ('FY 2024-' / '25') and SEBI's long row labels wrapped over two or three lines.
const sebi = [
  (p: Painter) => {
    p.line("Kaveri Cements Limited", { size: 14, bold: true });
    p.line("Business Responsibility and Sustainability Report FY 2024-25", { size: 11 });
    p.line("SECTION A: GENERAL DISCLOSURES", { bold: true });
    p.line("IV. Employees", { bold: true });
    p.line("20. Details as at the end of Financial Year:");
    p.line("a. Employees and workers (including differently abled):");
    const cols = [
      { x: 50, w: 28 },
      { x: 80, w: 150 },
      { x: 235, w: 55, right: true },
      { x: 300, w: 55, right: true },
      { x: 365, w: 55, right: true },
      { x: 430, w: 55, right: true },
      { x: 495, w: 55, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("S.", "No."), c("Particulars"), c("Total (A)"), c("Male", "No. (B)"), c("", "% (B / A)"), c("Female", "No. (C)"), c("", "% (C / A)")],
      rows: [
        "EMPLOYEES",
        [c("1."), c("Permanent (D)"), c("2,450"), c("2,010"), c("82.04%"), c("440"), c("17.96%")],
        [c("2."), c("Other than Permanent (E)"), c("380"), c("310"), c("81.58%"), c("70"), c("18.42%")],
        [c("3."), c("Total employees (D + E)"), c("2,830"), c("2,320"), c("81.98%"), c("510"), c("18.02%")],
        "WORKERS",
        [c("4."), c("Permanent (F)"), c("4,120"), c("3,890"), c("94.42%"), c("230"), c("5.58%")],
        [c("5."), c("Other than Permanent (G)"), c("1,760"), c("1,655"), c("94.03%"), c("105"), c("5.97%")],
        [c("6."), c("Total workers (F + G)"), c("5,880"), c("5,545"), c("94.30%"), c("335"), c("5.70%")],
      ],
    });
  },
  (p: Painter) => {
    p.line("SECTION C: PRINCIPLE WISE PERFORMANCE DISCLOSURE", { bold: true });
    p.line("PRINCIPLE 6 Businesses should respect and make efforts to protect and restore the environment", { bold: true });
    p.line("Essential Indicators", { bold: true });
    p.line("1. Details of total energy consumption (in Joules or multiples) and energy intensity, in the following format:");
    p.line("(All figures in GJ unless stated otherwise)");
    const cols = [
      { x: 50, w: 300 },
      { x: 380, w: 70, right: true },
      { x: 470, w: 70, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("Parameter"), c("FY 2024-", "25", "(Current", "Financial Year)"), c("FY 2023-", "24", "(Previous", "Financial Year)")],
      rows: [
        "From renewable sources",
        [c("Total electricity consumption (A)"), c("1,84,500"), c("1,52,300")],
        [c("Total fuel consumption (B)"), c("62,400"), c("58,900")],
        [c("Energy consumption through other sources (C)"), c("0"), c("0")],
        [c("Total energy consumed from renewable sources", "(A+B+C)"), c("2,46,900"), c("2,11,200")],
        "From non-renewable sources",
        [c("Total electricity consumption (D)"), c("3,12,750"), c("3,35,400")],
        [c("Total fuel consumption (E)"), c("18,75,300"), c("19,02,650")],
        [c("Energy consumption through other sources (F)"), c("12,450"), c("11,980")],
        [c("Total energy consumed from non-renewable sources", "(D+E+F)"), c("22,00,500"), c("22,50,030")],
        [c("Total energy consumed (A+B+C+D+E+F)"), c("24,47,400"), c("24,61,230")],
        [c("Energy intensity per rupee of turnover (Total energy", "consumed / Revenue from operations) (GJ/₹ crore)"), c("612.4"), c("655.8")],
      ],
    });
  },
  (p: Painter) => {
    p.line("3. Details of the following disclosures related to water, in the following format:");
    const cols = [
      { x: 50, w: 300 },
      { x: 370, w: 80, right: true },
      { x: 470, w: 80, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("Parameter"), c("FY 2024-25", "(Current Financial", "Year)"), c("FY 2023-24", "(Previous Financial", "Year)")],
      rows: [
        "Water withdrawal by source (in kilolitres)",
        [c("(i) Surface water"), c("2,15,000"), c("2,08,400")],
        [c("(ii) Groundwater"), c("1,42,600"), c("1,51,300")],
        [c("(iii) Third party water"), c("86,250"), c("79,800")],
        [c("(iv) Seawater / desalinated water"), c("0"), c("0")],
        [c("(v) Others"), c("0"), c("0")],
        [c("Total volume of water withdrawal (in kilolitres)", "(i + ii + iii + iv + v)"), c("4,43,850"), c("4,39,500")],
        [c("Total volume of water consumption (in kilolitres)"), c("3,61,200"), c("3,58,950")],
        [c("Water intensity per rupee of turnover (Total water", "consumption / Revenue from operations) (kL/₹ crore)"), c("90.4"), c("95.6")],
      ],
    });
  },
  (p: Painter) => {
    p.line("6. Please provide details of air emissions (other than GHG emissions) by the entity:");
    const cols = [
      { x: 50, w: 200 },
      { x: 260, w: 100 },
      { x: 370, w: 80, right: true },
      { x: 470, w: 80, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("Parameter"), c("Please specify unit"), c("FY 2024-25", "(Current FY)"), c("FY 2023-24", "(Previous FY)")],
      rows: [
        [c("NOx"), c("MT"), c("412.6"), c("438.2")],
        [c("SOx"), c("MT"), c("286.4"), c("301.7")],
        [c("Particulate matter (PM)"), c("MT"), c("96.3"), c("104.8")],
      ],
    });
    p.line("7. Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity, in the following format:");
    p.table({
      columns: cols,
      header: [c("Parameter"), c("Unit"), c("FY 2024-25", "(Current FY)"), c("FY 2023-24", "(Previous FY)")],
      rows: [
        [
          c("Total Scope 1 emissions (Break-up of the", "GHG into CO2, CH4, N2O, HFCs, PFCs, SF6,", "NF3, if available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("16,42,800"),
          c("16,88,450"),
        ],
        [
          c("Total Scope 2 emissions (Break-up of the", "GHG into CO2, CH4, N2O, HFCs, PFCs, SF6,", "NF3, if available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("2,18,650"),
          c("2,34,100"),
        ],
        [
          c("Total Scope 1 and Scope 2 emission intensity", "per rupee of turnover (Total Scope 1 and", "Scope 2 GHG emissions / Revenue from", "operations)"),
          c("tCO2e/₹ crore"),
          c("466.1"),
          c("498.3"),
        ],
      ],
    });
  },
  (p: Painter) => {
    p.line("9. Provide details related to waste management by the entity, in the following format:");
    const cols = [
      { x: 50, w: 300 },
      { x: 370, w: 80, right: true },
      { x: 470, w: 80, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("Parameter"), c("FY 2024-", "25"), c("FY 2023-", "24")],
      rows: [
        "Total Waste generated (in metric tonnes)",
        [c("Plastic waste (A)"), c("142.5"), c("128.9")],
        [c("E-waste (B)"), c("18.2"), c("15.6")],
        [c("Bio-medical waste (C)"), c("0.8"), c("0.7")],
        [c("Construction and demolition waste (D)"), c("1,240"), c("980")],
        [c("Battery waste (E)"), c("6.4"), c("5.9")],
        [c("Radioactive waste (F)"), c("0"), c("0")],
        [c("Other Hazardous waste. Please specify, if any.", "(G)"), c("3,856"), c("4,102")],
        [
          c("Other Non-hazardous waste generated (H). Please", "specify, if any. (Break-up by composition i.e. by", "materials relevant to the sector)"),
          c("48,920"),
          c("51,340"),
        ],
        [c("Total (A+B+C+D+E+F+G+H)"), c("54,183.9"), c("56,573.1")],
      ],
    });
  },
];

const sebiSafety = (p: Painter) => {
  p.line("PRINCIPLE 3 Businesses should respect and promote the well-being of all employees, including those in their value chains", { bold: true });
  p.line("11. Details of safety related incidents, in the following format:");
  const cols = [
    { x: 50, w: 230 },
    { x: 290, w: 60 },
    { x: 370, w: 80, right: true },
    { x: 470, w: 80, right: true },
  ];
  p.table({
    columns: cols,
    header: [c("Safety Incident/Number"), c("Category*"), c("FY 2024-25", "(Current FY)"), c("FY 2023-24", "(Previous FY)")],
    rows: [
      [c("Lost Time Injury Frequency Rate (LTIFR) (per one", "million-person hours worked)"), c("Employees"), c("0.18"), c("0.22")],
      [c(""), c("Workers"), c("0.64"), c("0.71")],
      [c("Total recordable work-related injuries"), c("Employees"), c("4"), c("6")],
      [c(""), c("Workers"), c("19"), c("23")],
      [c("No. of fatalities"), c("Employees"), c("0"), c("0")],
      [c(""), c("Workers"), c("1"), c("2")],
    ],
  });
  p.line("*Including in the contract workforce");
};

// (b) A narrative annual report: lakh and million on physical units, number words, a figure
// before its metric, a target and a baseline, both Scope 2 methods, a contract worker's death.
const narrative = [
  (p: Painter) => {
    p.line("Godavari Textiles Limited", { size: 14, bold: true });
    p.line("Annual Report 2024-25: Sustainability Review", { size: 11 });
    p.line("Climate and energy", { bold: true });
    p.para([
      "During FY 2024-25 our manufacturing sites emitted 1.85 lakh tCO2e of Scope 1 emissions, compared",
      "with 1.97 lakh tCO2e in FY 2023-24, as two boilers moved from coal to biomass briquettes.",
      "Scope 2 emissions (location-based) were 96,400 tCO2e in FY 2024-25; on a market-based basis,",
      "reflecting our renewable power purchase agreements, Scope 2 emissions were 61,250 tCO2e.",
      "Our FY 2030 target: 1,50,000 tCO2e of Scope 1 and Scope 2 emissions together, against a",
      "FY 2021-22 baseline of 2,64,000 tCO2e.",
    ]);
    p.para(["Total energy consumption for the year was 682.3 million kWh (FY 2023-24: 701.5 million kWh),", "most of it drawn by spinning and weaving."]);
    p.line("Water and waste", { bold: true });
    p.para([
      "Total water withdrawal stood at 12.4 lakh kL, of which groundwater made up 3.1 lakh kL; the",
      "rest came from the municipal supply and harvested rainwater.",
      "Our plants generated 18,450 MT of waste in the year, most of it cotton droppings sold for reuse.",
    ]);
    p.line("People and society", { bold: true });
    p.para([
      "We received two complaints under POSH, both resolved within the statutory period, and 14",
      "consumer complaints, all closed.",
      "Sadly, one contract worker lost his life in an accident at the Nashik unit; there were no",
      "fatalities among our employees. We have since retrained every shift on lockout procedures.",
      "The LTIFR was 0.38 per million person-hours worked (FY 2023-24: 0.45).",
      "Average training hours per employee were 22.5 hours.",
    ]);
    p.line("Financial highlights", { bold: true });
    p.para([
      "Revenue from operations was ₹ 4,012 crore in FY 2024-25, and CSR spending for the year was",
      "₹ 24.6 crore, mostly on skilling and water conservation in the districts where we operate.",
    ]);
  },
];

// (c) A GRI content index: standard, disclosure number, title, the year's value and its unit.
const gri = [
  (p: Painter) => {
    p.line("Narmada Chemicals Limited — GRI Content Index FY 2024-25", { size: 12, bold: true });
    p.line("Statement of use: reported in accordance with the GRI Standards for 1 April 2024 to 31 March 2025.");
    const cols = [
      { x: 45, w: 95 },
      { x: 145, w: 45 },
      { x: 200, w: 190 },
      { x: 395, w: 70, right: true },
      { x: 480, w: 80 },
    ];
    p.table({
      columns: cols,
      header: [c("GRI Standard"), c("Disclosure"), c("Title"), c("FY 2024-25"), c("Unit")],
      rows: [
        [c("GRI 2: General", "Disclosures 2021"), c("2-7"), c("Employees (total number of employees)"), c("1,845"), c("Number")],
        [c("GRI 302: Energy", "2016"), c("302-1"), c("Energy consumption within the organization"), c("9,84,300"), c("GJ")],
        [c("GRI 303: Water and", "Effluents 2018"), c("303-3"), c("Water withdrawal"), c("2,76,400"), c("kL")],
        [c(""), c("303-4"), c("Water discharge"), c("88,100"), c("kL")],
        [c(""), c("303-5"), c("Water consumption"), c("1,88,300"), c("kL")],
        [c("GRI 305: Emissions", "2016"), c("305-1"), c("Direct (Scope 1) GHG emissions"), c("72,450"), c("tCO2e")],
        [c(""), c("305-2"), c("Energy indirect (Scope 2) GHG emissions", "(location-based)"), c("41,900"), c("tCO2e")],
        [c(""), c("305-7"), c("Nitrogen oxides (NOx)"), c("118.4"), c("t")],
        [c(""), c("305-7"), c("Sulfur oxides (SOx)"), c("64.2"), c("t")],
        [c("GRI 306: Waste 2020"), c("306-3"), c("Waste generated"), c("6,215"), c("t")],
        [c("GRI 403: Occupational", "Health and Safety 2018"), c("403-9"), c("Fatalities as a result of work-related injury"), c("0"), c("Number")],
        [c(""), c("403-9"), c("Lost time injury frequency rate"), c("0.29"), c("per million", "hours worked")],
        [c("GRI 404: Training and", "Education 2016"), c("404-1"), c("Average hours of training per year per", "employee"), c("31.2"), c("Hours")],
      ],
    });
  },
];

// (d) A page set in two columns: lines of both columns share baselines.
const twoColumn = [
  (p: Painter) => {
    p.line("Tapti Foods Limited — Sustainability Report FY 2024-25", { size: 12, bold: true });
    const top = p.y + 6;
    p.y = top;
    p.line("Environment", { x: 50, bold: true });
    p.para(
      [
        "In FY 2024-25, total Scope 1 emissions were",
        "48,720 tCO2e and Scope 2 emissions were 35,160",
        "tCO2e, as the dairy plants replaced furnace oil",
        "with piped natural gas.",
        "Total water consumption was 1,12,400 kL in",
        "FY 2024-25, after the Indore plant began to",
        "reuse treated condensate.",
        "Total waste generated was 2,310 tonnes, of",
        "which most was organic sludge sent to biogas.",
      ],
      50,
    );
    p.y = top;
    p.line("People", { x: 315, bold: true });
    p.para(
      [
        "Total employees at year end were 1,240, and",
        "women in the workforce stood at 23.5%.",
        "Average training hours per employee were 18.0",
        "hours. There were no fatalities and the LTIFR",
        "was 0.21 per million person-hours worked.",
        "We recorded no data breaches during the year.",
        "Consumer complaints received: 37, of which 35",
        "were resolved by 31 March 2025.",
      ],
      315,
    );
  },
];

// (e) Scaled units: million kWh, lakh kL, ktCO2e, thousand tonnes, kg, per-rupee intensities
// per crore and per lakh, NOx and SOx on their own, and money in crore and lakh.
const units = [
  (p: Painter) => {
    p.line("Sabarmati Power Components Limited", { size: 14, bold: true });
    p.line("Key environmental figures, FY 2024-25", { size: 11 });
    const cols = [
      { x: 50, w: 190 },
      { x: 250, w: 100 },
      { x: 360, w: 80, right: true },
      { x: 460, w: 80, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("Parameter"), c("Unit"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        [c("Total energy consumed"), c("million kWh"), c("412.5"), c("398.0")],
        [c("Total water withdrawal"), c("lakh kL"), c("8.6"), c("9.1")],
        [c("Scope 1 emissions"), c("ktCO2e"), c("126.4"), c("131.9")],
        [c("Total waste generated"), c("thousand tonnes"), c("4.2"), c("4.6")],
        [c("Energy intensity"), c("GJ/₹ crore"), c("302.1"), c("318.7")],
        [c("Water intensity"), c("kL/₹ lakh"), c("1.75"), c("1.92")],
        [c("Scope 1 and 2 emission intensity"), c("tCO2e/₹ crore"), c("26.8"), c("28.1")],
        [c("NOx"), c("MT"), c("84.2"), c("90.1")],
        [c("SOx"), c("kg"), c("52,300"), c("55,800")],
      ],
    });
    p.para([
      "Revenue from operations rose to ₹ 4,915 crore (FY 2023-24: ₹ 4,480 crore).",
      "CSR spending of ₹ 312.5 lakh was made in FY 2024-25.",
      "Total water discharge was 2.35 lakh kilolitres in FY 2024-25.",
      "Scope 2 emissions (location-based) were 0.92 lakh tCO2e in FY 2024-25.",
    ]);
  },
];

// (f) Held out: written after the engine was built and scored as it came out, not tuned to.
// Company wording instead of SEBI's, 'FY25' headings, figures centred in tall cells, TJ and ML,
// a hazardous-waste row that is not the total, and prose the engine was not shown.
const heldOut = [
  (p: Painter) => {
    p.line("Vindhya Paper Mills Ltd — BRSR FY 2024-25 (extract)", { size: 13, bold: true });
    p.line("Environmental performance", { bold: true });
    const cols = [
      { x: 50, w: 220 },
      { x: 280, w: 60 },
      { x: 360, w: 80, right: true },
      { x: 460, w: 80, right: true },
    ];
    p.table({
      middle: true,
      columns: cols,
      header: [c("Particulars"), c("Unit"), c("FY25"), c("FY24")],
      rows: [
        [c("Direct emissions (Scope 1)"), c("tCO2e"), c("3,12,400"), c("3,25,900")],
        [c("Indirect emissions from purchased electricity", "(Scope 2, location-based)"), c("tCO2e"), c("1,04,250"), c("1,11,700")],
        [c("Total energy consumption"), c("TJ"), c("4,215.6"), c("4,388.2")],
        [c("Fresh water withdrawal"), c("ML"), c("9,840"), c("10,120")],
        [c("Hazardous waste generated"), c("MT"), c("1,215"), c("1,304")],
        [c("Lost Time Injury Frequency Rate (per million", "man-hours)"), c(""), c("0.52"), c("0.61")],
      ],
    });
    p.line("Social and governance", { bold: true });
    p.para([
      "Our people: the workforce comprised 6,412 permanent employees at the close of FY 2024-25.",
      "Eleven grievances were raised under the POSH policy during the year, of which nine were resolved.",
      "CSR expenditure of INR 18.75 crore was incurred in FY 2024-25 (FY 2023-24: INR 16.2 crore).",
      "The Company aims to reach net zero by FY 2040 and has set an interim target of 2,00,000 tCO2e",
      "Scope 1 emissions by FY 2030.",
      "Water consumption intensity stood at 0.0021 kL per rupee of turnover.",
      "Scope 3 emissions were estimated at 8.4 lakh tCO2e.",
    ]);
  },
];

export const FIXTURES: Array<{ file: string; pages: Array<(p: Painter) => void> }> = [
  { file: "sebi-brsr-tables.pdf", pages: [...sebi, sebiSafety] },
  { file: "narrative-annual-report.pdf", pages: narrative },
  { file: "gri-content-index.pdf", pages: gri },
  { file: "two-column-report.pdf", pages: twoColumn },
  { file: "units-and-intensities.pdf", pages: units },
  { file: "held-out-mixed-report.pdf", pages: heldOut },
];

mkdirSync(OUT, { recursive: true });
for (const f of FIXTURES) {
  const bytes = await render(f.pages);
  writeFileSync(path.join(OUT, f.file), bytes);
  console.log(`${f.file}: ${bytes.byteLength} bytes`);
}
