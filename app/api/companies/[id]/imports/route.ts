// GET /api/companies/{id}/imports — the company's spreadsheet imports, newest first
// POST /api/companies/{id}/imports?dry_run=true|false — multipart `file` (.xlsx or .csv, 20 MB):
// the preview per row; with dry_run=false (and no errors) the import itself, all rows or none;
// with skip_errors=true the rows with errors are left out (the preview marks them) and the rest imported
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { ApiError } from "@/lib/errors";
import { readUploadedFile } from "@/lib/api/limited-body";
import { importFile, listImports, MAX_UPLOAD_BYTES } from "@/lib/spreadsheets/imports";
import { enqueueLongWork, IMPORT_ROWS_ON_QUEUE } from "@/lib/jobs/long-work";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const importQuery = z.object({
  dry_run: z.enum(["true", "false"], { error: "Must be true or false" }).default("true"),
  skip_errors: z.enum(["true", "false"], { error: "Must be true or false" }).default("false"),
});

export const GET = route("GET /api/companies/[id]/imports", ({ company }) => listImports({ companyId: company.id }));

export const POST = route("POST /api/companies/[id]/imports", { query: importQuery }, async ({ req, user, company, query }) => {
  const file = await readUploadedFile(req, MAX_UPLOAD_BYTES, "The file is larger than 20 MB. Split it into smaller files.");
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, "The file is larger than 20 MB. Split it into smaller files.");
  const fileName = ((file as File).name || "upload").slice(0, 255);
  const upload = new Uint8Array(await file.arrayBuffer());
  const skipErrors = query.skip_errors === "true";
  // A commit of more than 5,000 rows is the job queue's: 202 with the job to poll at GET /api/jobs/{id}.
  const queue = {
    over: IMPORT_ROWS_ON_QUEUE,
    enqueue: () => enqueueLongWork({ companyId: company.id, userId: user.id, kind: "import", input: { skip_errors: skipErrors }, file: upload, fileName }),
  };
  const result = await importFile({ company, user, fileName, bytes: upload, dryRun: query.dry_run === "true", skipErrors, queue });
  return json(result.body, result.status);
});
