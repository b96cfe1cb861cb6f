// POST /api/extract-pdf/{companyId} — reads metrics out of an uploaded PDF into an extraction of proposals
// (nothing is saved as entries until accepted: /api/extractions/{id}/accept); 201 with SPEC's summary,
// or 200 with the earlier extraction (duplicate_upload: true) when this very file was uploaded before; Idempotency-Key honoured.
// A new file over 2 MB (PDF_BYTES_ON_QUEUE, decisions D34) is read on the job queue: 202 {job_id, bytes}; GET /api/jobs/{job_id}
// then holds that same summary as its result, with its status (201, or 200 duplicate_upload).
import { ApiError, unprocessable } from "@/lib/errors";
import { idempotent } from "@/lib/api/idempotency";
import { readUploadedFile } from "@/lib/api/limited-body";
import { json, route } from "@/lib/api/route";
import { assertPdf, PDF_ERRORS } from "@/lib/extraction/pdf";
import { earlierSummary, extractPdf, fileSha256 } from "@/lib/extraction/service";
import { MAX_PDF_BYTES } from "@/lib/extraction/types";
import { enqueueLongWork, PDF_BYTES_ON_QUEUE } from "@/lib/jobs/long-work";

export const runtime = "nodejs";
// A 100-page report takes a few seconds offline; a model reads it page by page.
export const maxDuration = 300;

export const POST = route("POST /api/extract-pdf/[companyId]", async ({ req, company, user }) => {
  const file = await readUploadedFile(req, MAX_PDF_BYTES, PDF_ERRORS.tooLarge);
  if (file.size === 0) throw unprocessable(PDF_ERRORS.missing);
  if (file.size > MAX_PDF_BYTES) throw new ApiError(413, PDF_ERRORS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  assertPdf({ type: file.type, bytes });
  const filename = (file instanceof File && file.name) || "report.pdf";
  return idempotent({ req, userId: user.id, request: { file: fileSha256(bytes), filename } }, async () => {
    if (bytes.byteLength > PDF_BYTES_ON_QUEUE) {
      const known = await earlierSummary({ companyId: company.id, bytes });
      if (known) return json(known, 200);
      const jobId = await enqueueLongWork({ companyId: company.id, userId: user.id, kind: "extraction", file: bytes, fileName: filename });
      return json({ job_id: jobId, bytes: bytes.byteLength }, 202);
    }
    const { summary, created } = await extractPdf({ company, user, filename, bytes });
    return json(summary, created ? 201 : 200);
  });
});
