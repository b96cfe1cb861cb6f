import "server-only";
import type { DbOrTx } from "@/db/client";
import { peerFilings } from "@/db/schema";
import { DEMO_PEERS } from "./demo-peers";

/** The demo's synthetic steel peers, in the demo owner's library for the years the demo reports. */
export async function seedDemoPeers(db: DbOrTx, ownerId: string, years: readonly string[]): Promise<void> {
  for (const fy of years)
    await db
      .insert(peerFilings)
      .values(
        DEMO_PEERS.map((p) => ({
          ownerId,
          name: p.name,
          cin: null,
          nicCode: p.nic,
          fy,
          filename: "synthetic (demo)",
          fileSha256: `demo:${p.name}`,
          figures: p.figures,
          synthetic: true,
        })),
      )
      .onConflictDoNothing();
}
