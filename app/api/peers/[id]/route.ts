// DELETE /api/peers/{id} — removes a peer from the caller's library (another account's peer is 404)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { deletePeer } from "@/lib/benchmarks/service";

export const DELETE = route("DELETE /api/peers/[id]", { params: z.object({ id: z.string().uuid("Peer not found") }) }, async ({ user, params }) => {
  await deletePeer({ user, id: params.id });
  return new Response(null, { status: 204 });
});
