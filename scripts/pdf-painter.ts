// A small painter over pdfkit for the test PDFs (scripts/make-extraction-fixtures.ts,
// scripts/make-filing-pdf-fixtures.ts): lines, paragraphs and tables whose cells may wrap over
// several lines and whose figures are right-aligned, as report generators set them.
import path from "node:path";
import PDFKit from "pdfkit";

const FONT = path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report.ttf");
const BOLD = path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report-Bold.ttf");
const LINE = 11;

type PdfKitDoc = {
  registerFont(name: string, src: string): PdfKitDoc;
  font(name: string): PdfKitDoc;
  fontSize(size: number): PdfKitDoc;
  text(text: string, x: number, y: number, options?: { lineBreak?: boolean }): PdfKitDoc;
  widthOfString(text: string): number;
  addPage(options?: { size?: string; margin?: number }): PdfKitDoc;
  on(event: "data", cb: (chunk: Buffer) => void): void;
  on(event: "end", cb: () => void): void;
  end(): void;
};

/** A page is drawn by a function given a small painter; the painter keeps a cursor `y`. */
export type Painter = {
  y: number;
  line(text: string, opts?: { x?: number; size?: number; bold?: boolean; gap?: number }): void;
  /** Paragraph lines at one x, as a typesetter would break them. */
  para(lines: string[], x?: number, gap?: number): void;
  table(spec: TableSpec): void;
};

/** Columns: left x, width, and whether the column's text is right-aligned (figures). Cells may hold several lines (a wrapped label or heading). */
export type TableSpec = {
  columns: Array<{ x: number; w: number; right?: boolean }>;
  header: string[][];
  rows: Array<string[][] | string>;
  /** Short cells centred on the row's height, as many report templates set them. */
  middle?: boolean;
};

export function render(pages: Array<(p: Painter) => void>): Promise<Buffer> {
  const doc = new (PDFKit as unknown as new (o: object) => PdfKitDoc)({
    autoFirstPage: false,
    size: "A4",
    margin: 0,
    info: { Title: "Extraction benchmark", CreationDate: new Date(Date.UTC(2025, 5, 30)), ModDate: new Date(Date.UTC(2025, 5, 30)) },
  });
  doc.registerFont("body", FONT).registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const draw of pages) {
    doc.addPage({ size: "A4", margin: 0 });
    const p: Painter = {
      y: 50,
      line(text, { x = 50, size = 9, bold = false, gap = 4 } = {}) {
        doc
          .font(bold ? "bold" : "body")
          .fontSize(size)
          .text(text, x, p.y, { lineBreak: false });
        p.y += size + gap;
      },
      para(lines, x = 50, gap = 6) {
        for (const l of lines) p.line(l, { x, gap: 3 });
        p.y += gap;
      },
      table({ columns, header, rows, middle = false }) {
        const drawRow = (cells: string[][], bold: boolean) => {
          const height = Math.max(...cells.map((c) => c.length)) * LINE;
          cells.forEach((lines, i) => {
            const col = columns[i];
            const offset = middle && !bold ? (height - lines.length * LINE) / 2 : 0;
            lines.forEach((text, k) => {
              doc.font(bold ? "bold" : "body").fontSize(8.5);
              const x = col.right ? col.x + col.w - doc.widthOfString(text) : col.x;
              doc.text(text, x, p.y + offset + k * LINE, { lineBreak: false });
            });
          });
          p.y += height + 7;
        };
        drawRow(header, true);
        for (const r of rows) {
          if (typeof r === "string") {
            doc.font("bold").fontSize(8.5).text(r, columns[0].x, p.y, { lineBreak: false });
            p.y += LINE + 7;
          } else drawRow(r, false);
        }
        p.y += 8;
      },
    };
    draw(p);
  }
  doc.end();
  return done;
}

export const c = (...lines: string[]) => lines;
