// GET /api/esg-data/{entryId}/history — the entry's audit trail (who changed what, when), oldest first
import { z } from "zod";
import { route } from "@/lib/api/route";
import { entryHistory, getOwnedEntry } from "@/lib/esg-data/service";

export const GET = route({ access: "entitled", params: z.object({ id: z.string() }) }, async ({ user, params }) => {
  const entry = await getOwnedEntry({ user, entryId: params.id });
  return entryHistory({ entryId: entry.id });
});
