// GET /api/esg-data/{entryId}/evidence — the entry's evidence files (any member); POST (multipart 'file') attaches one
// (editors and owners; PDF, PNG, JPEG, XLSX, CSV or DOCX by content, up to 20 MB; 423 in a locked year; audited)
import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { idempotent } from "@/lib/api/idempotency";
import { readUploadedFile } from "@/lib/api/limited-body";
import { json, route } from "@/lib/api/route";
import { getMemberEntry } from "@/lib/esg-data/service";
import { EVIDENCE_ERRORS, listEvidence, sha256Hex, uploadEvidence } from "@/lib/evidence/service";
import { MAX_EVIDENCE_BYTES } from "@/lib/evidence/sniff";

export const runtime = "nodejs";

const params = z.object({ id: z.string() });

export const GET = route("GET /api/esg-data/[id]/evidence", { params }, async ({ user, demand, params }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  return listEvidence(entry.id);
});

export const POST = route("POST /api/esg-data/[id]/evidence", { params }, async ({ req, user, demand, params }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  const file = await readUploadedFile(req, MAX_EVIDENCE_BYTES, EVIDENCE_ERRORS.tooLarge);
  if (file.size > MAX_EVIDENCE_BYTES) throw new ApiError(413, EVIDENCE_ERRORS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileName = (file instanceof File && file.name) || "evidence";
  return idempotent({ req, userId: user.id, request: { entry: entry.id, file: sha256Hex(bytes), fileName } }, async () =>
    json(await uploadEvidence({ entry, actorId: user.id, fileName, bytes }), 201),
  );
});
