// Writes the filed-BRSR PDF fixtures (tests/fixtures/filings-pdf/*.pdf) for the PDF label reader
// (lib/filings/pdf-read.ts): BRSRs laid out as annual reports print them — year columns headed
// 'Current Financial Year' / 'Previous Financial Year' with or without the years, 'CY' / 'PY',
// scale words in a heading ('₹ in crore', "'000 GJ"), units in a column of their own, labels
// wrapped over two lines, Indian digit grouping, Nil / NA / - cells, two tables on a page, and
// figures that are not the year's (targets, three-year trends, serial numbers). The truth beside
// each PDF (*.truth.json) is written here by hand from the text drawn, never from a reader's output.
// Run: npx tsx scripts/make-filing-pdf-fixtures.ts (deterministic: running it again changes nothing).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { c, render, type Painter } from "./pdf-painter";

const OUT = path.join(process.cwd(), "tests", "fixtures", "filings-pdf");

type Truth = { key: string; period: string; value: number; unit: string };
const CY = "FY 2024-25";
const PY = "FY 2023-24";
const both = (key: string, unit: string, cy: number | null, py: number | null): Truth[] =>
  [cy === null ? null : { key, period: CY, value: cy, unit }, py === null ? null : { key, period: PY, value: py, unit }].filter((t): t is Truth => t !== null);

// (1) Ganga Textiles: SEBI's order, years in the headings on two lines, a unit column, a scale word in a heading.
const ganga = [
  (p: Painter) => {
    p.line("Ganga Textiles Limited", { size: 14, bold: true });
    p.line("Annual Report 2024-25 | Business Responsibility & Sustainability Report", { size: 10 });
    p.line("SECTION A: GENERAL DISCLOSURES", { bold: true });
    p.line("I. Details of the listed entity", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 20 },
        { x: 75, w: 230 },
        { x: 320, w: 230 },
      ],
      header: [c("S. No."), c("Particulars"), c("Details")],
      rows: [
        [c("1."), c("Corporate Identity Number (CIN) of the Listed Entity"), c("L17110MH1985PLC036521")],
        [c("2."), c("Name of the Listed Entity"), c("Ganga Textiles Limited")],
        [c("3."), c("Year of incorporation"), c("1985")],
        [c("9."), c("Financial year for which reporting is being done"), c("2024-25")],
        [c("11."), c("Paid-up Capital"), c("₹ 48.20 crore")],
        [c("13."), c("Reporting boundary"), c("Standalone")],
      ],
    });
    p.line("II. Products/services", { bold: true });
    p.line("17. Products/Services sold by the entity (accounting for 90% of the entity's Turnover):");
    p.table({
      columns: [
        { x: 50, w: 20 },
        { x: 75, w: 230 },
        { x: 320, w: 60 },
        { x: 420, w: 100, right: true },
      ],
      header: [c("S. No."), c("Product/Service"), c("NIC Code"), c("% of total Turnover", "contributed")],
      rows: [
        [c("1."), c("Cotton yarn"), c("13111"), c("62.5")],
        [c("2."), c("Woven fabric"), c("13121"), c("31.0")],
      ],
    });
    p.line("IV. Employees", { bold: true });
    p.line("20. Details as at the end of Financial Year:");
    p.line("a. Employees and workers (including differently abled):");
    const cols = [
      { x: 50, w: 25 },
      { x: 78, w: 150 },
      { x: 235, w: 55, right: true },
      { x: 300, w: 55, right: true },
      { x: 365, w: 55, right: true },
      { x: 430, w: 55, right: true },
      { x: 495, w: 55, right: true },
    ];
    p.table({
      columns: cols,
      header: [c("S. No."), c("Particulars"), c("Total (A)"), c("Male", "No. (B)"), c("", "% (B / A)"), c("Female", "No. (C)"), c("", "% (C / A)")],
      rows: [
        "EMPLOYEES",
        [c("1."), c("Permanent (D)"), c("1,640"), c("1,312"), c("80.0"), c("328"), c("20.0")],
        [c("2."), c("Other than Permanent (E)"), c("210"), c("168"), c("80.0"), c("42"), c("20.0")],
        [c("3."), c("Total employees (D + E)"), c("1,850"), c("1,480"), c("80.0"), c("370"), c("20.0")],
        "WORKERS",
        [c("4."), c("Permanent (F)"), c("6,400"), c("4,160"), c("65.0"), c("2,240"), c("35.0")],
        [c("5."), c("Other than Permanent (G)"), c("2,150"), c("1,505"), c("70.0"), c("645"), c("30.0")],
        [c("6."), c("Total workers (F + G)"), c("8,550"), c("5,665"), c("66.3"), c("2,885"), c("33.7")],
      ],
    });
    p.line("VI. CSR Details", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 25 },
        { x: 78, w: 300 },
        { x: 420, w: 100, right: true },
      ],
      header: [c("24."), c("Particulars"), c("FY 2024-25")],
      rows: [
        [c("(i)"), c("Whether CSR is applicable as per section 135 of Companies Act, 2013"), c("Yes")],
        [c("(ii)"), c("Turnover (₹ in crore)"), c("3,412.50")],
        [c("(iii)"), c("Net worth (₹ in crore)"), c("1,208.75")],
      ],
    });
  },
  (p: Painter) => {
    p.line("PRINCIPLE 3: Businesses should respect and promote the well-being of all employees", { bold: true });
    p.line("Essential Indicators", { bold: true });
    p.line("1. c. Spending on measures towards well-being of employees and workers (including permanent and");
    p.line("other than permanent) in the following format:");
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c(""), c("FY 2024-25", "Current Financial", "Year"), c("FY 2023-24", "Previous Financial", "Year")],
      rows: [[c("Cost incurred on well-being measures as a % of total", "revenue of the company"), c("0.24%"), c("0.21%")]],
    });
    p.line("11. Details of safety related incidents, in the following format:");
    p.table({
      columns: [
        { x: 50, w: 210 },
        { x: 270, w: 70 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Safety Incident/Number"), c("Category*"), c("FY 2024-25", "Current Financial", "Year"), c("FY 2023-24", "Previous Financial", "Year")],
      rows: [
        [c("Lost Time Injury Frequency Rate (LTIFR)", "(per one million-person hours worked)"), c("Employees"), c("0.12"), c("0.20")],
        [c(""), c("Workers"), c("0.46"), c("0.58")],
        [c("Total recordable work-related injuries"), c("Employees"), c("1"), c("2")],
        [c(""), c("Workers"), c("14"), c("17")],
        [c("No. of fatalities"), c("Employees"), c("Nil"), c("Nil")],
        [c(""), c("Workers"), c("1"), c("Nil")],
        [c("High consequence work-related injury or ill-health", "(excluding fatalities)"), c("Employees"), c("Nil"), c("1")],
        [c(""), c("Workers"), c("2"), c("3")],
      ],
    });
    p.line("*Including in the contract workforce");
    p.line("Our target for FY 2025-26 is an LTIFR of 0.30 for workers; we aim for zero harm by 2030.");
  },
  (p: Painter) => {
    p.line("PRINCIPLE 6: Businesses should respect and make efforts to protect and restore the environment", { bold: true });
    p.line("1. Details of total energy consumption (in Joules or multiples) and energy intensity:");
    p.table({
      columns: [
        { x: 50, w: 250 },
        { x: 305, w: 45 },
        { x: 370, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Unit"), c("FY 2024-25", "(Current FY)"), c("FY 2023-24", "(Previous FY)")],
      rows: [
        "From renewable sources",
        [c("Total electricity consumption (A)"), c("GJ"), c("92,450"), c("71,380")],
        [c("Total fuel consumption (B)"), c("GJ"), c("1,14,200"), c("1,02,950")],
        [c("Energy consumption through other sources (C)"), c("GJ"), c("Nil"), c("Nil")],
        [c("Total energy consumed from renewable sources", "(A+B+C)"), c("GJ"), c("2,06,650"), c("1,74,330")],
        "From non-renewable sources",
        [c("Total electricity consumption (D)"), c("MWh"), c("1,48,500"), c("1,52,100")],
        [c("Total fuel consumption (E)"), c("GJ"), c("9,86,400"), c("10,12,700")],
        [c("Energy consumption through other sources (F)"), c("GJ"), c("NA"), c("NA")],
        [c("Total energy consumed from non-renewable", "sources (D+E+F)"), c("GJ"), c("15,21,000"), c("15,60,260")],
        [c("Total energy consumed (A+B+C+D+E+F)"), c("GJ"), c("17,27,650"), c("17,34,590")],
        [c("Energy intensity per rupee of turnover (Total", "energy consumed / Revenue from operations)"), c("GJ/₹ crore"), c("506.3"), c("541.2")],
      ],
    });
    p.line("Note: Independent assessment carried out by Vasudha Assurance Services LLP.");
    p.line("3. Details of the following disclosures related to water:");
    p.table({
      columns: [
        { x: 50, w: 300 },
        { x: 370, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        "Water withdrawal by source (in kilolitres)",
        [c("(i) Surface water"), c("6,45,200"), c("6,12,900")],
        [c("(ii) Groundwater"), c("2,18,750"), c("2,34,100")],
        [c("(iii) Third party water"), c("96,300"), c("88,450")],
        [c("(iv) Seawater / desalinated water"), c("-"), c("-")],
        [c("(v) Others"), c("-"), c("-")],
        [c("Total volume of water withdrawal", "(in kilolitres) (i + ii + iii + iv + v)"), c("9,60,250"), c("9,35,450")],
        [c("Total volume of water consumption (in kilolitres)"), c("7,84,600"), c("7,71,300")],
      ],
    });
  },
  (p: Painter) => {
    p.line("6. Please provide details of air emissions (other than GHG emissions) by the entity:");
    p.table({
      columns: [
        { x: 50, w: 200 },
        { x: 260, w: 100 },
        { x: 370, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Please specify unit"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        [c("NOx"), c("MT"), c("184.6"), c("201.3")],
        [c("SOx"), c("MT"), c("96.2"), c("118.7")],
        [c("Particulate matter (PM)"), c("kg"), c("42,300"), c("45,900")],
        [c("Persistent organic pollutants (POP)"), c("MT"), c("NA"), c("NA")],
        [c("Volatile organic compounds (VOC)"), c("MT"), c("NA"), c("NA")],
      ],
    });
    p.line("7. Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity:");
    p.table({
      columns: [
        { x: 50, w: 200 },
        { x: 260, w: 100 },
        { x: 370, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Unit"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        [
          c("Total Scope 1 emissions (Break-up of", "the GHG into CO2, CH4, N2O, HFCs,", "PFCs, SF6, NF3, if available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("88,420"),
          c("91,760"),
        ],
        [
          c("Total Scope 2 emissions (Break-up of", "the GHG into CO2, CH4, N2O, HFCs,", "PFCs, SF6, NF3, if available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("1,21,650"),
          c("1,26,980"),
        ],
      ],
    });
    p.line("Our target is to bring Scope 1 and Scope 2 emissions down to 1,50,000 tCO2e by FY 2029-30.");
  },
  (p: Painter) => {
    p.line("9. Provide details related to waste management by the entity:");
    p.table({
      columns: [
        { x: 50, w: 300 },
        { x: 370, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        "Total Waste generated (in metric tonnes)",
        [c("Plastic waste (A)"), c("312.4"), c("298.1")],
        [c("E-waste (B)"), c("6.8"), c("4.2")],
        [c("Bio-medical waste (C)"), c("0.9"), c("0.7")],
        [c("Construction and demolition waste (D)"), c("Nil"), c("120.0")],
        [c("Battery waste (E)"), c("3.1"), c("2.6")],
        [c("Radioactive waste (F)"), c("NA"), c("NA")],
        [c("Other Hazardous waste. Please specify, if any. (G)"), c("1,245.0"), c("1,318.5")],
        [c("Other Non-hazardous waste generated (H). Please", "specify, if any. (Cotton droppings and sludge)"), c("4,820.0"), c("4,610.0")],
        [c("Total (A+B+C+D+E+F+G+H)"), c("6,388.2"), c("6,354.1")],
      ],
    });
  },
  (p: Painter) => {
    p.line("PRINCIPLE 5: Businesses should respect and promote human rights", { bold: true });
    p.line("3. b. Gross wages paid to females as % of total wages paid by the entity:");
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c(""), c("FY 2024-25"), c("FY 2023-24")],
      rows: [[c("Gross wages paid to females as % of total wages"), c("24.6"), c("23.9")]],
    });
    p.line("PRINCIPLE 8: Businesses should promote inclusive growth and equitable development", { bold: true });
    p.line("4. Percentage of input material (inputs to total inputs by value) sourced from suppliers:");
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c(""), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        [c("Directly sourced from MSMEs/ small producers"), c("18.4%"), c("16.9%")],
        [c("Directly from within India"), c("92.1%"), c("90.8%")],
      ],
    });
  },
];

const gangaTruth: Truth[] = [
  { key: "A-20a-1-total", period: CY, value: 1640, unit: "count" },
  { key: "A-20a-1-male", period: CY, value: 1312, unit: "count" },
  { key: "A-20a-1-male-pct", period: CY, value: 80, unit: "%" },
  { key: "A-20a-1-female", period: CY, value: 328, unit: "count" },
  { key: "A-20a-1-female-pct", period: CY, value: 20, unit: "%" },
  { key: "A-20a-2-total", period: CY, value: 210, unit: "count" },
  { key: "A-20a-2-male", period: CY, value: 168, unit: "count" },
  { key: "A-20a-2-male-pct", period: CY, value: 80, unit: "%" },
  { key: "A-20a-2-female", period: CY, value: 42, unit: "count" },
  { key: "A-20a-2-female-pct", period: CY, value: 20, unit: "%" },
  { key: "A-20a-3-total", period: CY, value: 1850, unit: "count" },
  { key: "A-20a-3-male", period: CY, value: 1480, unit: "count" },
  { key: "A-20a-3-male-pct", period: CY, value: 80, unit: "%" },
  { key: "A-20a-3-female", period: CY, value: 370, unit: "count" },
  { key: "A-20a-3-female-pct", period: CY, value: 20, unit: "%" },
  { key: "A-20a-4-total", period: CY, value: 6400, unit: "count" },
  { key: "A-20a-4-male", period: CY, value: 4160, unit: "count" },
  { key: "A-20a-4-male-pct", period: CY, value: 65, unit: "%" },
  { key: "A-20a-4-female", period: CY, value: 2240, unit: "count" },
  { key: "A-20a-4-female-pct", period: CY, value: 35, unit: "%" },
  { key: "A-20a-5-total", period: CY, value: 2150, unit: "count" },
  { key: "A-20a-5-male", period: CY, value: 1505, unit: "count" },
  { key: "A-20a-5-male-pct", period: CY, value: 70, unit: "%" },
  { key: "A-20a-5-female", period: CY, value: 645, unit: "count" },
  { key: "A-20a-5-female-pct", period: CY, value: 30, unit: "%" },
  { key: "A-20a-6-total", period: CY, value: 8550, unit: "count" },
  { key: "A-20a-6-male", period: CY, value: 5665, unit: "count" },
  { key: "A-20a-6-male-pct", period: CY, value: 66.3, unit: "%" },
  { key: "A-20a-6-female", period: CY, value: 2885, unit: "count" },
  { key: "A-20a-6-female-pct", period: CY, value: 33.7, unit: "%" },
  { key: "A-24-TURNOVER", period: CY, value: 34125000000, unit: "₹" },
  { key: "A-24-NETWORTH", period: CY, value: 12087500000, unit: "₹" },
  ...both("P3-E1c", "%", 0.24, 0.21),
  ...both("P3-E11-LTIFR-employees", "per million person-hours", 0.12, 0.2),
  ...both("P3-E11-LTIFR-workers", "per million person-hours", 0.46, 0.58),
  ...both("P3-E11-TRI-employees", "count", 1, 2),
  ...both("P3-E11-TRI-workers", "count", 14, 17),
  ...both("P3-E11-FATALITIES-employees", "count", 0, 0),
  ...both("P3-E11-FATALITIES-workers", "count", 1, 0),
  ...both("P3-E11-HCI-employees", "count", 0, 1),
  ...both("P3-E11-HCI-workers", "count", 2, 3),
  ...both("P6-E1-A", "GJ", 92450, 71380),
  ...both("P6-E1-B", "GJ", 114200, 102950),
  ...both("P6-E1-C", "GJ", 0, 0),
  ...both("P6-E1-ABC", "GJ", 206650, 174330),
  ...both("P6-E1-D", "GJ", 534600, 547560),
  ...both("P6-E1-E", "GJ", 986400, 1012700),
  ...both("P6-E1-DEF", "GJ", 1521000, 1560260),
  ...both("P6-E1-TOTAL", "GJ", 1727650, 1734590),
  ...both("P6-E1-INT-RUPEE", "GJ per ₹", 5.063e-5, 5.412e-5),
  ...both("P6-E3-i", "kL", 645200, 612900),
  ...both("P6-E3-ii", "kL", 218750, 234100),
  ...both("P6-E3-iii", "kL", 96300, 88450),
  ...both("P6-E3-WITHDRAWAL", "kL", 960250, 935450),
  ...both("P6-E3-CONSUMPTION", "kL", 784600, 771300),
  ...both("P6-E6-NOX", "t", 184.6, 201.3),
  ...both("P6-E6-SOX", "t", 96.2, 118.7),
  ...both("P6-E6-PM", "t", 42.3, 45.9),
  ...both("P6-E7-S1", "tCO2e", 88420, 91760),
  ...both("P6-E7-S2", "tCO2e", 121650, 126980),
  ...both("P6-E9-A", "t", 312.4, 298.1),
  ...both("P6-E9-B", "t", 6.8, 4.2),
  ...both("P6-E9-C", "t", 0.9, 0.7),
  ...both("P6-E9-D", "t", 0, 120),
  ...both("P6-E9-E", "t", 3.1, 2.6),
  ...both("P6-E9-G", "t", 1245, 1318.5),
  ...both("P6-E9-H", "t", 4820, 4610),
  ...both("P6-E9-TOTAL", "t", 6388.2, 6354.1),
  ...both("P5-E3b", "%", 24.6, 23.9),
  ...both("P8-E4-MSME", "%", 18.4, 16.9),
  ...both("P8-E4-INDIA", "%", 92.1, 90.8),
];

// (2) Yamuna Auto Components: 'Current Year' / 'Previous Year' headings without years (the report's
// year stated once in Section A), '₹ in lakh', "'000 GJ", CY/PY, two tables on one page, the 2021
// numbering of Principle 6 (air E5, GHG E6), a three-year trend, labels wrapped.
const yamuna = [
  (p: Painter) => {
    p.line("YAMUNA AUTO COMPONENTS LIMITED", { size: 13, bold: true });
    p.line("Business Responsibility and Sustainability Report", { size: 11 });
    p.line("Section A: General Disclosures", { bold: true });
    p.para([
      "1. Corporate Identity Number (CIN): L34300HR1994PLC032118",
      "2. Name of the Listed Entity: Yamuna Auto Components Limited",
      "3. Year of incorporation: 1994",
      "9. Financial year for which reporting is being done: 1 April 2024 to 31 March 2025",
      "13. Reporting boundary: The disclosures are made on a standalone basis.",
    ]);
    p.line("22. Turnover rate for permanent employees and workers (disclose trends for the past 3 years):");
    p.table({
      columns: [
        { x: 50, w: 120 },
        { x: 175, w: 40, right: true },
        { x: 220, w: 40, right: true },
        { x: 265, w: 40, right: true },
        { x: 315, w: 40, right: true },
        { x: 360, w: 40, right: true },
        { x: 405, w: 40, right: true },
        { x: 455, w: 40, right: true },
        { x: 500, w: 40, right: true },
        { x: 545, w: 40, right: true },
      ],
      header: [
        c(""),
        c("FY 2024-25", "Male"),
        c("", "Female"),
        c("", "Total"),
        c("FY 2023-24", "Male"),
        c("", "Female"),
        c("", "Total"),
        c("FY 2022-23", "Male"),
        c("", "Female"),
        c("", "Total"),
      ],
      rows: [[c("Permanent Employees"), c("11.2"), c("14.8"), c("12.0"), c("10.4"), c("13.1"), c("11.0"), c("9.8"), c("12.5"), c("10.3")]],
    });
  },
  (p: Painter) => {
    p.line("Section C: Principle-wise performance disclosure", { bold: true });
    p.line("Principle 1 — Essential Indicator 8: Number of days of accounts payables", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 260 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Particulars"), c("Current Year"), c("Previous Year")],
      rows: [[c("Number of days of accounts payables"), c("58"), c("61")]],
    });
    p.line("Principle 3 — Essential Indicator 11: Safety related incidents", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 230 },
        { x: 285, w: 60 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Safety Incident / Number"), c("Category"), c("CY"), c("PY")],
      rows: [
        [c("LTIFR (per one million person-hours worked)"), c("Employees"), c("0"), c("0.09")],
        [c(""), c("Workers"), c("0.31"), c("0.44")],
        [c("Total recordable work related injuries"), c("Employees"), c("0"), c("1")],
        [c(""), c("Workers"), c("6"), c("9")],
        [c("Number of fatalities"), c("Employees"), c("0"), c("0")],
        [c(""), c("Workers"), c("0"), c("0")],
        [c("High consequence work-related injury or", "ill-health (excluding fatalities)"), c("Employees"), c("0"), c("0")],
        [c(""), c("Workers"), c("1"), c("0")],
      ],
    });
  },
  (p: Painter) => {
    p.line("Principle 6 — Environment", { bold: true });
    p.line("Essential Indicator 1: Energy consumption and intensity (figures in '000 GJ)");
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Current Year"), c("Previous Year")],
      rows: [
        "From renewable sources",
        [c("Total electricity consumption (A)"), c("41.25"), c("36.80")],
        [c("Total fuel consumption (B)"), c("0"), c("0")],
        [c("Energy consumption through other sources (C)"), c("0"), c("0")],
        [c("Total energy consumed from renewable sources (A+B+C)"), c("41.25"), c("36.80")],
        "From non-renewable sources",
        [c("Total electricity consumption (D)"), c("168.40"), c("172.15")],
        [c("Total fuel consumption (E)"), c("54.30"), c("58.95")],
        [c("Energy consumption through other sources (F)"), c("0"), c("0")],
        [c("Total energy consumed from non-renewable sources", "(D+E+F)"), c("222.70"), c("231.10")],
        [c("Total energy consumed (A+B+C+D+E+F)"), c("263.95"), c("267.90")],
      ],
    });
    p.line("Essential Indicator 3: Water (in kilolitres)");
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Current Year"), c("Previous Year")],
      rows: [
        [c("(i) Surface water"), c("0"), c("0")],
        [c("(ii) Groundwater"), c("48,215"), c("51,090")],
        [c("(iii) Third party water"), c("1,12,480"), c("1,05,330")],
        [c("Total volume of water withdrawal"), c("1,60,695"), c("1,56,420")],
        [c("Total volume of water consumption"), c("1,21,300"), c("1,19,870")],
      ],
    });
  },
  (p: Painter) => {
    p.line("5. Details of air emissions (other than GHG emissions) by the entity", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 230 },
        { x: 285, w: 60 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Unit"), c("Current Year"), c("Previous Year")],
      rows: [
        [c("NOx"), c("tonnes"), c("12.8"), c("14.1")],
        [c("SOx"), c("tonnes"), c("3.4"), c("3.9")],
        [c("Particulate matter (PM)"), c("tonnes"), c("6.2"), c("6.6")],
      ],
    });
    p.line("6. Greenhouse gas emissions (Scope 1 and Scope 2) and intensity", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 230 },
        { x: 285, w: 60 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Unit"), c("Current Year"), c("Previous Year")],
      rows: [
        [c("Total Scope 1 emissions"), c("tCO2e"), c("4,215"), c("4,580")],
        [c("Total Scope 2 emissions"), c("tCO2e"), c("33,960"), c("34,720")],
      ],
    });
    p.line("Financial figures used for the intensity ratios (₹ in lakh)", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 280 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Particulars"), c("Current Year"), c("Previous Year")],
      rows: [[c("Revenue from operations"), c("2,86,450"), c("2,64,120")]],
    });
  },
  (p: Painter) => {
    p.line("Principle 9 — Essential Indicator 7: Data breaches", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 300 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c("Particulars"), c("Current Year"), c("Previous Year")],
      rows: [
        [c("a. Number of instances of data breaches"), c("Nil"), c("1")],
        [c("b. Percentage of data breaches involving personally", "identifiable information of customers"), c("Nil"), c("100%")],
      ],
    });
    p.line("Principle 5 — Essential Indicator 7: Complaints under POSH", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 300 },
        { x: 360, w: 80, right: true },
        { x: 460, w: 80, right: true },
      ],
      header: [c(""), c("Current Year"), c("Previous Year")],
      rows: [
        [
          c("Total Complaints reported under Sexual Harassment", "of Women at Workplace (Prevention, Prohibition and", "Redressal) Act, 2013 (POSH)"),
          c("2"),
          c("3"),
        ],
        [c("Complaints on POSH upheld"), c("1"), c("2")],
      ],
    });
  },
];

const FY25 = 100000; // ₹ lakh
const yamunaTruth: Truth[] = [
  { key: "A-22-EMPLOYEES-male", period: CY, value: 11.2, unit: "%" },
  { key: "A-22-EMPLOYEES-female", period: CY, value: 14.8, unit: "%" },
  { key: "A-22-EMPLOYEES-total", period: CY, value: 12, unit: "%" },
  { key: "A-22-EMPLOYEES-male", period: PY, value: 10.4, unit: "%" },
  { key: "A-22-EMPLOYEES-female", period: PY, value: 13.1, unit: "%" },
  { key: "A-22-EMPLOYEES-total", period: PY, value: 11, unit: "%" },
  { key: "A-22-EMPLOYEES-male", period: "FY 2022-23", value: 9.8, unit: "%" },
  { key: "A-22-EMPLOYEES-female", period: "FY 2022-23", value: 12.5, unit: "%" },
  { key: "A-22-EMPLOYEES-total", period: "FY 2022-23", value: 10.3, unit: "%" },
  ...both("P1-E8", "days", 58, 61),
  ...both("P3-E11-LTIFR-employees", "per million person-hours", 0, 0.09),
  ...both("P3-E11-LTIFR-workers", "per million person-hours", 0.31, 0.44),
  ...both("P3-E11-TRI-employees", "count", 0, 1),
  ...both("P3-E11-TRI-workers", "count", 6, 9),
  ...both("P3-E11-FATALITIES-employees", "count", 0, 0),
  ...both("P3-E11-FATALITIES-workers", "count", 0, 0),
  ...both("P3-E11-HCI-employees", "count", 0, 0),
  ...both("P3-E11-HCI-workers", "count", 1, 0),
  ...both("P6-E1-A", "GJ", 41250, 36800),
  ...both("P6-E1-B", "GJ", 0, 0),
  ...both("P6-E1-C", "GJ", 0, 0),
  ...both("P6-E1-ABC", "GJ", 41250, 36800),
  ...both("P6-E1-D", "GJ", 168400, 172150),
  ...both("P6-E1-E", "GJ", 54300, 58950),
  ...both("P6-E1-F", "GJ", 0, 0),
  ...both("P6-E1-DEF", "GJ", 222700, 231100),
  ...both("P6-E1-TOTAL", "GJ", 263950, 267900),
  ...both("P6-E3-i", "kL", 0, 0),
  ...both("P6-E3-ii", "kL", 48215, 51090),
  ...both("P6-E3-iii", "kL", 112480, 105330),
  ...both("P6-E3-WITHDRAWAL", "kL", 160695, 156420),
  ...both("P6-E3-CONSUMPTION", "kL", 121300, 119870),
  ...both("P6-E6-NOX", "t", 12.8, 14.1),
  ...both("P6-E6-SOX", "t", 3.4, 3.9),
  ...both("P6-E6-PM", "t", 6.2, 6.6),
  ...both("P6-E7-S1", "tCO2e", 4215, 4580),
  ...both("P6-E7-S2", "tCO2e", 33960, 34720),
  ...both("INT-REVENUE", "₹", 286450 * FY25, 264120 * FY25),
  ...both("P9-E7-NUMBER", "count", 0, 1),
  ...both("P9-E7-PCT", "%", 0, 100),
  ...both("P5-E7-TOTAL", "count", 2, 3),
  ...both("P5-E7-UPHELD", "count", 1, 2),
];

// (3) Sabari Cements: year headings centred over three columns each (merged cells), years as rows
// in a highlights table, values beside the second line of a wrapped label, a unit in the year
// heading ('(in TJ)'), waste recovered and disposed with their 'Total' rows told apart by the block
// heading, water discharge by destination and treatment.

const sabari = [
  (p: Painter) => {
    p.line("Sabari Cements Limited — Integrated Annual Report 2024-25", { size: 13, bold: true });
    p.line("Business Responsibility and Sustainability Report for the financial year ended 31 March 2025", { size: 10 });
    p.line("Key ESG highlights", { bold: true });
    p.table({
      columns: [
        { x: 50, w: 110 },
        { x: 170, w: 110, right: true },
        { x: 290, w: 110, right: true },
        { x: 410, w: 130, right: true },
      ],
      header: [c("Year"), c("Scope 1 emissions", "(tCO2e)"), c("Scope 2 emissions", "(tCO2e)"), c("Total water consumption", "(kL)")],
      rows: [
        [c("FY 2024-25"), c("6,12,400"), c("84,300"), c("3,48,900")],
        [c("FY 2023-24"), c("6,35,800"), c("88,120"), c("3,61,450")],
      ],
    });
    p.line("Principle 5, Essential Indicator 1: Employees and workers who have been provided training on human");
    p.line("rights issues and policy(ies) of the entity:");
    p.table({
      columns: [
        { x: 50, w: 120 },
        { x: 180, w: 55, right: true },
        { x: 240, w: 55, right: true },
        { x: 300, w: 55, right: true },
        { x: 370, w: 55, right: true },
        { x: 430, w: 55, right: true },
        { x: 490, w: 55, right: true },
      ],
      header: [
        c("Category"),
        c("", "Total (A)"),
        c("FY 2024-25", "No. (B)"),
        c("", "% (B/A)"),
        c("", "Total (C)"),
        c("FY 2023-24", "No. (D)"),
        c("", "% (D/C)"),
      ],
      rows: [
        "Employees",
        [c("Permanent"), c("820"), c("790"), c("96.3"), c("805"), c("744"), c("92.4")],
        [c("Other than permanent"), c("140"), c("98"), c("70.0"), c("132"), c("81"), c("61.4")],
        [c("Total Employees"), c("960"), c("888"), c("92.5"), c("937"), c("825"), c("88.0")],
        "Workers",
        [c("Permanent"), c("2,310"), c("2,310"), c("100.0"), c("2,280"), c("2,190"), c("96.1")],
        [c("Other than permanent"), c("3,540"), c("2,905"), c("82.1"), c("3,320"), c("2,480"), c("74.7")],
        [c("Total Workers"), c("5,850"), c("5,215"), c("89.1"), c("5,600"), c("4,670"), c("83.4")],
      ],
    });
  },
  (p: Painter) => {
    p.line("Principle 6", { bold: true });
    p.line("1. Details of total energy consumption (in Joules or multiples) and energy intensity");
    p.table({
      columns: [
        { x: 50, w: 290 },
        { x: 350, w: 95, right: true },
        { x: 455, w: 95, right: true },
      ],
      header: [c("Parameter"), c("Current FY", "(in TJ)"), c("Previous FY", "(in TJ)")],
      rows: [
        "From renewable sources",
        [c("Total electricity consumption (A)"), c("312.6"), c("284.1")],
        [c("Total fuel consumption (B)"), c("1,048.2"), c("962.7")],
        [c("Energy consumption through other sources (C)"), c("0"), c("0")],
        [c("Total energy consumed from renewable sources (A+B+C)"), c("1,360.8"), c("1,246.8")],
        "From non-renewable sources",
        [c("Total electricity consumption (D)"), c("1,905.4"), c("1,988.9")],
        [c("Total fuel consumption (E)"), c("38,412.5"), c("39,860.2")],
        [c("Energy consumption through other sources (F)"), c("0"), c("0")],
        [c("Total energy consumed from non-renewable sources (D+E+F)"), c("40,317.9"), c("41,849.1")],
        [c("Total energy consumed (A+B+C+D+E+F)"), c("41,678.7"), c("43,095.9")],
      ],
    });
    p.line("4. Details related to water discharged:");
    p.table({
      columns: [
        { x: 50, w: 290 },
        { x: 350, w: 95, right: true },
        { x: 455, w: 95, right: true },
      ],
      header: [c("Parameter"), c("Current FY"), c("Previous FY")],
      rows: [
        "Water discharge by destination and level of treatment (in kilolitres)",
        [c("(i) To Surface water"), c("-"), c("-")],
        [c("- No treatment"), c("-"), c("-")],
        [c("- With treatment – please specify level of", "treatment"), c("-"), c("-")],
        [c("(iv) Sent to third-parties"), c("18,250"), c("17,600")],
        [c("- No treatment"), c("0"), c("0")],
        [c("- With treatment – please specify level of", "treatment (secondary)"), c("18,250"), c("17,600")],
        [c("Total water discharged (in kilolitres)"), c("18,250"), c("17,600")],
      ],
    });
  },
  (p: Painter) => {
    p.line("7. Greenhouse gas emissions (Scope 1 and Scope 2 emissions) and its intensity");
    p.table({
      columns: [
        { x: 50, w: 220 },
        { x: 280, w: 90 },
        { x: 380, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("Unit"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        [
          c("Total Scope 1 emissions (Break-up of the GHG", "into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if", "available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("6,12,400"),
          c("6,35,800"),
        ],
        [
          c("Total Scope 2 emissions (Break-up of the GHG", "into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if", "available)"),
          c("Metric tonnes of", "CO2 equivalent"),
          c("84,300"),
          c("88,120"),
        ],
        [c("Total Scope 1 and Scope 2 emission intensity per", "rupee of turnover"), c("tCO2e/₹ crore"), c("89.2"), c("94.7")],
      ],
    });
    p.line("9. Waste management");
    p.table({
      columns: [
        { x: 50, w: 300 },
        { x: 380, w: 80, right: true },
        { x: 470, w: 80, right: true },
      ],
      header: [c("Parameter"), c("FY 2024-25"), c("FY 2023-24")],
      rows: [
        "For each category of waste generated, total waste recovered through recycling,",
        "re-using or other recovery operations (in metric tonnes)",
        [c("(i) Recycled"), c("2,140.5"), c("1,988.0")],
        [c("(ii) Re-used"), c("310.0"), c("295.5")],
        [c("(iii) Other recovery operations"), c("Nil"), c("Nil")],
        [c("Total"), c("2,450.5"), c("2,283.5")],
        "For each category of waste generated, total waste disposed by nature of disposal",
        "method (in metric tonnes)",
        [c("(i) Incineration"), c("12.4"), c("15.1")],
        [c("(ii) Landfilling"), c("86.0"), c("92.3")],
        [c("(iii) Other disposal operations"), c("Nil"), c("Nil")],
        [c("Total"), c("98.4"), c("107.4")],
      ],
    });
  },
];

const sabariTruth: Truth[] = [
  ...both("P6-E7-S1", "tCO2e", 612400, 635800),
  ...both("P6-E7-S2", "tCO2e", 84300, 88120),
  ...both("P6-E3-CONSUMPTION", "kL", 348900, 361450),
  ...both("P5-E1-EMPLOYEES-PERMANENT-total", "count", 820, 805),
  ...both("P5-E1-EMPLOYEES-PERMANENT-covered", "count", 790, 744),
  ...both("P5-E1-EMPLOYEES-PERMANENT-covered-pct", "%", 96.3, 92.4),
  ...both("P5-E1-EMPLOYEES-OTHER-total", "count", 140, 132),
  ...both("P5-E1-EMPLOYEES-OTHER-covered", "count", 98, 81),
  ...both("P5-E1-EMPLOYEES-OTHER-covered-pct", "%", 70, 61.4),
  ...both("P5-E1-EMPLOYEES-TOTAL-total", "count", 960, 937),
  ...both("P5-E1-EMPLOYEES-TOTAL-covered", "count", 888, 825),
  ...both("P5-E1-EMPLOYEES-TOTAL-covered-pct", "%", 92.5, 88),
  ...both("P5-E1-WORKERS-PERMANENT-total", "count", 2310, 2280),
  ...both("P5-E1-WORKERS-PERMANENT-covered", "count", 2310, 2190),
  ...both("P5-E1-WORKERS-PERMANENT-covered-pct", "%", 100, 96.1),
  ...both("P5-E1-WORKERS-OTHER-total", "count", 3540, 3320),
  ...both("P5-E1-WORKERS-OTHER-covered", "count", 2905, 2480),
  ...both("P5-E1-WORKERS-OTHER-covered-pct", "%", 82.1, 74.7),
  ...both("P5-E1-WORKERS-TOTAL-total", "count", 5850, 5600),
  ...both("P5-E1-WORKERS-TOTAL-covered", "count", 5215, 4670),
  ...both("P5-E1-WORKERS-TOTAL-covered-pct", "%", 89.1, 83.4),
  ...both("P6-E1-A", "GJ", 312600, 284100),
  ...both("P6-E1-B", "GJ", 1048200, 962700),
  ...both("P6-E1-C", "GJ", 0, 0),
  ...both("P6-E1-ABC", "GJ", 1360800, 1246800),
  ...both("P6-E1-D", "GJ", 1905400, 1988900),
  ...both("P6-E1-E", "GJ", 38412500, 39860200),
  ...both("P6-E1-F", "GJ", 0, 0),
  ...both("P6-E1-DEF", "GJ", 40317900, 41849100),
  ...both("P6-E1-TOTAL", "GJ", 41678700, 43095900),
  ...both("P6-E4-iv", "kL", 18250, 17600),
  ...both("P6-E4-iv-NONE", "kL", 0, 0),
  ...both("P6-E4-iv-TREATED", "kL", 18250, 17600),
  ...both("P6-E4-TOTAL", "kL", 18250, 17600),
  ...both("P6-E7-INT-RUPEE", "tCO2e per ₹", 89.2e-7, 94.7e-7),
  ...both("P6-E9-REC-i", "t", 2140.5, 1988),
  ...both("P6-E9-REC-ii", "t", 310, 295.5),
  ...both("P6-E9-REC-iii", "t", 0, 0),
  ...both("P6-E9-REC-TOTAL", "t", 2450.5, 2283.5),
  ...both("P6-E9-DIS-i", "t", 12.4, 15.1),
  ...both("P6-E9-DIS-ii", "t", 86, 92.3),
  ...both("P6-E9-DIS-iii", "t", 0, 0),
  ...both("P6-E9-DIS-TOTAL", "t", 98.4, 107.4),
];

const FILES = [
  {
    file: "ganga-textiles-brsr-2024-25.pdf",
    pages: ganga,
    truth: gangaTruth,
    note: "Section A table of details; SEBI's P3, P5, P6, P8 tables with years in wrapped headings, a unit column (one row in MWh), Nil/NA/- cells, a target line.",
  },
  {
    file: "yamuna-auto-brsr-2024-25.pdf",
    pages: yamuna,
    truth: yamunaTruth,
    note: "'Current Year' / 'Previous Year' and CY/PY headings without years (the year stated once in Section A Q9 as dates), '000 GJ and ₹ in lakh in headings, 2021 P6 numbering, a three-year trend, two tables a page.",
  },
  {
    file: "sabari-cements-brsr-2024-25.pdf",
    pages: sabari,
    truth: sabariTruth,
    note: "Years as rows in a highlights table, year headings over three columns each, a unit in the year heading (TJ), wrapped labels with the figures beside a later line, waste recovered and disposed blocks, water discharge by treatment; the year stated as 'the financial year ended 31 March 2025'.",
  },
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const f of FILES) {
    const bytes = await render(f.pages);
    writeFileSync(path.join(OUT, f.file), bytes);
    const truth = { file: f.file, note: `Written by hand from the text drawn (scripts/make-filing-pdf-fixtures.ts). ${f.note}`, expected: f.truth };
    writeFileSync(path.join(OUT, f.file.replace(/\.pdf$/, ".truth.json")), `${JSON.stringify(truth, null, 2)}\n`);
    console.info(`${f.file}: ${bytes.length} bytes, ${f.truth.length} figures`);
  }
}

void main();
