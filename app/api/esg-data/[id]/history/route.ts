// GET /api/esg-data/{entryId}/history — the entry's audit trail (who changed what, when), oldest
// first; still readable by the owner after the entry is deleted
import { z } from "zod";
import { route } from "@/lib/api/route";
import { ownedEntryHistory } from "@/lib/esg-data/service";

export const GET = route("GET /api/esg-data/[id]/history", { params: z.object({ id: z.string() }) }, async ({ user, demand, params }) =>
  ownedEntryHistory({ user, demand, entryId: params.id }),
);
