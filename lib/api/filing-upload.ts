import { ApiError, unprocessable } from "@/lib/errors";
import { readLimitedBody } from "@/lib/api/limited-body";
import { MAX_PDF_BYTES } from "@/lib/extraction/types";
import { MAX_XBRL_BYTES } from "@/lib/filings/xbrl-parse";

/** The larger of the two readers' limits; each reader holds its own file to its own. */
export const MAX_FILING_BYTES = Math.max(MAX_PDF_BYTES, MAX_XBRL_BYTES);

type Upload = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };
const isUpload = (value: unknown): value is Upload => typeof value === "object" && value !== null && "arrayBuffer" in value && "size" in value;

/** The multipart 'file' of a filing upload, refused (413) before it is all read when it is too large. */
export async function readUpload(req: Request): Promise<{ name: string; bytes: Uint8Array; form: FormData }> {
  const tooLarge = `The file is larger than ${MAX_FILING_BYTES / 1048576} MB; filings over that size are not read.`;
  const body = await readLimitedBody(req, MAX_FILING_BYTES + 256 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError(400, "The upload must be multipart/form-data with a 'file' field.");
  }
  const file = form.get("file");
  if (!isUpload(file) || file.size === 0) throw unprocessable("file: choose an XBRL instance (.xml) or a PDF of the BRSR");
  if (file.size > MAX_FILING_BYTES) throw new ApiError(413, tooLarge);
  return { name: file.name || "filing", bytes: new Uint8Array(await file.arrayBuffer()), form };
}
