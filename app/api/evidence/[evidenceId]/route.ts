// GET /api/evidence/{evidenceId} — downloads an evidence file under its own name (any member; from S3 a 302 to a
// presigned URL valid five minutes); DELETE removes it (editors and owners; 423 in a locked year; audited)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { deleteEvidence, downloadEvidence, evidenceFileFor } from "@/lib/evidence/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const params = z.object({ evidenceId: z.string() });

export const GET = route("GET /api/evidence/[evidenceId]", { params }, async ({ user, demand, params }) =>
  downloadEvidence(await evidenceFileFor({ user, demand, evidenceId: params.evidenceId })),
);

export const DELETE = route("DELETE /api/evidence/[evidenceId]", { params }, async ({ user, demand, params }) => {
  const file = await evidenceFileFor({ user, demand, evidenceId: params.evidenceId });
  await deleteEvidence({ file, actorId: user.id });
  return new Response(null, { status: 204 });
});
