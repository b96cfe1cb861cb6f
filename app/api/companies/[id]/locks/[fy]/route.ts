// DELETE /api/companies/{id}/locks/{fy} {reason} — reopens a locked financial year (owner or reviewer; the reason is audited)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { reopenYear } from "@/lib/companies/locks";
import { yearReopenInput } from "@/lib/companies/schemas";
import { requireFiscalYear } from "@/lib/periods/param";

export const DELETE = route(
  "DELETE /api/companies/[id]/locks/[fy]",
  { params: z.object({ id: z.string(), fy: z.string() }), body: yearReopenInput },
  async ({ company, user, params, body }) => {
    await reopenYear({ company, fy: requireFiscalYear(params.fy, company.fyStartMonth), reason: body.reason, actorId: user.id });
    return new Response(null, { status: 204 });
  },
);
