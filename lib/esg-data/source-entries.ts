import "server-only";
import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { rowFromJson } from "@/db/json-rows";
import { textArray } from "@/db/text-array";
import { esgDataEntries } from "@/db/schema";
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";

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

/** A company's entries with the fields the questionnaire and the figure checks read (lib/frameworks/questionnaire/collect). */
export async function companySourceEntries(db: DbOrTx, companyId: string): Promise<SourceEntry[]> {
  return db.select(SOURCE_COLUMNS).from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
}

const YEARS_COLUMNS = { ...SOURCE_COLUMNS, reviewState: esgDataEntries.reviewState };
const VERSIONED = { ...YEARS_COLUMNS, metricKey: esgDataEntries.metricKey, version: sql<string>`xmin::text`.as("version") };

type YearsQuery = { companyId: string; metricKeys: readonly string[]; from: string; to: string };

/**
 * The entries of some metrics (by `metric_key`) that the financial years from `from` to `to` may
 * read, with their review state, and one BRSR entry of each such metric that has none among them,
 * whatever its period.
 *
 * The period columns are the text read with the company's start month, or 'unparsed' with no
 * dates where nothing has read it yet (lib/periods/backfill): so an entry whose period touches the
 * days is one whose dates overlap them — a read period spans at most twelve months, which bounds
 * its end for the index — and an entry without dates is returned too, for the caller's reader to
 * decide. The BRSR entry matters because a cell prefers BRSR entries over other frameworks' when
 * its metric has any, in any year (lib/frameworks/questionnaire/collect): one of them, outside the years, changes
 * nothing else the questionnaire reads (the earliest-ending, id breaking ties: the same entry
 * whichever plan reads it, so the fingerprint below does not change with the plan).
 */
export async function sourceEntriesForYears(db: DbOrTx, query: YearsQuery): Promise<SourceEntry[]> {
  return (await sourceEntriesUnlessUnchanged(db, query)).entries ?? [];
}

/**
 * `sourceEntriesForYears`'s entries and a fingerprint of them, in one statement (decisions D30: a kept
 * questionnaire checks its 1,600 entries at the cost of one short row). No entry is sent when the
 * fingerprint equals `unless`, that of the entries the caller has already.
 *
 * The fingerprint is the SHA-256 of each entry's id and row version (`xmin`, the transaction that
 * wrote that version: every update of any column makes a new version, however it was written —
 * a service, raw SQL, a migration). So it changes when an entry read changes, and when the set of
 * entries read does (one more, one fewer, another period). It costs half what hashing the rows'
 * JSON does (EXPLAIN ANALYZE at 500,000 entries, same run: 10 against 20 ms), and the rows' JSON is
 * only made when it is sent. The entries sent and the fingerprint are of one snapshot. Freezing
 * keeps a row's xmin as it reads (checked: VACUUM FREEZE leaves it); two versions of one entry
 * could share an xmin only after the transaction counter wraps (2³² transactions), far beyond a
 * server process's cache.
 */
export async function sourceEntriesUnlessUnchanged(
  db: DbOrTx,
  { companyId, metricKeys, from, to, unless }: YearsQuery & { unless?: string },
): Promise<{ fingerprint: string; entries: SourceEntry[] | null }> {
  if (!metricKeys.length) return { fingerprint: "none", entries: unless === "none" ? null : [] };
  // One bind value for both reads: hundreds of keys sent and parsed once.
  const keys = sql`(SELECT keys FROM wanted)::text[]`;
  const inYears = db
    .select(VERSIONED)
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        sql`${esgDataEntries.metricKey} = any(${keys})`,
        // The company's own figures; a unit's are its share (lib/units), never a second company figure.
        isNull(esgDataEntries.unitId),
        or(
          and(
            gte(esgDataEntries.periodEnd, from),
            lt(esgDataEntries.periodEnd, sql`(${to}::date + interval '1 year')::date`),
            lte(esgDataEntries.periodStart, to),
          ),
          isNull(esgDataEntries.periodEnd),
        ),
      ),
    );
  const brsr = db
    .select(VERSIONED)
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        eq(esgDataEntries.framework, "BRSR"),
        sql`${esgDataEntries.metricKey} = k.key`,
        isNull(esgDataEntries.unitId),
      ),
    )
    .orderBy(esgDataEntries.periodEnd, esgDataEntries.id)
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
      metricKey: brsr.metricKey,
      version: brsr.version,
    })
    // Not of a metric with a BRSR entry in the years: that one shows the preference already.
    .from(sql`(SELECT unnest(${keys}) EXCEPT SELECT metric_key FROM in_years WHERE framework = 'BRSR') AS k(key)`)
    .crossJoinLateral(brsr);
  const versions = (rows: SQL) => sql`coalesce((SELECT string_agg(r.id::text || ' ' || r.version, ',' ORDER BY r.id) FROM ${rows} r), '')`;
  // The rows only when the fingerprint differs: an uncorrelated subquery is run when its CASE branch is (PostgreSQL's InitPlan).
  const [row] = await queryRows<{ fingerprint: string; in_years: Record<string, unknown>[] | null; brsr: Record<string, unknown>[] | null }>(
    db,
    sql`WITH wanted AS (SELECT ${textArray(metricKeys)} AS keys), in_years AS MATERIALIZED (${inYears}), brsr AS MATERIALIZED (${oneBrsrEach}), hashed AS MATERIALIZED (
          SELECT encode(sha256(convert_to(${versions(sql`in_years`)} || ';' || ${versions(sql`brsr`)}, 'UTF8')), 'hex') AS fingerprint
        )
        SELECT fingerprint,
               CASE WHEN fingerprint = ${unless ?? null}::text THEN NULL
                    ELSE (SELECT coalesce(json_agg(i ORDER BY i.created_at, i.id), '[]') FROM in_years i) END AS in_years,
               CASE WHEN fingerprint = ${unless ?? null}::text THEN NULL
                    ELSE (SELECT coalesce(json_agg(b ORDER BY b.id), '[]') FROM brsr b) END AS brsr
        FROM hashed`,
  );
  if (row.in_years === null || row.brsr === null) return { fingerprint: row.fingerprint, entries: null };
  return { fingerprint: row.fingerprint, entries: [...row.in_years, ...row.brsr].map((r) => rowFromJson<SourceEntry>(YEARS_COLUMNS, r)) };
}
