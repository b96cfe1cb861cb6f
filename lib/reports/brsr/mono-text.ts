import PDFDocument from "pdfkit";
import { fallbackFor } from "./fonts";
import { FALLBACK_CHARS, fallbackRuns, type Run } from "./glyphs";

/**
 * Lines of a font without layout tables (the annex's monospaced font, the body font of flow.ts),
 * set straight into the page's content stream.
 *
 * pdfkit's text() shapes every line word by word (splitting at spaces, caching each word's glyph
 * run, concatenating the runs) and then writes each line in its own save/transform/BT…ET block.
 * For the annex's 10,000 rows that was 40% of the whole report's time. A monospaced font without
 * layout tables needs none of it: each character is one glyph of one width, so a line is its
 * characters' glyph ids, cached per character, and a page is one text object with one `Tj` per
 * line. The glyphs go into pdfkit's own font subset, widths and ToUnicode map, exactly as its
 * text() would record them, so the PDF embeds the same font and its text reads back the same.
 *
 * react-pdf hands a canvas's paint function only a proxy of a few pdfkit methods, so the block
 * travels through text(): installMonoText() wraps `PDFDocument.prototype.text` to recognise it
 * (the renderer calls it before rendering; importing this module changes nothing). Where it is
 * not installed, or the pdfkit that renders is another copy than this module's (a bundler may
 * duplicate it), the block prints as nothing and `written` stays false: setMonoLines() then sets
 * the lines with text() as before, slower but the same. That fallback is for safety, not a
 * state to run in: tests/unit/pdfkit-fast-path.test.ts (one pdfkit, and the internals used here),
 * brsr-speed.test.ts (a rendered report takes this path) and the end-to-end run (no server logged
 * the fallback's warning) fail when an upgrade of pdfkit or react-pdf turns it off.
 *
 * Devanagari (glyphs.ts FALLBACK_CHARS) needs shaping, which this does not do: a line with it is
 * cut into runs (glyphs.ts fallbackRuns) and set in its own text objects, in reading order, the
 * Devanagari runs through pdfkit's text() in Noto Sans Devanagari (fonts.ts), which shapes them,
 * on the line's baseline. In a proportional font (the body) each run starts where the one before
 * it ends, by the widths flow.ts measured the line with. In a monospaced font (the annex) the
 * columns are padded by counting code points (format.ts), so each run starts at its code points'
 * cell and a Devanagari run is drawn inside the cells its code points take (shaped, it is narrower
 * than that, since virama and matras join their consonant; in the rare case it is wider, it is
 * set smaller): the columns after it stay in line with every other row, and annex.tsx and
 * format.ts need not know about shaping. A text() call with Devanagari in another font (the
 * running header's company name) is set run by run the same way.
 */
type MonoLine = {
  text: string;
  x: number;
  /** Top of the line, in pdfkit's page coordinates. */
  y: number;
  /** The line's own font (path or PostScript name), size and colour ('#rrggbb'), where not the block's. */
  font?: string;
  size?: number;
  color?: string;
};

export class MonoLines {
  written = false;
  constructor(
    readonly font: string,
    readonly size: number,
    readonly lines: MonoLine[],
  ) {}
  toString() {
    return "";
  }
}

type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
type EmbeddedFont = {
  id: string;
  name: string;
  scale: number;
  ascender: number;
  font: { glyphForCodePoint(codePoint: number): Glyph; post?: { isFixedPitch?: number } };
  subset: { includeGlyph(glyphId: number): number };
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  ref(): unknown;
};
type Doc = {
  _font: EmbeddedFont;
  _fontSource: unknown;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  font(src: unknown): Doc;
  fontSize(size: number): Doc;
  fillColor(color: string): Doc;
  widthOfString(text: string): number;
  save(): Doc;
  restore(): Doc;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): Doc;
  addContent(data: string | Uint8Array): Doc;
};

/**
 * A font's glyph ids (in pdfkit's subset) by UTF-16 unit, -1 where not yet asked; characters
 * outside the Basic Multilingual Plane by code point. Registered as pdfkit's encode() would.
 */
type GlyphCodes = { bmp: Int32Array; astral: Map<number, number>; font: EmbeddedFont };
const codeCaches = new WeakMap<EmbeddedFont, GlyphCodes>();

function glyphCodes(font: EmbeddedFont): GlyphCodes {
  let codes = codeCaches.get(font);
  if (!codes) codeCaches.set(font, (codes = { bmp: new Int32Array(0x10000).fill(-1), astral: new Map(), font }));
  return codes;
}

function includeGlyph(font: EmbeddedFont, codePoint: number): number {
  const glyph = font.font.glyphForCodePoint(codePoint);
  const gid = font.subset.includeGlyph(glyph.id);
  if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
  if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
  return gid;
}

/**
 * A content-stream fragment built as bytes: a page of the annex is some 30 KB of text operators,
 * and building it as strings (then converted to bytes by pdfkit) made much of the PDF's garbage.
 * One buffer is reused for every block: a block is built and copied out in one synchronous call.
 */
class ContentBytes {
  private buf = Buffer.allocUnsafe(1 << 16);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(grown, 0, 0, this.length);
    this.buf = grown;
  }

  /** Operators and numbers: ASCII only. */
  ascii(text: string): this {
    this.room(text.length);
    this.length += this.buf.write(text, this.length, "latin1");
    return this;
  }

  /**
   * The glyph ids of `text`, two bytes each (Identity-H), as a literal string: half the bytes of
   * a hex string, so half the content to compress. Parentheses and backslashes are escaped, and
   * line ends, which a reader would otherwise normalise.
   */
  glyphs(codes: GlyphCodes, text: string): this {
    this.room(2 + 4 * text.length);
    const buf = this.buf;
    let at = this.length;
    buf[at++] = 0x28;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let gid: number;
      if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
        const codePoint = text.codePointAt(i)!;
        if (codePoint > 0xffff) i++;
        gid = codes.astral.get(codePoint) ?? -1;
        if (gid < 0) codes.astral.set(codePoint, (gid = includeGlyph(codes.font, codePoint)));
      } else {
        gid = codes.bmp[unit];
        if (gid < 0) codes.bmp[unit] = gid = includeGlyph(codes.font, unit);
      }
      const hi = gid >> 8;
      const lo = gid & 0xff;
      if (ESCAPED[hi] | ESCAPED[lo]) {
        at = literalByte(buf, at, hi);
        at = literalByte(buf, at, lo);
      } else {
        buf[at] = hi;
        buf[at + 1] = lo;
        at += 2;
      }
    }
    buf[at++] = 0x29;
    this.length = at;
    return this;
  }

  /** The bytes so far, copied (pdfkit keeps them until the document ends), and empties the buffer for the next block. */
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

const scratch = new ContentBytes();

/** The bytes a literal string escapes. */
const ESCAPED = new Uint8Array(256);
for (const byte of [0x0a, 0x0d, 0x28, 0x29, 0x5c]) ESCAPED[byte] = 1;

/** One byte of a literal string, escaped where it must be: ( ) \ and CR, LF. */
function literalByte(buf: Buffer, at: number, byte: number): number {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) {
    buf[at] = 0x5c;
    buf[at + 1] = byte;
    return at + 2;
  }
  if (byte === 0x0a || byte === 0x0d) {
    buf[at] = 0x5c;
    buf[at + 1] = byte === 0x0a ? 0x6e : 0x72;
    return at + 2;
  }
  buf[at] = byte;
  return at + 1;
}

const num = (n: number) => String(Math.round(n * 1e4) / 1e4);

/** '#1f2933' → '0.1216 0.1608 0.2 rg' */
function fillOp(color: string): string {
  const hex = color.replace("#", "");
  return `${[0, 2, 4].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(" ")} rg`;
}

type TextFn = (this: Doc, ...args: unknown[]) => Doc;

/** A run of the fallback font's shaped width and its size where it has `room` points at most. */
function fallbackRun(text: string, font: string, size: number, room?: number) {
  const shaper = fallbackFor(font);
  const width = (shaper.layout(text).advanceWidth / shaper.unitsPerEm) * size;
  const fitted = room !== undefined && width > room ? (size * room) / width : size;
  return { shaper, width: Math.min(width, room ?? width), size: fitted, ascender: (shaper.ascent / shaper.unitsPerEm) * fitted };
}

/** Sets one run in the fallback font through pdfkit's own text(), which shapes it, its baseline at `baseline`. */
function setFallbackRun(doc: Doc, text: TextFn, run: string, x: number, baseline: number, f: ReturnType<typeof fallbackRun>, color?: string) {
  doc.save();
  doc.font(f.shaper).fontSize(f.size);
  if (color) doc.fillColor(color);
  text.call(doc, run, x, baseline - f.ascender, { lineBreak: false });
  doc.restore();
}

/**
 * Writes the block as text objects, one for all its lines but those with Devanagari: a line in
 * another font, size or colour than the one before it switches them inside the object (any font
 * without layout tables works: each character is one glyph, advanced by its width). Lines go in
 * the order given, which is the order text is read back.
 */
function writeMonoLines(doc: Doc, block: MonoLines, text: TextFn) {
  const fonts = new Map<string, { font: EmbeddedFont; codes: GlyphCodes }>();
  const fontOf = (name: string) => {
    let f = fonts.get(name);
    if (!f) {
      doc.font(name);
      const font = doc._font;
      if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
      fonts.set(name, (f = { font, codes: glyphCodes(font) }));
    }
    return f;
  };
  fontOf(block.font);
  const ops = scratch;
  // Empty even if a block before this one threw half-way.
  ops.length = 0;
  ops.ascii("BT");
  let empty = true;
  let current: EmbeddedFont | null = null;
  let currentSize = NaN;
  let currentColor: string | undefined;
  const set = (font: EmbeddedFont, codes: GlyphCodes, size: number, color: string | undefined, chars: string, x: number, y: number) => {
    if (font !== current || size !== currentSize) {
      ops.ascii(`\n/${font.id} ${num(size)} Tf`);
      current = font;
      currentSize = size;
      empty = false;
    }
    if (color && color !== currentColor) {
      ops.ascii(`\n${fillOp(color)}`);
      currentColor = color;
      empty = false;
    }
    // pdfkit's default baseline: y is the top of the line, the glyphs sit one ascender below it.
    if (chars) {
      ops
        .ascii(`\n1 0 0 1 ${num(x)} ${num(doc.page.height - (font.ascender / 1000) * size - y)} Tm `)
        .glyphs(codes, chars)
        .ascii(" Tj");
      empty = false;
    }
  };
  const flush = () => {
    if (!empty) {
      ops.ascii("\nET\n");
      // Text space upright again inside pdfkit's top-down page space, as its own text() does; the
      // graphics state (the colours set here) is restored after.
      doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
      doc.addContent(ops.take());
      doc.restore();
    } else ops.take();
    ops.ascii("BT");
    empty = true;
    current = null;
    currentSize = NaN;
    currentColor = undefined;
  };
  for (const line of block.lines) {
    const name = line.font ?? block.font;
    const { font, codes } = fontOf(name);
    const size = line.size ?? block.size;
    const runs = fallbackRuns(line.text);
    if (!runs) {
      set(font, codes, size, line.color, line.text, line.x, line.y);
      continue;
    }
    flush();
    const baseline = line.y + (font.ascender / 1000) * size;
    const cell = font.font.post?.isFixedPitch ? (font.font.glyphForCodePoint(32).advanceWidth * font.scale * size) / 1000 : 0;
    let x = line.x;
    for (const run of runs) {
      const cells = cell ? [...run.text].length * cell : 0;
      if (run.fallback) {
        const f = fallbackRun(run.text, name, size, cell ? cells : undefined);
        setFallbackRun(doc, text, run.text, x, baseline, f, line.color);
        x += cell ? cells : f.width;
        continue;
      }
      set(font, codes, size, line.color, run.text, x, line.y);
      flush();
      if (cell) x += cells;
      else for (const ch of run.text) x += (font.font.glyphForCodePoint(ch.codePointAt(0) ?? 0).advanceWidth * font.scale * size) / 1000;
    }
    // The fonts of the block again, for the lines after.
    doc.font(block.font);
  }
  flush();
  block.written = true;
}

/**
 * A text() call with Devanagari in a font of the report (the running header's company name): set
 * run by run, the Devanagari runs in the fallback font, shaped; right- or centre-aligned by the
 * runs' widths. Leaves the font it was called with selected.
 */
function setWithFallback(doc: Doc, text: TextFn, value: string, runs: Run[], x: number, y: number, options: Record<string, unknown>) {
  const src = doc._fontSource;
  const primary = doc._font;
  const size = doc._fontSize;
  const name = typeof src === "string" ? src : primary.name;
  const widths = runs.map((r) => (r.fallback ? fallbackRun(r.text, name, size).width : doc.widthOfString(r.text)));
  const total = widths.reduce((a, b) => a + b, 0);
  const width = typeof options.width === "number" ? options.width : 0;
  if (width && options.align === "right") x += width - total;
  else if (width && options.align === "center") x += (width - total) / 2;
  const baseline = y + (primary.ascender / 1000) * size;
  runs.forEach((run, i) => {
    if (run.fallback) setFallbackRun(doc, text, run.text, x, baseline, fallbackRun(run.text, name, size));
    else {
      doc.font(src).fontSize(size);
      text.call(doc, run.text, x, y, { lineBreak: false });
    }
    x += widths[i];
  });
  doc.font(src).fontSize(size);
  return doc;
}

const WRAPPED = Symbol.for("esg-platform.mono-lines");
type Prototype = Record<PropertyKey, unknown>;
const pdfkitPrototype = () => (PDFDocument as unknown as { prototype: Prototype }).prototype;

/** Whether installMonoText() has wrapped the pdfkit this module sees. */
export function monoTextInstalled(): boolean {
  return Boolean(pdfkitPrototype()[WRAPPED]);
}

/**
 * Wraps pdfkit's `text()` so that a MonoLines block passed to it is written in one go; any other
 * call goes through unchanged. Called by the renderer (render.tsx) before each render, never on
 * import; idempotent (the wrapper is installed once per pdfkit copy).
 */
export function installMonoText(): void {
  const proto = pdfkitPrototype();
  if (proto[WRAPPED]) return;
  const text = proto.text as (this: Doc, ...args: unknown[]) => Doc;
  proto.text = function (this: Doc, value: unknown, ...rest: unknown[]) {
    if (value instanceof MonoLines) {
      writeMonoLines(this, value, text);
      return this;
    }
    if (typeof value === "string" && FALLBACK_CHARS.test(value) && typeof rest[0] === "number" && typeof rest[1] === "number") {
      const runs = fallbackRuns(value);
      // Not when the fallback font is the one selected (setFallbackRun selects it).
      if (runs && !this._font.name.startsWith("NotoSansDevanagari")) {
        return setWithFallback(this, text, value, runs, rest[0], rest[1], (rest[2] ?? {}) as Record<string, unknown>);
      }
    }
    return text.call(this, value, ...rest);
  };
  proto[WRAPPED] = true;
}

type TextPainter = {
  font(src: string): TextPainter;
  fontSize(size: number): TextPainter;
  fillColor(color: string): TextPainter;
  text(text: string, x: number, y: number, options: { lineBreak: boolean }): TextPainter;
};

let warned = false;
/** Logged once per process when the fast path is off; tests/e2e/run.ts fails a run whose servers logged it. */
export const MONO_TEXT_FALLBACK_WARNING = "BRSR annex: this pdfkit is not the one mono-text.ts wrapped; setting the annex line by line (slower).";

/** Sets the block through a canvas painter: in one go where pdfkit is wrapped, else line by line. */
export function setMonoLines(p: TextPainter, block: MonoLines): void {
  const options = { lineBreak: false };
  p.font(block.font).fontSize(block.size);
  p.text(block as unknown as string, 0, 0, options);
  if (block.written) return;
  if (!warned) {
    warned = true;
    console.warn(MONO_TEXT_FALLBACK_WARNING);
  }
  for (const line of block.lines) {
    if (line.font || line.size) p.font(line.font ?? block.font).fontSize(line.size ?? block.size);
    if (line.color) p.fillColor(line.color);
    p.text(line.text, line.x, line.y, options);
  }
}
