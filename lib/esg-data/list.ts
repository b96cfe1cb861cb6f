import "server-only";
/**
 * # The entry list, a page at a time (issue 20, DECISIONS 22)
 *
 * Newest first (`created_at desc, id desc`), paged by keyset: the cursor names the last row of the
 * page before (its `created_at` to the microsecond and its id), so a page costs the same at the
 * start and at the end of 500,000 entries (index `esg_data_company_list_idx`). The screen's search
 * and filters are SQL conditions; the total counts the entries that match them (from the entry
 * summaries when the filters allow, else by counting). Each row's duplicates among all the
 * company's entries come with it, from index probes inside the page's own query.
 */
import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { entrySummaries, esgDataEntries } from "@/db/schema";
import { unprocessable } from "@/lib/api/errors";
import { metricKey } from "@/lib/frameworks/metric-key";
import { parseFiscalYearParam } from "@/lib/periods/fiscal-year";
import { figureKey } from "./duplicates";
import { ENTRY_PAGE_DEFAULT, type EntryListQuery, type EsgEntryDto } from "./schemas";

/** Where a page ends: the last row's `created_at` (UTC, microseconds, as PostgreSQL keeps it) and id. */
type Position = { at: string; id: string };

const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BAD_CURSOR = "cursor: Not a cursor of this list; start again without it";

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`, "utf8").toString("base64url");
}

/** The position a cursor names, or 422: only a time that exists and an id are let through to SQL. */
export function decodeCursor(cursor: string): Position {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw unprocessable(BAD_CURSOR);
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const m = AT.exec(at ?? "");
  if (rest.length || !m || !UUID.test(id ?? "")) throw unprocessable(BAD_CURSOR);
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same = t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi;
  if (!same || s > 59 || y < 1) throw unprocessable(BAD_CURSOR);
  return { at, id };
}

const e = esgDataEntries;

/** The conditions of the filters (not the cursor): what X-Total-Count counts. */
function filterConditions(companyId: string, query: EntryListQuery, fyStartMonth: number): SQL[] {
  const where: SQL[] = [eq(e.companyId, companyId)];
  if (query.framework) where.push(eq(e.framework, query.framework));
  if (query.category) where.push(eq(e.category, query.category));
  if (query.state) where.push(eq(e.reviewState, query.state));
  if (query.source) where.push(eq(e.source, query.source));
  if (query.metric) where.push(eq(e.metricKey, metricKey(query.metric)));
  if (query.id) where.push(eq(e.id, query.id));
  if (query.year) {
    const fy = parseFiscalYearParam(query.year, fyStartMonth);
    if (!fy) throw unprocessable("year: Not a financial year (e.g. 'FY 2024-25')");
    // As the screen read it: the period lies wholly inside the year (a period that is not read is in none).
    where.push(gte(e.periodStart, fy.start), lte(e.periodEnd, fy.end));
  }
  // Each word anywhere in the metric, value, unit, period, notes, framework or category.
  const text = sql`lower(concat_ws(' ', ${e.metric}, ${e.value}, ${e.unit}, ${e.period}, ${e.notes}, ${e.framework}, ${e.category}))`;
  for (const word of (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean)) where.push(sql`strpos(${text}, ${word}) > 0`);
  return where;
}

/**
 * The total from the entry summaries (kept by the writes, migration 0009) when the filters are
 * among their columns — no filter, framework, category, metric, review state: a sum over the
 * company's summary rows instead of counting 500,000 entries. Null when another filter applies.
 */
function summaryCount(db: DbOrTx, companyId: string, query: EntryListQuery) {
  if (query.q || query.year || query.source || query.id) return null;
  const s = entrySummaries;
  const counted = query.state ? s[query.state] : s.entries;
  const where = [eq(s.companyId, companyId)];
  if (query.framework) where.push(eq(s.framework, query.framework));
  if (query.category) where.push(eq(s.category, query.category));
  if (query.metric) where.push(eq(s.metricKey, metricKey(query.metric)));
  return db
    .select({ total: sql<number>`coalesce(sum(${counted}), 0)::int` })
    .from(s)
    .where(and(...where));
}

// The page's row, named in full: inside a select from one table Drizzle names columns without it.
const outer = Object.fromEntries(
  (["companyId", "framework", "metricKey", "periodStart", "periodEnd", "id"] as const).map((k) => [k, sql.raw(`"esg_data_entries"."${e[k].name}"`)]),
) as Record<"companyId" | "framework" | "metricKey" | "periodStart" | "periodEnd" | "id", SQL>;
/**
 * A page row's duplicates (lib/esg-data/duplicates.ts), found in the page's own query: for a row
 * whose period is read, the ids of the company's other entries of the metric with the same dates
 * (one probe of esg_data_company_figure_idx per row); for a row whose period is not read, the
 * other such entries of the metric with their texts, compared here as figureKey() compares them.
 */
const sameDates = sql<string | null>`(select string_agg(o.id::text, ',' order by o.created_at desc, o.id desc) from ${e} o
  where o.company_id = ${outer.companyId} and o.framework = ${outer.framework} and o.metric_key = ${outer.metricKey}
    and o.period_start = ${outer.periodStart} and o.period_end = ${outer.periodEnd} and o.id <> ${outer.id})`;
const sameUnread = sql<string | null>`case when ${outer.periodStart} is null or ${outer.periodEnd} is null then
  (select json_agg(json_build_object('id', o.id, 'period', o.period) order by o.created_at desc, o.id desc)::text from ${e} o
    where o.company_id = ${outer.companyId} and o.framework = ${outer.framework} and o.metric_key = ${outer.metricKey}
      and o.period_start is null and o.id <> ${outer.id}) end`;

function duplicatesOfRow(row: typeof e.$inferSelect, dates: string | null, unread: string | null): string[] {
  if (dates) return dates.split(",");
  if (!unread) return [];
  const key = figureKey(row);
  return (JSON.parse(unread) as { id: string; period: string }[])
    .filter((o) => figureKey({ ...row, period: o.period, periodStart: null, periodEnd: null }) === key)
    .map((o) => o.id);
}

export type EntryPage = { entries: EsgEntryDto[]; total: number; next: string | null; limit: number };

/**
 * One page of a company's entries, newest first, with the filters applied: the page, how many
 * entries match, and the cursor of the next page (null on the last).
 */
export async function listEntryPage({
  db,
  companyId,
  fyStartMonth = 4,
  query,
  toDto,
}: {
  db: DbOrTx;
  companyId: string;
  fyStartMonth?: number;
  query: EntryListQuery;
  toDto: (row: typeof e.$inferSelect) => EsgEntryDto;
}): Promise<EntryPage> {
  const limit = query.limit ?? ENTRY_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filters = filterConditions(companyId, query, fyStartMonth);
  const keyset = after ? sql`(${e.createdAt}, ${e.id}) < (${`${after.at}Z`}::timestamptz, ${after.id}::uuid)` : undefined;
  const count =
    summaryCount(db, companyId, query) ??
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .where(and(...filters));
  const page = db
    .select({
      ...getTableColumns(e),
      cursorAt: sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      sameDates,
      sameUnread,
    })
    .from(e)
    .where(and(...filters, keyset))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit + 1);
  // On PostgreSQL the count runs on another connection meanwhile.
  const [found, [{ total }]] = await Promise.all([page, count]);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const entries = rows.map(({ cursorAt, sameDates, sameUnread, ...row }) => {
    void cursorAt;
    const dto = toDto(row);
    const same = duplicatesOfRow(row, sameDates, sameUnread);
    return same.length ? { ...dto, duplicates: same } : dto;
  });
  return { entries, total: Number(total), next: found.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null, limit };
}
