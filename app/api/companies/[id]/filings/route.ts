// POST /api/companies/{id}/filings — a BRSR filed before (the exchange's XBRL instance, or a PDF) read into proposals of the
// review queue, with its mapping report; 201, or 200 with the earlier filing (duplicate_upload: true) for the same bytes.
// A file over 1 MB (FILING_BYTES_ON_QUEUE) is read on the job queue: 202 {job_id, bytes}; GET /api/jobs/{job_id} then
// holds that same answer as its result, with its status.
// GET — the company's filings, newest first.
import { json, route } from "@/lib/api/route";
import { importFiling, listFilings } from "@/lib/filings/service";
import { readUpload } from "@/lib/api/filing-upload";
import { enqueueLongWork, FILING_BYTES_ON_QUEUE } from "@/lib/jobs/long-work";

export const runtime = "nodejs";
export const maxDuration = 300;

export const GET = route("GET /api/companies/[id]/filings", ({ company }) => listFilings({ companyId: company.id }));

export const POST = route("POST /api/companies/[id]/filings", async ({ req, company, user }) => {
  const { name, bytes } = await readUpload(req);
  if (bytes.byteLength > FILING_BYTES_ON_QUEUE) {
    const jobId = await enqueueLongWork({ companyId: company.id, userId: user.id, kind: "filing", file: bytes, fileName: name });
    return json({ job_id: jobId, bytes: bytes.byteLength }, 202);
  }
  const { answer, created } = await importFiling({ company, user, filename: name, bytes });
  return json(answer, created ? 201 : 200);
});
