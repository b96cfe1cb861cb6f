import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { textArray } from "@/db/text-array";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";

/** One group of a company's entries: framework, category and metric (its key), with counts by review state and the newest entry's time. */
export type EntryGroup = {
  framework: string;
  category: string;
  metric_key: string;
  entries: number;
  draft: number;
  submitted: number;
  approved: number;
  rejected: number;
  latest: string | Date | null;
};

/**
 * An entry (of esg_data_entries as `e`) that is not a value-chain partner's: the partners' figures are
 * theirs, never the company's, and the summaries and rollups leave them out (migration 0026), as the
 * units' roll-up does (lib/units/rollup-source.ts).
 */
const NOT_A_PARTNERS = sql.raw(`NOT EXISTS (SELECT 1 FROM reporting_units u WHERE u.id = e.unit_id AND u.type = '${PARTNER_UNIT_TYPE}')`);

const GROUP_COLUMNS = sql`framework, category, metric_key, entries, draft, submitted, approved, rejected, latest`;

/**
 * The company's groups as the writes keep them (entry_summaries, migration 0009): a lookup of a
 * few hundred rows by primary key prefix, whatever the number of entries.
 */
export function summaryGroupsQuery(companyId: string) {
  return sql`SELECT ${GROUP_COLUMNS} FROM entry_summaries WHERE company_id = ${companyId}`;
}

/** One rollup: a company's entries of a framework and category, by review state, and the newest one's time. */
export type EntryRollup = Omit<EntryGroup, "metric_key">;

/**
 * The company's rollups (entry_rollups, migration 0013): a few rows whatever the number of entries
 * or of site metrics. The dashboard's totals, review counts and latest times are theirs.
 */
export function rollupsQuery(companyId: string) {
  return sql`SELECT framework, category, entries, draft, submitted, approved, rejected, latest FROM entry_rollups WHERE company_id = ${companyId}`;
}

/**
 * Which of `keys` (the catalogue metrics completion asks about) the company has entries of, and
 * under which framework: a probe per key (index entry_summaries_company_metric_idx), not a pass
 * over the thousands of summaries of a company of 100 sites. The lateral DISTINCT keeps it a probe
 * per key: as a plain join the planner hashes every summary of the company (3 ms at 8,800).
 */
export function reportedKeysQuery(companyId: string, keys: readonly string[], year?: { start: string; end: string } | null) {
  if (year) return reportedKeysOfYearQuery(companyId, keys, year);
  return sql`SELECT s.framework, k.key AS metric_key FROM unnest(${textArray(distinct(keys))}) AS k(key)
    CROSS JOIN LATERAL (SELECT DISTINCT framework FROM entry_summaries WHERE company_id = ${companyId} AND metric_key = k.key) s`;
}

/**
 * The same, of one financial year: for each framework a key has entries under (the summaries),
 * one entry of it whose period lies wholly within the year, with its dates — all that
 * completeness (lib/frameworks/completeness.ts) asks of the year (`countsForYear`). A probe per
 * key and framework held, stopping at the first such entry (index esg_data_company_figure_idx, in
 * the order of its period): a site company's 200 unit figures of a metric in the year are not
 * each read, as a DISTINCT over them did (0.5 s at 100,000 unit figures, 6 ms this way). The
 * company's summaries are read in one pass here (a few thousand at most) rather than probed per
 * key: only the keys held are probed, and planning the thousand-key probe cost 6 ms alone.
 */
function reportedKeysOfYearQuery(companyId: string, keys: readonly string[], year: { start: string; end: string }) {
  return sql`SELECT f.framework, f.metric_key, y.period_start::text AS period_start, y.period_end::text AS period_end
    FROM (SELECT DISTINCT framework, metric_key FROM entry_summaries WHERE company_id = ${companyId} AND metric_key = any(${textArray(distinct(keys))})) f
    CROSS JOIN LATERAL (SELECT period_start, period_end FROM esg_data_entries e
      WHERE company_id = ${companyId} AND framework = f.framework AND metric_key = f.metric_key
        AND period_start BETWEEN ${year.start}::date AND ${year.end}::date AND period_end BETWEEN ${year.start}::date AND ${year.end}::date
        AND ${NOT_A_PARTNERS}
      ORDER BY period_start, period_end LIMIT 1) y`;
}

/** The keys without repeats, the same list each time for the same keys (textArray writes it once). */
function distinct(keys: readonly string[]): readonly string[] {
  let unique = DISTINCT.get(keys);
  if (!unique) DISTINCT.set(keys, (unique = [...new Set(keys)]));
  return unique;
}
const DISTINCT = new WeakMap<readonly string[], readonly string[]>();

/** The rollups computed from the summaries: what entry_rollups must always equal (the test, the rebuild). */
export function recomputedRollupsQuery(companyId?: string) {
  return sql`
    SELECT company_id, framework, category, sum(entries)::int AS entries, sum(draft)::int AS draft, sum(submitted)::int AS submitted,
           sum(approved)::int AS approved, sum(rejected)::int AS rejected, max(latest) AS latest
    FROM entry_summaries
    ${companyId ? sql`WHERE company_id = ${companyId}` : sql``}
    GROUP BY 1, 2, 3`;
}

/** The same groups computed from every entry: what the summaries must always equal (the test, the rebuild, the bench's baseline). */
export function recomputedGroupsQuery(companyId?: string) {
  return sql`
    SELECT company_id, framework, category, metric_key,
           count(*)::int AS entries,
           count(*) FILTER (WHERE review_state = 'draft')::int AS draft,
           count(*) FILTER (WHERE review_state = 'submitted')::int AS submitted,
           count(*) FILTER (WHERE review_state = 'approved')::int AS approved,
           count(*) FILTER (WHERE review_state = 'rejected')::int AS rejected,
           max(created_at) AS latest
    FROM esg_data_entries e
    WHERE ${NOT_A_PARTNERS} ${companyId ? sql`AND company_id = ${companyId}` : sql``}
    GROUP BY 1, 2, 3, 4`;
}

export async function summaryGroups(db: DbOrTx, companyId: string): Promise<EntryGroup[]> {
  return queryRows<EntryGroup>(db, summaryGroupsQuery(companyId));
}

/**
 * Recomputes the summaries from the entries, and their rollups (all companies, or one), in one transaction that
 * holds the entries still: for a restore from backup, or should they ever be found wrong.
 * Answers how many groups were written.
 */
export async function rebuildEntrySummaries(db: DbOrTx, companyId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE esg_data_entries IN SHARE MODE`);
    await tx.execute(companyId ? sql`DELETE FROM entry_summaries WHERE company_id = ${companyId}` : sql`DELETE FROM entry_summaries`);
    await tx.execute(companyId ? sql`DELETE FROM entry_rollups WHERE company_id = ${companyId}` : sql`DELETE FROM entry_rollups`);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`WITH inserted AS (
            INSERT INTO entry_summaries (company_id, framework, category, metric_key, entries, draft, submitted, approved, rejected, latest)
            ${recomputedGroupsQuery(companyId)}
            RETURNING 1)
          SELECT count(*)::int AS n FROM inserted`,
    );
    await tx.execute(
      sql`INSERT INTO entry_rollups (company_id, framework, category, entries, draft, submitted, approved, rejected, latest) ${recomputedRollupsQuery(companyId)}`,
    );
    // Answers kept from the old summaries (lib/companies/data-version-cache.ts) are not used again.
    await tx.execute(companyId ? sql`SELECT company_data_bump(ARRAY[${companyId}]::uuid[])` : sql`SELECT company_data_bump(ARRAY(SELECT id FROM companies))`);
    return Number(rows[0]?.n ?? 0);
  });
}
