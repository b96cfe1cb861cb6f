import { PDFDocument, StandardFonts } from "pdf-lib";

/** A page is a list of text lines, drawn top to bottom (tables are lines with cells spaced out). */
export type PdfPageLines = Array<string | string[]>;

/**
 * Builds a real PDF with pdf-lib. A line given as an array is a table row: its cells are drawn
 * as separate text items at fixed columns, the way report generators lay tables out.
 */
export async function makePdf(
  pages: PdfPageLines[],
  options: { title?: string; columns?: number[]; landscape?: boolean; size?: number } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const columns = options.columns ?? [50, 300, 380, 470];
  const size = options.size ?? 10;
  for (const lines of pages) {
    const page = doc.addPage(options.landscape ? [842, 595] : [595, 842]);
    let y = options.landscape ? 545 : 790;
    for (const line of lines) {
      if (Array.isArray(line)) {
        line.forEach((cell, i) => page.drawText(cell, { x: columns[i] ?? 50 + i * 110, y, size, font }));
      } else {
        page.drawText(line, { x: 50, y, size, font });
      }
      y -= size * 1.5;
      if (y < 40) throw new Error("make-pdf: too many lines for one page");
    }
  }
  return doc.save();
}

/** A figure a test PDF states, and where: what a correct extractor must find. */
export type KnownFigure = { metric: string; value: number; unit: string; period: string; page: number };

export type PdfFixture = { name: string; pages: PdfPageLines[]; expected: KnownFigure[] };

/**
 * A BRSR-style report in Indian digit grouping: prose that wraps across lines, tables with a
 * period header, comparisons with the previous year, and traps that must yield nothing (targets,
 * percentages of change, plant numbers, references, an obligation that is not a spend).
 */
export const INDIAN_REPORT: PdfFixture = {
  name: "sahyadri-brsr-fy24.pdf",
  pages: [
    [
      "Sahyadri Steel & Alloys Ltd",
      "Business Responsibility and Sustainability Report FY 2023-24",
      "Section A: General Disclosures",
      "Revenue from operations for FY 2023-24 was INR 4,850 crore, up 9.2% on the previous year.",
      "Total employees: 3,240 (permanent and other than permanent).",
      "This report follows SEBI circular SEBI/HO/CFD/CMD-2/P/CIR/2021/562 and GRI 305-1.",
    ],
    [
      "Principle 6: Businesses should respect and make efforts to protect and restore the environment",
      "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e, down from",
      "1,60,500 tCO2e in FY 2022-23, mainly because the Chakan plant switched from",
      "furnace oil to natural gas. Scope 2 emissions stood at 98,450 tCO2e in FY 2023-24.",
      "Our total energy consumption was 21,45,600 GJ, of which a growing part came from",
      "solar and wind. The share of renewable energy increased to 18.5% (FY 2022-23: 14.2%).",
      "Our target is to cut Scope 1 emissions by 30% by FY 2030 against the FY 2022-23 baseline.",
      "Scope 3 emissions are not yet measured; we plan to report them from FY 2025-26.",
      "Energy consumption rose 6.7% as the new rolling mill (Plant 2) started in 2023.",
    ],
    [
      "Energy, water and waste (Principle 6, Essential Indicators 1, 3 and 9)",
      ["Parameter", "FY 2023-24", "FY 2022-23"],
      ["Total energy consumption (GJ)", "21,45,600", "20,10,300"],
      ["Energy intensity (GJ per INR crore of turnover)", "442.4", "455.1"],
      ["Water withdrawal (kL)", "4,25,300", "4,10,000"],
      ["Water consumption (kL)", "3,12,800", "3,05,600"],
      ["Water discharge (kL)", "1,12,500", "1,04,400"],
      ["Total waste generated (tonnes)", "18,230", "19,450"],
      ["Hazardous waste share (%)", "12.4", "13.1"],
      "Water withdrawal at the Pune site (Plant 2) is metered daily.",
    ],
    [
      "Principle 3: Businesses should respect and promote the well-being of all employees",
      ["Safety incident", "FY 2023-24", "FY 2022-23"],
      ["LTIFR (per million person-hours worked)", "0.42", "0.51"],
      ["Fatalities", "0", "1"],
      "Average training hours per employee were 26.5 hours in FY 2023-24, compared with",
      "22 hours in FY 2022-23.",
      "Gross wages paid to females as % of total wages: 18.2% (FY 2022-23: 17.6%).",
      "Complaints under POSH: 3 received and 3 resolved during the year.",
      "Women in the workforce: 21.4% of permanent employees.",
      "The plant employs 1,200 people across 3 shifts.",
    ],
    [
      "Principle 1 and Principle 8: Governance and inclusive growth",
      "CSR expenditure for FY 2023-24 was INR 38.6 crore against an obligation of INR 37.9 crore.",
      "Board independence: 50% of directors are independent.",
      ["Indicator", "FY 2023-24", "FY 2022-23"],
      ["Days of accounts payable", "62", "58"],
      ["Number of data breaches", "0", "0"],
      "Fines and penalties paid: Nil.",
    ],
  ],
  expected: [
    { metric: "Revenue from operations", value: 4850, unit: "INR crore", period: "FY 2023-24", page: 1 },
    { metric: "Total employees", value: 3240, unit: "", period: "FY 2023-24", page: 1 },
    { metric: "Scope 1 emissions", value: 152000, unit: "tCO2e", period: "FY 2023-24", page: 2 },
    { metric: "Scope 1 emissions", value: 160500, unit: "tCO2e", period: "FY 2022-23", page: 2 },
    { metric: "Scope 2 emissions", value: 98450, unit: "tCO2e", period: "FY 2023-24", page: 2 },
    { metric: "Total energy consumption", value: 2145600, unit: "GJ", period: "FY 2023-24", page: 2 },
    { metric: "Renewable energy share", value: 18.5, unit: "%", period: "FY 2023-24", page: 2 },
    { metric: "Renewable energy share", value: 14.2, unit: "%", period: "FY 2022-23", page: 2 },
    { metric: "Total energy consumption", value: 2010300, unit: "GJ", period: "FY 2022-23", page: 3 },
    { metric: "Energy intensity", value: 442.4, unit: "GJ per INR crore of turnover", period: "FY 2023-24", page: 3 },
    { metric: "Energy intensity", value: 455.1, unit: "GJ per INR crore of turnover", period: "FY 2022-23", page: 3 },
    { metric: "Total water withdrawal", value: 425300, unit: "kL", period: "FY 2023-24", page: 3 },
    { metric: "Total water withdrawal", value: 410000, unit: "kL", period: "FY 2022-23", page: 3 },
    { metric: "Total water consumption", value: 312800, unit: "kL", period: "FY 2023-24", page: 3 },
    { metric: "Total water consumption", value: 305600, unit: "kL", period: "FY 2022-23", page: 3 },
    { metric: "Total water discharge", value: 112500, unit: "kL", period: "FY 2023-24", page: 3 },
    { metric: "Total water discharge", value: 104400, unit: "kL", period: "FY 2022-23", page: 3 },
    { metric: "Total waste generated", value: 18230, unit: "tonnes", period: "FY 2023-24", page: 3 },
    { metric: "Total waste generated", value: 19450, unit: "tonnes", period: "FY 2022-23", page: 3 },
    { metric: "Hazardous waste share", value: 12.4, unit: "%", period: "FY 2023-24", page: 3 },
    { metric: "Hazardous waste share", value: 13.1, unit: "%", period: "FY 2022-23", page: 3 },
    { metric: "Lost Time Injury Frequency Rate (LTIFR)", value: 0.42, unit: "per million person-hours worked", period: "FY 2023-24", page: 4 },
    { metric: "Lost Time Injury Frequency Rate (LTIFR)", value: 0.51, unit: "per million person-hours worked", period: "FY 2022-23", page: 4 },
    { metric: "Fatalities", value: 0, unit: "", period: "FY 2023-24", page: 4 },
    { metric: "Fatalities", value: 1, unit: "", period: "FY 2022-23", page: 4 },
    { metric: "Training hours per employee", value: 26.5, unit: "hours", period: "FY 2023-24", page: 4 },
    { metric: "Training hours per employee", value: 22, unit: "hours", period: "FY 2022-23", page: 4 },
    { metric: "Gross wages paid to females (% of total wages)", value: 18.2, unit: "%", period: "FY 2023-24", page: 4 },
    { metric: "Gross wages paid to females (% of total wages)", value: 17.6, unit: "%", period: "FY 2022-23", page: 4 },
    { metric: "Complaints under POSH", value: 3, unit: "", period: "FY 2023-24", page: 4 },
    { metric: "Women in workforce", value: 21.4, unit: "%", period: "FY 2023-24", page: 4 },
    { metric: "CSR spending", value: 38.6, unit: "INR crore", period: "FY 2023-24", page: 5 },
    { metric: "Board independence", value: 50, unit: "%", period: "FY 2023-24", page: 5 },
    { metric: "Days of accounts payable", value: 62, unit: "", period: "FY 2023-24", page: 5 },
    { metric: "Days of accounts payable", value: 58, unit: "", period: "FY 2022-23", page: 5 },
    { metric: "Data breaches", value: 0, unit: "", period: "FY 2023-24", page: 5 },
    { metric: "Data breaches", value: 0, unit: "", period: "FY 2022-23", page: 5 },
  ],
};

/** A shorter sustainability report in western grouping with 'FY24'-style periods. */
export const WESTERN_REPORT: PdfFixture = {
  name: "konkan-sustainability-2024.pdf",
  pages: [
    [
      "Konkan Foods Private Limited - Sustainability Report 2023-24",
      "In FY24, total water withdrawal was 425,300 KL across our four sites.",
      "Energy consumed during FY24: 2,145,600 GJ.",
      "Scope 1 GHG emissions in FY24 were 15,200 tonnes of CO2e and Scope 2 emissions were 9,845 tCO2e.",
    ],
    [
      "People and safety",
      "LTIFR: 0.38 per million person-hours worked in FY24.",
      "Total waste generated in FY24 was 1,823.5 MT, of which 64% was recycled.",
      "We trained 1,150 employees; training hours per employee averaged 18 hours.",
      "Our 2030 goal is 50% renewable energy.",
    ],
  ],
  expected: [
    { metric: "Total water withdrawal", value: 425300, unit: "KL", period: "FY 2023-24", page: 1 },
    { metric: "Total energy consumption", value: 2145600, unit: "GJ", period: "FY 2023-24", page: 1 },
    { metric: "Scope 1 emissions", value: 15200, unit: "tonnes of CO2e", period: "FY 2023-24", page: 1 },
    { metric: "Scope 2 emissions", value: 9845, unit: "tCO2e", period: "FY 2023-24", page: 1 },
    { metric: "Lost Time Injury Frequency Rate (LTIFR)", value: 0.38, unit: "per million person-hours worked", period: "FY 2023-24", page: 2 },
    { metric: "Total waste generated", value: 1823.5, unit: "MT", period: "FY 2023-24", page: 2 },
    { metric: "Training hours per employee", value: 18, unit: "hours", period: "FY 2023-24", page: 2 },
  ],
};

/**
 * Written after the engine was tuned on the two reports above and not tuned against since: its
 * misses are kept, so the precision and recall measured on it are honest. It includes figures a
 * person reads easily but the offline engine does not (a number before the metric's name, words
 * instead of digits), and a table with a unit column.
 */
export const HELD_OUT_REPORT: PdfFixture = {
  name: "deccan-annual-report-extract.pdf",
  pages: [
    [
      "Deccan Chemicals Limited - Annual Report FY 2023-24 - Key highlights of the year",
      "- Scope 1 emissions: 48,720 tCO2e (previous year 51,300 tCO2e)",
      "- Scope 2 emissions: 61,045 tCO2e",
      "- Energy consumption of 6,12,400 GJ, 22% from renewable sources",
      "- Water consumption reduced to 1,85,200 kilolitres",
      "- 0 fatalities and an LTIFR of 0.21",
      "- 14,500 hours of training delivered to 2,900 employees",
    ],
    [
      "Environmental and social performance",
      ["Particulars", "Unit", "FY 2023-24", "FY 2022-23"],
      ["Total water withdrawal", "kL", "2,40,000", "2,31,500"],
      ["Waste generated", "MT", "3,410", "3,655"],
      ["Spending on employee well-being", "%", "0.18", "0.16"],
      ["Number of consumer complaints", "Nos.", "27", "35"],
    ],
    [
      "During FY 2023-24 the Company spent INR 2.35 crore on CSR projects in education and health.",
      "Women made up 18% of the workforce at year end.",
      "Independent directors on the Board: 4 of 8 (50%).",
      "There were no data breaches in FY 2023-24.",
    ],
  ],
  expected: [
    { metric: "Scope 1 emissions", value: 48720, unit: "tCO2e", period: "FY 2023-24", page: 1 },
    { metric: "Scope 1 emissions", value: 51300, unit: "tCO2e", period: "FY 2022-23", page: 1 },
    { metric: "Scope 2 emissions", value: 61045, unit: "tCO2e", period: "FY 2023-24", page: 1 },
    { metric: "Total energy consumption", value: 612400, unit: "GJ", period: "FY 2023-24", page: 1 },
    { metric: "Renewable energy share", value: 22, unit: "%", period: "FY 2023-24", page: 1 },
    { metric: "Total water consumption", value: 185200, unit: "kilolitres", period: "FY 2023-24", page: 1 },
    { metric: "Fatalities", value: 0, unit: "", period: "FY 2023-24", page: 1 },
    { metric: "Lost Time Injury Frequency Rate (LTIFR)", value: 0.21, unit: "", period: "FY 2023-24", page: 1 },
    { metric: "Total water withdrawal", value: 240000, unit: "kL", period: "FY 2023-24", page: 2 },
    { metric: "Total water withdrawal", value: 231500, unit: "kL", period: "FY 2022-23", page: 2 },
    { metric: "Total waste generated", value: 3410, unit: "MT", period: "FY 2023-24", page: 2 },
    { metric: "Total waste generated", value: 3655, unit: "MT", period: "FY 2022-23", page: 2 },
    { metric: "Spending on employee well-being (% of revenue)", value: 0.18, unit: "%", period: "FY 2023-24", page: 2 },
    { metric: "Spending on employee well-being (% of revenue)", value: 0.16, unit: "%", period: "FY 2022-23", page: 2 },
    { metric: "Consumer complaints", value: 27, unit: "", period: "FY 2023-24", page: 2 },
    { metric: "Consumer complaints", value: 35, unit: "", period: "FY 2022-23", page: 2 },
    { metric: "CSR spending", value: 2.35, unit: "INR crore", period: "FY 2023-24", page: 3 },
    { metric: "Women in workforce", value: 18, unit: "%", period: "FY 2023-24", page: 3 },
    { metric: "Board independence", value: 50, unit: "%", period: "FY 2023-24", page: 3 },
    { metric: "Data breaches", value: 0, unit: "", period: "FY 2023-24", page: 3 },
  ],
};

/** A long report for the benchmark: the Indian report's pages repeated, with filler prose. */
export function longReportPages(pageCount: number): PdfPageLines[] {
  const filler = "The Company continued to strengthen its management systems, engaging suppliers and communities on responsible practices.";
  const pages: PdfPageLines[] = [];
  for (let i = 0; i < pageCount; i++) {
    const base = INDIAN_REPORT.pages[i % INDIAN_REPORT.pages.length];
    pages.push([...base, ...Array.from({ length: 30 }, (_, k) => `${filler} (${i + 1}.${k + 1})`)]);
  }
  return pages;
}

/** A file that starts like a PDF but is not one. */
export function corruptPdf(): Uint8Array {
  return new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ngarbage without xref or trailer\n");
}

/**
 * A PDF encrypted with a user password (standard security handler, RC4 40-bit): opening it
 * without the password must fail. The /O and /U strings are arbitrary, so no empty password fits.
 */
export function encryptedPdf(): Uint8Array {
  const hex = (n: number) => Array.from({ length: n }, (_, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, "0")).join("");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32).split("").reverse().join("")}> /P -44 >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A row of cells for makeCellPdf: a cell's lines are split on '\n' (a label wrapped in its cell). */
export type CellRow = string[];
/** A page for makeCellPdf: text lines (titles, prose) and table rows, top to bottom. */
export type CellPage = Array<string | CellRow>;

/**
 * Builds a PDF the way annual reports draw tables cell by cell: the `labels` columns' cells set left
 * at their column's left edge, the others right-aligned at their column's right edge; a cell's
 * wrapped lines closer together (1.25 × size) than rows are (plus 6 pt padding).
 * `columns`: each column's [left, right] edges.
 */
export async function makeCellPdf(
  pages: CellPage[],
  { columns, size = 8.5, landscape = false, labels = [0] }: { columns: Array<[number, number]>; size?: number; landscape?: boolean; labels?: number[] },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lead = size * 1.25;
  for (const lines of pages) {
    const page = doc.addPage(landscape ? [842, 595] : [595, 842]);
    let y = landscape ? 550 : 800;
    for (const line of lines) {
      if (!Array.isArray(line)) {
        if (line) page.drawText(line, { x: columns[0][0], y, size, font });
        y -= lead + 6;
        continue;
      }
      const height = Math.max(1, ...line.map((c) => c.split("\n").length));
      line.forEach((cell, i) => {
        const [left, right] = columns[i];
        cell.split("\n").forEach((text, k) => {
          if (!text) return;
          // A cell starting '^' is a heading, centred in its column.
          const centred = cell.startsWith("^");
          const t = centred && k === 0 ? text.slice(1) : text;
          const w = font.widthOfTextAtSize(t, size);
          let x = centred ? (left + right - w) / 2 : labels.includes(i) ? left : right - w;
          // '^{1}' is a superscript footnote mark, smaller and raised, right after the text before it.
          t.split(/(\^\{[^}]*\})/).forEach((part) => {
            const sup = /^\^\{(.*)\}$/.exec(part);
            const at = sup ? size * 0.6 : size;
            const text = sup ? sup[1] : part;
            if (!text) return;
            page.drawText(text, { x, y: y - k * lead + (sup ? size * 0.35 : 0), size: at, font });
            x += font.widthOfTextAtSize(text, at) + (sup ? 1 : 0);
          });
        });
      });
      y -= height * lead + 6;
      if (y < 30) throw new Error("make-pdf: too many lines for one page");
    }
  }
  return doc.save();
}
