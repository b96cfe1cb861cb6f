import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { metricKey } from "@/lib/frameworks/metric-key";

/*
 * esg_data_entries.metric_key is metricKey(metric), written by the application with every insert
 * and update. Migration 0005 computed it in SQL for the rows already there, which is exact only
 * for names in ASCII (SQL's lower() follows the database's collation, JavaScript's toLowerCase()
 * the Unicode tables; JavaScript's \s also takes no-break and other Unicode spaces). The rest are
 * keyed here by metricKey() itself, without touching updated_at: a key is not an edit.
 */

const BATCH = 500;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Keys again the entries whose metric name has a character outside ASCII (its UTF-8 bytes
 * outnumber its characters) and whose stored key is not metricKey(name). Idempotent; run at start
 * (db/prepare.ts). Returns the number of entries updated.
 */
export async function rekeyMetricNames(db: DbOrTx): Promise<number> {
  let after = FIRST_ID;
  let updated = 0;
  for (;;) {
    const rows = await queryRows<{ id: string; metric: string; metric_key: string }>(
      db,
      sql`select id::text as id, metric, metric_key from esg_data_entries
            where octet_length(metric) <> char_length(metric) and id > ${after}::uuid
            order by id
            limit ${BATCH}`,
    );
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const changes = rows.filter((r) => metricKey(r.metric) !== r.metric_key);
    if (changes.length) {
      const values = sql.join(
        changes.map((c) => sql`(${c.id}::uuid, ${c.metric}, ${metricKey(c.metric)})`),
        sql`, `,
      );
      // The row must still hold the name that was keyed (an edit in between wrote its own key).
      const done = await queryRows<{ id: string }>(
        db,
        sql`update esg_data_entries e set metric_key = v.metric_key
              from (values ${values}) as v(id, metric, metric_key)
              where e.id = v.id and e.metric = v.metric
              returning e.id`,
      );
      updated += done.length;
    }
    if (rows.length < BATCH) break;
  }
  return updated;
}
