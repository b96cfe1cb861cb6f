import "server-only";
/**
 * # The entry list, a page at a time (decisions D30, decisions D22)
 *
 * Newest first (`created_at desc, id desc`), paged by keyset: the cursor names the last row of the
 * page before (its `created_at` to the microsecond and its id), so a page costs the same at the
 * start and at the end of 500,000 entries (index `esg_data_company_list_idx`). The screen's search
 * and filters are SQL conditions; the total counts the entries that match them (from the entry
 * summaries when the filters allow, else by counting). Each row's duplicates among all the
 * company's entries come with it, from index probes inside the page's own query.
 */
import { and, eq, gte, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { entrySummaries, esgDataEntries } from "@/db/schema";
import { unprocessable } from "@/lib/errors";
import { metricKey } from "@/lib/frameworks/metric-key";
import { parseFiscalYearParam } from "@/lib/periods/fiscal-year";
import type { ReviewState } from "@/lib/esg-data/review-states";
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

/**
 * A framework's figures: its own entries and the figures held under another framework that are
 * linked to it (figure_links, decisions D23: one figure for every framework); with `metric`, by the
 * entry's or the link's name.
 */
function frameworkCondition(framework: string | undefined, metric: string | undefined): SQL[] {
  const key = metric ? metricKey(metric) : null;
  if (!framework)
    return key ? [sql`(${e.metricKey} = ${key} or exists (select from figure_links fl where fl.entry_id = ${e.id} and fl.metric_key = ${key}))`] : [];
  const own = key ? and(eq(e.framework, framework), eq(e.metricKey, key))! : eq(e.framework, framework);
  const linked = sql`exists (select from figure_links fl where fl.entry_id = ${e.id} and fl.framework = ${framework}${key ? sql` and fl.metric_key = ${key}` : sql``})`;
  return [sql`(${own} or ${linked})`];
}

/** The conditions of the filters (not the cursor): what X-Total-Count counts. */
function filterConditions(companyId: string, query: EntryListQuery, fyStartMonth: number): SQL[] {
  const where: SQL[] = [eq(e.companyId, companyId)];
  where.push(...frameworkCondition(query.framework || undefined, query.metric || undefined));
  if (query.category) where.push(eq(e.category, query.category));
  if (query.state) where.push(eq(e.reviewState, query.state));
  if (query.source) where.push(eq(e.source, query.source));
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
function summaryTotal(companyId: string, query: EntryListQuery): SQL | null {
  if (query.q || query.year || query.source || query.id) return null;
  // A framework's or metric's figures held under another framework (figure_links) are not in its summary rows: counted.
  if (query.metric || (query.framework && query.category)) return null;
  const s = entrySummaries;
  const counted = query.state ? s[query.state] : s.entries;
  const where = [eq(s.companyId, companyId)];
  if (query.framework) where.push(eq(s.framework, query.framework));
  if (query.category) where.push(eq(s.category, query.category));
  const summed = sql`select coalesce(sum(${counted}), 0)::int from ${s} where ${and(...where)}`;
  if (!query.framework) return summed;
  const linked = sql`select count(*)::int from figure_links fl join ${e} x on x.id = fl.entry_id
    where fl.company_id = ${companyId} and fl.framework = ${query.framework}${query.state ? sql` and x.review_state = ${query.state}` : sql``}`;
  return sql`select ((${summed}) + (${linked}))::int`;
}

// The page's row, named in full: the duplicates' probes name the table's other rows `o`.
const outer = Object.fromEntries(
  (["companyId", "framework", "metricKey", "periodStart", "periodEnd", "id", "unitId"] as const).map((k) => [k, sql.raw(`"esg_data_entries"."${e[k].name}"`)]),
) as Record<"companyId" | "framework" | "metricKey" | "periodStart" | "periodEnd" | "id" | "unitId", SQL>;
/**
 * A page row's duplicates (lib/esg-data/duplicates.ts), found in the page's own query: for a row
 * whose period is read, the ids of the company's other entries of the metric with the same dates
 * (a probe of the company's figures per row; only for the few rows it finds any, a second that
 * gathers them in order, so the ordered aggregate is not set up 500 times for nothing); for a row
 * whose period is not read, the other such entries of the metric with their texts, compared here
 * as figureKey() compares them, with the row's own stored dates.
 */
const samePlace = sql`o.company_id = ${outer.companyId} and o.framework = ${outer.framework} and o.metric_key = ${outer.metricKey}
  and o.period_start = ${outer.periodStart} and o.period_end = ${outer.periodEnd} and o.id <> ${outer.id}`;
// One figure per metric and period holds per unit (lib/units): the company's own and each unit's are separate places.
const sameFigure = sql`${samePlace} and o.unit_id is not distinct from ${outer.unitId}`;
/**
 * Where a unit's figure and a company-level figure of the same metric and period both exist: on a
 * unit's row, the company's figure (which stands; the units' sum is shown beside it, never added);
 * on the company's row, how many units' figures sit beside it. The entry list flags both, so no one
 * counts the figure twice.
 */
const companyBeside = sql`case when ${outer.unitId} is not null then
  (select o.id::text from ${e} o where ${samePlace} and o.unit_id is null order by o.created_at desc, o.id desc limit 1) end`;
const unitsBeside = sql`case when ${outer.unitId} is null and ${outer.periodEnd} is not null then
  (select nullif(count(*), 0)::int from ${e} o where ${samePlace} and o.unit_id is not null) end`;
const sameDates = sql`case when exists (select from ${e} o where ${sameFigure}) then
  (select string_agg(o.id::text, ',' order by o.created_at desc, o.id desc) from ${e} o where ${sameFigure}) end`;
const sameUnread = sql`case when ${outer.periodStart} is null or ${outer.periodEnd} is null then
  json_build_object('start', ${outer.periodStart}, 'end', ${outer.periodEnd}, 'others',
    (select json_agg(json_build_object('id', o.id, 'period', o.period) order by o.created_at desc, o.id desc) from ${e} o
      where o.company_id = ${outer.companyId} and o.framework = ${outer.framework} and o.metric_key = ${outer.metricKey}
        and o.period_start is null and o.id <> ${outer.id} and o.unit_id is not distinct from ${outer.unitId}))::text end`;

/** The other frameworks the row's figure answers (figure_links), in order; null when none. */
const linkedFrameworks = sql`(select string_agg(fl.framework, ',' order by fl.framework) from figure_links fl where fl.entry_id = ${outer.id})`;

/**
 * A time as Date.toISOString() writes it (PostgreSQL keeps microseconds; a Date, like 'MS', drops
 * what is below the millisecond): no Date made and formatted per row and column.
 */
const iso = (c: AnyColumn) => sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page's columns, in PageRow's order: the DTO's (SPEC's fields), not the whole row; `at`,
 * `created_at` to the microsecond, which the DTO's `created_at` (its first 23 characters) and the
 * next page's cursor are both read from; then the row's duplicates.
 */
const pageColumns = sql`${outer.id}, ${e.companyId}, ${e.framework}, ${e.category}, ${e.metric}, ${e.value}, ${e.numericValue}, ${e.unit}, ${e.period},
  ${e.notes}, ${e.source}, ${e.calculatorRunId}, to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ${iso(e.updatedAt)},
  ${e.reviewState}, ${e.updatedBy}, ${e.reviewedBy}, ${iso(e.reviewedAt)}, ${e.reviewComment}, ${sameDates}, ${sameUnread}, ${e.importBatchId}, ${companyBeside}, ${unitsBeside}, ${e.notesPrint}, ${e.unitId}, ${linkedFrameworks}`;

type Nullable = string | null;
type PageRow = [
  id: string,
  companyId: string,
  framework: string,
  category: string,
  metric: string,
  value: string,
  numericValue: number | null,
  unit: string,
  period: string,
  notes: string,
  source: string,
  calculatorRunId: Nullable,
  at: string,
  updatedAt: string,
  reviewState: ReviewState,
  updatedBy: Nullable,
  reviewedBy: Nullable,
  reviewedAt: Nullable,
  reviewComment: Nullable,
  sameDates: Nullable,
  sameUnread: Nullable,
  importBatchId: Nullable,
  companyBeside: Nullable,
  unitsBeside: number | null,
  notesPrint: boolean,
  unitId: Nullable,
  linkedFrameworks: Nullable,
];
const ROW_AT = 12;

function duplicatesOfRow(dto: EsgEntryDto, sameDates: Nullable, sameUnread: Nullable): string[] {
  if (sameDates) return sameDates.split(",");
  if (!sameUnread) return [];
  const { start, end, others } = JSON.parse(sameUnread) as { start: Nullable; end: Nullable; others: { id: string; period: string }[] | null };
  if (!others) return [];
  const key = figureKey({ ...dto, periodStart: start, periodEnd: end });
  return others.filter((o) => figureKey({ ...dto, period: o.period, periodStart: null, periodEnd: null }) === key).map((o) => o.id);
}

/** The DTO (toEntryDto's fields, in its order, lib/esg-data/service.ts), and the row's duplicates last. */
function toDto(row: PageRow): EsgEntryDto {
  const dto: EsgEntryDto = {
    id: row[0],
    company_id: row[1],
    framework: row[2],
    category: row[3],
    metric: row[4],
    value: row[5],
    numeric_value: row[6],
    unit: row[7],
    period: row[8],
    notes: row[9],
    notes_print: row[24] === true,
    source: row[10],
    unit_id: row[25],
    calculator_run_id: row[11],
    import_batch_id: row[21],
    created_at: `${row[ROW_AT].slice(0, 23)}Z`,
    updated_at: row[13],
    review_state: row[14],
    updated_by: row[15],
    reviewed_by: row[16],
    reviewed_at: row[17],
    review_comment: row[18],
  };
  if (row[22]) dto.company_figure_id = row[22];
  if (row[23]) dto.unit_figures = Number(row[23]);
  if (row[26]) dto.frameworks = [row[2], ...row[26].split(",")];
  if (row[19] || row[20]) {
    const same = duplicatesOfRow(dto, row[19], row[20]);
    if (same.length) dto.duplicates = same;
  }
  return dto;
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
}: {
  db: DbOrTx;
  companyId: string;
  fyStartMonth?: number;
  query: EntryListQuery;
}): Promise<EntryPage> {
  const limit = query.limit ?? ENTRY_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filters = filterConditions(companyId, query, fyStartMonth);
  const keyset = after ? sql`(${e.createdAt}, ${e.id}) < (${`${after.at}Z`}::timestamptz, ${after.id}::uuid)` : undefined;
  const where = and(...filters, keyset);
  const order = sql`order by ${e.createdAt} desc, ${e.id} desc limit ${limit + 1}`;
  // The total runs on another connection meanwhile: in the page's statement it would add its time
  // to the page's. Counting the matches is left unprepared, to plans made for the filters' values.
  const summed = summaryTotal(companyId, query);
  const [found, [[total]]] = await Promise.all([
    // Prepared, with the limit still a parameter: a plan made without its value looks costly, so
    // PostgreSQL keeps planning each run with the values (docs/perf/plans.md).
    rowsOf<PageRow>(db, sql`select ${pageColumns} from ${e} where ${where} ${order}`, { prepared: true, arrays: true }),
    summed
      ? rowsOf<[number]>(db, summed, { prepared: true, arrays: true })
      : rowsOf<[number]>(db, sql`select count(*)::int from ${e} where ${and(...filters)}`, { arrays: true }),
  ]);
  const n = Math.min(found.length, limit);
  const entries = new Array<EsgEntryDto>(n);
  for (let i = 0; i < n; i++) entries[i] = toDto(found[i]);
  const last = found[n - 1];
  return { entries, total: Number(total), next: found.length > limit && last ? encodeCursor({ at: last[ROW_AT], id: last[0] }) : null, limit };
}
