// GET /api/kpi-targets/{companyId} — a company's targets, newest first; DELETE /api/kpi-targets/{targetId} — removes one (audited)
// One folder serves both ids because the app router allows one dynamic segment name per level.
import { EDITORS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { deleteTarget, getMemberTarget, listTargets } from "@/lib/kpi/service";

export const GET = route({ access: "entitled", company: "id" }, ({ company }) => listTargets({ companyId: company.id }));

export const DELETE = route({ access: "entitled", company: { row: "id" }, roles: EDITORS, params: z.object({ id: z.string() }) }, async ({ user, params }) => {
  const target = await getMemberTarget({ user, targetId: params.id });
  await deleteTarget({ targetId: target.id, actorId: user.id });
  return new Response(null, { status: 204 });
});
