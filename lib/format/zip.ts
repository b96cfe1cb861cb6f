/**
 * What an .xlsx (a zip) holds, read from its central directory before anything is inflated, so a
 * zip bomb or an encrypted workbook is refused without being opened.
 */
export type ZipEntry = { name: string; compressed: number; uncompressed: number; encrypted: boolean };

export class UploadRefused extends Error {}

/** Every entry of the zip's central directory; UploadRefused when the bytes are not a readable zip. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes (its comment is at most 64 KiB).
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new UploadRefused("The file is not a readable .xlsx workbook (it is damaged or not a spreadsheet).");
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let at = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || at === 0xffffffff) throw new UploadRefused("The workbook is too large to import (ZIP64).");
  if (at + size > bytes.length) throw new UploadRefused("The file is not a readable .xlsx workbook (it is damaged or not a spreadsheet).");
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50)
      throw new UploadRefused("The file is not a readable .xlsx workbook (it is damaged).");
    const flags = view.getUint16(at + 8, true);
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw new UploadRefused("The workbook is too large to import (ZIP64).");
    entries.push({ name, compressed, uncompressed, encrypted: (flags & 1) === 1 });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Limits on what a workbook may inflate to: far above any real BRSR workbook, far below a bomb. */
const ZIP_LIMITS = { entries: 5000, totalUncompressed: 300 * 1024 * 1024, ratio: 200, ratioFloor: 1024 * 1024 } as const;

/** UploadRefused unless the zip is a plain, unencrypted workbook of a sane inflated size with no links to other workbooks. */
export function checkWorkbookZip(entries: readonly ZipEntry[]): void {
  if (entries.length > ZIP_LIMITS.entries) throw new UploadRefused(`The workbook has too many parts (${entries.length}) to import.`);
  if (entries.some((e) => e.encrypted))
    throw new UploadRefused("The workbook is encrypted. Remove its password in Excel (File › Info › Protect Workbook) and upload it again.");
  let total = 0;
  for (const e of entries) {
    total += e.uncompressed;
    if (e.uncompressed > ZIP_LIMITS.ratioFloor && e.uncompressed > e.compressed * ZIP_LIMITS.ratio)
      throw new UploadRefused("The workbook inflates to far more than its size (a zip bomb); it was not opened.");
  }
  if (total > ZIP_LIMITS.totalUncompressed)
    throw new UploadRefused("The workbook inflates to more than 300 MB; it was not opened. Split it into smaller files.");
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) throw new UploadRefused("The file is a zip archive but not an .xlsx workbook.");
  if (entries.some((e) => e.name.startsWith("xl/externalLinks/")))
    throw new UploadRefused("The workbook has formulas that refer to other workbooks. Paste them as values (Copy › Paste Values) and upload it again.");
}
