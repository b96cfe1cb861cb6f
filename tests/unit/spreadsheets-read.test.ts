import ExcelJS from "exceljs";
import JSZip from "jszip";
import { parseNumericValue } from "@/lib/numbers/read";
import { csvField, parseCsv, toCsv } from "@/lib/format/csv";
import { cellText, excelSerialDate, readCsv, readUpload, readWorkbook, sniffUpload, UploadRefused } from "@/lib/spreadsheets/read";
import { checkWorkbookZip, zipEntries } from "@/lib/format/zip";

const enc = (s: string) => new TextEncoder().encode(s);

async function workbook(fill: (ws: ExcelJS.Worksheet, wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  fill(wb.addWorksheet("Data"), wb);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const HEADER = ["Framework", "Category", "Metric", "Unit", "Period", "Value", "Notes"];

describe("CSV reader", () => {
  it("refuses an empty file and reports a file with no rows", () => {
    expect(() => sniffUpload(new Uint8Array(), "a.csv")).toThrow(UploadRefused);
    expect(readCsv(enc("\n\n")).issues).toEqual([{ sheet: "CSV", row: null, message: "The file has no rows" }]);
  });

  it("names the missing columns of wrong headers", () => {
    const { issues, rows } = readCsv(enc("name,amount,year\nScope 1,5,2024\n"));
    expect(rows).toEqual([]);
    expect(issues[0].message).toMatch(/^Missing columns framework, metric, value, period: .*\(found: name, amount, year\)$/);
  });

  it("takes headers in any case, a BOM, semicolons, quoted separators and skips blank rows", () => {
    const { rows, issues } = readCsv(
      enc(
        '\uFEFF METRIC ;Value;FRAMEWORK;period\r\n\r\nScope 1;"1,23,456.7";BRSR;FY 2024-25\r\n;;;\r\n"Spend; local";"₹ 5,00,000";BRSR;2024-25\r\nShare;12 %;GRI;FY25\r\n',
      ),
    );
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.row, r.metric, r.value, r.framework, r.period])).toEqual([
      [3, "Scope 1", "1,23,456.7", "BRSR", "FY 2024-25"],
      [5, "Spend; local", "₹ 5,00,000", "BRSR", "2024-25"],
      [6, "Share", "12 %", "GRI", "FY25"],
    ]);
    expect(rows.map((r) => parseNumericValue(r.value))).toEqual([123456.7, 500000, 12]);
  });

  it("reads a period typed as an Excel date serial as that day", () => {
    const { rows } = readCsv(enc("framework,metric,value,period\nBRSR,Scope 1,5,45382\n"));
    expect(rows[0].period).toBe("2024-03-31");
    expect(excelSerialDate(2025)).toBeNull();
  });

  it("refuses text that is not UTF-8", () => {
    expect(() => readCsv(new Uint8Array([0x66, 0x72, 0xff, 0xfe, 0x0a]))).toThrow(/not UTF-8/);
  });

  it("writes what it reads: BOM, quotes around Indian figures, formulas defused", () => {
    const text = toCsv([
      ["a", "1,23,456.7", 'say "hi"', "=cmd|' /C calc'!A0", "-3.5"],
      ["line\nbreak", null, 5, "@SUM(1)", " padded "],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(csvField("-3.5")).toBe("-3.5");
    expect(parseCsv(text).rows).toEqual([
      ["a", "1,23,456.7", 'say "hi"', "'=cmd|' /C calc'!A0", "-3.5"],
      ["line\nbreak", "", "5", "'@SUM(1)", " padded "],
    ]);
  });
});

describe("workbook reader", () => {
  it("reads formulas by their saved result, dates as days, rich text, and fills merged cells", async () => {
    const bytes = await workbook((ws) => {
      ws.addRow(HEADER);
      ws.addRow(["GRI", "environmental", "Scope 1", "tCO2e", new Date(Date.UTC(2025, 2, 31)), { formula: "2+3", result: 5 }, ""]);
      ws.addRow(["", "environmental", { richText: [{ text: "Scope " }, { text: "2" }] }, "tCO2e", 45382, 7, ""]);
      ws.mergeCells("A2:A3");
      ws.addRow([]);
      ws.addRow(["GRI", "environmental", "Water", "kL", "FY 2024-25", "1,23,456.7", "blank row above"]);
    });
    const { rows, issues } = await readWorkbook(bytes);
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.row, r.framework, r.metric, r.period, r.value])).toEqual([
      [2, "GRI", "Scope 1", "2025-03-31", "5"],
      [3, "GRI", "Scope 2", "2024-03-31", "7"],
      [5, "GRI", "Water", "FY 2024-25", "1,23,456.7"],
    ]);
  });

  it("reports a formula without a saved result and an error value, by row", async () => {
    const bytes = await workbook((ws) => {
      ws.addRow(HEADER);
      ws.addRow(["GRI", "environmental", "Scope 1", "t", "FY 2024-25", { formula: "A1*2" }, ""]);
      ws.addRow(["GRI", "environmental", "Scope 2", "t", "FY 2024-25", { formula: "1/0", result: { error: "#DIV/0!" } }, ""]);
    });
    const { rows, issues } = await readWorkbook(bytes);
    expect(rows).toEqual([]);
    expect(issues.map((i) => `${i.sheet} ${i.row} ${i.message}`)).toEqual([
      "Data 2 value: a formula without a saved result (open the file in Excel and save it again)",
      "Data 3 value: the formula gives #DIV/0!",
    ]);
  });

  it("refuses formulas that reference another workbook", async () => {
    const bytes = await workbook((ws) => {
      ws.addRow(HEADER);
      ws.addRow(["GRI", "environmental", "Scope 1", "t", "FY 2024-25", { formula: "[1]Sheet1!A1", result: 4 }, ""]);
    });
    await expect(readWorkbook(bytes)).rejects.toThrow(/refer to other workbooks/);
  });

  it("says so when no sheet is in a known layout", async () => {
    const bytes = await workbook((ws) => ws.addRow(["Totally", "Other"]));
    expect((await readWorkbook(bytes)).issues[0].message).toMatch(/^No sheet is in the template's layout/);
  });

  it("reads the cell text of every kind of value", () => {
    expect(cellText(12.5)).toEqual({ text: "12.5" });
    expect(cellText(true)).toEqual({ text: "Yes" });
    expect(cellText({ text: "link", hyperlink: "https://x" } as ExcelJS.CellValue)).toEqual({ text: "link" });
    expect(cellText({ sharedFormula: "A1", result: 3 } as ExcelJS.CellValue)).toEqual({ text: "3" });
  });
});

describe("hostile files", () => {
  it("refuses a zip bomb from its directory, before inflating anything", async () => {
    const zip = new JSZip();
    zip.file("[Content_Types].xml", "<Types/>");
    zip.file("xl/workbook.xml", "<workbook/>");
    zip.file("xl/worksheets/sheet1.xml", "0".repeat(5 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
    const entries = zipEntries(bytes);
    expect(entries.find((e) => e.name === "xl/worksheets/sheet1.xml")?.uncompressed).toBe(5 * 1024 * 1024);
    expect(() => checkWorkbookZip(entries)).toThrow(/zip bomb/);
    await expect(readUpload(bytes, "bomb.xlsx")).rejects.toThrow(/zip bomb/);
  });

  it("refuses links to other workbooks, encrypted entries, zips that are not workbooks, and old .xls", async () => {
    const base = [
      { name: "[Content_Types].xml", compressed: 10, uncompressed: 20, encrypted: false },
      { name: "xl/workbook.xml", compressed: 10, uncompressed: 20, encrypted: false },
    ];
    expect(() => checkWorkbookZip([...base, { name: "xl/externalLinks/externalLink1.xml", compressed: 1, uncompressed: 1, encrypted: false }])).toThrow(
      /other workbooks/,
    );
    expect(() => checkWorkbookZip([...base, { name: "xl/styles.xml", compressed: 1, uncompressed: 1, encrypted: true }])).toThrow(/encrypted/);
    expect(() => checkWorkbookZip(base.slice(0, 1))).toThrow(/not an .xlsx workbook/);
    const xls = new Uint8Array(1024);
    xls.set([0xd0, 0xcf, 0x11, 0xe0]);
    expect(() => sniffUpload(xls, "old.xls")).toThrow(/Old .xls workbooks/);
    expect(() => sniffUpload(enc("PK\x03\x04 garbage"), "x.xlsx")).not.toThrow();
    await expect(readUpload(enc("PK\x03\x04 garbage"), "x.xlsx")).rejects.toThrow(/not a readable .xlsx/);
    expect(() => sniffUpload(enc("hello"), "notes.docx")).toThrow(/Upload an .xlsx workbook or a .csv file/);
  });
});

describe("the Reporting unit column", () => {
  it("is read when headed 'Reporting unit' (any case), blank when absent, and never taken for the unit of measure", async () => {
    const { rows, issues } = readCsv(
      enc("Framework,Metric,Unit,Period,Value,REPORTING UNIT\nBRSR,Scope 1,tCO2e,FY 2024-25,10,Vizag Plant\nBRSR,Scope 2,tCO2e,FY 2024-25,5,\n"),
    );
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.metric, r.unit, r.reporting_unit])).toEqual([
      ["Scope 1", "tCO2e", "Vizag Plant"],
      ["Scope 2", "tCO2e", ""],
    ]);
    expect(readCsv(enc("Framework,Metric,Unit,Period,Value\nBRSR,Scope 1,tCO2e,FY 2024-25,10\n")).rows[0].reporting_unit).toBe("");

    const xlsx = await workbook((ws) => {
      ws.addRow([...HEADER, "Reporting unit"]);
      ws.addRow(["GRI", "environmental", "Energy", "GJ", "FY 2024-25", 7, "", "Pune Office"]);
    });
    const read = await readWorkbook(xlsx);
    expect(read.rows.map((r) => [r.metric, r.unit, r.reporting_unit])).toEqual([["Energy", "GJ", "Pune Office"]]);
  });
});
