import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { periodColumns, type PeriodColumns } from "./index";

/*
 * The period columns of esg_data_entries are derived from the text and the company's start
 * month, so they are written here without touching updated_at: re-reading a period is not an
 * edit, and must not make a user's next save look stale.
 */

const BATCH = 500;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

type Row = { id: string; period: string; fy_start_month: number; period_kind: string; period_start: string | null; period_end: string | null };
type Change = { id: string; period: string; columns: PeriodColumns };

const validMonth = (m: unknown) => Number.isInteger(Number(m)) && Number(m) >= 1 && Number(m) <= 12;

/**
 * Writes the columns in one statement per batch. The row must still hold the text that was read
 * (an edit in between has written its own columns); `onlyUnparsed` also leaves alone a row that
 * something else has read meanwhile.
 */
async function write(db: DbOrTx, changes: Change[], onlyUnparsed: boolean): Promise<number> {
  if (!changes.length) return 0;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.period}, ${c.columns.periodKind}, ${c.columns.periodStart}::date, ${c.columns.periodEnd}::date)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update esg_data_entries e
          set period_kind = v.kind, period_start = v.period_start, period_end = v.period_end
          from (values ${values}) as v(id, period, kind, period_start, period_end)
          where e.id = v.id and e.period = v.period ${onlyUnparsed ? sql`and e.period_kind = 'unparsed'` : sql``}
          returning e.id`,
  );
  return rows.length;
}

/**
 * Reads the periods of entries still marked unparsed — rows written before the columns existed,
 * by a path that does not fill them (the demo seed), or whose text a newer reader now
 * understands. Idempotent; with nothing to do it is one query that returns no rows (text without
 * a digit is never a readable period, so 'latest' or 'N/A' is not fetched again at every start).
 * Returns the number of entries updated.
 */
export async function backfillPeriods(db: DbOrTx): Promise<number> {
  let after = FIRST_ID;
  let updated = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`select e.id::text as id, e.period, c.fy_start_month
            from esg_data_entries e join companies c on c.id = e.company_id
            where e.period_kind = 'unparsed' and e.period ~ '[0-9]' and e.id > ${after}::uuid
            order by e.id
            limit ${BATCH}`,
    );
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const changes: Change[] = [];
    for (const r of rows) {
      // A bad start month is the company's problem to fix, not a reason to stop the server.
      if (!validMonth(r.fy_start_month)) continue;
      const columns = periodColumns(r.period, Number(r.fy_start_month));
      if (columns.periodKind !== "unparsed") changes.push({ id: r.id, period: r.period, columns });
    }
    updated += await write(db, changes, true);
    if (rows.length < BATCH) break;
  }
  return updated;
}

/**
 * Reads every period of a company again with its current start month; call it in the
 * transaction that changes the month. Returns the number of entries whose columns changed.
 */
export async function recomputeCompanyPeriods(db: DbOrTx, companyId: string): Promise<number> {
  const [company] = await queryRows<{ fy_start_month: number }>(db, sql`select fy_start_month from companies where id = ${companyId}::uuid`);
  if (!company) return 0;
  const fyStartMonth = Number(company.fy_start_month);
  let after = FIRST_ID;
  let updated = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`select id::text as id, period, period_kind, period_start::text as period_start, period_end::text as period_end
            from esg_data_entries
            where company_id = ${companyId}::uuid and id > ${after}::uuid
            order by id
            limit ${BATCH}`,
    );
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const changes: Change[] = [];
    for (const r of rows) {
      const columns = periodColumns(r.period, fyStartMonth);
      const same = columns.periodKind === r.period_kind && columns.periodStart === r.period_start && columns.periodEnd === r.period_end;
      if (!same) changes.push({ id: r.id, period: r.period, columns });
    }
    updated += await write(db, changes, false);
    if (rows.length < BATCH) break;
  }
  return updated;
}
