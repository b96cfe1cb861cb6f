import { getDocumentProxy } from "unpdf";
import { ApiError } from "@/lib/api/errors";
import { MAX_PDF_BYTES } from "./types";

export const PDF_ERRORS = {
  missing: "file: a PDF file is required",
  notPdfType: "file: only PDF files are accepted (application/pdf)",
  notPdfContent: "file: the file is not a PDF (its content does not start with %PDF)",
  tooLarge: "The PDF is larger than 20 MB. Please upload a smaller file.",
  encrypted: "The PDF is password-protected. Remove the password and upload it again.",
  corrupt: "The PDF could not be read: it appears to be damaged or incomplete.",
  noText:
    "Nothing could be read from this PDF: it has no text layer (it looks like a scan or a photo of pages). Upload a PDF with selectable text, or type the figures in Data Collection.",
} as const;

/** A scan has pages but no text to read: nothing can be extracted, and the user must hear so. */
export function hasTextLayer(pages: readonly string[]): boolean {
  return pages.some((text) => /[\p{L}\p{N}]/u.test(text));
}

const PDF_TYPES = new Set(["application/pdf", "application/x-pdf"]);

/** Refuses anything that is not a PDF of at most 20 MB, by declared type and by content. */
export function assertPdf({ type, bytes }: { type: string; bytes: Uint8Array }): void {
  if (bytes.byteLength > MAX_PDF_BYTES) throw new ApiError(413, PDF_ERRORS.tooLarge);
  if (!PDF_TYPES.has(type.split(";")[0].trim().toLowerCase())) throw new ApiError(422, PDF_ERRORS.notPdfType);
  // The header may follow a little junk (the PDF specification allows up to 1 KB of it).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (!head.includes("%PDF-")) throw new ApiError(422, PDF_ERRORS.notPdfContent);
}

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

/**
 * Rebuilds the lines of one page from its positioned text items: items on the same baseline are
 * joined (with a space where there is a gap, as between table cells), a new baseline starts a new
 * line. unpdf's own extractText glues same-line items without a space, which merges table cells.
 */
function itemsToText(items: TextItem[]): string {
  const lines: string[] = [];
  let line = "";
  let lastY: number | null = null;
  let lastRight = 0;
  for (const item of items) {
    const x = item.transform[4];
    const y = item.transform[5];
    const size = Math.abs(item.transform[3]) || item.height || 10;
    if (lastY !== null && Math.abs(y - lastY) > size * 0.5) {
      lines.push(line);
      line = "";
    } else if (line && x - lastRight > size * 0.15 && !line.endsWith(" ") && !item.str.startsWith(" ")) {
      line += " ";
    }
    line += item.str;
    lastY = y;
    lastRight = x + item.width;
    if (item.hasEOL) {
      lines.push(line);
      line = "";
      lastY = null;
    }
  }
  if (line) lines.push(line);
  return lines
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

function pdfError(error: unknown): ApiError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException" || /password/i.test(String((error as Error)?.message ?? ""))) {
    return new ApiError(422, PDF_ERRORS.encrypted);
  }
  return new ApiError(422, PDF_ERRORS.corrupt);
}

/**
 * The text of every page (index 0 is page 1). Pages are read one at a time and released, so a
 * long report does not hold every page's objects at once. A corrupt or encrypted file is a 422.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<string[]> {
  let pdf;
  try {
    // pdf.js takes ownership of the buffer it is given; keep the caller's intact.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch (error) {
    throw pdfError(error);
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(itemsToText(content.items.filter((i): i is TextItem & typeof i => "str" in i) as TextItem[]));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw pdfError(error);
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
