import { findGutter, type Line } from "@/lib/extraction/layout";
import { isFigureText } from "@/lib/extraction/tables";
import { headingYear } from "@/lib/extraction/year-heading";

/*
 * A filed BRSR page's columns: a page set in two columns, a half-width table beside prose, two
 * tables side by side. The reader (pdf-read.ts) finds tables in each column's lines.
 */

/**
 * A page's lines, or on a page set in two columns, each column's lines: a half-width table beside
 * prose (or beside another table) is a table of its own. The split is an upright band few lines
 * cross (a title across the page may) with text on its left and, on its right, rows that start
 * with their own labels — a full-width table's gap between labels and figures has only figures
 * right of it.
 */
export function columnsOf(lines: readonly Line[], width: number): Line[][] {
  const paired = sideBySide(lines);
  // (The lines below a side-by-side pair may hold another page layout of their own.)
  if (paired) return [...paired.slice(0, -1), ...(paired[paired.length - 1].length ? columnsOf(paired[paired.length - 1], width) : [])];
  const prose = findGutter(lines, width);
  const banded = prose === null ? besideInBand(lines, width) : null;
  if (banded) return banded;
  const gutter = prose ?? tableGutter(lines, width);
  if (gutter === null) return [[...lines]];
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of lines) {
    const l = line.chunks.filter((c) => c.x < gutter);
    const r = line.chunks.filter((c) => c.x >= gutter);
    if (l.length) left.push({ ...line, chunks: l });
    if (r.length) right.push({ ...line, chunks: r });
  }
  return [left, right];
}

// A sub-row's name in a Category column ('Workers (incl. seafarers)') starts a row of the table whose labels are left of it.
const SUB_ROW_START = /^(?:employees|workers|male|female|permanent|other than permanent)\b/i;

const isCellFigure = (text: string) => isFigureText(text) || /^(?:-|–|—|NA|N\.A\.)$/i.test(text.trim());

/**
 * Two tables printed side by side ('Scope 1 and 2 | FY25 | FY24' beside 'Scope 3 | FY25 | FY24'):
 * rows with a label after figures, starting at one edge, under a heading naming the same years
 * on both sides of it. The lines from that heading to the last such row are split at the edge (the
 * right table read after the left), down to a line across the edge or a gap; lines above and below stay whole.
 */
function sideBySide(lines: readonly Line[]): Line[][] | null {
  const starts: Array<{ n: number; x: number }> = [];
  lines.forEach((l, n) => {
    const cs = [...l.chunks].sort((a, b) => a.x - b.x);
    // (A heading of years over both tables, 'tCO2e | 2025 | 2024 | tCO2e | 2025 | 2024', is no row.)
    if (cs.filter((c) => isCellFigure(c.text)).every((c) => /^(?:19|20)\d{2}$/.test(c.text.trim()))) return;
    const j = cs.findIndex((c, i) => i > 1 && !isCellFigure(c.text) && cs.slice(1, i).some((d) => isCellFigure(d.text)));
    if (j > 0 && cs.slice(j + 1).some((d) => isCellFigure(d.text))) starts.push({ n, x: cs[j].x });
  });
  if (!starts.length) return null;
  const xs = starts.map((s) => s.x).sort((a, b) => a - b);
  const edge = xs[Math.floor(xs.length / 2)];
  const rows = starts.filter((s) => Math.abs(s.x - edge) <= 8);
  if (!rows.length) return null;
  // (A heading set a point or two left of the right table's labels, 'From non-renewable sources', is that table's.)
  const g = Math.min(...rows.map((r) => r.x)) - 6;
  const crosses = (l: Line) => l.chunks.some((c) => c.x < g && c.right > g + 4);
  const yearsOf = (cs: Line["chunks"]) => [...new Set(cs.map((c) => headingYear(c.text)).filter((p): p is string => !!p))].sort().join();
  // The heading: lines above the first row naming the same years either side of the edge (each
  // side's headings on a baseline of its own where the two titles wrap differently).
  let from = rows[0].n;
  let headed = false;
  const above: Line["chunks"] = [];
  for (let k = rows[0].n - 1; k >= 0 && rows[0].n - k <= 6 && !crosses(lines[k]); k--) {
    from = k;
    above.push(...lines[k].chunks);
    const left = yearsOf(above.filter((c) => c.x < g));
    if (left && left === yearsOf(above.filter((c) => c.x >= g))) headed = true;
  }
  if (!headed) return null;
  // (Rows of another pair further down the page, past a line across the edge, are that pair's.)
  const run = rows.filter((r, i) => !lines.slice(rows[0].n, r.n + 1).some(crosses) || i === 0);
  let to = run[run.length - 1].n;
  while (to + 1 < lines.length && !crosses(lines[to + 1]) && lines[to + 1].top - lines[to].top < lines[to].size * 2.5) to += 1;
  if (lines.slice(from, to + 1).filter(crosses).length) return null;
  const band = lines.slice(from, to + 1);
  const side = (keep: (x: number) => boolean) => band.map((l) => ({ ...l, chunks: l.chunks.filter((c) => keep(c.x)) })).filter((l) => l.chunks.length);
  return [[...lines.slice(0, from), ...side((x) => x < g)], side((x) => x >= g), lines.slice(to + 1)];
}

/**
 * Two tables side by side in a band of the page, their rows on baselines of their own ('6.
 * Complaints made by employees' beside '7. Complaints under the POSH Act'), between lines across
 * the page: an upright gap no line of the band crosses, words on its left and, on its right, rows
 * starting with their own labels at one edge. The band's two sides are read as two parts, the
 * left first; the lines above and below stay whole (and a band further down is looked for again).
 */
function besideInBand(lines: readonly Line[], width: number): Line[][] | null {
  // A line crosses the gap with a piece across it, or as a full-width table's row does: words on the left, its first piece right of the gap a figure.
  const crossing = (l: Line, x: number) => {
    if (l.chunks.some((c) => c.x < x - 2 && c.right > x + 2)) return true;
    const right = l.chunks.filter((c) => c.x >= x).sort((a, b) => a.x - b.x)[0];
    return !!right && isFigureText(right.text) && l.chunks.some((c) => c.right <= x && !isFigureText(c.text));
  };
  // (Of the gaps that qualify, the one with the most lines: a gap tried too far left stops at the first row whose figure it cuts.)
  let best: { n: number; end: number; cut: number } | null = null;
  for (let x = Math.round(width * 0.35); x <= width * 0.65; x += 5) {
    let n = 0;
    while (n < lines.length) {
      if (crossing(lines[n], x)) {
        n += 1;
        continue;
      }
      let end = n;
      while (end + 1 < lines.length && !crossing(lines[end + 1], x) && lines[end + 1].top - lines[end].top < 60) end += 1;
      // (Lines past a wide gap after the band's last row are the next table's title and headings.)
      const lastRow = lines.slice(n, end + 1).findLastIndex((l) => l.chunks.some((c) => isFigureText(c.text))) + n;
      for (let k = Math.max(lastRow, n) + 1; k <= end; k++) {
        if (lines[k].top - lines[k - 1].top > lines[k].size * 2.5) {
          end = k - 1;
          break;
        }
      }
      const band = lines.slice(n, end + 1);
      const rows = band.filter((l) => l.chunks.some((c) => c.x >= x && isFigureText(c.text)));
      const starts = rows.map((l) => l.chunks.find((c) => c.x >= x)!).filter((c) => !isFigureText(c.text) && !SUB_ROW_START.test(c.text));
      const edge = Math.min(...starts.map((c) => c.x));
      const atEdge = starts.filter((c) => c.x - edge <= 6).length;
      const leftText = band.filter((l) => l.chunks.some((c) => c.right <= x && !isFigureText(c.text))).length;
      // (Rows with words on their left on the same baseline, up to the labels' edge, are one table's: a unit column is no table.)
      const besideLeft = rows.filter((l) => l.chunks.some((c) => c.right <= edge - 2)).length;
      if (rows.length >= 2 && atEdge >= 2 && atEdge >= rows.length * 0.6 && leftText >= 3 && besideLeft <= rows.length * 0.5) {
        // The gap's middle: from the left side's widest text to the right table's labels.
        const leftEdge = Math.max(...band.flatMap((l) => l.chunks.filter((c) => c.right <= x).map((c) => c.right)));
        if (!best || end - n > best.end - best.n) best = { n, end, cut: (leftEdge + edge) / 2 };
      }
      n = end + 1;
    }
  }
  if (!best) return null;
  const { n, end, cut } = best;
  const band = lines.slice(n, end + 1);
  const side = (keep: (c: Line["chunks"][number]) => boolean) => band.map((l) => ({ ...l, chunks: l.chunks.filter(keep) })).filter((l) => l.chunks.length);
  const below = lines.slice(end + 1);
  return [[...lines.slice(0, n), ...side((c) => c.x < cut)], side((c) => c.x >= cut), ...(besideInBand(below, width) ?? [below])];
}

function tableGutter(lines: readonly Line[], width: number): number | null {
  let best: { x: number; crossing: number } | null = null;
  for (let x = Math.round(width * 0.35); x <= width * 0.65; x += 5) {
    const crossing = lines.filter((l) => l.chunks.some((c) => c.x < x - 2 && c.right > x + 2)).length;
    if (crossing > Math.max(3, lines.length * 0.08)) continue;
    const rows = lines.filter((l) => l.chunks.some((c) => c.x >= x && isFigureText(c.text)));
    // (A sub-row's name, 'Employees' in a Category column, starts a row of the table whose labels are left of it.)
    const labelled = rows.filter((l) => {
      const first = l.chunks.find((c) => c.x >= x)!.text;
      return !isFigureText(first) && !SUB_ROW_START.test(first);
    }).length;
    // A full-width table's rows have their labels left of the band, on their own baseline.
    const besideLeft = rows.filter((l) => l.chunks.some((c) => c.right <= x)).length;
    const leftText = lines.filter((l) => l.chunks.some((c) => c.right <= x && !isFigureText(c.text))).length;
    if (rows.length < 3 || labelled < rows.length * 0.6 || besideLeft > rows.length * 0.4 || leftText < 3) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  return best?.x ?? null;
}
