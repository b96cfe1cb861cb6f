import { getDocumentProxy } from "unpdf";
import { ApiError } from "@/lib/errors";
import { lineText, linesOf, readingOrder, toBoxes, type PageLayout } from "./layout";
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

type TextItem = { str: string; transform: number[]; width: number; height: number };

/** The text of a page in reading order, one line per baseline (two-column pages column by column). */
export function layoutText(layout: PageLayout): string {
  return readingOrder(linesOf(layout.items), layout.width)
    .map(lineText)
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
 * The text of every page (index 0 is page 1), and each page's positioned text items for the table
 * reader. Pages are read one at a time and released, so a long report does not hold every page's
 * objects at once. A corrupt or encrypted file is a 422.
 */
export async function readPdfLayouts(bytes: Uint8Array): Promise<{ pages: string[]; layouts: PageLayout[] }> {
  let pdf;
  try {
    // pdf.js takes ownership of the buffer it is given; keep the caller's intact.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch (error) {
    throw pdfError(error);
  }
  try {
    const pages: string[] = [];
    const layouts: PageLayout[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const [x0, y0, x1, y1] = page.view;
      const items = content.items.filter((i): i is TextItem & typeof i => "str" in i) as TextItem[];
      const layout: PageLayout = { width: x1 - x0, height: y1 - y0, items: toBoxes(items, y1) };
      layouts.push(layout);
      pages.push(layoutText(layout));
      page.cleanup();
    }
    return { pages, layouts };
  } catch (error) {
    throw pdfError(error);
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}

/** The text of every page (index 0 is page 1). */
export async function readPdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await readPdfLayouts(bytes)).pages;
}
