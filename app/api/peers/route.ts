// GET /api/peers — the caller's peer library (their own uploads only); POST — a peer's filing (multipart `file`: XBRL or
// PDF; optional `name`, `nic`) read into a peer record of BRSR Core figures: 201, or 200 for the same file again.
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { addPeer, listPeers } from "@/lib/benchmarks/service";
import { readUpload } from "@/lib/api/filing-upload";
import { unprocessable } from "@/lib/errors";

export const runtime = "nodejs";
export const maxDuration = 300;

const fields = z.object({
  name: z.string().trim().max(200).optional(),
  nic: z
    .string()
    .trim()
    .regex(/^(\d{2,5})?$/, "NIC code must be 2 to 5 digits")
    .optional(),
});

export const GET = route("GET /api/peers", ({ user }) => listPeers({ user }));

export const POST = route("POST /api/peers", async ({ req, user }) => {
  const { name, bytes, form } = await readUpload(req);
  const parsed = fields.safeParse({ name: form.get("name") ?? undefined, nic: form.get("nic") ?? undefined });
  if (!parsed.success) throw unprocessable(`${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message}`);
  const { peer, created } = await addPeer({ user, filename: name, bytes, name: parsed.data.name, nic: parsed.data.nic });
  return json(peer, created ? 201 : 200);
});
