// GET /api/kpi-targets/{companyId} — a company's targets, newest first; PATCH /api/kpi-targets/{targetId} — edits one (audited); DELETE /api/kpi-targets/{targetId} — removes one (audited)
// One folder serves both ids because the app router allows one dynamic segment name per level.
import { z } from "zod";
import type { KpiTargetListResponse } from "@/lib/kpi/response-schemas";
import { route } from "@/lib/api/route";
import { kpiTargetEdit } from "@/lib/kpi/schemas";
import { deleteTarget, getMemberTarget, listTargets, updateTarget } from "@/lib/kpi/service";

const params = z.object({ id: z.string() });

export const GET = route("GET /api/kpi-targets/[id]", ({ company }): Promise<KpiTargetListResponse> => listTargets({ companyId: company.id }));

export const PATCH = route("PATCH /api/kpi-targets/[id]", { params, body: kpiTargetEdit }, async ({ user, demand, params, body }) => {
  const target = await getMemberTarget({ user, demand, targetId: params.id });
  return updateTarget({ targetId: target.id, actorId: user.id, data: body });
});

export const DELETE = route("DELETE /api/kpi-targets/[id]", { params }, async ({ user, demand, params }) => {
  const target = await getMemberTarget({ user, demand, targetId: params.id });
  await deleteTarget({ targetId: target.id, actorId: user.id });
  return new Response(null, { status: 204 });
});
