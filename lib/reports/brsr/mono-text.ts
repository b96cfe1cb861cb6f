import PDFDocument from "pdfkit";

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
 * the lines with text() as before, slower but the same.
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
  scale: number;
  ascender: number;
  font: { glyphForCodePoint(codePoint: number): Glyph };
  subset: { includeGlyph(glyphId: number): number };
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  ref(): unknown;
};
type Doc = {
  _font: EmbeddedFont;
  page: { height: number; fonts: Record<string, unknown> };
  font(src: string): Doc;
  fontSize(size: number): Doc;
  save(): Doc;
  restore(): Doc;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): Doc;
  addContent(data: string): Doc;
};

const hexCaches = new WeakMap<EmbeddedFont, Map<string, string>>();

/** The 4-digit hex glyph id (Identity-H) of each character, registered as pdfkit's encode() would. */
function glyphHex(font: EmbeddedFont): (ch: string) => string {
  let cache = hexCaches.get(font);
  if (!cache) hexCaches.set(font, (cache = new Map()));
  const known = cache;
  return (ch) => {
    let hex = known.get(ch);
    if (hex === undefined) {
      const glyph = font.font.glyphForCodePoint(ch.codePointAt(0) ?? 0);
      const gid = font.subset.includeGlyph(glyph.id);
      if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
      if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
      hex = gid.toString(16).padStart(4, "0");
      known.set(ch, hex);
    }
    return hex;
  };
}

const num = (n: number) => String(Math.round(n * 1e4) / 1e4);

/** '#1f2933' → '0.1216 0.1608 0.2 rg' */
function fillOp(color: string): string {
  const hex = color.replace("#", "");
  return `${[0, 2, 4].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(" ")} rg`;
}

/**
 * Writes the block as one text object: a line in another font, size or colour than the one before
 * it switches them inside the object (any font without layout tables works: each character is one
 * glyph, advanced by its width). Lines go in the order given, which is the order text is read back.
 */
function writeMonoLines(doc: Doc, block: MonoLines) {
  const fonts = new Map<string, { font: EmbeddedFont; hex: (ch: string) => string }>();
  const fontOf = (name: string) => {
    let f = fonts.get(name);
    if (!f) {
      doc.font(name);
      const font = doc._font;
      if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
      fonts.set(name, (f = { font, hex: glyphHex(font) }));
    }
    return f;
  };
  fontOf(block.font);
  const ops = ["BT"];
  let current: EmbeddedFont | null = null;
  let currentSize = NaN;
  let currentColor: string | undefined;
  for (const line of block.lines) {
    const { font, hex } = fontOf(line.font ?? block.font);
    const size = line.size ?? block.size;
    if (font !== current || size !== currentSize) {
      ops.push(`/${font.id} ${num(size)} Tf`);
      current = font;
      currentSize = size;
    }
    if (line.color && line.color !== currentColor) {
      ops.push(fillOp(line.color));
      currentColor = line.color;
    }
    let glyphs = "";
    for (const ch of line.text) glyphs += hex(ch);
    // pdfkit's default baseline: y is the top of the line, the glyphs sit one ascender below it.
    if (glyphs) ops.push(`1 0 0 1 ${num(line.x)} ${num(doc.page.height - (font.ascender / 1000) * size - line.y)} Tm <${glyphs}> Tj`);
  }
  ops.push("ET");
  // Text space upright again inside pdfkit's top-down page space, as its own text() does; the
  // graphics state (the colours set here) is restored after.
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent(ops.join("\n"));
  doc.restore();
  block.written = true;
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
      writeMonoLines(this, value);
      return this;
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

/** Sets the block through a canvas painter: in one go where pdfkit is wrapped, else line by line. */
export function setMonoLines(p: TextPainter, block: MonoLines): void {
  const options = { lineBreak: false };
  p.font(block.font).fontSize(block.size);
  p.text(block as unknown as string, 0, 0, options);
  if (block.written) return;
  if (!warned) {
    warned = true;
    console.warn("BRSR annex: this pdfkit is not the one mono-text.ts wrapped; setting the annex line by line (slower).");
  }
  for (const line of block.lines) {
    if (line.font || line.size) p.font(line.font ?? block.font).fontSize(line.size ?? block.size);
    if (line.color) p.fillColor(line.color);
    p.text(line.text, line.x, line.y, options);
  }
}
