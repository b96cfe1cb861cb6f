import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { brsrFilings, pdfExtractions, type Company, type User } from "@/db/schema";
import { ApiError, notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { isUuid } from "@/lib/companies/access";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import { extractionView, FILING_ENGINE_PREFIX, proposalsFrom } from "@/lib/extraction/review";
import { hasTextLayer, PDF_ERRORS, readPdfLayouts } from "@/lib/extraction/pdf";
import { fileSha256, insertProposals } from "@/lib/extraction/service";
import type { ExtractionSummary } from "@/lib/extraction/types";
import { proposalsAndReport, type FilingReport } from "./report";
import { FilingInputError, looksLikeXml, parseFiledInstance } from "./xbrl-parse";
import { PDF_LABEL_READER, readFiledPdf } from "./pdf-read";
import { filedProfileOfPdf, profileFacts, withFacts, type ProfileFact, type ProfileFactField } from "./profile-facts";
import { readFiling } from "./xbrl-read";

/**
 * # Filed BRSRs brought in (a company's earlier filings, from the exchange's XBRL or a PDF)
 *
 * A filing is read into proposals of the PDF extraction's review queue (nothing counts until
 * accepted; accepting writes through the questionnaire's save with source 'filing' and the
 * filing's id, which is its review row's id). The same bytes again are recognised by SHA-256.
 */

export type FilingAnswer = {
  id: string;
  filename: string;
  kind: "xbrl" | "pdf";
  taxonomy: string | null;
  years: { cy: string; py: string };
  report: FilingReport;
  /** Section A facts of the filing that differ from the Entity Profile now: an editor may apply them (POST …/filings/{id}/profile). */
  profile_facts: ProfileFact[];
  extraction: ExtractionSummary;
  duplicate_upload: boolean;
  created_at: string;
};

const isPdf = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");

function cleanFilename(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (base.replace(/[\u0000-\u001f\u007f]/g, "").trim() || fallback).slice(0, 200);
}

type FilingRow = typeof brsrFilings.$inferSelect;

async function answerOf(db: DbOrTx, row: FilingRow, duplicate: boolean): Promise<FilingAnswer> {
  const [ex] = await db.select().from(pdfExtractions).where(eq(pdfExtractions.id, row.id)).limit(1);
  const extraction = await extractionView(db, ex);
  const report = { ...(row.report as FilingReport), conflicts: extraction.conflicts };
  const { profile } = await getCompanyProfile({ companyId: row.companyId, db });
  return {
    id: row.id,
    filename: row.filename,
    kind: row.kind as "xbrl" | "pdf",
    taxonomy: row.taxonomy,
    years: row.years as { cy: string; py: string },
    report,
    profile_facts: profileFacts(report.filed_profile ?? {}, profile),
    extraction,
    duplicate_upload: duplicate,
    created_at: row.createdAt.toISOString(),
  };
}

async function earlierFiling(db: DbOrTx, companyId: string, sha256: string) {
  const [row] = await db
    .select()
    .from(brsrFilings)
    .where(and(eq(brsrFilings.companyId, companyId), eq(brsrFilings.fileSha256, sha256)))
    .limit(1);
  return row;
}

/** Reads an uploaded XBRL instance into a reading, or answers why not (4xx). */
export function readInstanceBytes(bytes: Uint8Array, fyStartMonth: number) {
  if (!looksLikeXml(bytes)) throw new ApiError(422, "The file is neither an XBRL instance (.xml) nor a PDF.");
  let reading;
  try {
    reading = readFiling(parseFiledInstance(bytes), { fyStartMonth });
  } catch (e) {
    if (e instanceof FilingInputError) throw new ApiError(e.status, e.message);
    throw e;
  }
  if ("error" in reading) throw new ApiError(422, reading.error);
  return reading;
}

export async function importFiling({
  company,
  user,
  filename,
  bytes,
}: {
  company: Company;
  user: User;
  filename: string;
  bytes: Uint8Array;
}): Promise<{ answer: FilingAnswer; created: boolean }> {
  const sha256 = fileSha256(bytes);
  const db = await getDb();
  const known = await earlierFiling(db, company.id, sha256);
  if (known) return { answer: await answerOf(db, known, true), created: false };
  if (isPdf(bytes)) return importPdfFiling({ company, user, filename, bytes, sha256 });

  const reading = readInstanceBytes(bytes, company.fyStartMonth);
  const { profile } = await getCompanyProfile({ companyId: company.id });
  const { found, report } = proposalsAndReport(reading, profile.cin || null);
  const proposals = proposalsFrom(found);
  const name = cleanFilename(filename, "filing.xml");

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`filing|${company.id}|${sha256}`}, 0))`);
    const first = await earlierFiling(tx, company.id, sha256);
    if (first) return { answer: await answerOf(tx, first, true), created: false };
    const ex = await insertProposals(tx, {
      companyId: company.id,
      userId: user.id,
      filename: name,
      sha256,
      pageCount: 0,
      engine: `${FILING_ENGINE_PREFIX}xbrl ${reading.taxonomy}`,
      proposals,
    });
    const [row] = await tx
      .insert(brsrFilings)
      .values({
        id: ex.id,
        companyId: company.id,
        kind: "xbrl",
        filename: name,
        fileSha256: sha256,
        taxonomy: reading.taxonomy,
        years: report.years,
        cin: reading.cin,
        report,
        createdBy: user.id,
      })
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: "brsr_filing",
      entityId: row.id,
      action: "create",
      newValue: { filename: name, kind: "xbrl", taxonomy: reading.taxonomy, years: report.years, proposed: proposals.length, file_sha256: sha256 },
    });
    return { answer: await answerOf(tx, row, false), created: true };
  });
}

/**
 * A PDF filing: read by SEBI's labels (./pdf-read.ts) into proposals of the current and previous
 * years; the report counts them by year and says so plainly when the PDF holds no BRSR table.
 */
async function importPdfFiling({
  company,
  user,
  filename,
  bytes,
  sha256,
}: {
  company: Company;
  user: User;
  filename: string;
  bytes: Uint8Array;
  sha256: string;
}): Promise<{ answer: FilingAnswer; created: boolean }> {
  const { pages, layouts } = await readPdfLayouts(bytes);
  if (!hasTextLayer(pages)) throw new ApiError(422, PDF_ERRORS.noText);
  const reading = readFiledPdf(pages, layouts, { fyStartMonth: company.fyStartMonth });
  const { profile } = await getCompanyProfile({ companyId: company.id });
  const byYear: Record<string, number> = {};
  for (const m of reading.found) byYear[m.period] = (byYear[m.period] ?? 0) + 1;
  const years = { cy: reading.years?.cy ?? "", py: reading.years?.py ?? "" };
  const cin = reading.facts.cin ?? null;
  const companyCin = profile.cin || null;
  const mismatch = cin && companyCin && cin !== companyCin ? { file: cin, company: companyCin } : null;
  const warnings: FilingReport["warnings"] = [];
  if (mismatch)
    warnings.push({
      element: "CorporateIdentityNumber",
      message: `The filing is of CIN ${mismatch.file}, but this company's Entity Profile says ${mismatch.company}: check it is this company's filing before accepting.`,
    });
  if (!reading.found.length) warnings.push({ element: null, message: "No BRSR table or figure was found in this PDF." });
  const report: Omit<FilingReport, "conflicts"> = {
    kind: "pdf",
    taxonomy: null,
    taxonomy_as_filed: null,
    years,
    cin,
    cin_mismatch: mismatch,
    company_name: reading.facts.name ?? null,
    facts_read: reading.found.length,
    facts_mapped: reading.found.length,
    worked_out: 0,
    mapped_by_year: byYear,
    proposed: reading.found.length,
    computed: [],
    not_mapped: [],
    warnings,
    filed_profile: filedProfileOfPdf(reading.facts),
  };
  const proposals = proposalsFrom(reading.found);
  const name = cleanFilename(filename, "filing.pdf");
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`filing|${company.id}|${sha256}`}, 0))`);
    const first = await earlierFiling(tx, company.id, sha256);
    if (first) return { answer: await answerOf(tx, first, true), created: false };
    const ex = await insertProposals(tx, {
      companyId: company.id,
      userId: user.id,
      filename: name,
      sha256,
      pageCount: pages.length,
      engine: `${FILING_ENGINE_PREFIX}pdf ${PDF_LABEL_READER}`,
      proposals,
    });
    const [row] = await tx
      .insert(brsrFilings)
      .values({ id: ex.id, companyId: company.id, kind: "pdf", filename: name, fileSha256: sha256, taxonomy: null, years, cin, report, createdBy: user.id })
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: "brsr_filing",
      entityId: row.id,
      action: "create",
      newValue: { filename: name, kind: "pdf", years, proposed: proposals.length, file_sha256: sha256 },
    });
    return { answer: await answerOf(tx, row, false), created: true };
  });
}

/** GET /api/companies/{id}/filings: newest first, without their proposals. */
export async function listFilings({ companyId }: { companyId: string }) {
  const db = await getDb();
  const rows = await db.select().from(brsrFilings).where(eq(brsrFilings.companyId, companyId)).orderBy(desc(brsrFilings.createdAt), desc(brsrFilings.id));
  return rows.map((r) => ({
    id: r.id,
    filename: r.filename,
    kind: r.kind,
    taxonomy: r.taxonomy,
    years: r.years,
    cin: r.cin,
    report: r.report as FilingReport,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function getFiling({ companyId, filingId }: { companyId: string; filingId: string }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(brsrFilings)
    .where(and(eq(brsrFilings.companyId, companyId), eq(brsrFilings.id, filingId)))
    .limit(1);
  if (!row) throw notFound("Filing not found");
  return answerOf(db, row, false);
}

/**
 * POST /api/companies/{id}/filings/{filingId}/profile: writes the chosen Section A facts of a
 * filing into the Entity Profile, through the profile's own save (its rules, its audit). A field
 * the filing does not state is 422.
 */
export async function applyProfileFacts({
  company,
  user,
  filingId,
  fields,
}: {
  company: Company;
  user: User;
  filingId: string;
  fields: readonly ProfileFactField[];
}): Promise<{ applied: ProfileFactField[]; profile_facts: ProfileFact[] }> {
  if (!isUuid(filingId)) throw notFound("Filing not found");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(brsrFilings)
    .where(and(eq(brsrFilings.companyId, company.id), eq(brsrFilings.id, filingId)))
    .limit(1);
  if (!row) throw notFound("Filing not found");
  const filed = (row.report as FilingReport).filed_profile ?? {};
  const missing = fields.filter((f) => filed[f] === undefined);
  if (missing.length) throw new ApiError(422, `fields: the filing does not state ${missing.join(", ")}`);
  const { profile } = await getCompanyProfile({ companyId: company.id });
  const saved = await saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: withFacts(profile, filed, fields) });
  return { applied: [...fields], profile_facts: profileFacts(filed, saved.profile) };
}
