// Prints what the filed-BRSR PDF reader sees on each page: the page's parts (columns, side-by-side
// tables), each table's title, column headings with the year read from them, and its rows; then, with
// --found, the proposals by cell and year. For working on the reader:
//   npx tsx scripts/pdf-tables.ts <file.pdf> [page] [--lines] [--found]
import { readFileSync } from "node:fs";
import { linesOf } from "@/lib/extraction/layout";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import { findTables } from "@/lib/extraction/tables";
import { columnsOf } from "@/lib/filings/page-columns";
import { filingYears, readFiledPdf, withoutFootnoteMarks } from "@/lib/filings/pdf-read";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a));
const onlyPage = Number(args.find((a) => /^\d+$/.test(a)) ?? 0);
if (!file) {
  console.error("usage: npx tsx scripts/pdf-tables.ts <file.pdf> [page] [--lines] [--found]");
  process.exit(2);
}

const { pages, layouts } = await readPdfLayouts(new Uint8Array(readFileSync(file)));
console.log("filing years:", filingYears(pages));
layouts.forEach((layout, i) => {
  if (!layout || (onlyPage && onlyPage !== i + 1)) return;
  const lines = linesOf(withoutFootnoteMarks(layout.items));
  if (args.includes("--lines"))
    for (const l of lines) console.log(`   L${Math.round(l.top)}: ${l.chunks.map((c) => `[${Math.round(c.x)}-${Math.round(c.right)}]${c.text}`).join(" | ")}`);
  const parts = columnsOf(lines, layout.width);
  console.log(`=== page ${i + 1}: ${parts.length} part(s)`);
  for (const part of parts)
    for (const t of findTables(part)) {
      console.log(`--- table under: ${t.title.slice(-140)}`);
      if (t.labelHead) console.log(`    labels' heading: ${t.labelHead}`);
      console.log(`    columns: ${t.columns.map((c) => `${c.header}{${c.period ?? ""}}`).join(" || ")}`);
      for (const r of t.rows)
        console.log(
          `    ${r.heading ? `<${r.heading}> ` : ""}${r.label}${r.sub ? ` /${r.sub}` : ""}${r.unit ? ` (${r.unit})` : ""} :: ${r.values.map((v) => v ?? "·").join(" | ")}`,
        );
    }
});
if (args.includes("--found"))
  for (const m of readFiledPdf(pages, layouts).found.filter((m) => !onlyPage || m.page === onlyPage))
    console.log(`${m.cell}@${m.period}=${m.value} [${m.unit}] ${m.sentence.slice(0, 100)}`);
