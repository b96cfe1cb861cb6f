// GET /api/esg-data/{companyId} — a company's entries, newest first; PATCH/DELETE /api/esg-data/{entryId} — edit or remove one entry (audited)
// One folder serves both ids because the app router allows one dynamic segment name per level.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { esgEntryUpdate } from "@/lib/esg-data/schemas";
import { deleteEntry, getOwnedEntry, listEntries, updateEntry } from "@/lib/esg-data/service";

const params = z.object({ id: z.string() });

export const GET = route({ access: "entitled", company: "id" }, ({ company }) => listEntries({ companyId: company.id }));

export const PATCH = route({ access: "entitled", params, body: esgEntryUpdate }, async ({ user, params, body }) => {
  const entry = await getOwnedEntry({ user, entryId: params.id });
  return updateEntry({ entryId: entry.id, actorId: user.id, data: body });
});

export const DELETE = route({ access: "entitled", params }, async ({ user, params }) => {
  const entry = await getOwnedEntry({ user, entryId: params.id });
  await deleteEntry({ entryId: entry.id, actorId: user.id });
  return new Response(null, { status: 204 });
});
