// GET /api/kpi-targets/{companyId} — a company's targets, newest first; PATCH /api/kpi-targets/{targetId} — edits one (audited); DELETE /api/kpi-targets/{targetId} — removes one (audited)
// One folder serves both ids because the app router allows one dynamic segment name per level.
import { EDITORS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { kpiTargetEdit } from "@/lib/kpi/schemas";
import { deleteTarget, getMemberTarget, listTargets, updateTarget } from "@/lib/kpi/service";

const params = z.object({ id: z.string() });

export const GET = route({ access: "entitled", company: "id" }, ({ company }) => listTargets({ companyId: company.id }));

export const PATCH = route({ access: "entitled", company: { row: "id" }, roles: EDITORS, params, body: kpiTargetEdit }, async ({ user, params, body }) => {
  const target = await getMemberTarget({ user, targetId: params.id });
  return updateTarget({ targetId: target.id, actorId: user.id, data: body });
});

export const DELETE = route({ access: "entitled", company: { row: "id" }, roles: EDITORS, params }, async ({ user, params }) => {
  const target = await getMemberTarget({ user, targetId: params.id });
  await deleteTarget({ targetId: target.id, actorId: user.id });
  return new Response(null, { status: 204 });
});
