import "server-only";
import { and, desc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import type { SourceEntry } from "@/lib/brsr/collect";

const SOURCE_COLUMNS = {
  id: esgDataEntries.id,
  framework: esgDataEntries.framework,
  metric: esgDataEntries.metric,
  value: esgDataEntries.value,
  numericValue: esgDataEntries.numericValue,
  unit: esgDataEntries.unit,
  period: esgDataEntries.period,
  notes: esgDataEntries.notes,
  source: esgDataEntries.source,
  createdAt: esgDataEntries.createdAt,
};

/** A company's entries with the fields the questionnaire and the figure checks read (lib/brsr/collect). */
export async function companySourceEntries(db: DbOrTx, companyId: string): Promise<SourceEntry[]> {
  return db.select(SOURCE_COLUMNS).from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
}

/** Texts as one PostgreSQL text[] parameter: hundreds of metric keys stay one bind value. */
const textArray = (xs: readonly string[]) => sql`${`{${xs.map((x) => `"${x.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;

/**
 * The entries of some metrics (by `metric_key`) that the financial years from `from` to `to` may
 * read, with their review state, and one BRSR entry of each such metric whatever its period.
 *
 * The period columns are the text read with the company's start month, or 'unparsed' with no
 * dates where nothing has read it yet (lib/periods/backfill): so an entry whose period touches the
 * days is one whose dates overlap them — a read period spans at most twelve months, which bounds
 * its end for the index — and an entry without dates is returned too, for the caller's reader to
 * decide. The BRSR entry matters because a cell prefers BRSR entries over other frameworks' when
 * its metric has any, in any year (lib/brsr/collect): one of them, outside the years, changes
 * nothing else the questionnaire reads.
 */
export async function sourceEntriesForYears(
  db: DbOrTx,
  { companyId, metricKeys, from, to }: { companyId: string; metricKeys: readonly string[]; from: string; to: string },
): Promise<SourceEntry[]> {
  if (!metricKeys.length) return [];
  const keys = textArray(metricKeys);
  const columns = { ...SOURCE_COLUMNS, reviewState: esgDataEntries.reviewState };
  const inYears = db
    .select(columns)
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        sql`${esgDataEntries.metricKey} = any(${keys})`,
        or(
          and(
            gte(esgDataEntries.periodEnd, from),
            lt(esgDataEntries.periodEnd, sql`(${to}::date + interval '1 year')::date`),
            lte(esgDataEntries.periodStart, to),
          ),
          isNull(esgDataEntries.periodEnd),
        ),
      ),
    )
    .orderBy(esgDataEntries.createdAt, esgDataEntries.id);
  const brsr = db
    .select(columns)
    .from(esgDataEntries)
    .where(and(eq(esgDataEntries.companyId, companyId), eq(esgDataEntries.framework, "BRSR"), sql`${esgDataEntries.metricKey} = k.key`))
    .limit(1)
    .as("brsr");
  const oneBrsrEach = db
    .select({
      id: brsr.id,
      framework: brsr.framework,
      metric: brsr.metric,
      value: brsr.value,
      numericValue: brsr.numericValue,
      unit: brsr.unit,
      period: brsr.period,
      notes: brsr.notes,
      source: brsr.source,
      createdAt: brsr.createdAt,
      reviewState: brsr.reviewState,
    })
    .from(sql`unnest(${keys}) as k(key)`)
    .crossJoinLateral(brsr);
  const [entries, brsrEntries] = await Promise.all([inYears, oneBrsrEach]);
  const seen = new Set(entries.map((e) => e.id));
  return [...entries, ...brsrEntries.filter((e) => !seen.has(e.id))];
}

/**
 * The periods that decide the latest financial year a company's entries cover wholly: the one
 * entry of kind 'fy' that ends last, and every distinct period not read yet (see above) — a few
 * texts, however many entries.
 */
export async function latestYearPeriods(db: DbOrTx, companyId: string): Promise<string[]> {
  const [latest, unread] = await Promise.all([
    db
      .select({ period: esgDataEntries.period })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), eq(esgDataEntries.periodKind, "fy")))
      .orderBy(desc(esgDataEntries.periodEnd))
      .limit(1),
    db
      .selectDistinct({ period: esgDataEntries.period })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), eq(esgDataEntries.periodKind, "unparsed"))),
  ]);
  return [...latest, ...unread].map((r) => r.period);
}
