// GET /api/evidence/{evidenceId} — downloads an evidence file under its own name (any member; from S3 a 302 to a
// presigned URL valid five minutes); DELETE removes it (editors and owners; 423 in a locked year; audited)
import { z } from "zod";
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { deleteEvidence, downloadEvidence, evidenceFileFor } from "@/lib/evidence/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const params = z.object({ evidenceId: z.string() });

export const GET = route({ access: "entitled", company: { row: "evidenceId" }, params }, async ({ user, params }) =>
  downloadEvidence(await evidenceFileFor({ user, evidenceId: params.evidenceId })),
);

export const DELETE = route({ access: "entitled", company: { row: "evidenceId" }, roles: EDITORS, params }, async ({ user, params }) => {
  const file = await evidenceFileFor({ user, evidenceId: params.evidenceId });
  await deleteEvidence({ file, actorId: user.id });
  return new Response(null, { status: 204 });
});
