/**
 * Copies a TrueType font without some of its tables and name records, for the BRSR report:
 *
 * - Without its OpenType layout tables (GSUB, GPOS, GDEF) fontkit maps characters to glyphs
 *   without shaping them, about three times faster. The annex's monospaced font needs neither
 *   kerning nor ligatures; the body font keeps its legacy `kern` table, which fontkit applies
 *   when there is no GPOS, so pairs such as "AV" stay kerned.
 * - Without its long licence record (name ID 13) the font's name table is small: pdfkit compares
 *   the name records of every text run's font as JSON (isEqualFont), once per run. The licence
 *   ships beside the fonts in public/fonts/DejaVu-LICENSE.txt, and PDFs embed subsets, which
 *   carry no name table at all.
 *
 *   node scripts/strip-font-layout.mjs SRC DST [--names 13] TABLE...
 *
 * The fonts in public/fonts were made with:
 *
 *   D=/usr/share/fonts/truetype/dejavu
 *   node scripts/strip-font-layout.mjs $D/DejaVuSansMono.ttf public/fonts/DejaVuSansMono-Annex.ttf GSUB GPOS GDEF kern
 *   node scripts/strip-font-layout.mjs $D/DejaVuSansMono-Bold.ttf public/fonts/DejaVuSansMono-Annex-Bold.ttf GSUB GPOS GDEF kern
 *   node scripts/strip-font-layout.mjs $D/DejaVuSansCondensed.ttf public/fonts/DejaVuSansCondensed-Report.ttf --names 13 GSUB GPOS GDEF MATH FFTM
 *   node scripts/strip-font-layout.mjs $D/DejaVuSansCondensed-Bold.ttf public/fonts/DejaVuSansCondensed-Report-Bold.ttf --names 13 GSUB GPOS GDEF MATH FFTM
 */
import fs from "node:fs";

const args = process.argv.slice(2);
const [src, dst] = args;
let dropNames = [];
const drop = [];
for (let i = 2; i < args.length; i++) {
  if (args[i] === "--names") dropNames = args[++i].split(",").map(Number);
  else drop.push(args[i]);
}

const b = fs.readFileSync(src);
const num = b.readUInt16BE(4);
const tables = [];
for (let i = 0; i < num; i++) {
  const o = 12 + 16 * i;
  tables.push({ tag: b.toString("latin1", o, o + 4), offset: b.readUInt32BE(o + 8), length: b.readUInt32BE(o + 12) });
}

/** A format-0 name table without the records whose name ID is listed. */
function filterNameTable(data, ids) {
  const count = data.readUInt16BE(2);
  const storage = data.readUInt16BE(4);
  const records = [];
  for (let i = 0; i < count; i++) {
    const o = 6 + 12 * i;
    const r = {
      platform: data.readUInt16BE(o),
      encoding: data.readUInt16BE(o + 2),
      language: data.readUInt16BE(o + 4),
      nameId: data.readUInt16BE(o + 6),
      length: data.readUInt16BE(o + 8),
      offset: data.readUInt16BE(o + 10),
    };
    if (!ids.includes(r.nameId)) records.push(r);
  }
  const strings = [];
  let at = 0;
  const header = Buffer.alloc(6 + 12 * records.length);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  records.forEach((r, i) => {
    const o = 6 + 12 * i;
    header.writeUInt16BE(r.platform, o);
    header.writeUInt16BE(r.encoding, o + 2);
    header.writeUInt16BE(r.language, o + 4);
    header.writeUInt16BE(r.nameId, o + 6);
    header.writeUInt16BE(r.length, o + 8);
    header.writeUInt16BE(at, o + 10);
    strings.push(data.subarray(storage + r.offset, storage + r.offset + r.length));
    at += r.length;
  });
  return Buffer.concat([header, ...strings]);
}

const keep = tables
  .filter((t) => !drop.includes(t.tag.trim()))
  .map((t) => {
    let data = Buffer.from(b.subarray(t.offset, t.offset + t.length));
    if (t.tag === "name" && dropNames.length) data = filterNameTable(data, dropNames);
    if (t.tag === "head") data.writeUInt32BE(0, 8);
    return { tag: t.tag, data };
  });
console.log("tables", tables.map((t) => t.tag).join(","), "-> keep", keep.map((t) => t.tag).join(","));

const n = keep.length;
let es = 0;
while (1 << (es + 1) <= n) es++;
const head = Buffer.alloc(12 + 16 * n);
b.copy(head, 0, 0, 4);
head.writeUInt16BE(n, 4);
head.writeUInt16BE(16 * (1 << es), 6);
head.writeUInt16BE(es, 8);
head.writeUInt16BE(16 * n - 16 * (1 << es), 10);
const pad = (buf) => Buffer.concat([buf, Buffer.alloc((4 - (buf.length % 4)) % 4)]);
const sum = (buf) => {
  let s = 0;
  const p = pad(buf);
  for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
  return s;
};
const bodies = [];
let off = head.length;
keep.forEach((t, i) => {
  const o = 12 + 16 * i;
  head.write(t.tag, o, "latin1");
  head.writeUInt32BE(sum(t.data), o + 4);
  head.writeUInt32BE(off, o + 8);
  head.writeUInt32BE(t.data.length, o + 12);
  const padded = pad(t.data);
  bodies.push({ tag: t.tag, padded, off });
  off += padded.length;
});
const out = Buffer.concat([head, ...bodies.map((x) => x.padded)]);
const headEntry = bodies.find((x) => x.tag === "head");
out.writeUInt32BE((0xb1b0afba - sum(out)) >>> 0, headEntry.off + 8);
fs.writeFileSync(dst, out);
console.log(dst, out.length);
