/*
 * Page layout from pdf.js text items: each item's position (transform[4], transform[5]), width
 * and font size. Items on one baseline become a line; pieces of a line closer than about a word
 * space become one chunk (a table cell or a run of prose); a page printed in two columns is read
 * column by column, not across the gutter.
 */

/** One text item, `top` measured down from the top of the page. */
export type TextBox = { str: string; x: number; top: number; w: number; size: number };
export type PageLayout = { width: number; height: number; items: TextBox[] };

/** A run of text on one line with no wide gap inside it: a table cell or a line of prose. */
export type Chunk = { text: string; x: number; right: number; top: number; size: number };
export type Line = { top: number; size: number; chunks: Chunk[] };

type RawItem = { str: string; transform: number[]; width: number; height: number };

export function toBoxes(items: readonly RawItem[], pageHeight: number): TextBox[] {
  const out: TextBox[] = [];
  for (const i of items) {
    if (!i.str || !i.str.trim()) continue;
    const size = Math.abs(i.transform[3]) || i.height || 10;
    out.push({ str: i.str, x: i.transform[4], top: pageHeight - i.transform[5], w: i.width, size });
  }
  return out;
}

/** Items grouped by baseline (top to bottom), each line's items merged into chunks (left to right). */
export function linesOf(boxes: readonly TextBox[]): Line[] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: TextBox[][] = [];
  for (const box of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].top - box.top) <= Math.min(row[0].size, box.size) * 0.4) row.push(box);
    else rows.push([box]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const chunks: Chunk[] = [];
    for (const box of row) {
      const last = chunks[chunks.length - 1];
      const gap = last ? box.x - last.right : Infinity;
      // A word space is about a quarter of the font size; cells sit much further apart.
      if (last && gap < box.size * 0.5) {
        last.text += gap > box.size * 0.12 && !last.text.endsWith(" ") && !box.str.startsWith(" ") ? ` ${box.str}` : box.str;
        last.right = Math.max(last.right, box.x + box.w);
      } else {
        chunks.push({ text: box.str, x: box.x, right: box.x + box.w, top: box.top, size: box.size });
      }
    }
    for (const c of chunks) c.text = c.text.replace(/\s+/g, " ").trim();
    return { top: row[0].top, size: Math.max(...row.map((b) => b.size)), chunks: chunks.filter((c) => c.text) };
  });
}

/**
 * The gutter of a two-column page: an x band that prose lines on both sides leave empty, crossed
 * by few lines (headings across the page). Both sides must hold prose (words, not figures), so a
 * table's gap between labels and numbers is never taken for a gutter. null: one column.
 */
export function findGutter(lines: readonly Line[], width: number): number | null {
  const prose = (c: Chunk) => c.text.length >= 25 && (c.text.match(/[A-Za-z]/g)?.length ?? 0) > c.text.length * 0.5;
  let best: { x: number; crossing: number; shared: number } | null = null;
  for (let x = Math.round(width * 0.35); x <= width * 0.65; x += 5) {
    let left = 0;
    let right = 0;
    let crossing = 0;
    for (const line of lines) {
      for (const c of line.chunks) {
        if (c.x < x - 4 && c.right > x + 4) crossing += 1;
        else if (c.right <= x && prose(c)) left += 1;
        else if (c.x >= x && prose(c)) right += 1;
      }
    }
    if (left < 3 || right < 3 || crossing > Math.max(2, (left + right) * 0.1)) continue;
    // Both sides must share baselines: otherwise it is one column with an indented block.
    const shared = lines.filter((l) => l.chunks.some((c) => c.right <= x && prose(c)) && l.chunks.some((c) => c.x >= x && prose(c))).length;
    if (shared < 3) continue;
    if (!best || crossing < best.crossing || (crossing === best.crossing && shared > best.shared)) best = { x, crossing, shared };
  }
  return best?.x ?? null;
}

/** A line's text: its chunks joined by a space (cells keep apart, prose reads on). */
export function lineText(line: Line): string {
  return line.chunks.map((c) => c.text).join(" ");
}

/**
 * The page in reading order: on a two-column page, the lines across the page above the columns,
 * then the left column, then the right, then lines across the page below them.
 */
export function readingOrder(lines: readonly Line[], width: number): Line[] {
  const gutter = findGutter(lines, width);
  if (gutter === null) return [...lines];
  const across: Line[] = [];
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of lines) {
    if (line.chunks.some((c) => c.x < gutter - 4 && c.right > gutter + 4)) {
      across.push(line);
      continue;
    }
    const l = line.chunks.filter((c) => c.right <= gutter);
    const r = line.chunks.filter((c) => c.x >= gutter);
    if (l.length) left.push({ ...line, chunks: l });
    if (r.length) right.push({ ...line, chunks: r });
  }
  const firstColumnTop = Math.min(left[0]?.top ?? Infinity, right[0]?.top ?? Infinity);
  const above = across.filter((l) => l.top < firstColumnTop);
  const below = across.filter((l) => l.top >= firstColumnTop);
  return [...above, ...left, ...right, ...below];
}
