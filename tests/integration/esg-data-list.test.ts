import { POST } from "@/app/api/esg-data/route";
import { GET } from "@/app/api/esg-data/[id]/route";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries, reportingUnits, type Company } from "@/db/schema";
import { metricKey } from "@/lib/frameworks/metric-key";
import { periodColumns } from "@/lib/periods";
import { encodeCursor } from "@/lib/esg-data/list";
import { duplicatesOf } from "@/lib/esg-data/duplicates";
import { toEntryDto } from "@/lib/esg-data/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

// The entry list a page at a time (decisions D22), its filters in SQL, duplicates still marked.

type Row = { id: string; created_at: string; metric: string; duplicates?: string[] };

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { owner, company };
}

/**
 * `count` entries straight into the table (fast), several sharing one `created_at` to the
 * microsecond so the id has to break ties, and times with microseconds the cursor must keep.
 */
async function seed(company: Company, count: number, over: (i: number) => Partial<typeof esgDataEntries.$inferInsert> = () => ({})) {
  const db = await getDb();
  const rows = Array.from({ length: count }, (_, i) => {
    const period = i % 3 === 0 ? "FY 2023-24" : i % 3 === 1 ? "Q1 2024-25" : "Since inception";
    const metric = `Metric ${i}`;
    return {
      companyId: company.id,
      framework: i % 2 ? "GRI" : "BRSR",
      category: i % 5 === 0 ? "social" : "environmental",
      metric,
      metricKey: metricKey(metric),
      value: String(i),
      numericValue: i,
      unit: "t",
      period,
      ...periodColumns(period, 4),
      notes: i % 7 === 0 ? "Pune plant" : "",
      ...over(i),
    };
  });
  await db.insert(esgDataEntries).values(rows);
  // Ties and microseconds: groups of four rows share one time.
  await db.execute(
    sql`update esg_data_entries set created_at = timestamptz '2025-01-01T00:00:00Z' + (split_part(metric_key, ' ', 2)::int / 4) * interval '1 second' + interval '123 microseconds'
        where company_id = ${company.id} and metric_key like 'metric %'`,
  );
}

const list = (owner: TestUser, company: Company, query = "") =>
  call<Row[]>(GET, { token: owner.token, params: { id: company.id }, path: `/api/esg-data/${company.id}${query ? `?${query}` : ""}` });

/** The list's order, computed here: created_at desc, id desc. */
function expectedOrder(rows: Row[]): string[] {
  return [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)).map((r) => r.id);
}

/** Follows the Link headers from the first page to the last. */
async function allPages(owner: TestUser, company: Company, query: string) {
  const pages: Row[][] = [];
  let url: string | null = `/api/esg-data/${company.id}?${query}`;
  let total: string | null = null;
  while (url) {
    const res: Awaited<ReturnType<typeof call<Row[]>>> = await call<Row[]>(GET, { token: owner.token, params: { id: company.id }, path: url });
    expect(res.status).toBe(200);
    total ??= res.headers.get("X-Total-Count");
    expect(res.headers.get("X-Total-Count")).toBe(total);
    pages.push(res.body);
    const link = res.headers.get("Link");
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    expect(pages.length).toBeLessThan(100);
  }
  return { pages, total: Number(total) };
}

describe("GET /api/esg-data/{companyId}: paging", () => {
  it("pages through every entry exactly once, newest first, ties broken by id", async () => {
    const { owner, company } = await setup();
    await seed(company, 53);
    const { pages, total } = await allPages(owner, company, "limit=10");
    expect(total).toBe(53);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 10, 3]);
    const ids = pages.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(53);
    const everything = await list(owner, company, "limit=1000");
    expect(everything.body.map((r) => r.id)).toEqual(ids);
    expect(ids).toEqual(expectedOrder(everything.body));
  });

  it("without parameters answers the first 500 with the headers; limit 1..1000", async () => {
    const { owner, company } = await setup();
    await seed(company, 502);
    const first = await list(owner, company);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(500);
    expect(first.headers.get("X-Total-Count")).toBe("502");
    const link = first.headers.get("Link")!;
    expect(link).toMatch(new RegExp(`^</api/esg-data/${company.id}\\?cursor=[A-Za-z0-9_-]+&limit=500>; rel="next"$`));
    const rest = await call<Row[]>(GET, { token: owner.token, params: { id: company.id }, path: /^<([^>]+)>/.exec(link)![1] });
    expect(rest.body).toHaveLength(2);
    expect(rest.headers.get("Link")).toBeNull();
    expect(rest.headers.get("X-Total-Count")).toBe("502");

    expect((await list(owner, company, "limit=1000")).body).toHaveLength(502);
    expect((await list(owner, company, "limit=1")).body).toHaveLength(1);
    for (const bad of ["0", "1001", "-1", "2.5", "ten", ""]) {
      const res = await list(owner, company, `limit=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body).toEqual({ detail: expect.stringMatching(/^limit: /) });
    }
  });

  it("answers 422 {detail} for a malformed cursor, never 500", async () => {
    const { owner, company } = await setup();
    await seed(company, 3);
    const b64 = (s: string) => Buffer.from(s).toString("base64url");
    const id = "00000000-0000-4000-8000-000000000000";
    const bad = [
      "not a cursor",
      "%%%",
      b64("hello"),
      b64(`2025-13-01T00:00:00.000000|${id}`),
      b64(`2025-02-30T00:00:00.000000|${id}`),
      b64(`2025-01-01T25:00:00.000000|${id}`),
      b64(`2025-01-01T00:00:00.000000|not-a-uuid`),
      b64(`2025-01-01T00:00:00|${id}`),
      b64(`2025-01-01T00:00:00.000000|${id}|x`),
      "A".repeat(300),
    ];
    for (const cursor of bad) {
      const res = await list(owner, company, `cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(422);
      expect((res.body as unknown as { detail: string }).detail).toMatch(/^cursor: /);
    }
    // A well-formed cursor past every row: an empty last page.
    const past = await list(owner, company, `cursor=${encodeCursor({ at: "2000-01-01T00:00:00.000000", id })}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get("X-Total-Count")).toBe("3");
  });
});

describe("GET /api/esg-data/{companyId}: filters in SQL", () => {
  it("search words, framework, category, year, review state and source, with the total of the matches", async () => {
    const { owner, company } = await setup();
    await seed(company, 30, (i) => (i === 4 ? { reviewState: "approved", source: "import" } : {}));
    const ids = async (query: string) => {
      const res = await list(owner, company, query);
      expect(res.status, query).toBe(200);
      expect(res.headers.get("X-Total-Count"), query).toBe(String(res.body.length));
      return res.body.map((r) => r.metric).sort((a, b) => Number(a.split(" ")[1]) - Number(b.split(" ")[1]));
    };
    const names = (f: (i: number) => boolean) =>
      Array.from({ length: 30 }, (_, i) => i)
        .filter(f)
        .map((i) => `Metric ${i}`);

    // Every word somewhere in metric, value, unit, period, notes, framework or category, any case.
    expect(await ids("q=PUNE")).toEqual(names((i) => i % 7 === 0));
    expect(await ids("q=pune%20gri")).toEqual(names((i) => i % 7 === 0 && i % 2 === 1));
    expect(await ids("q=2023-24")).toEqual(names((i) => i % 3 === 0));
    expect(await ids("q=social%20metric")).toEqual(names((i) => i % 5 === 0));
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("framework=GRI")).toEqual(names((i) => i % 2 === 1));
    expect(await ids("category=social")).toEqual(names((i) => i % 5 === 0));
    // The quarter lies inside FY 2024-25; a period that is not read is in no year.
    expect(await ids("year=FY%202024-25")).toEqual(names((i) => i % 3 === 1));
    expect(await ids("year=2023-24&framework=BRSR")).toEqual(names((i) => i % 3 === 0 && i % 2 === 0));
    expect(await ids("state=approved")).toEqual(["Metric 4"]);
    expect(await ids("source=import")).toEqual(["Metric 4"]);
    expect(await ids("metric=%20metric%20%2012%20")).toEqual(["Metric 12"]);
    // Empty parameters are no filter.
    expect(await ids("q=&framework=&category=&year=&state=")).toHaveLength(30);

    // Paging keeps the filters.
    const { pages, total } = await allPages(owner, company, "framework=BRSR&limit=4");
    expect(total).toBe(15);
    expect(
      pages
        .flat()
        .map((r) => r.metric)
        .sort(),
    ).toEqual(names((i) => i % 2 === 0).sort());

    // Odd input is the caller's: never 500.
    for (const odd of ["q=%00", "q=%F0%9F%98%80", "year=FY%202024-25%00", "framework=%27%3B%20drop", "metric=%00", `q=${"x".repeat(201)}`]) {
      const res = await list(owner, company, odd);
      expect([200, 422], odd).toContain(res.status);
    }
    for (const bad of ["category=finance", "state=done", "year=soon", "source=magic", "id=12"]) {
      const res = await list(owner, company, bad);
      expect(res.status, bad).toBe(422);
      expect((res.body as unknown as { detail: string }).detail).toMatch(new RegExp(`^${bad.split("=")[0]}: `));
    }
  });

  it("reads the year by the company's start month", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"], fyStartMonth: 1 });
    await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { period: "March 2024" }) });
    await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { period: "April 2024", metric: "Water withdrawal", unit: "kL" }) });
    const res = await list(owner, company, "year=2024");
    expect(res.body.map((r) => r.metric).sort()).toEqual(["Scope 1 emissions", "Water withdrawal"]);
  });
});

describe("GET /api/esg-data/{companyId}: duplicates", () => {
  it("marks a page's figures with the company's other entries of them, on whatever page those are", async () => {
    const { owner, company } = await setup();
    const save = (over: Record<string, unknown>) =>
      call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { notes: "Site B", record_again: true, ...over }) });
    const a = await save({ period: "FY 2024-25" });
    const b = await save({ period: "April 2024 - March 2025", metric: "scope 1  EMISSIONS" });
    const c = await save({ period: "Since inception" });
    const d = await save({ period: "since  inception" });
    const other = await save({ period: "FY 2023-24" });
    const gri = await save({ framework: "GRI", period: "FY 2024-25", metric: "Scope 1 emissions" });
    for (const r of [a, b, c, d, other, gri]) expect(r.status).toBe(201);
    const { pages } = await allPages(owner, company, "limit=1");
    const byId = new Map(pages.flat().map((r) => [r.id, r.duplicates]));
    expect(byId.get(a.body.id)).toEqual([b.body.id]);
    expect(byId.get(b.body.id)).toEqual([a.body.id]);
    expect(byId.get(c.body.id)).toEqual([d.body.id]);
    expect(byId.get(d.body.id)).toEqual([c.body.id]);
    expect(byId.get(other.body.id)).toBeUndefined();
    expect(byId.get(gri.body.id)).toBeUndefined();
    // Filtered to one of them, the other is still named.
    const one = await list(owner, company, `id=${a.body.id}`);
    expect(one.body.map((r) => [r.id, r.duplicates])).toEqual([[a.body.id, [b.body.id]]]);
  });
});

describe("GET /api/esg-data/{companyId}: unit figures beside company figures", () => {
  it("flags a unit's figure where the company typed its own for the metric and period (and the company's figure with the units' count); units' figures are no duplicates of each other", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    const [vizag, pune] = await db
      .insert(reportingUnits)
      .values([
        { companyId: company.id, name: "Vizag Plant", type: "plant" },
        { companyId: company.id, name: "Pune Office", type: "office" },
      ])
      .returning();
    const figure = (unitId: string | null, value: number, period = "FY 2024-25", metric = "Water withdrawal") => ({
      companyId: company.id,
      unitId,
      framework: "BRSR",
      category: "environmental",
      metric,
      metricKey: metricKey(metric),
      value: String(value),
      numericValue: value,
      unit: "kL",
      period,
      ...periodColumns(period, 4),
    });
    const [v, p, own, lastYear, alone] = await db
      .insert(esgDataEntries)
      .values([
        figure(vizag.id, 100),
        figure(pune.id, 50),
        figure(null, 1000),
        figure(vizag.id, 90, "FY 2023-24"),
        figure(pune.id, 5, "FY 2024-25", "Energy consumed"),
      ])
      .returning();
    const res = await list(owner, company, "limit=100");
    expect(res.status).toBe(200);
    const byId = new Map((res.body as (Row & { company_figure_id?: string; unit_figures?: number })[]).map((r) => [r.id, r]));
    expect(byId.get(v.id)).toMatchObject({ company_figure_id: own.id });
    expect(byId.get(p.id)).toMatchObject({ company_figure_id: own.id });
    expect(byId.get(own.id)).toMatchObject({ unit_figures: 2 });
    // Two units' figures of one metric and year are their shares, not duplicates; nor is the company's figure a duplicate of theirs.
    for (const id of [v.id, p.id, own.id]) expect(byId.get(id)!.duplicates).toBeUndefined();
    for (const id of [lastYear.id, alone.id]) {
      expect(byId.get(id)!.company_figure_id).toBeUndefined();
      expect(byId.get(id)!.duplicates).toBeUndefined();
    }
  });
});

describe("GET /api/esg-data/{companyId}: each entry", () => {
  it("is the DTO every other endpoint answers (toEntryDto: fields, their order, times to the millisecond), its duplicates last", async () => {
    const { owner, company } = await setup();
    await seed(company, 40, (i) => ({
      metric: i % 4 ? `Metric ${i}` : "Scope 1 emissions",
      metricKey: metricKey(i % 4 ? `Metric ${i}` : "Scope 1 emissions"),
      numericValue: i % 5 === 0 ? null : i % 5 === 1 ? 1e21 / (i + 1) : i / 3,
      calculatorRunId: null,
      notes: i % 6 ? "" : 'Pune "plant" ü ✓',
      reviewState: (["draft", "submitted", "approved", "rejected"] as const)[i % 4],
      reviewedBy: i % 4 >= 2 ? owner.user.id : null,
      reviewComment: i % 4 === 3 ? "why\nnot" : null,
    }));
    // Times a Date cannot hold: microseconds, read back truncated to the millisecond.
    const db = await getDb();
    await db.execute(sql`update esg_data_entries set reviewed_at = case when reviewed_by is not null then timestamptz '2024-02-29T23:59:59.999999Z' - (value::int * interval '1 second') end,
        updated_at = timestamptz '2025-03-01T10:00:00.000999Z' + (value::int * interval '1001 microseconds') where company_id = ${company.id}`);
    const rows = await db
      .select()
      .from(esgDataEntries)
      .where(sql`${esgDataEntries.companyId} = ${company.id}`);
    const same = duplicatesOf(rows);
    const expected = rows.map((r) => {
      const dto = toEntryDto(r);
      const dups = same.get(r.id);
      return dups ? { ...dto, duplicates: dups } : dto;
    });
    const res = await list(owner, company, "limit=1000");
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((r) => [r.id, r]));
    expect(byId.size).toBe(40);
    for (const want of expected) {
      const got = byId.get(want.id) as unknown as typeof want;
      // Key order too: the JSON is the same text.
      expect(JSON.stringify({ ...got, duplicates: got.duplicates && [...got.duplicates].sort() })).toBe(
        JSON.stringify({ ...want, duplicates: want.duplicates && [...want.duplicates].sort() }),
      );
    }
    expect(res.body.filter((r) => r.duplicates).length).toBeGreaterThan(0);
  });
});

describe("GET /api/esg-data/{companyId}: access", () => {
  it("answers the same matrix as before, with parameters too", async () => {
    await assertAccessMatrix({ name: "GET esg-data page", handler: GET, kind: "company", params: (c) => ({ id: c.company.id }), ok: 200 });
    await assertAccessMatrix({
      name: "GET esg-data page with filters",
      handler: GET,
      kind: "company",
      path: "/api/esg-data/x?limit=5&q=scope&state=draft",
      params: (c) => ({ id: c.company.id }),
      ok: 200,
    });
  });

  it("every member role reads the list; a stranger gets 404 whatever the query", async () => {
    const { owner, company } = await setup();
    await seed(company, 3);
    for (const role of ["reviewer", "editor", "viewer", "assurer"] as const) {
      const member = await addMember(company.id, role);
      const res = await list(member, company, "limit=2");
      expect(res.status, role).toBe(200);
      expect(res.headers.get("X-Total-Count")).toBe("3");
    }
    const stranger = await createUser({ subscribed: true });
    expect((await list(stranger, company, "limit=0")).status).toBe(404);
    expect((await list(owner, company, "limit=2")).body).toHaveLength(2);
  });
});
