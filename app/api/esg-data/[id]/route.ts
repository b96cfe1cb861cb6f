// GET /api/esg-data/{companyId} — a company's entries, newest first, a page at a time; PATCH/DELETE /api/esg-data/{entryId} — edit or remove one entry (audited)
// One folder serves both ids because the app router allows one dynamic segment name per level.
import { z } from "zod";
import type { EntryListResponse } from "@/lib/esg-data/response-schemas";
import { jsonBytesOf, jsonBytesResponse } from "@/lib/format/json-bytes";
import { json, route } from "@/lib/api/route";
import { answeringConflicts } from "@/lib/esg-data/conflict";
import { entryListQuery, esgEntryUpdate } from "@/lib/esg-data/schemas";
import { removeStoredObjects, storedObjectsOf } from "@/lib/evidence/service";
import { deleteEntry, getMemberEntry, listEntries, saveEntryEdit } from "@/lib/esg-data/service";

const params = z.object({ id: z.string() });

/**
 * SPEC's array, a page at a time (decisions D22): `?limit=` (1–1,000, 500 without it) and `?cursor=`
 * from the previous page's `Link: <…>; rel="next"`; `X-Total-Count` counts the entries matching the
 * filters (`q`, `framework`, `category`, `year`, `state`, `source`, `metric`, `id`).
 */
export const GET = route("GET /api/esg-data/[id]", { query: entryListQuery }, async ({ req, company, query, dataVersion }) => {
  const page = await listEntries({ companyId: company.id, fyStartMonth: company.fyStartMonth, query, dataVersion });
  const headers = new Headers({ "X-Total-Count": String(page.total) });
  if (page.next) {
    const next = new URLSearchParams(req.nextUrl.searchParams);
    next.set("cursor", page.next);
    next.set("limit", String(page.limit));
    headers.set("Link", `<${req.nextUrl.pathname}?${next}>; rel="next"`);
  }
  // A page kept unchanged (lib/esg-data/service.ts) is the same object: its JSON is written once.
  return jsonBytesResponse(jsonBytesOf(page.entries satisfies EntryListResponse), headers);
});

/** The version an `If-Match` header names: the entry's `updated_at`, as its ETag carries it ('"…"', or weak 'W/"…"'). */
function ifMatch(header: string | null): string | null {
  const value = header
    ?.trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1")
    .trim();
  return value && value !== "*" ? value : null;
}

export const PATCH = route("PATCH /api/esg-data/[id]", { params, body: esgEntryUpdate }, async ({ req, user, demand, params, body }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  const { expected_updated_at, record_again, notes_print, ...data } = body;
  return answeringConflicts(async () => {
    const saved = await saveEntryEdit({
      entryId: entry.id,
      actorId: user.id,
      data,
      notesPrint: notes_print,
      expectedUpdatedAt: expected_updated_at ?? ifMatch(req.headers.get("If-Match")),
      recordAgain: record_again,
    });
    return json(saved, 200, { ETag: `"${saved.updated_at}"` });
  });
});

export const DELETE = route("DELETE /api/esg-data/[id]", { params }, async ({ user, demand, params }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  // Its evidence in object storage is removed once the entry's deletion has committed.
  const objects = await storedObjectsOf({ companyId: entry.companyId, entryIds: [entry.id] });
  await deleteEntry({ entryId: entry.id, actorId: user.id });
  await removeStoredObjects(objects);
  return new Response(null, { status: 204 });
});
