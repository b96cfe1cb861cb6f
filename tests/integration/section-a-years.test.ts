// Section A's facts as at the reporting year — held per financial year, a new year starting as a
// copy of the previous one, read by the questionnaire, the report and the XBRL export for the year asked;
// the migration copies the single profile into every year the company has.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { GET, PUT } from "@/app/api/companies/[id]/profile/route";
import { GET as READINESS } from "@/app/api/brsr/[companyId]/readiness/route";
import { GET as GENERATE } from "@/app/api/generate-brsr-report/[companyId]/route";
import { extractText } from "unpdf";
import { getDb } from "@/db/client";
import { companyProfileYears, companyProfiles } from "@/db/schema";
import { getQuestionnaire } from "@/lib/brsr/service";
import { lockYear } from "@/lib/companies/locks";
import { fiscalYear } from "@/lib/periods/fiscal-year";
import { gatherReportInput } from "@/lib/reports/brsr/data";
import { buildBrsrReport } from "@/lib/reports/brsr/model";
import { getXbrlExport } from "@/lib/xbrl/service";
import { saveCells } from "@/lib/brsr/service";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const COMMON = { cin: "L27100MH1995PLC084723", registered_address: "Plot 4, MIDC Bhosari, Pune 411026" };
const FY24 = {
  ...COMMON,
  stock_exchanges: ["BSE"],
  paid_up_capital_inr: 100000000,
  assurance_provider: "Old Assurers LLP",
  assurance_type: "Reasonable assurance",
  market_cap_band: "top-150",
  related_companies: [{ name: "Deccan Forge Pvt Ltd", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: true }],
};
const FY25 = {
  ...COMMON,
  stock_exchanges: ["BSE", "NSE"],
  paid_up_capital_inr: 125000000,
  assurance_provider: "New Assurers LLP",
  assurance_type: "limited",
  market_cap_band: "top-500",
  no_related_companies: true,
};

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id);
  const put = (fy: string, body: unknown) =>
    call(PUT, { method: "PUT", token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/profile?fy=${fy}`, body });
  const get = (fy: string) => call(GET, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/profile?fy=${fy}` });
  return { owner, company, put, get };
}

describe("Section A per financial year", () => {
  it("keeps each year's facts apart, the company's own facts shared, and starts a new year as the previous one", async () => {
    const { put, get } = await setup();
    expect((await put("2023-24", FY24)).status).toBe(200);
    const saved = await put("2024-25", { ...FY25, cin: "L27100MH1995PLC084724" });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.assurance_type).toBe("Limited assurance");
    expect(saved.body.fy).toBe("2024-25");

    const y24 = (await get("2023-24")).body;
    expect(y24.profile).toMatchObject({
      assurance_provider: "Old Assurers LLP",
      stock_exchanges: ["BSE"],
      paid_up_capital_inr: 100000000,
      market_cap_band: "top-150",
    });
    expect(y24.profile.related_companies).toHaveLength(1);
    // The CIN is the company's, whatever the year it was saved in.
    expect(y24.profile.cin).toBe("L27100MH1995PLC084724");
    expect(y24.year_facts_from).toBeNull();

    const y25 = (await get("2024-25")).body;
    expect(y25.profile).toMatchObject({ assurance_provider: "New Assurers LLP", stock_exchanges: ["BSE", "NSE"], no_related_companies: true });
    expect(y25.profile.related_companies).toBeUndefined();

    // A year with nothing of its own reads the nearest earlier year's until saved.
    const y26 = (await get("2025-26")).body;
    expect(y26.year_facts_from).toBe("2024-25");
    expect(y26.profile.assurance_provider).toBe("New Assurers LLP");
  });

  it("refuses a change to a locked year's facts (423) but still takes the company's own facts", async () => {
    const { owner, company, put, get } = await setup();
    await put("2023-24", FY24);
    await lockYear({ company, fy: fiscalYear(2024, 4), reason: "Signed", actorId: owner.user.id });
    const refused = await put("2023-24", { ...FY24, assurance_provider: "Someone Else" });
    expect(refused.status).toBe(423);
    expect(refused.body.detail).toMatch(/2023-24/);
    expect((await get("2023-24")).body.profile.assurance_provider).toBe("Old Assurers LLP");
    const website = await put("2023-24", { ...FY24, website: "https://www.deccanalloys.in" });
    expect(website.status).toBe(200);
    expect((await get("2023-24")).body.profile.website).toBe("https://www.deccanalloys.in");
  });

  it("refuses an assurance type that is neither an assessment nor an assurance (422)", async () => {
    const { put } = await setup();
    const res = await put("2024-25", { ...FY25, assurance_type: "Audit" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(
      /assurance_type: Type of assessment or assurance must be one of: Assessment, Reasonable assurance, Limited assurance, None/,
    );
  });

  it("the questionnaire, the report and the XBRL instance of FY 2023-24 read FY 2023-24's Section A", async () => {
    const { owner, company, put } = await setup();
    await put("2023-24", FY24);
    await put("2024-25", FY25);
    // Figures in both years, so either can be the report's year.
    for (const fy of ["2023-24", "2024-25"]) await saveCells({ company, actorId: owner.user.id, fyParam: fy, cells: [{ key: "A-20a-1-male", value: "10" }] });

    const q24 = await getQuestionnaire({ company, fyParam: "2023-24" });
    expect(q24.profile.assurance_provider).toBe("Old Assurers LLP");
    const q25 = await getQuestionnaire({ company, fyParam: "2024-25" });
    expect(q25.profile.assurance_provider).toBe("New Assurers LLP");

    const input = await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2023-24" });
    const report = buildBrsrReport({ ...input, edition: "annual-report" });
    const facts = report.sectionA.flatMap((part) => part.questions).find((q) => q.id === "A-I")!.blocks[0];
    expect(facts.kind).toBe("facts");
    const row = (no: string) => (facts.kind === "facts" ? facts.rows.find((r) => r.no === no)!.value.text : "");
    expect(row("10")).toBe("BSE");
    expect(row("14")).toBe("Old Assurers LLP");
    expect(row("15")).toBe("Reasonable assurance");
    expect(row("9")).toMatch(/FY 2023-24/);

    // The PDF itself, as the board would see it.
    const pdf = await call(GENERATE, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/generate-brsr-report/${company.id}?fy=2023-24&edition=annual-report`,
    });
    expect(pdf.status).toBe(200);
    const text = ((await extractText(new Uint8Array(await pdf.response.arrayBuffer()), { mergePages: true })).text as string).replace(/\s+/g, " ");
    expect(text).toContain("Old Assurers LLP");
    expect(text).toContain("Reasonable assurance");
    expect(text).not.toContain("New Assurers LLP");

    const xml24 = (await getXbrlExport({ company, fyParam: "2023-24", draft: true })).xml;
    expect(xml24).toMatch(/NameOfStockExchangeWhereTheCompanyIsListed[^>]*>BSE</);
    const xml25 = (await getXbrlExport({ company, fyParam: "2024-25", draft: true })).xml;
    expect(xml25).toMatch(/NameOfStockExchangeWhereTheCompanyIsListed[^>]*>BSE, NSE</);
  });

  it("readiness reminds when BRSR Core assessment or assurance applies for the year's band", async () => {
    const { owner, company, put } = await setup();
    await put("2024-25", { ...FY25, market_cap_band: "top-250", assurance_type: "None", assurance_provider: null });
    const res = await call(READINESS, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    expect(res.status).toBe(200);
    expect(res.body.core_assurance).toMatchObject({ applies: true, band: "top-250", threshold: 250 });
    expect(res.body.reminders[0]).toMatch(/BRSR Core assessment or assurance applies for FY 2024-25 .*Q15 does not name an assessment or assurance yet/);

    await put("2024-25", { ...FY25, market_cap_band: "top-500" });
    const later = await call(READINESS, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    expect(later.body.core_assurance).toMatchObject({ applies: false, threshold: 250 });
    expect(later.body.reminders).toEqual([]);
  });

  it("migration 0020 copies a single profile into every year the company has, nothing lost", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    const single = { ...FY24, financial_year_start_month: 4 };
    await db.insert(companyProfiles).values({ companyId: company.id, data: single });
    for (const fy of ["2022-23", "2024-25"]) await saveCells({ company, actorId: owner.user.id, fyParam: fy, cells: [{ key: "A-20a-1-male", value: "10" }] });
    const file = readFileSync(path.join(process.cwd(), "db/migrations/0020_section_a_years.sql"), "utf8");
    const copy = file.slice(file.lastIndexOf("INSERT INTO"));
    await db.execute(sql.raw(copy));
    const rows = await db.select().from(companyProfileYears).where(eq(companyProfileYears.companyId, company.id)).orderBy(companyProfileYears.fyEndYear);
    expect(rows.map((r) => r.fyEndYear)).toEqual([2023, 2025]);
    for (const r of rows) {
      expect(r.data).toMatchObject({ assurance_provider: "Old Assurers LLP", stock_exchanges: ["BSE"], market_cap_band: "top-150" });
      expect(r.data).not.toHaveProperty("cin");
    }
    const [kept] = await db
      .select()
      .from(companyProfiles)
      .where(and(eq(companyProfiles.companyId, company.id)));
    expect(kept.data).toEqual(single);
  });
});
