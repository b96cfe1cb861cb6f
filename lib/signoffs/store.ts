import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { brsrSignoffArtifacts, type BrsrSignoffArtifact } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { activeStore, storeOf } from "@/lib/evidence/store";
import type { ArtifactKind } from "./schemas";

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Keeps a frozen file where evidence files go (S3 when S3_BUCKET is set, else PostgreSQL: the bytes in
 * the artifact's own row), inside the sign-off's transaction. S3 uploads before the commit, so a
 * failed upload records nothing; an upload whose transaction then fails leaves an object no row names.
 */
export async function putArtifact(
  tx: DbOrTx,
  a: { signoffId: string; companyId: string; kind: ArtifactKind; contentType: string; bytes: Uint8Array },
): Promise<Omit<BrsrSignoffArtifact, "data">> {
  const store = activeStore();
  const sha256 = sha256Hex(a.bytes);
  const row = { signoffId: a.signoffId, kind: a.kind, contentType: a.contentType, sha256, byteSize: a.bytes.byteLength };
  if (store.kind === "s3") {
    const storageKey = await store.put(tx, { id: `signoffs/${a.signoffId}/${a.kind}`, companyId: a.companyId, contentType: a.contentType, bytes: a.bytes });
    await tx.insert(brsrSignoffArtifacts).values({ ...row, storage: "s3", storageKey });
    return { ...row, storage: "s3", storageKey };
  }
  await tx.insert(brsrSignoffArtifacts).values({ ...row, storage: "postgres", data: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength) });
  return { ...row, storage: "postgres", storageKey: null };
}

/** The frozen bytes of one artifact, as they were signed. */
export async function readArtifactBytes({ signoffId, companyId, kind }: { signoffId: string; companyId: string; kind: ArtifactKind }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(brsrSignoffArtifacts)
    .where(and(eq(brsrSignoffArtifacts.signoffId, signoffId), eq(brsrSignoffArtifacts.kind, kind)))
    .limit(1);
  if (!row) throw notFound(kind === "instance.xml" ? "No XBRL instance was frozen with this sign-off" : "Report not found");
  const bytes =
    row.storage === "s3"
      ? await storeOf(row).read({
          id: `signoffs/${signoffId}/${kind}`,
          companyId,
          storage: "s3",
          storageKey: row.storageKey,
          fileName: kind,
          contentType: row.contentType,
        })
      : row.data;
  if (!bytes) throw notFound("Report not found");
  return { bytes, contentType: row.contentType, sha256: row.sha256 };
}
