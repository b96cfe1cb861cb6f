/**
 * Decodes a WOFF2 font into the TrueType font it was made from, for the BRSR report's Devanagari
 * fallback (Noto Sans Devanagari from @fontsource/noto-sans-devanagari, which ships WOFF2 only).
 *
 * fontkit reads WOFF2, but through a JavaScript brotli decoder (a third of a second per document
 * that opens the font) and, for a WOFF2 whose glyf table is transformed, pdfkit's subsetter copies
 * bytes of the transformed table, not TrueType glyphs. A plain TTF has neither problem. Written
 * from the WOFF2 specification (W3C, sections 4 and 5): the table directory, one brotli stream
 * (Node's zlib), and the glyf/loca transform undone; the layout tables (GSUB, GPOS, GDEF) are kept
 * as they are, since Devanagari needs them. The loca table is written in the long format.
 *
 *   node scripts/woff2-to-ttf.mjs SRC.woff2 DST.ttf
 *
 * public/fonts was made with:
 *
 *   F=node_modules/@fontsource/noto-sans-devanagari/files
 *   node scripts/woff2-to-ttf.mjs $F/noto-sans-devanagari-devanagari-400-normal.woff2 public/fonts/NotoSansDevanagari-Regular.ttf
 *   node scripts/woff2-to-ttf.mjs $F/noto-sans-devanagari-devanagari-700-normal.woff2 public/fonts/NotoSansDevanagari-Bold.ttf
 *   cp node_modules/@fontsource/noto-sans-devanagari/LICENSE public/fonts/NotoSansDevanagari-OFL.txt
 */
import fs from "node:fs";
import zlib from "node:zlib";

const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx " +
  "BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty " +
  "just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .match(/.{4}\s?/g)
  .map((t) => t.slice(0, 4));

class Reader {
  constructor(buf, pos = 0) {
    this.b = buf;
    this.pos = pos;
  }
  u8() {
    return this.b[this.pos++];
  }
  u16() {
    const v = this.b.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16() {
    const v = this.b.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32() {
    const v = this.b.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n) {
    const v = this.b.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  base128() {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      v = v * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return v;
    }
    throw new Error("bad UIntBase128");
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

const src = fs.readFileSync(process.argv[2]);
const dst = process.argv[3];
const r = new Reader(src);
if (src.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 font");
r.pos = 4;
const flavor = r.u32();
r.pos = 12;
const numTables = r.u16();
r.pos = 20;
const totalCompressedSize = r.u32();
r.pos = 48;

const tables = [];
for (let i = 0; i < numTables; i++) {
  const flags = r.u8();
  const tag = (flags & 0x3f) === 63 ? r.bytes(4).toString("latin1") : KNOWN_TAGS[flags & 0x3f];
  const version = flags >> 6;
  const origLength = r.base128();
  // glyf and loca are transformed at version 0, every other table at a version other than 0.
  const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
  const length = transformed ? r.base128() : origLength;
  tables.push({ tag, version, transformed, origLength, length });
}
if (flavor === 0x74746366) throw new Error("font collections are not handled");
const data = zlib.brotliDecompressSync(src.subarray(r.pos, r.pos + totalCompressedSize));
let at = 0;
for (const t of tables) {
  t.data = data.subarray(at, at + t.length);
  at += t.length;
}
const byTag = Object.fromEntries(tables.map((t) => [t.tag, t]));
for (const t of tables) {
  if (t.transformed && t.tag !== "glyf" && t.tag !== "loca") throw new Error(`transformed ${t.tag} is not handled`);
}

/** WOFF2 5.2: a point's delta from its flag byte and the glyph stream. */
function triplet(flag, g) {
  const sign = (f, v) => (f & 1 ? v : -v);
  if (flag < 10) return [0, sign(flag, ((flag & 14) << 7) + g.u8())];
  if (flag < 20) return [sign(flag, (((flag - 10) & 14) << 7) + g.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = g.u8();
    return [sign(flag, 1 + (b0 & 0x30) + (b1 >> 4)), sign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const x = sign(flag, 1 + (Math.floor(b0 / 12) << 8) + g.u8());
    return [x, sign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + g.u8())];
  }
  if (flag < 124) {
    const b1 = g.u8();
    const b2 = g.u8();
    return [sign(flag, (b1 << 4) + (b2 >> 4)), sign(flag >> 1, ((b2 & 0x0f) << 8) + g.u8())];
  }
  const x = sign(flag, g.u16());
  return [x, sign(flag >> 1, g.u16())];
}

/** A simple glyph in TrueType's encoding (no repeated flags). */
function encodeSimple(endPts, points, instructions, bbox, overlap) {
  const flags = [];
  const xs = [];
  const ys = [];
  let px = 0;
  let py = 0;
  points.forEach((p, i) => {
    let f = p.on ? 1 : 0;
    if (i === 0 && overlap) f |= 0x40;
    const dx = p.x - px;
    const dy = p.y - py;
    px = p.x;
    py = p.y;
    if (dx === 0) f |= 0x10;
    else if (Math.abs(dx) < 256) {
      f |= 0x02 | (dx > 0 ? 0x10 : 0);
      xs.push(Buffer.from([Math.abs(dx)]));
    } else {
      const b = Buffer.alloc(2);
      b.writeInt16BE(dx);
      xs.push(b);
    }
    if (dy === 0) f |= 0x20;
    else if (Math.abs(dy) < 256) {
      f |= 0x04 | (dy > 0 ? 0x20 : 0);
      ys.push(Buffer.from([Math.abs(dy)]));
    } else {
      const b = Buffer.alloc(2);
      b.writeInt16BE(dy);
      ys.push(b);
    }
    flags.push(f);
  });
  const head = Buffer.alloc(10 + 2 * endPts.length + 2);
  head.writeInt16BE(endPts.length, 0);
  bbox.forEach((v, i) => head.writeInt16BE(v, 2 + 2 * i));
  endPts.forEach((v, i) => head.writeUInt16BE(v, 10 + 2 * i));
  head.writeUInt16BE(instructions.length, 10 + 2 * endPts.length);
  return Buffer.concat([head, instructions, Buffer.from(flags), ...xs, ...ys]);
}

/** WOFF2 5.1: the glyf and loca tables from the transformed glyf table. */
function untransformGlyf(buf) {
  const h = new Reader(buf);
  h.u16();
  const optionFlags = h.u16();
  const numGlyphs = h.u16();
  h.u16();
  const sizes = Array.from({ length: 7 }, () => h.u32());
  const streams = [];
  let pos = h.pos;
  for (const size of sizes) {
    streams.push(new Reader(buf, pos));
    pos += size;
  }
  const [nContourS, nPointsS, flagS, glyphS, compositeS, bboxS, instrS] = streams;
  const bitmapLen = 4 * Math.floor((numGlyphs + 31) / 32);
  const bboxBitmap = bboxS.bytes(bitmapLen);
  const overlapBitmap = optionFlags & 1 ? buf.subarray(pos, pos + bitmapLen) : null;
  const bit = (bm, i) => Boolean(bm && bm[i >> 3] & (0x80 >> (i & 7)));
  const glyphs = [];
  for (let i = 0; i < numGlyphs; i++) {
    const nContours = nContourS.i16();
    const explicit = bit(bboxBitmap, i);
    const bbox = explicit ? [bboxS.i16(), bboxS.i16(), bboxS.i16(), bboxS.i16()] : null;
    if (nContours === 0) {
      glyphs.push(Buffer.alloc(0));
    } else if (nContours > 0) {
      const endPts = [];
      let total = 0;
      for (let c = 0; c < nContours; c++) {
        total += nPointsS.u255();
        endPts.push(total - 1);
      }
      const points = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p++) {
        const flag = flagS.u8();
        const [dx, dy] = triplet(flag & 0x7f, glyphS);
        x += dx;
        y += dy;
        points.push({ x, y, on: !(flag & 0x80) });
      }
      const instructions = instrS.bytes(glyphS.u255());
      const box = bbox ?? [
        Math.min(...points.map((p) => p.x)),
        Math.min(...points.map((p) => p.y)),
        Math.max(...points.map((p) => p.x)),
        Math.max(...points.map((p) => p.y)),
      ];
      glyphs.push(encodeSimple(endPts, points, instructions, box, bit(overlapBitmap, i)));
    } else {
      if (!bbox) throw new Error(`composite glyph ${i} without a bounding box`);
      const start = compositeS.pos;
      let more = true;
      let withInstructions = false;
      while (more) {
        const flags = compositeS.u16();
        compositeS.u16();
        compositeS.pos += flags & 0x0001 ? 4 : 2;
        if (flags & 0x0008) compositeS.pos += 2;
        else if (flags & 0x0040) compositeS.pos += 4;
        else if (flags & 0x0080) compositeS.pos += 8;
        if (flags & 0x0100) withInstructions = true;
        more = Boolean(flags & 0x0020);
      }
      const parts = [Buffer.alloc(10), compositeS.b.subarray(start, compositeS.pos)];
      parts[0].writeInt16BE(-1, 0);
      bbox.forEach((v, k) => parts[0].writeInt16BE(v, 2 + 2 * k));
      if (withInstructions) {
        const n = glyphS.u255();
        const len = Buffer.alloc(2);
        len.writeUInt16BE(n);
        parts.push(len, instrS.bytes(n));
      }
      glyphs.push(Buffer.concat(parts));
    }
  }
  const loca = Buffer.alloc(4 * (numGlyphs + 1));
  const padded = [];
  let offset = 0;
  glyphs.forEach((g, i) => {
    loca.writeUInt32BE(offset, 4 * i);
    const p = Buffer.concat([g, Buffer.alloc((4 - (g.length % 4)) % 4)]);
    padded.push(p);
    offset += p.length;
  });
  loca.writeUInt32BE(offset, 4 * numGlyphs);
  return { glyf: Buffer.concat(padded), loca };
}

const out = tables.map((t) => ({ tag: t.tag, data: Buffer.from(t.data) }));
if (byTag.glyf?.transformed) {
  const { glyf, loca } = untransformGlyf(byTag.glyf.data);
  out.find((t) => t.tag === "glyf").data = glyf;
  out.find((t) => t.tag === "loca").data = loca;
  // Long offsets in loca.
  out.find((t) => t.tag === "head").data.writeInt16BE(1, 50);
}

// The sfnt: tables sorted by tag, each 4-byte aligned, with checksums and the head's adjustment.
out.sort((a, b) => (a.tag < b.tag ? -1 : 1));
const head = out.find((t) => t.tag === "head").data;
head.writeUInt32BE(0, 8);
const pad = (buf) => Buffer.concat([buf, Buffer.alloc((4 - (buf.length % 4)) % 4)]);
const sum = (buf) => {
  let s = 0;
  const p = pad(buf);
  for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
  return s;
};
const n = out.length;
let es = 0;
while (1 << (es + 1) <= n) es++;
const dir = Buffer.alloc(12 + 16 * n);
dir.writeUInt32BE(flavor, 0);
dir.writeUInt16BE(n, 4);
dir.writeUInt16BE(16 * (1 << es), 6);
dir.writeUInt16BE(es, 8);
dir.writeUInt16BE(16 * n - 16 * (1 << es), 10);
let off = dir.length;
const bodies = [];
let headOff = 0;
out.forEach((t, i) => {
  const o = 12 + 16 * i;
  dir.write(t.tag, o, "latin1");
  dir.writeUInt32BE(sum(t.data), o + 4);
  dir.writeUInt32BE(off, o + 8);
  dir.writeUInt32BE(t.data.length, o + 12);
  if (t.tag === "head") headOff = off;
  bodies.push(pad(t.data));
  off += pad(t.data).length;
});
const ttf = Buffer.concat([dir, ...bodies]);
ttf.writeUInt32BE((0xb1b0afba - sum(ttf)) >>> 0, headOff + 8);
fs.writeFileSync(dst, ttf);
console.log(dst, ttf.length, "tables", out.map((t) => t.tag).join(","));
