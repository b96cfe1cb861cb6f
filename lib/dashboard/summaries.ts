import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";

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

const GROUP_COLUMNS = sql`framework, category, metric_key, entries, draft, submitted, approved, rejected, latest`;

/**
 * The company's groups as the writes keep them (entry_summaries, migration 0009): a lookup of a
 * few hundred rows by primary key prefix, whatever the number of entries.
 */
export function summaryGroupsQuery(companyId: string) {
  return sql`SELECT ${GROUP_COLUMNS} FROM entry_summaries WHERE company_id = ${companyId}`;
}

/** A PostgreSQL text[] literal: one parameter for a list of any length (drizzle would bind each element). */
function textArray(values: readonly string[]) {
  return sql`${`{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;
}

/**
 * The groups the dashboard reads, summed in SQL: per framework and category, with a row of its own
 * for each metric among `keys` (the catalogue metrics completion asks about; metric_key is null on
 * the rest). A company of 100 sites has thousands of site metrics in its summaries; the dashboard
 * needs their counts, not a row each sent and added up in JavaScript.
 */
export function dashboardGroupsQuery(companyId: string, keys: readonly string[]) {
  // A join, not `metric_key = ANY($keys)`: under a generic plan that compares each summary row with
  // every key in turn (80–130 ms for 8,800 rows and 500 keys, against 7 ms hashed).
  return sql`
    SELECT s.framework, s.category, k.key AS metric_key,
           sum(s.entries)::int AS entries, sum(s.draft)::int AS draft, sum(s.submitted)::int AS submitted,
           sum(s.approved)::int AS approved, sum(s.rejected)::int AS rejected, max(s.latest) AS latest
    FROM entry_summaries s LEFT JOIN unnest(${textArray([...new Set(keys)])}) AS k(key) ON k.key = s.metric_key
    WHERE s.company_id = ${companyId}
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
    FROM esg_data_entries
    ${companyId ? sql`WHERE company_id = ${companyId}` : sql``}
    GROUP BY 1, 2, 3, 4`;
}

export async function summaryGroups(db: DbOrTx, companyId: string): Promise<EntryGroup[]> {
  return queryRows<EntryGroup>(db, summaryGroupsQuery(companyId));
}

/**
 * Recomputes the summaries from the entries (all companies, or one), in one transaction that
 * holds the entries still: for a restore from backup, or should they ever be found wrong.
 * Answers how many groups were written.
 */
export async function rebuildEntrySummaries(db: DbOrTx, companyId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE esg_data_entries IN SHARE MODE`);
    await tx.execute(companyId ? sql`DELETE FROM entry_summaries WHERE company_id = ${companyId}` : sql`DELETE FROM entry_summaries`);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`WITH inserted AS (
            INSERT INTO entry_summaries (company_id, framework, category, metric_key, entries, draft, submitted, approved, rejected, latest)
            ${recomputedGroupsQuery(companyId)}
            RETURNING 1)
          SELECT count(*)::int AS n FROM inserted`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}
