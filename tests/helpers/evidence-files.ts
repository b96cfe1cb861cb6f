import JSZip from "jszip";

/** Small files of every kind evidence may be, made in memory. */
export type SampleFile = { bytes: Uint8Array; name: string; type: string };

const text = (s: string) => new TextEncoder().encode(s);

export function samplePdf(name = "Electricity bill.pdf"): SampleFile {
  return { bytes: text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"), name, type: "application/pdf" };
}

export function samplePng(name = "meter.png"): SampleFile {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return { bytes, name, type: "image/png" };
}

export function sampleJpeg(name = "site photo.jpg"): SampleFile {
  return { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]), name, type: "image/jpeg" };
}

export function sampleCsv(name = "readings.csv", body = "month,kWh\nApril,1200\nMay,1350\n"): SampleFile {
  return { bytes: text(body), name, type: "text/csv" };
}

async function zip(parts: Record<string, string>): Promise<Uint8Array> {
  const z = new JSZip();
  for (const [path, content] of Object.entries(parts)) z.file(path, content);
  return z.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export async function sampleXlsx(name = "fuel log.xlsx"): Promise<SampleFile> {
  return {
    bytes: await zip({ "[Content_Types].xml": CONTENT_TYPES, "xl/workbook.xml": "<workbook/>", "xl/worksheets/sheet1.xml": "<worksheet/>" }),
    name,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}

export async function sampleDocx(name = "policy.docx"): Promise<SampleFile> {
  return {
    bytes: await zip({ "[Content_Types].xml": CONTENT_TYPES, "word/document.xml": "<document/>" }),
    name,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  };
}

/** A zip that is neither a workbook nor a Word document. */
export async function samplePlainZip(name = "bundle.zip"): Promise<SampleFile> {
  return { bytes: await zip({ "a.txt": "hello" }), name, type: "application/zip" };
}

/** multipart/form-data with the file under `field` (default 'file'). */
export function uploadForm(file: SampleFile | null, field = "file"): FormData {
  const form = new FormData();
  if (file) form.append(field, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return form;
}
