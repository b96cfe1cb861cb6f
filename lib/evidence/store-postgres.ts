import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { evidenceBlobs } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { EvidenceStore } from "./store";

/** Bytes in `evidence_blobs` (bytea), beside the file's row: works on one machine and on a managed database alike. */
export const postgresStore: EvidenceStore = {
  kind: "postgres",
  async put(tx, file) {
    await tx.insert(evidenceBlobs).values({ evidenceId: file.id, data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) });
    return null;
  },
  async read(file) {
    const db = await getDb();
    const [row] = await db.select({ data: evidenceBlobs.data }).from(evidenceBlobs).where(eq(evidenceBlobs.evidenceId, file.id)).limit(1);
    if (!row) throw notFound("Evidence file not found");
    return row.data;
  },
  // The blob row cascades with the file's row.
  async remove() {},
  async downloadUrl() {
    return null;
  },
};
