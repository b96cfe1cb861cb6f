import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { GET } from "@/app/api/generate-brsr-report/[companyId]/route";
import { getDb } from "@/db/client";
import { reportsGenerated } from "@/db/schema";
import { saveCells } from "@/lib/brsr/service";
import { BRSR_POLICY_DOCUMENTS } from "@/lib/checklist/industry-checklists";
import { markChecklistItems } from "@/lib/checklist/service";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { BRSR_METRIC } from "@/lib/frameworks";
import { reportFileName } from "@/lib/reports/brsr/format";
import { createTarget } from "@/lib/kpi/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const handler = GET as never;

async function pdfText(res: { response: Response }): Promise<{ text: string; pages: number; bytes: Uint8Array }> {
  const bytes = new Uint8Array(await res.response.arrayBuffer());
  const { totalPages, text } = await extractText(bytes.slice(), { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, " ").trim());
  pages.forEach((page, i) => {
    // Every page carries the running header and 'Page x of y', and something besides them.
    expect(page).toContain("Business Responsibility and Sustainability Report");
    expect(page).toContain(`Page ${i + 1} of ${totalPages}`);
    const body = page.replace(/Business Responsibility and Sustainability Report|Generated on .* ESG platform|Page \d+ of \d+/g, "").trim();
    expect(body.length, `page ${i + 1} is not blank`).toBeGreaterThan(80);
  });
  // The cover states the length.
  expect(pages[0]).toMatch(new RegExp(`Pages ${totalPages.toLocaleString("en-IN")}\\b`));
  return { text: pages.join(" "), pages: totalPages, bytes };
}

/** Positions of the phrases in the text, each searched after the previous one (-1 when missing). */
function inOrder(text: string, phrases: string[], from = 0): number[] {
  let at = from;
  return phrases.map((p) => {
    const found = text.indexOf(p, at);
    if (found >= 0) at = found + p.length;
    return found;
  });
}

// Rendering a PDF is CPU work: on a loaded CI machine it needs more than the default 30 s.
const SLOW = 180_000;

describe("GET /api/generate-brsr-report/{companyId}", () => {
  it(
    "answers the BRSR of the year asked for in SEBI's layout: Section A from the profile, P6 E1 with both years, BRSR Core, appendices",
    async () => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, {
        name: "Sahyadri Steel Works",
        industry: "Manufacturing",
        location: "Pune, Maharashtra",
        size: "501-1000",
      });
      const actorId = owner.user.id;
      await saveCompanyProfile({
        companyId: company.id,
        actorId,
        profile: {
          cin: "L27100MH1995PLC084723",
          incorporation_year: 1995,
          registered_address: "Plot 14, MIDC Chakan, Pune 410501, Maharashtra",
          stock_exchanges: ["BSE", "NSE"],
          reporting_boundary: "standalone",
          products: [{ product: "Cold-rolled steel coils", nic_code: "24105", turnover_percent: 92.5 }],
          locations: { national: { plants: 3, offices: 7 }, international: { plants: 0, offices: 1 } },
          csr_applicable: true,
        },
      });
      // The questionnaire for two years, through its own audited write path.
      await saveCells({
        company,
        actorId,
        fyParam: "2024-25",
        cells: [
          { key: "P6-E1-A", value: "1,20,000", unit: "GJ" },
          { key: "P6-E1-B", value: "30,000", unit: "GJ" },
          { key: "P6-E1-C", value: "", not_applicable_reason: "No other renewable sources" },
          { key: "P6-E1-D", value: "100", unit: "TJ" },
          { key: "P6-E1-E", value: "5,00,000", unit: "GJ" },
          { key: "P6-E1-F", value: "0", unit: "GJ" },
          { key: "INT-REVENUE", value: "2,500", unit: "₹ crore" },
          { key: "INT-PPP", value: "22.4", unit: "₹ per $" },
          { key: "P6-E7-S1", value: "4,250.5", unit: "tCO2e" },
          { key: "P6-E7-S2", value: "1,23,456.75", unit: "tCO2e" },
        ],
      });
      await saveCells({
        company,
        actorId,
        fyParam: "2023-24",
        cells: [
          { key: "P6-E1-A", value: "95,000", unit: "GJ" },
          { key: "P6-E1-B", value: "28,000", unit: "GJ" },
          { key: "P6-E1-D", value: "90,000", unit: "GJ" },
          { key: "P6-E1-E", value: "4,52,000", unit: "GJ" },
          { key: "P6-E1-F", value: "0", unit: "GJ" },
          { key: "INT-REVENUE", value: "2,310", unit: "₹ crore" },
          { key: "INT-PPP", value: "22.0", unit: "₹ per $" },
          { key: "P6-E7-S1", value: "5,120", unit: "tCO2e" },
          { key: "P6-E7-S2", value: "1,31,002", unit: "tCO2e" },
        ],
      });
      // A custom metric only the annex shows, edited once: two audit events.
      const sapling = await createEntry({
        companyId: company.id,
        actorId,
        data: {
          framework: "GRI",
          category: "environmental",
          metric: "Saplings planted at the Chakan plant",
          value: "1100",
          unit: "trees",
          period: "FY 2024-25",
        },
      });
      await updateEntry({ entryId: sapling.id, actorId, data: { value: "1200" } });
      await createTarget({
        companyId: company.id,
        actorId,
        data: {
          framework: "BRSR",
          category: "environmental",
          metric: BRSR_METRIC.scope1,
          target_value: 3000,
          unit: "tCO2e",
          target_period: "FY 2029-30",
          baseline_value: 6000,
          baseline_period: "FY 2022-23",
          direction: null,
          notes: "",
        },
      });
      const db = await getDb();
      await markChecklistItems({ db, companyId: company.id, items: [BRSR_POLICY_DOCUMENTS[0].item], actorId });

      const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}?fy=2024-25`, token: owner.token, params: { companyId: company.id } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      // The name carries the company and the year the report covers.
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${reportFileName(company.name, "2024-25")}"`);
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="Sahyadri_Steel_Works_BRSR_FY2024-25.pdf"');
      expect(res.headers.get("cache-control")).toBe("no-store");

      const { text, pages, bytes } = await pdfText(res);
      expect(res.headers.get("x-report-pages")).toBe(String(pages));
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      // Fonts are embedded (a FontFile2 stream), not referenced by name.
      expect(Buffer.from(bytes).toString("latin1")).toContain("/FontFile2");

      // The cover names one financial year, the company, its CIN and boundary.
      expect(text).toContain("Financial year FY 2024-25");
      expect(text).toContain("Sahyadri Steel Works");
      expect(text).toContain("Corporate Identity Number (CIN) L27100MH1995PLC084723");
      expect(text).toContain("Reporting boundary Standalone");

      // SEBI's sections, then our appendices, in order (after the cover's contents).
      const contentsEnd = text.indexOf("Appendix 4: Data checks") + 1;
      const sections = [
        "Section A: General Disclosures",
        "I. Details of the listed entity",
        "II. Products/services",
        "III. Operations",
        "IV. Employees",
        "V. Holding, Subsidiary and Associate Companies",
        "VI. CSR Details",
        "VII. Transparency and Disclosures Compliances",
        "Section B: Management and Process Disclosures",
        "Section C: Principle-wise Performance Disclosure",
        ...Array.from({ length: 9 }, (_, i) => `PRINCIPLE ${i + 1}`),
        "BRSR Core: Key Performance Indicators (Annexure I)",
        "Appendix 1: KPI targets",
        "Appendix 2: ESG documentation checklist",
        "Appendix 3: Data annex",
        "Appendix 4: Data checks",
      ];
      inOrder(text, sections, contentsEnd).forEach((at, i) => expect(at, sections[i]).toBeGreaterThan(0));
      // SEBI's numbering in Section A, and the indicators of Section C.
      const numbered = [
        "16. Details of business activities",
        "17. Products/Services sold by the entity",
        "18. Number of locations",
        "19. Markets served by the entity",
        "20. Details as at the end of Financial Year",
        "23. Holding, subsidiary",
        "24. CSR Details",
        "25. Complaints/Grievances",
        "26. Overview of the entity's material responsible business conduct issues",
      ];
      inOrder(text, numbered, contentsEnd).forEach((at, i) => expect(at, numbered[i]).toBeGreaterThan(0));
      expect(text).toContain("Essential Indicators");
      expect(text).toContain("Leadership Indicators");
      // Both financial years head the tables.
      expect(text).toContain("FY 2024-25 (Current Financial Year)");
      expect(text).toContain("FY 2023-24 (Previous Financial Year)");

      // Section A from the profile: Q1 and Q17, Q18's locations table, Q24(i).
      expect(text).toContain("1 Corporate Identity Number (CIN) of the listed entity L27100MH1995PLC084723");
      expect(text).toContain("9 Financial year for which reporting is being done FY 2024-25 (1 April 2024 to 31 March 2025)");
      expect(text).toContain("10 Name of the Stock Exchange(s) where shares are listed BSE, NSE");
      expect(text).toContain("1 Cold-rolled steel coils 24105 92.5%");
      expect(text).toContain("Location Number of plants Number of offices Total National 3 7 10 International 0 1 1");
      expect(text).toMatch(/Whether CSR is applicable as per section 135 of Companies Act, 2013 \(Yes\/No\) Yes/);

      // P6 E1: SEBI's rows A to F with both years; 100 TJ is 1,00,000 GJ; the totals computed.
      const e1 = text.indexOf("1. Details of total energy consumption");
      expect(e1).toBeGreaterThan(0);
      const rows = [
        "From renewable sources",
        "Total electricity consumption (A) 1,20,000 GJ 95,000 GJ",
        "Total fuel consumption (B) 30,000 GJ 28,000 GJ",
        "Energy consumption through other sources (C) Not applicable: No other renewable sources Not disclosed",
        "Total energy consumed from renewable sources (A+B+C) 1,50,000 GJ 1,23,000 GJ",
        "From non-renewable sources",
        "Total electricity consumption (D) 1,00,000 GJ 90,000 GJ",
        "Total fuel consumption (E) 5,00,000 GJ 4,52,000 GJ",
        "Energy consumption through other sources (F) 0 GJ 0 GJ",
        "Total energy consumed from non-renewable sources (D+E+F) 6,00,000 GJ 5,42,000 GJ",
        "Total energy consumed (A+B+C+D+E+F) 7,50,000 GJ 6,65,000 GJ",
      ];
      inOrder(text, rows, e1).forEach((at, i) => expect(at, rows[i]).toBeGreaterThan(e1));
      // 7,50,000 GJ ÷ ₹2,500 crore
      expect(text).toContain("3.000 × 10⁻⁵ GJ per ₹");

      // BRSR Core: energy intensity per rupee adjusted for PPP = 7,50,000 ÷ (₹2,500 crore ÷ 22.4); the year before: 6,65,000 ÷ (₹2,310 crore ÷ 22.0).
      const core = text.indexOf("BRSR Core: Key Performance Indicators (Annexure I)", contentsEnd);
      const energy = text.indexOf("Energy intensity", core);
      expect(energy).toBeGreaterThan(core);
      expect(text.slice(energy, energy + 200)).toContain(
        "per rupee of turnover adjusted for PPP GJ per US$ (PPP) 6.720 × 10⁻⁴ GJ per US$ (PPP) 6.333 × 10⁻⁴ GJ per US$ (PPP)",
      );
      expect(text.slice(core)).toContain("Total Scope 1 emissions");
      expect(text.slice(core)).toMatch(/4,250.5 tCO2e 5,120 tCO2e P6 E7/);

      // Nothing entered reads 'Not disclosed'; nothing is inferred from the checklist.
      expect(text).toContain("Not disclosed");
      expect(text).toMatch(/a\. Whether your entity's policy\/policies cover each principle.*?Not disclosed Not disclosed/);

      // Appendices: the KPI target, the ticked checklist item, the annex with audit counts.
      expect(text).toContain("3,000 tCO2e by FY 2029-30");
      expect(text).toContain(`${BRSR_POLICY_DOCUMENTS[0].item} ✓ Yes`);
      // The metric wraps in its column; the row's other cells follow its first line.
      expect(text).toMatch(/Saplings planted at the\s+1,200 trees\s+FY 2024-25\s+Manual entry\s+Draft\s+2\s+Chakan plant/);
      expect(text).toContain(`Page ${pages} of ${pages}`);

      const generated = await db.select().from(reportsGenerated).where(eq(reportsGenerated.companyId, company.id));
      expect(generated).toHaveLength(1);
      expect(generated[0]).toMatchObject({ kind: "brsr", pageCount: pages, generatedBy: owner.user.id });
    },
    SLOW,
  );

  it(
    "gives a valid report for a company with no data, every question 'Not disclosed'",
    async () => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, { name: "Blank Slate Pvt Ltd", industry: null, description: null });
      const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}`, token: owner.token, params: { companyId: company.id } });
      expect(res.status).toBe(200);
      const { text } = await pdfText(res);
      expect(text).toContain("Blank Slate Pvt Ltd");
      // Without ?fy and without data: the last year that has ended.
      expect(text).toMatch(/Financial year FY \d{4}-\d{2}/);
      expect(text).toMatch(/FY \d{4}-\d{2} \(Current Financial Year\)/);
      expect(text).toContain("Corporate Identity Number (CIN) Not disclosed");
      expect(text).toContain("Total electricity consumption (A) Not disclosed Not disclosed");
      expect(text).not.toMatch(/\d GJ\b/);
      expect(text).toContain("No KPI targets have been set.");
      expect(text).toContain("No entries have been recorded yet.");
      expect(text).toMatch(/0 of \d+ documentation items completed \(0%\)/);
    },
    SLOW,
  );

  it("answers 422 for a year that does not read as one, and records no report", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}?fy=banana`, token: owner.token, params: { companyId: company.id } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "fy: 'banana' is not a financial year (use e.g. 2024-25)" });
    const db = await getDb();
    expect(await db.select().from(reportsGenerated).where(eq(reportsGenerated.companyId, company.id))).toHaveLength(0);
  });

  it("answers 404 to another user, as if the company did not exist", async () => {
    const owner = await createUser({ subscribed: true });
    const other = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}?fy=2024-25`, token: other.token, params: { companyId: company.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
    const db = await getDb();
    expect(await db.select().from(reportsGenerated).where(eq(reportsGenerated.companyId, company.id))).toHaveLength(0);
  });

  it(
    "follows the access matrix",
    async () => {
      await assertAccessMatrix({
        name: "generate-brsr-report",
        handler,
        path: "/api/generate-brsr-report/x",
        kind: "company",
        params: ({ company }) => ({ companyId: company.id }),
        ok: 200,
      });
    },
    SLOW,
  );
});
