import "server-only";
import ExcelJS from "exceljs";
import { asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx } from "@/db/client";
import { auditLog, esgDataEntries, users, type Company, type EsgDataEntry } from "@/db/schema";
import { getChecklistProgress } from "@/lib/checklist/service";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { getKpiProgress } from "@/lib/kpi/service";
import { formatDateTime } from "@/lib/format";
import { fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { toCsv } from "@/lib/format/csv";
import { INDIAN_NUMBER_FORMAT, styleHeader } from "./style";

/** The file name of an export: the company's name with anything but letters and digits as underscores. */
export function exportFileName(company: Pick<Company, "name">, kind: string, ext: string): string {
  const base = company.name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  // Content-Disposition's plain filename is ASCII; a name in another script falls back.
  const ascii = base.replace(/[^\x20-\x7e]/g, "");
  return `${ascii || "Company"}_${kind}.${ext}`;
}

const ENTRY_HEADERS = [
  "Entry ID",
  "Framework",
  // Every framework the figure answers, its own first (figure_links, decisions D23).
  "Frameworks",
  "Category",
  "Metric",
  "Value (as entered)",
  "Number (parsed)",
  "Unit",
  "Period",
  "Period kind",
  "Period start",
  "Period end",
  "Financial year",
  "Notes",
  "Source",
  "Calculator run ID",
  "Extraction ID",
  "Import batch ID",
  "Entered by",
  "Created (IST)",
  "Updated (IST)",
  // Maker–checker (decisions D28).
  "Review state",
  "Reviewed by",
  "Reviewed (IST)",
  "Review comment",
] as const;

type EntryRow = EsgDataEntry & { createdByEmail: string | null; reviewedByEmail: string | null; linked: string | null };

const reviewers = alias(users, "reviewers");

async function entryRows(db: DbOrTx, companyId: string): Promise<EntryRow[]> {
  const rows = await db
    .select({
      entry: esgDataEntries,
      createdByEmail: users.email,
      reviewedByEmail: reviewers.email,
      linked: sql<string | null>`(select string_agg(fl.framework, '; ' order by fl.framework) from figure_links fl where fl.entry_id = ${esgDataEntries.id})`,
    })
    .from(esgDataEntries)
    .leftJoin(users, eq(users.id, esgDataEntries.createdBy))
    .leftJoin(reviewers, eq(reviewers.id, esgDataEntries.reviewedBy))
    .where(eq(esgDataEntries.companyId, companyId))
    .orderBy(asc(esgDataEntries.framework), asc(esgDataEntries.metricKey), asc(esgDataEntries.periodStart), asc(esgDataEntries.createdAt));
  return rows.map((r) => ({ ...r.entry, createdByEmail: r.createdByEmail, reviewedByEmail: r.reviewedByEmail, linked: r.linked }));
}

function entryCells(e: EntryRow, fyStartMonth: number): (string | number | null)[] {
  const fy = fiscalYearOfPeriod(readPeriod(e.period, { fyStartMonth }), fyStartMonth);
  return [
    e.id,
    e.framework,
    e.linked ? `${e.framework}; ${e.linked}` : e.framework,
    e.category,
    e.metric,
    e.value,
    e.numericValue,
    e.unit,
    e.period,
    e.periodKind,
    e.periodStart,
    e.periodEnd,
    fy?.label ?? "",
    e.notes,
    e.source,
    e.calculatorRunId,
    e.extractionId,
    e.importBatchId,
    e.createdByEmail ?? "",
    formatDateTime(e.createdAt),
    formatDateTime(e.updatedAt),
    e.reviewState,
    e.reviewedByEmail ?? "",
    e.reviewedAt ? formatDateTime(e.reviewedAt) : "",
    e.reviewComment ?? "",
  ];
}

/** `export.csv`: the company's entries, one row each, every field. */
export async function exportEntriesCsv({ company, db }: { company: Company; db?: DbOrTx }): Promise<string> {
  const d = db ?? (await getDb());
  const rows = await entryRows(d, company.id);
  return toCsv([[...ENTRY_HEADERS], ...rows.map((e) => entryCells(e, company.fyStartMonth))]);
}

function addSheet(wb: ExcelJS.Workbook, name: string, headers: readonly string[], widths: number[]): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.addRow([...headers]);
  styleHeader(ws.getRow(1));
  ws.columns.forEach((col, i) => (col.width = widths[i] ?? 16));
  return ws;
}

/**
 * `export.xlsx`: Entries (every field, the parsed number, the financial year, provenance), KPI
 * targets with progress, the checklist and the company's audit trail, one sheet each.
 */
export async function exportWorkbook({ company, db, now = new Date() }: { company: Company; db?: DbOrTx; now?: Date }): Promise<Buffer> {
  const d = db ?? (await getDb());
  const [entries, progress, checklist, audit] = await Promise.all([
    entryRows(d, company.id),
    // Progress on approved figures, as every screen states it (decisions D33); the Entries sheet lists every figure with its review state.
    getKpiProgress({ companyId: company.id, db: d, now }),
    getChecklistProgress({ company, db: d }),
    d
      .select({ log: auditLog, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.companyId, company.id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);

  const wb = new ExcelJS.Workbook();
  wb.creator = "ESG reporting platform";
  wb.created = now;

  const es = addSheet(wb, "Entries", ENTRY_HEADERS, [38, 10, 18, 14, 40, 22, 16, 12, 16, 12, 12, 12, 14, 30, 12, 38, 38, 38, 26, 22, 22, 12, 26, 22, 30]);
  for (const e of entries) es.addRow(entryCells(e, company.fyStartMonth));
  es.getColumn(ENTRY_HEADERS.indexOf("Number (parsed)") + 1).numFmt = INDIAN_NUMBER_FORMAT;
  es.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: ENTRY_HEADERS.length } };

  const ks = addSheet(
    wb,
    "KPI targets",
    [
      "Framework",
      "Category",
      "Metric",
      "Target",
      "Unit",
      "Target period",
      "Baseline",
      "Baseline period",
      "Direction",
      "Actual",
      "Actual period",
      "Actual's review state",
      "Progress %",
      "Expected %",
      "Status",
      "Note",
    ],
    [10, 14, 40, 14, 10, 16, 14, 16, 12, 14, 16, 14, 12, 12, 12, 40],
  );
  for (const p of progress) {
    const t = p.target;
    ks.addRow([
      t.framework,
      t.category,
      t.metric,
      t.target_value,
      t.unit,
      t.target_period,
      t.baseline_value,
      t.baseline_period,
      p.direction ?? t.direction ?? "",
      p.actual_value,
      p.actual_period,
      p.current_status ?? "",
      p.progress_percentage,
      p.expected_percentage,
      p.status,
      p.note ?? "",
    ]);
  }
  for (const c of [4, 7, 10]) ks.getColumn(c).numFmt = INDIAN_NUMBER_FORMAT;

  const cs = addSheet(wb, "Checklist", ["Item", "Completed"], [80, 12]);
  const done = new Set(checklist.items_completed);
  for (const item of checklistItems(company.industry)) cs.addRow([item, done.has(item) ? "Yes" : "No"]);
  cs.addRow([]);
  cs.addRow([`Completion: ${checklist.completion_percentage}%`]);

  const as = addSheet(wb, "Audit trail", ["When (IST)", "Who", "Entity", "Entity ID", "Action", "Before", "After"], [22, 28, 18, 38, 10, 60, 60]);
  const jsonText = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));
  for (const { log, email } of audit) {
    as.addRow([formatDateTime(log.createdAt), email ?? "", log.entity, log.entityId, log.action, jsonText(log.oldValue), jsonText(log.newValue)]);
  }

  return Buffer.from(await wb.xlsx.writeBuffer());
}
