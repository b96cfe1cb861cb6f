import "server-only";
import { createHash } from "node:crypto";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { esgDataEntries, evidenceFiles, users, type EsgDataEntry, type EvidenceFile, type User } from "@/db/schema";
import { ApiError, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { assertYearsOpen } from "@/lib/companies/locks";
import type { EvidenceFileDto, PersonDto } from "./schemas";
import { ALLOWED_EVIDENCE_TYPES, EVIDENCE_CONTENT_TYPES, MAX_EVIDENCE_BYTES, attachmentDisposition, cleanFileName, sniffEvidence } from "./sniff";
import { activeStore, storeOf } from "./store";

export const EVIDENCE_ENTITY = "evidence";

export const EVIDENCE_ERRORS = {
  tooLarge: "The file is larger than 20 MB. Upload a smaller file (split or compress it).",
  empty: "The file is empty.",
  type: `This kind of file cannot be attached. Evidence may be ${ALLOWED_EVIDENCE_TYPES} (read from the file's content, not its name).`,
} as const;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function personDto(id: string | null, fullName: string | null, email: string | null): PersonDto | null {
  return id && email !== null ? { id, full_name: fullName ?? "", email } : null;
}

type FileRow = EvidenceFile & { uploaderName: string | null; uploaderEmail: string | null };

function toDto(row: FileRow): EvidenceFileDto {
  return {
    id: row.id,
    entry_id: row.entryId,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploaded_by: personDto(row.uploadedBy, row.uploaderName, row.uploaderEmail),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a file. */
function auditSnapshot(row: EvidenceFile) {
  return {
    entry_id: row.entryId,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    storage: row.storage,
  };
}

/** An evidence file the caller may use so (download: any member; delete: editors). */
export function evidenceFileFor({ user, evidenceId, demand }: { user: User; evidenceId: string; demand: CompanyDemand }): Promise<EvidenceFile> {
  return getRowInMemberCompany({
    user,
    demand,
    id: evidenceId,
    missing: "Evidence file not found",
    load: async (id) => {
      const db = await getDb();
      const [row] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id)).limit(1);
      return row;
    },
  });
}

async function selectFiles(db: DbOrTx, where: ReturnType<typeof eq>): Promise<FileRow[]> {
  const rows = await db
    .select({ file: evidenceFiles, uploaderName: users.fullName, uploaderEmail: users.email })
    .from(evidenceFiles)
    .leftJoin(users, eq(users.id, evidenceFiles.uploadedBy))
    .where(where)
    .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id));
  return rows.map((r) => ({ ...r.file, uploaderName: r.uploaderName, uploaderEmail: r.uploaderEmail }));
}

/** An entry's files, oldest first. */
export async function listEvidence(entryId: string): Promise<EvidenceFileDto[]> {
  const db = await getDb();
  return (await selectFiles(db, eq(evidenceFiles.entryId, entryId))).map(toDto);
}

/**
 * How many files each entry has: for lists that show a count beside each figure without asking
 * once per row (data collection, the questionnaire). Entries without files are absent.
 */
export async function evidenceCounts({
  db,
  companyId,
  entryIds,
}: {
  db?: DbOrTx;
  companyId: string;
  entryIds?: readonly string[];
}): Promise<Map<string, number>> {
  if (entryIds && !entryIds.length) return new Map();
  const d = db ?? (await getDb());
  const rows = await d
    .select({ entryId: evidenceFiles.entryId, n: count() })
    .from(evidenceFiles)
    .where(entryIds ? and(eq(evidenceFiles.companyId, companyId), inArray(evidenceFiles.entryId, [...entryIds])) : eq(evidenceFiles.companyId, companyId))
    .groupBy(evidenceFiles.entryId);
  return new Map(rows.map((r) => [r.entryId, Number(r.n)]));
}

/**
 * The file's kind, read from its bytes: 415 naming what is allowed when it is none of them, 422
 * when empty, 413 past 20 MB.
 */
export function checkEvidenceBytes(bytes: Uint8Array, fileName: string) {
  if (bytes.byteLength === 0) throw unprocessable(EVIDENCE_ERRORS.empty);
  if (bytes.byteLength > MAX_EVIDENCE_BYTES) throw new ApiError(413, EVIDENCE_ERRORS.tooLarge);
  const kind = sniffEvidence(bytes, fileName);
  if (!kind) throw new ApiError(415, EVIDENCE_ERRORS.type);
  return { kind, contentType: EVIDENCE_CONTENT_TYPES[kind], fileName: cleanFileName(fileName, kind) };
}

/**
 * Attaches a file to an entry: its kind read from the content, its SHA-256, size, uploader and
 * time kept; refused (423) when the entry's period lies in a locked year; audited. The bytes go to
 * the active store inside the same transaction (S3: uploaded before it commits; the object is
 * removed again when the commit fails).
 */
export async function uploadEvidence({
  entry,
  actorId,
  fileName,
  bytes,
}: {
  entry: EsgDataEntry;
  actorId: string;
  fileName: string;
  bytes: Uint8Array;
}): Promise<EvidenceFileDto> {
  const { contentType, fileName: name } = checkEvidenceBytes(bytes, fileName);
  const sha256 = sha256Hex(bytes);
  const store = activeStore();
  const db = await getDb();
  let stored: EvidenceFile | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      // The entry as it is now (it may have moved to another period, or gone, since it was read).
      const [current] = await tx
        .select({ id: esgDataEntries.id, periodStart: esgDataEntries.periodStart, periodEnd: esgDataEntries.periodEnd })
        .from(esgDataEntries)
        .where(eq(esgDataEntries.id, entry.id))
        .for("share");
      if (!current) throw notFound("Data entry not found");
      await assertYearsOpen(tx, entry.companyId, [{ start: current.periodStart, end: current.periodEnd }]);
      const [inserted] = await tx
        .insert(evidenceFiles)
        .values({
          companyId: entry.companyId,
          entryId: entry.id,
          fileName: name,
          contentType,
          size: bytes.byteLength,
          sha256,
          storage: store.kind,
          uploadedBy: actorId,
        })
        .returning();
      stored = inserted;
      const storageKey = await store.put(tx, { id: inserted.id, companyId: entry.companyId, contentType, bytes });
      let saved = inserted;
      if (storageKey) {
        [saved] = await tx.update(evidenceFiles).set({ storageKey }).where(eq(evidenceFiles.id, inserted.id)).returning();
        stored = saved;
      }
      await writeAudit(tx, {
        actorId,
        companyId: entry.companyId,
        entity: EVIDENCE_ENTITY,
        entityId: saved.id,
        action: "create",
        newValue: auditSnapshot(saved),
      });
      return saved;
    });
    const [withUploader] = await selectFiles(db, eq(evidenceFiles.id, row.id));
    return toDto(withUploader);
  } catch (error) {
    // The object went up but the row did not commit: take it down again.
    const orphan = stored as EvidenceFile | null;
    if (orphan && orphan.storage !== "postgres") await removeQuietly(orphan);
    throw error;
  }
}

async function removeQuietly(file: EvidenceFile): Promise<void> {
  try {
    await storeOf(file).remove(file);
  } catch (error) {
    console.error(`Evidence ${file.id}: its stored object (${file.storage} ${file.storageKey ?? ""}) could not be removed:`, error);
  }
}

/**
 * Removes a file (editors and owners; refused 423 in a locked year), audited with what it was;
 * its object in S3 is deleted after the commit, and a failure there is logged, not answered.
 */
export async function deleteEvidence({ file, actorId }: { file: EvidenceFile; actorId: string }): Promise<void> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ periodStart: esgDataEntries.periodStart, periodEnd: esgDataEntries.periodEnd })
      .from(esgDataEntries)
      .where(eq(esgDataEntries.id, file.entryId))
      .for("share");
    if (entry) await assertYearsOpen(tx, file.companyId, [{ start: entry.periodStart, end: entry.periodEnd }]);
    const [row] = await tx.delete(evidenceFiles).where(eq(evidenceFiles.id, file.id)).returning();
    if (!row) throw notFound("Evidence file not found");
    await writeAudit(tx, { actorId, companyId: row.companyId, entity: EVIDENCE_ENTITY, entityId: row.id, action: "delete", oldValue: auditSnapshot(row) });
    return row;
  });
  if (removed.storage !== "postgres") await removeQuietly(removed);
}

/**
 * The download: the file under its own name (`Content-Disposition: attachment`, RFC 5987 for
 * non-ASCII names), its sniffed type, `nosniff`, its length. From S3, a 302 to a presigned URL
 * valid five minutes that answers with the same name and type.
 */
export async function downloadEvidence(file: EvidenceFile): Promise<Response> {
  const store = storeOf(file);
  const disposition = attachmentDisposition(file.fileName);
  const url = await store.downloadUrl(file, disposition);
  if (url) return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store" } });
  const bytes = await store.read(file);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": disposition,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "X-Evidence-SHA256": file.sha256,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * For code that deletes entries or a company (evidence rows go with them by cascade): the files
 * kept outside PostgreSQL, read before the deletion, to hand to `removeStoredObjects` after it
 * commits, so no S3 object is left behind.
 */
export async function storedObjectsOf({ db, companyId, entryIds }: { db?: DbOrTx; companyId: string; entryIds?: readonly string[] }): Promise<EvidenceFile[]> {
  if (entryIds && !entryIds.length) return [];
  const d = db ?? (await getDb());
  const scope = entryIds ? and(eq(evidenceFiles.companyId, companyId), inArray(evidenceFiles.entryId, [...entryIds])) : eq(evidenceFiles.companyId, companyId);
  return d
    .select()
    .from(evidenceFiles)
    .where(and(scope, ne(evidenceFiles.storage, "postgres")));
}

/** Removes stored objects of files whose rows are gone; failures are logged, never thrown. */
export async function removeStoredObjects(files: readonly EvidenceFile[]): Promise<void> {
  for (const file of files) await removeQuietly(file);
}
