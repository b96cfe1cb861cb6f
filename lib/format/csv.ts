import { parseNumericValue } from "@/lib/numbers/read";

export const BOM = "\uFEFF";

type Cell = string | number | boolean | null | undefined;

/**
 * One CSV field. Quoted whenever it holds a separator, a quote or a line break — Indian figures
 * ('1,23,456.7') carry commas — and a text a spreadsheet would run as a formula ('=HYPERLINK…',
 * '@SUM') is prefixed with an apostrophe; a figure such as '-3.5' is left as it is.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && parseNumericValue(text) === null) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a BOM (so Excel reads '₹' and Devanagari as such), comma-separated, CRLF lines. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return BOM + rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * Splits CSV text into rows of fields (RFC 4180 quoting; quoted fields may span lines). The
 * separator is the one the header line uses: a comma, or a semicolon as Excel writes CSV where
 * the comma is the decimal mark. A leading BOM is dropped.
 */
export function parseCsv(input: string): { rows: string[][]; separator: "," | ";" } {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      i++;
    } else if (c === separator) {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" || c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return { rows, separator };
}
