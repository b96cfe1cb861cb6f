/**
 * The questionnaire's tabs share one read and one build per data version (lib/brsr/shared-reads.ts):
 * every tab answers exactly what the questionnaire built afresh gives for that tab, a write is in
 * the next read of every tab, and a unit's own questionnaire reads the unit's figures whatever the
 * company's size.
 */
import { eq, sql } from "drizzle-orm";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { getDb } from "@/db/client";
import { companies, esgDataEntries, reportingUnits } from "@/db/schema";
import { allCells } from "@/lib/frameworks/questionnaire";
import { getQuestionnaire, getUnitQuestionnaire } from "@/lib/brsr/service";
import { sharedReads } from "@/lib/brsr/shared-reads";
import { onlyTab, QUESTIONNAIRE_TABS, tabOfKey, type QuestionnaireTab } from "@/lib/brsr/tabs";
import { cellValue } from "@/lib/brsr/view";
import { metricKey } from "@/lib/frameworks/metric-key";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 120_000 });

// How many times the questionnaire's inputs were read: completeness is read once per read.
const reads = vi.hoisted(() => ({ completeness: 0 }));
vi.mock("@/lib/dashboard/completeness", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/dashboard/completeness")>();
  return {
    ...original,
    readCompleteness: (...args: Parameters<typeof original.readCompleteness>) => {
      reads.completeness++;
      return original.readCompleteness(...args);
    },
  };
});

type Q = Awaited<ReturnType<typeof getQuestionnaire>>;

/** The numeric cells of the current year whose figures add up across units. */
const ADDITIVE = allCells().filter((c) => c.kind === "input" && c.type === "number" && c.unit !== "%" && c.years.includes("cy")) as (ReturnType<
  typeof allCells
>[number] & { metric: string; category: string; unit: string })[];

/**
 * A company with `units` units holding `perUnit` figures each for FY 2024-25 (P6's first), written
 * straight to the table as an import would: past 5,000 the roll-up reads the kept sums.
 */
async function sitesCompany(units: number, perUnit: number) {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel", frameworks: ["BRSR"] });
  const db = await getDb();
  const made = await db
    .insert(reportingUnits)
    .values(Array.from({ length: units }, (_, i) => ({ companyId: company.id, name: `Site ${i + 1}`, type: i % 10 === 0 ? "plant" : "office" })))
    .returning();
  // Three in four of P6, the rest of the other tabs.
  const p6 = Math.ceil((perUnit * 3) / 4);
  const cells = [...ADDITIVE.filter((c) => c.key.startsWith("P6-")).slice(0, p6), ...ADDITIVE.filter((c) => !c.key.startsWith("P6-"))].slice(0, perUnit);
  const list = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/"/g, '\\"')}"`).join(",")}}`;
  await db.execute(sql`
    insert into esg_data_entries (company_id, unit_id, framework, category, metric, metric_key, value, numeric_value, unit, period, period_kind, period_start, period_end)
    select ${company.id}::uuid, u.id, 'BRSR', c.category, c.metric, c.key, (u.n * 10 + c.n)::text, u.n * 10 + c.n, c.unit,
           'FY 2024-25', 'fy', date '2024-04-01', date '2025-03-31'
    from unnest(${`{${made.map((u) => u.id).join(",")}}`}::uuid[]) with ordinality as u(id, n)
    cross join unnest(${list(cells.map((c) => c.metric))}::text[], ${list(cells.map((c) => metricKey(c.metric)))}::text[],
                      ${list(cells.map((c) => c.category))}::text[], ${list(cells.map((c) => c.unit))}::text[]) with ordinality as c(metric, key, category, unit, n)`);
  return { owner, company, units: made, cells };
}

async function tabText(token: string, companyId: string, tab?: QuestionnaireTab, unitId?: string): Promise<string> {
  const query = [`fy=2024-25`, tab ? `section=${tab}` : "", unitId ? `unit_id=${unitId}` : ""].filter(Boolean).join("&");
  const res = await call(brsrRoute as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?${query}` });
  expect(res.status).toBe(200);
  return res.text;
}

/** The questionnaire built afresh from the database, as a tab: what every answer must equal byte for byte. */
async function fresh(companyId: string, tab?: QuestionnaireTab): Promise<string> {
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const q = await getQuestionnaire({ company, fyParam: "2024-25" });
  return JSON.stringify(tab ? onlyTab(q, tab) : q);
}

describe("the questionnaire's tabs, one read per data version", () => {
  it("every tab of a company of 30 sites and 6,000 unit figures is the fresh questionnaire's tab, byte for byte, from one read", async () => {
    const { owner, company, units, cells } = await sitesCompany(30, 200);
    sharedReads.clear();
    const before = reads.completeness;
    const answers = new Map<string, string>();
    for (const tab of [undefined, ...QUESTIONNAIRE_TABS]) answers.set(tab ?? "all", await tabText(owner.token, company.id, tab));
    // Thirteen answers (the whole and twelve tabs), one read of the inputs.
    expect(reads.completeness - before).toBe(1);
    for (const tab of [undefined, ...QUESTIONNAIRE_TABS]) expect(answers.get(tab ?? "all"), tab).toBe(await fresh(company.id, tab));
    // The roll-up is the sum over the 30 units.
    const p6 = cells[0];
    const sum = units.reduce((s, _u, i) => s + (i + 1) * 10 + 1, 0);
    expect(cellValue(JSON.parse(answers.get("P6")!) as Q, p6.key)).toMatchObject({ value: sum });
    // A save reads the year under the data version it left; the tabs read after it, together, share that read.
    const together = reads.completeness;
    await call(cellsRoute as never, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: { fy: "2024-25", cells: [{ key: "A-20a-1-male", value: "120" }] },
    });
    const all = await Promise.all(QUESTIONNAIRE_TABS.map((tab) => tabText(owner.token, company.id, tab)));
    expect(reads.completeness - together).toBe(1);
    for (const [i, tab] of QUESTIONNAIRE_TABS.entries()) expect(all[i], tab).toBe(await fresh(company.id, tab));
  });

  it("a write — a unit's figure behind the services' back, a company figure through the cells route — is in the next read of every tab", async () => {
    const { owner, company, units, cells } = await sitesCompany(30, 200);
    const p6 = cells[0];
    const sum = units.reduce((s, _u, i) => s + (i + 1) * 10 + 1, 0);
    const value = async (tab: QuestionnaireTab, key: string) => cellValue(JSON.parse(await tabText(owner.token, company.id, tab)) as Q, key);
    expect(await value("P6", p6.key)).toMatchObject({ value: sum });

    // One plant's figure, raised by 1,000 in SQL (the triggers move the kept sums and the data version).
    const db = await getDb();
    await db.execute(
      sql`update esg_data_entries set numeric_value = numeric_value + 1000, value = (numeric_value + 1000)::text where unit_id = ${units[0].id} and metric_key = ${metricKey(p6.metric)}`,
    );
    expect(await value("P6", p6.key)).toMatchObject({ value: sum + 1000 });
    expect(await tabText(owner.token, company.id, "P6")).toBe(await fresh(company.id, "P6"));

    // A company figure of another tab, typed beside its units' figures and saved through the route:
    // that tab shows it, and every tab the whole questionnaire's warning (the units' sum beside it) at once.
    const other = cells.find((c) => tabOfKey(c.key) !== "P6")!;
    const otherTab = tabOfKey(other.key);
    const p6Before = await tabText(owner.token, company.id, "P6");
    const saved = await call(cellsRoute as never, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: { fy: "2024-25", cells: [{ key: other.key, value: "7" }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await value(otherTab, other.key)).toMatchObject({ value: 7 });
    const p6After = JSON.parse(await tabText(owner.token, company.id, "P6")) as Q;
    expect(p6After.warnings).toContainEqual(expect.objectContaining({ key: other.key, message: expect.stringMatching(/add up to/) }));
    expect(JSON.stringify(p6After)).not.toBe(p6Before);
    for (const tab of ["A", otherTab, "P6"] as const) expect(await tabText(owner.token, company.id, tab), tab).toBe(await fresh(company.id, tab));
  });

  it("a save answers what it saved, the data version it left and the tab as a read under that version gives it, which the next tabs share", async () => {
    const { owner, company, cells } = await sitesCompany(30, 200);
    const p6 = cells[0];
    const put = (body: Record<string, unknown>) =>
      call<any>(cellsRoute as never, { method: "PUT", token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}/cells`, body });
    const db = await getDb();
    const version = async () => Number((await db.execute(sql`select version from company_data_versions where company_id = ${company.id}`))[0].version);

    const readsBefore = reads.completeness;
    const saved = await put({ fy: "2024-25", cells: [{ key: "A-20a-1-male", value: "120" }], section: "P6" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.saved).toMatchObject({ created: 1, updated: 0, deleted: 0, warnings: [] });
    expect(saved.body.data_version).toBe(await version());
    // One read for the save's answer; the tab again and every other tab after it answer from it.
    const texts = new Map<QuestionnaireTab, string>();
    for (const other of QUESTIONNAIRE_TABS) texts.set(other, await tabText(owner.token, company.id, other));
    expect(reads.completeness - readsBefore).toBe(1);
    // The tab as GET answers it and as built afresh: the screen shows the answer as the tab's questionnaire.
    const { saved: _saved, data_version: _version, ...tab } = saved.body;
    expect(JSON.stringify(tab)).toBe(texts.get("P6"));
    expect(JSON.stringify(tab)).toBe(await fresh(company.id, "P6"));
    expect(tab.section).toBe("P6");
    expect(cellValue(tab as Q, p6.key)).toBeTruthy();
    expect(tab.progress.answered).toBeGreaterThan(0);
    for (const other of QUESTIONNAIRE_TABS) expect(texts.get(other), other).toBe(await fresh(company.id, other));

    // Without `section`, the whole questionnaire, as before; a row removed is saved and answered too.
    const whole = await put({ fy: "2024-25", cells: [{ key: "A-20a-1-male", value: "" }] });
    expect(whole.status).toBe(200);
    expect(whole.body.saved).toMatchObject({ deleted: 1 });
    expect(whole.body.section).toBeUndefined();
    const { saved: _s, data_version: _v, ...all } = whole.body;
    expect(JSON.stringify(all)).toBe(await fresh(company.id));
  });

  it("a unit's own questionnaire of a company past the kept sums shows the unit's figures, and a write to them at once", async () => {
    const { owner, company, units, cells } = await sitesCompany(30, 200);
    const p6 = cells[0];
    const unit = units[2];
    const own = async (tab: QuestionnaireTab) => JSON.parse(await tabText(owner.token, company.id, tab, unit.id)) as Q;
    // Unit 3's figure of the first cell: 3 × 10 + 1.
    expect(cellValue(await own("P6"), p6.key)).toMatchObject({ value: 31 });
    expect((await own("A")).progress.answered).toBeGreaterThan(0);
    const db = await getDb();
    await db
      .update(esgDataEntries)
      .set({ value: "45", numericValue: 45 })
      .where(sql`${esgDataEntries.unitId} = ${unit.id} and ${esgDataEntries.metricKey} = ${metricKey(p6.metric)}`);
    expect(cellValue(await own("P6"), p6.key)).toMatchObject({ value: 45 });
    // Each tab as laid out alone is that tab of the unit's whole questionnaire.
    const whole = await getUnitQuestionnaire({ company, fyParam: "2024-25", unitId: unit.id });
    for (const tab of ["A", "P6"] as const) expect(await tabText(owner.token, company.id, tab, unit.id)).toBe(JSON.stringify(onlyTab(whole, tab)));
    // Another unit's questionnaire is its own.
    expect(cellValue(JSON.parse(await tabText(owner.token, company.id, "P6", units[0].id)) as Q, p6.key)).toMatchObject({ value: 11 });
  });
});
