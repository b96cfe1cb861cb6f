import { ApiError } from "@/lib/errors";

/**
 * The request body, read up to `limit` bytes: past that, `tooLarge` (413) before the rest is
 * read. Content-Length alone cannot be trusted for this: a chunked upload declares none.
 */
export async function readLimitedBody(req: Request, limit: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new ApiError(413, tooLarge);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A multipart upload of at most `maxBytes` (the envelope may add 64 KB) with its `file` field: 400
 * when the request is not multipart or cannot be read as such, 413 `tooLarge` past the limit, 422
 * without a file. The one reading for every upload route, so each answers the same statuses and
 * words; `form` holds the upload's other fields.
 */
export async function readUploadedForm(req: Request, maxBytes: number, tooLarge: string): Promise<{ file: Blob; form: FormData }> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(400, "Send the file as multipart/form-data in the field 'file'");
  const bytes = await readLimitedBody(req, maxBytes + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, "The upload could not be read as multipart/form-data");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError(422, "file: Required");
  return { file, form };
}

/** The `file` field of a multipart upload (see readUploadedForm). */
export async function readUploadedFile(req: Request, maxBytes: number, tooLarge: string): Promise<Blob> {
  return (await readUploadedForm(req, maxBytes, tooLarge)).file;
}
