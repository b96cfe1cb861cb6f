/**
 * What an evidence file is, read from its bytes (never from its name or the browser's word), and
 * the file-name rules of downloads and the assurance pack. Pure: the browser imports the limits.
 */
import { formatCount, formatNumber } from "@/lib/format/numbers";
import { UploadRefused, zipEntries } from "@/lib/format/zip";

/** 20 MB per file (decisions D28). */
export const MAX_EVIDENCE_BYTES = 20 * 1024 * 1024;

export const EVIDENCE_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv",
} as const;

export type EvidenceKind = keyof typeof EVIDENCE_CONTENT_TYPES;
export type EvidenceContentType = (typeof EVIDENCE_CONTENT_TYPES)[EvidenceKind];

/** The sentence naming what may be uploaded (the 415 detail and the upload hint). */
export const ALLOWED_EVIDENCE_TYPES = "PDF, PNG, JPEG, XLSX, CSV or DOCX";

/** What the file picker offers (a hint only: the server reads the content). */
export const EVIDENCE_ACCEPT = ".pdf,.png,.jpg,.jpeg,.xlsx,.csv,.docx,application/pdf,image/png,image/jpeg,text/csv";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** An Office Open XML package told apart by its parts: a workbook or a Word document; null for any other zip. */
function officeKind(bytes: Uint8Array): "xlsx" | "docx" | null {
  let names: Set<string>;
  try {
    names = new Set(zipEntries(bytes).map((e) => e.name));
  } catch (e) {
    if (e instanceof UploadRefused || e instanceof RangeError) return null;
    throw e;
  }
  if (!names.has("[Content_Types].xml")) return null;
  if (names.has("xl/workbook.xml")) return "xlsx";
  if (names.has("word/document.xml")) return "docx";
  return null;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind of an evidence file from its content: PDF ('%PDF-'), PNG (its 8-byte signature), JPEG
 * (FF D8 FF), XLSX or DOCX (a zip with [Content_Types].xml and xl/workbook.xml or
 * word/document.xml), CSV (valid UTF-8 without NUL bytes, named .csv: text has no signature).
 * Null for anything else.
 */
export function sniffEvidence(bytes: Uint8Array, fileName: string): EvidenceKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
  if (/\.csv$/i.test(fileName.trim()) && isUtf8Text(bytes)) return "csv";
  return null;
}

const EXTENSIONS: Record<EvidenceKind, string> = { pdf: ".pdf", png: ".png", jpeg: ".jpg", xlsx: ".xlsx", docx: ".docx", csv: ".csv" };

/**
 * The name a file is kept and offered under: the last part of what the browser sent (some send
 * 'C:\fakepath\…'), without control characters, at most 200 characters (its extension kept), and
 * 'evidence.<ext>' when nothing is left.
 */
export function cleanFileName(name: string, kind: EvidenceKind): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  let clean = last.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  clean = clean.replace(/^\.+/, "").trim();
  if (!clean) return `evidence${EXTENSIONS[kind]}`;
  const chars = [...clean];
  if (chars.length > 200) {
    const dot = clean.lastIndexOf(".");
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
    clean = chars.slice(0, 200 - [...ext].length).join("") + ext;
  }
  return clean;
}

/**
 * `Content-Disposition: attachment` naming the file: an ASCII `filename` every browser reads
 * (other characters as '_') and, when the name is not plain ASCII, RFC 5987's `filename*` with
 * the name itself in UTF-8.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "download";
  const plain = /^[\x20-\x7e]*$/.test(fileName) && !/["\\]/.test(fileName);
  if (plain) return `attachment; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A folder name inside the pack made of a metric's name: no slashes, dots or control characters. */
export function packFolderName(text: string): string {
  const clean = text
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/[/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+|\.+$/g, "")
    .trim();
  return [...clean].slice(0, 100).join("") || "Unnamed metric";
}

/**
 * Gives each path a name no other path in the archive has (compared case-insensitively, as
 * Windows and macOS unzip): 'bill.pdf', 'bill (2).pdf', 'bill (3).pdf'.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(path: string): string {
    const slash = path.lastIndexOf("/");
    const dir = path.slice(0, slash + 1);
    const name = path.slice(slash + 1);
    const dot = name.lastIndexOf(".");
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : "";
    let candidate = path;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) candidate = `${dir}${stem} (${n})${ext}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** '1.5 MB', '320 KB', '12 bytes' for the file list (Indian digit grouping). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? formatNumber(mb, 1) : formatCount(Math.round(mb))} MB`;
}
