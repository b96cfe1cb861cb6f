// POST /api/esg-data/{id}/review {action: submit|approve|reject, comment?, expected_updated_at?} — moves one entry through
// maker–checker review (lib/review/rules.ts decides who may do what); answers the entry. Audited; 423 in a locked year.
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { answeringConflicts } from "@/lib/esg-data/conflict";
import { reviewInput } from "@/lib/review/schemas";
import { reviewEntry } from "@/lib/review/service";

export const POST = route(
  "POST /api/esg-data/[id]/review",
  { params: z.object({ id: z.string() }), body: reviewInput },
  async ({ user, demand, params, body }) => answeringConflicts(async () => json(await reviewEntry({ user, demand, entryId: params.id, input: body }))),
);
