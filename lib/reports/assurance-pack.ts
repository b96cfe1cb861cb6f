import "server-only";
import { exportFileNameFor } from "@/lib/format/file-names";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { and, asc, eq, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, evidenceFiles, users, type Company, type EvidenceFile } from "@/db/schema";
import { chooseFiscalYear } from "@/lib/periods/choose";
import { LOCK_ENTITY } from "@/lib/companies/locks";
import { MEMBER_ENTITY } from "@/lib/companies/members";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { formatDateTime } from "@/lib/format";
import { generateBrsrReport } from "@/lib/reports/brsr/service";
import { toCsv } from "@/lib/format/csv";
import type { FiscalYear } from "@/lib/periods/types";
import { COMMENT_ENTITY, REQUEST_ENTITY } from "@/lib/evidence/requests";
import { EVIDENCE_ENTITY } from "@/lib/evidence/service";
import { UniqueNames, packFolderName } from "@/lib/evidence/sniff";
import { storeOf } from "@/lib/evidence/store";

/** The entities whose audit rows the pack carries for the whole company (beside the year's entries' own). */
export const PACK_AUDIT_ENTITIES = [LOCK_ENTITY, EVIDENCE_ENTITY, MEMBER_ENTITY, REQUEST_ENTITY, COMMENT_ENTITY] as const;

export const FIGURE_HEADERS = [
  "id",
  "framework",
  "category",
  "metric",
  "value",
  "unit",
  "period",
  "source",
  "review_state",
  "updated_by",
  "reviewed_by",
  "reviewed_at",
  "review_comment",
  "evidence_count",
] as const;

export const AUDIT_HEADERS = ["when", "who", "entity", "id", "action", "old", "new"] as const;

/** The pack's file name: the company and the year, as every export names itself. */
export function packFileName(company: Pick<Company, "name">, fy: FiscalYear): string {
  return exportFileNameFor(company.name, "Assurance_Pack", fy.id, "zip");
}

const who = (name: string | null, email: string | null) => (email ? `${name ?? ""} <${email}>`.trim() : "");

type PackPlan = {
  fy: FiscalYear;
  fileName: string;
  report: { name: string; bytes: Buffer };
  figuresCsv: Buffer;
  auditCsv: Buffer;
  files: { path: string; file: EvidenceFile }[];
  entryCount: number;
};

/** The entries of a year: every figure whose period overlaps it (as a lock of the year holds them). */
function inYear(fy: FiscalYear): SQL {
  return and(lte(esgDataEntries.periodStart, fy.end), gte(esgDataEntries.periodEnd, fy.start))!;
}

/**
 * Reads and renders everything but the evidence bytes, so that a bad year (422) or a failed render
 * answers as an error before the ZIP starts streaming.
 */
async function planPack({ company, userId, fyParam, now }: { company: Company; userId: string | null; fyParam?: string; now: Date }): Promise<PackPlan> {
  const db = await getDb();
  let fy: FiscalYear;
  if (fyParam) fy = chooseFiscalYear({ fyParam, entries: [], fyStartMonth: company.fyStartMonth });
  else fy = await defaultFiscalYear(db, company, now);

  const updater = alias(users, "updater");
  const reviewer = alias(users, "reviewer");
  const entries = await db
    .select({
      entry: esgDataEntries,
      updaterName: updater.fullName,
      updaterEmail: updater.email,
      reviewerName: reviewer.fullName,
      reviewerEmail: reviewer.email,
    })
    .from(esgDataEntries)
    .leftJoin(updater, eq(updater.id, esgDataEntries.updatedBy))
    .leftJoin(reviewer, eq(reviewer.id, esgDataEntries.reviewedBy))
    .where(and(eq(esgDataEntries.companyId, company.id), inYear(fy)))
    .orderBy(asc(esgDataEntries.framework), asc(esgDataEntries.category), asc(esgDataEntries.metric), asc(esgDataEntries.periodStart), asc(esgDataEntries.id));
  const entryIds = entries.map((e) => e.entry.id);

  const files = entryIds.length
    ? await db
        .select()
        .from(evidenceFiles)
        .where(and(eq(evidenceFiles.companyId, company.id), inArray(evidenceFiles.entryId, entryIds)))
        .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id))
    : [];
  const evidenceCount = new Map<string, number>();
  for (const f of files) evidenceCount.set(f.entryId, (evidenceCount.get(f.entryId) ?? 0) + 1);
  const metricOf = new Map(entries.map((e) => [e.entry.id, e.entry.metric]));

  const names = new UniqueNames();
  // The fixed files first, so that no evidence file can take their names.
  for (const fixed of ["README.txt", "figures.csv", "audit-trail.csv"]) names.take(fixed);
  const reportName = names.take(`BRSR-Report-FY${fy.id}.pdf`);
  const planned = files.map((file) => ({ path: names.take(`evidence/${packFolderName(metricOf.get(file.entryId) ?? "")}/${file.fileName}`), file }));

  const figuresCsv = Buffer.from(
    toCsv([
      [...FIGURE_HEADERS],
      ...entries.map(({ entry: e, updaterName, updaterEmail, reviewerName, reviewerEmail }) => [
        e.id,
        e.framework,
        e.category,
        e.metric,
        e.value,
        e.unit,
        e.period,
        e.source,
        e.reviewState,
        who(updaterName, updaterEmail),
        who(reviewerName, reviewerEmail),
        e.reviewedAt?.toISOString() ?? "",
        e.reviewComment ?? "",
        evidenceCount.get(e.id) ?? 0,
      ]),
    ]),
  );

  const entryRows = entryIds.length ? and(eq(auditLog.entity, ENTRY_ENTITY), inArray(auditLog.entityId, entryIds)) : undefined;
  const audits = await db
    .select({ row: auditLog, name: users.fullName, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.companyId, company.id), or(inArray(auditLog.entity, [...PACK_AUDIT_ENTITIES]), entryRows)))
    .orderBy(asc(auditLog.id));
  const auditCsv = Buffer.from(
    toCsv([
      [...AUDIT_HEADERS],
      ...audits.map(({ row, name, email }) => [
        row.createdAt.toISOString(),
        row.actorId ? who(name, email) || row.actorId : "",
        row.entity,
        row.entityId,
        row.action,
        row.oldValue === null ? "" : JSON.stringify(row.oldValue),
        row.newValue === null ? "" : JSON.stringify(row.newValue),
      ]),
    ]),
  );

  // The assurer works from the edition with the data annex (each figure's review and audit trail).
  const report = await generateBrsrReport({ company, userId, fyParam: fy.id, edition: "working", now });
  return {
    fy,
    fileName: packFileName(company, fy),
    report: { name: reportName, bytes: report.pdf },
    figuresCsv,
    auditCsv,
    files: planned,
    entryCount: entries.length,
  };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function readme({
  company,
  plan,
  manifest,
  now,
}: {
  company: Company;
  plan: PackPlan;
  manifest: { path: string; size: number; sha256: string; note?: string }[];
  now: Date;
}): string {
  const lines = [
    `Assurance pack — ${company.name}, ${plan.fy.label} (${plan.fy.start} to ${plan.fy.end})`,
    `Generated ${formatDateTime(now)} (${now.toISOString()})`,
    "",
    `${plan.report.name}  the BRSR report of the year as the platform renders it`,
    "figures.csv  every figure whose period falls in the year, with its review state and evidence count",
    "audit-trail.csv  the audit trail of those figures, and of the company's year locks, evidence, evidence requests and members",
    "evidence/<metric>/  the evidence files attached to those figures",
    "",
    `${plan.entryCount} figures, ${plan.files.length} evidence files.`,
    "",
    "Files and their SHA-256:",
    ...manifest.map((m) => `${m.sha256}  ${m.path}  (${m.size} bytes)${m.note ? `  ${m.note}` : ""}`),
    "",
  ];
  return lines.join("\r\n");
}

/**
 * The pack's archive as it is built — the BRSR PDF of the year, every evidence file of the year's
 * entries under evidence/<metric>/, figures.csv, audit-trail.csv and README.txt listing each file
 * with its SHA-256. Evidence bytes are read one file at a time as the archive takes them;
 * `onFile(done, total)` is told after each evidence file (the queued pack's progress).
 */
function packArchive({
  company,
  plan,
  now,
  onFile,
}: {
  company: Company;
  plan: PackPlan;
  now: Date;
  onFile?: (done: number, total: number) => Promise<void> | void;
}): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // A stream error with no listener would end the process; the browser sees a cut-off download.
  archive.on("error", (error) => console.error(`Assurance pack of company ${company.id}:`, error));
  archive.on("warning", (warning) => console.warn(`Assurance pack of company ${company.id}:`, warning));
  const manifest: { path: string; size: number; sha256: string; note?: string }[] = [];
  // How many entries the archive has written, so the next file is read only once it took the last.
  let appended = 0;
  let written = 0;
  let waiting: (() => void) | null = null;
  archive.on("entry", () => {
    written++;
    if (waiting && written >= appended) {
      waiting();
      waiting = null;
    }
  });
  const drained = () => (written >= appended ? Promise.resolve() : new Promise<void>((resolve) => (waiting = resolve)));
  const add = (path: string, bytes: Buffer, note?: string) => {
    manifest.push({ path, size: bytes.byteLength, sha256: sha256(bytes), note });
    appended++;
    archive.append(bytes, { name: path, date: now });
  };

  const fill = async () => {
    add(plan.report.name, plan.report.bytes);
    add("figures.csv", plan.figuresCsv);
    add("audit-trail.csv", plan.auditCsv);
    let done = 0;
    for (const { path, file } of plan.files) {
      const bytes = await storeOf(file).read(file);
      const hash = sha256(bytes);
      add(path, bytes, hash === file.sha256 ? undefined : `DIFFERS from the SHA-256 recorded at upload (${file.sha256})`);
      // One file in memory at a time: wait until the archive has taken this one.
      await drained();
      await onFile?.(++done, plan.files.length);
    }
    const text = readme({ company, plan, manifest, now });
    archive.append(Buffer.from(text, "utf8"), { name: "README.txt", date: now });
    await archive.finalize();
  };
  // A file that cannot be read midway (S3 down) ends the stream with an error (logged above).
  fill().catch((error) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return archive;
}

/** GET /api/companies/{id}/assurance-pack: the ZIP streamed as it is built (see `packArchive`). */
export async function assurancePackResponse({
  company,
  userId,
  fyParam,
  now = new Date(),
}: {
  company: Company;
  userId: string | null;
  fyParam?: string;
  now?: Date;
}): Promise<Response> {
  const plan = await planPack({ company, userId, fyParam, now });
  const archive = packArchive({ company, plan, now });
  return new Response(Readable.toWeb(archive) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: zipHeaders(plan.fileName),
  });
}

/** The headers a pack is downloaded with, streamed or built on the queue. */
export const zipHeaders = (fileName: string): Record<string, string> => ({
  "Content-Type": "application/zip",
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
});

/**
 * The pack built whole on the job queue (decisions D26): the same archive as the streamed GET, kept
 * as bytes for `GET /api/jobs/{id}/download`. `onStage` reports the work: planning (the report's
 * render), then each evidence file.
 */
export async function buildAssurancePack({
  company,
  userId,
  fyParam,
  now = new Date(),
  onStage,
}: {
  company: Company;
  userId: string | null;
  fyParam?: string;
  now?: Date;
  onStage?: (text: string, progress: number) => Promise<void>;
}): Promise<{ fy: FiscalYear; fileName: string; bytes: Buffer; entryCount: number; fileCount: number }> {
  await onStage?.("Rendering the report", 10);
  const plan = await planPack({ company, userId, fyParam, now });
  await onStage?.("Adding the evidence files", 40);
  const chunks: Buffer[] = [];
  const archive = packArchive({
    company,
    plan,
    now,
    onFile: (done, total) => onStage?.(`Added ${done} of ${total} evidence files`, 40 + Math.floor((50 * done) / total)),
  });
  await new Promise<void>((resolve, reject) => {
    archive.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.on("end", () => resolve());
    archive.on("error", reject);
    archive.on("close", () => resolve());
  });
  const bytes = Buffer.concat(chunks);
  if (!bytes.length) throw new Error("The assurance pack could not be built");
  await onStage?.("Saving the pack", 95);
  return { fy: plan.fy, fileName: plan.fileName, bytes, entryCount: plan.entryCount, fileCount: plan.files.length };
}
