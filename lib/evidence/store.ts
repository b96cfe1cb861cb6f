import "server-only";
import type { DbOrTx } from "@/db/client";
import type { EvidenceFile } from "@/db/schema";
import { serviceUnavailable } from "@/lib/errors";
import { isS3Configured } from "@/lib/env";
import { postgresStore } from "./store-postgres";
import { s3Store } from "./store-s3";

/** Where a file's bytes live; `evidence_files.storage` records it per file, so both kinds stay readable after a switch. */
export type StorageKind = "postgres" | "s3";

export type StoredObject = Pick<EvidenceFile, "id" | "companyId" | "storage" | "storageKey" | "fileName" | "contentType">;

export interface EvidenceStore {
  kind: StorageKind;
  /**
   * Keeps the bytes of a new file, inside the transaction that records it (PostgreSQL writes in it;
   * S3 uploads before it commits, so a failed upload records nothing). Returns the storage key.
   */
  put(tx: DbOrTx, file: { id: string; companyId: string; contentType: string; bytes: Uint8Array }): Promise<string | null>;
  /** The bytes of a stored file. */
  read(file: StoredObject): Promise<Buffer>;
  /** Forgets the bytes (after the row's deletion committed; PostgreSQL's go with the row). */
  remove(file: StoredObject): Promise<void>;
  /** A short-lived URL that downloads the file straight from the store, or null to stream it through the app. */
  downloadUrl(file: StoredObject, disposition: string): Promise<string | null>;
}

/** Where new files go: S3 when S3_BUCKET is set, else PostgreSQL. */
export function activeStore(): EvidenceStore {
  return isS3Configured() ? s3Store() : postgresStore;
}

/** The store holding an existing file; 503 when it is S3 and S3 is no longer configured. */
export function storeOf(file: Pick<StoredObject, "storage">): EvidenceStore {
  if (file.storage === "s3") {
    if (!isS3Configured()) throw serviceUnavailable("This evidence file is kept in S3 storage, which is not configured on this server (S3_BUCKET).");
    return s3Store();
  }
  return postgresStore;
}
