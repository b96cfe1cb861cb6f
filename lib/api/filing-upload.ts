import { ApiError, unprocessable } from "@/lib/errors";
import { readUploadedForm } from "@/lib/api/limited-body";
import { MAX_PDF_BYTES } from "@/lib/extraction/types";
import { MAX_XBRL_BYTES } from "@/lib/filings/xbrl-parse";

/** The larger of the two readers' limits; each reader holds its own file to its own. */
export const MAX_FILING_BYTES = Math.max(MAX_PDF_BYTES, MAX_XBRL_BYTES);

/** The multipart 'file' of a filing upload (lib/api/limited-body's one reading of uploads), refused (413) before it is all read when it is too large. */
export async function readUpload(req: Request): Promise<{ name: string; bytes: Uint8Array; form: FormData }> {
  const tooLarge = `The file is larger than ${MAX_FILING_BYTES / 1048576} MB; filings over that size are not read.`;
  const { file, form } = await readUploadedForm(req, MAX_FILING_BYTES, tooLarge);
  if (file.size === 0) throw unprocessable("file: choose an XBRL instance (.xml) or a PDF of the BRSR");
  if (file.size > MAX_FILING_BYTES) throw new ApiError(413, tooLarge);
  return { name: (file instanceof File && file.name) || "filing", bytes: new Uint8Array(await file.arrayBuffer()), form };
}
