import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { GET } from "@/app/api/generate-brsr-report/[companyId]/route";
import { getDb } from "@/db/client";
import { reportsGenerated } from "@/db/schema";
import { BRSR_POLICY_DOCUMENTS } from "@/lib/checklist/industry-checklists";
import { markChecklistItems } from "@/lib/checklist/service";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { BRSR_METRIC, findMetric } from "@/lib/frameworks";
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
  // The cover states the length, resolved after pagination like the page numbers.
  expect(pages[0]).toMatch(new RegExp(`Pages ${totalPages.toLocaleString("en-IN")}\\b`));
  return { text: pages.join(" "), pages: totalPages, bytes };
}

function categoryOf(metric: string): string {
  const found = findMetric("BRSR", metric);
  if (!found) throw new Error(`${metric} is not in the BRSR catalogue`);
  return found.category;
}

const today = () => new Date().toISOString().slice(0, 10);
// Rendering a PDF is CPU work: on a loaded CI machine it needs more than the default 30 s.
const SLOW = 180_000;

describe("GET /api/generate-brsr-report/{companyId}", () => {
  it("answers a BRSR PDF holding every section, principle, Core attribute and the company's own figures", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Sahyadri Steel Works", industry: "Manufacturing", location: "Pune, Maharashtra", size: "501-1000", description: "Cold-rolled steel coils" });
    const actorId = owner.user.id;
    const scope1 = await createEntry({ companyId: company.id, actorId, data: { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1, value: "4500", unit: "tCO2e", period: "FY 2024-25" } });
    // Edited once: two audit events for this entry.
    await updateEntry({ entryId: scope1.id, actorId, data: { value: "4,250.5" } });
    await createEntry({ companyId: company.id, actorId, source: "calculator", data: { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1, value: "5120", unit: "tCO2e", period: "FY 2023-24" } });
    await createEntry({ companyId: company.id, actorId, source: "extraction", data: { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope2, value: "1,23,456.75", unit: "tCO2e", period: "FY 2024-25" } });
    await createEntry({ companyId: company.id, actorId, data: { framework: "BRSR", category: categoryOf(BRSR_METRIC.csrSpend), metric: BRSR_METRIC.csrSpend, value: "₹ 5,00,000", unit: "", period: "FY 2024-25" } });
    await createEntry({ companyId: company.id, actorId, data: { framework: "GRI", category: "environmental", metric: "Saplings planted at the Chakan plant", value: "1200", unit: "trees", period: "FY 2024-25" } });
    await createTarget({
      companyId: company.id,
      actorId,
      data: { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1, target_value: 3000, unit: "tCO2e", target_period: "FY 2029-30", baseline_value: 6000, baseline_period: "FY 2022-23", direction: null, notes: "" },
    });
    const db = await getDb();
    await markChecklistItems({ db, companyId: company.id, items: [BRSR_POLICY_DOCUMENTS[0].item], actorId });

    const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}`, token: owner.token, params: { companyId: company.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="BRSR_Report_${today()}.pdf"`);

    const { text, pages, bytes } = await pdfText(res);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    // Fonts are embedded (a FontFile2 stream), not referenced by name.
    expect(Buffer.from(bytes).toString("latin1")).toContain("/FontFile2");

    for (const heading of [
      "Business Responsibility and Sustainability Report",
      "Section A: General Disclosures",
      "Section B: Management and Process Disclosures",
      "Section C: Principle-wise Performance Disclosure",
      "BRSR Core: Assurance Readiness",
      "KPI Targets and Progress",
      "Checklist Completion",
      "Annex: All Entries with Audit Trail",
    ]) {
      expect(text).toContain(heading);
    }
    // The NGRBC principles and the Core attributes as SEBI words them (ESG_FACTS), written out here
    // rather than read from the code under test, and in their order.
    const principles = [
      "conduct and govern themselves with integrity, in a manner that is ethical, transparent and accountable",
      "provide goods and services in a manner that is sustainable and safe",
      "respect and promote the well-being of all employees, including those in their value chains",
      "respect the interests of and be responsive to all their stakeholders",
      "respect and promote human rights",
      "respect and make efforts to protect and restore the environment",
      "when engaging in influencing public and regulatory policy, should do so in a manner that is responsible and transparent",
      "promote inclusive growth and equitable development",
      "engage with and provide value to their consumers in a responsible manner",
    ];
    const principleAt = principles.map((title, i) => {
      const at = text.indexOf(`Principle ${i + 1} (P${i + 1})`);
      expect(at, `Principle ${i + 1}`).toBeGreaterThan(-1);
      expect(text.indexOf(title, at), `P${i + 1}: ${title}`).toBeGreaterThan(at);
      return at;
    });
    expect(principleAt).toEqual([...principleAt].sort((a, b) => a - b));
    const core = [
      "Green-house gas (GHG) footprint",
      "Water footprint",
      "Energy footprint",
      "Embracing circularity",
      "Enhancing employee well-being and safety",
      "Enabling gender diversity in business",
      "Enabling inclusive development",
      "Fairness in engaging with customers and suppliers",
      "Open-ness of business",
    ];
    const coreStart = text.indexOf("BRSR Core: Assurance Readiness", text.indexOf("Section C: Principle-wise Performance Disclosure"));
    const coreAt = core.map((title, i) => text.indexOf(`${i + 1}. ${title}`, coreStart));
    coreAt.forEach((at, i) => expect(at, core[i]).toBeGreaterThan(coreStart));
    expect(coreAt).toEqual([...coreAt].sort((a, b) => a - b));
    // The sections in SEBI's order.
    const sections = ["Section A: General Disclosures", "Section B: Management and Process Disclosures", "Section C: Principle-wise Performance Disclosure", "BRSR Core: Assurance Readiness", "KPI Targets and Progress", "Checklist Completion", "Annex: All Entries with Audit Trail"];
    const contentsEnd = text.indexOf("Annex: All Entries with Audit Trail") + 1;
    const sectionAt = sections.map((heading) => text.indexOf(heading, contentsEnd));
    sectionAt.forEach((at, i) => expect(at, sections[i]).toBeGreaterThan(0));
    expect(sectionAt).toEqual([...sectionAt].sort((a, b) => a - b));

    // Cover and Section A.
    expect(text).toContain("Sahyadri Steel Works");
    expect(text).toContain("FY 2023-24 to FY 2024-25");
    expect(text).toContain("Cold-rolled steel coils");
    expect(text).toContain("Corporate Identity Number (CIN) Not disclosed on the platform");
    // Section C and Core: Indian grouping, units, both financial years, provenance.
    expect(text).toContain("4,250.5 tCO2e FY 2024-25 · Manual entry 5,120 tCO2e FY 2023-24 · Calculator");
    expect(text).toContain("Scope 2 emissions BRSR P6 Essential 7 · tCO2e 1,23,456.75 tCO2e FY 2024-25 · PDF extraction —");
    // The Core table: values latest first, then where each came from.
    expect(text).toContain("4,250.5 tCO2e (FY 2024-25) 5,120 tCO2e (FY 2023-24) Manual entry Calculator");
    expect(text).toMatch(/Total water consumption BRSR P6 Essential 3 Not reported/);
    expect(text).toContain("1,23,456.75 tCO2e");
    expect(text).toContain("₹5,00,000");
    expect(text).toContain("PDF extraction");
    expect(text).toContain("Calculator");
    expect(text).toContain("Not reported");
    // Section B: the P1 policy is ticked, the others are not.
    expect(text).toMatch(/P1 ✓ Board-approved Code of Conduct.*1 of 1 Yes/);
    expect(text).toMatch(/P2 ✗ Sustainable sourcing.*0 of 1 No/);
    // KPI: 6000 → 4250.5 toward 3000 is 58%.
    expect(text).toContain("3,000 tCO2e by FY 2029-30");
    expect(text).toContain("58%");
    // Annex: a custom metric only the annex shows, and the edited entry's two audit events.
    expect(text).toContain("Saplings planted at the Chakan plant");
    expect(text).toContain("1,200 trees");
    expect(text).toMatch(/Scope 1 emissions 4,250.5 tCO2e FY 2024-25 Manual entry 2/);
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain(`Page ${pages} of ${pages}`);

    const rows = await db.select().from(reportsGenerated).where(eq(reportsGenerated.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "brsr", pageCount: pages, generatedBy: owner.user.id });
  }, SLOW);

  it("gives a valid report for a company with no data", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Blank Slate Pvt Ltd", industry: null, description: null });
    const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}`, token: owner.token, params: { companyId: company.id } });
    expect(res.status).toBe(200);
    const { text, pages } = await pdfText(res);
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(text).toContain("Blank Slate Pvt Ltd");
    expect(text).toContain("Reporting period No data reported yet");
    expect(text).toContain("Scope 1 emissions");
    expect(text).toContain("Not reported");
    expect(text).not.toMatch(/tCO2e FY/);
    expect(text).toContain("No KPI targets have been set.");
    expect(text).toContain("No entries have been recorded yet.");
    expect(text).toMatch(/0 of \d+ documentation items completed \(0%\)/);
  }, SLOW);

  it("answers 404 to another user, as if the company did not exist", async () => {
    const owner = await createUser({ subscribed: true });
    const other = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const res = await call(handler, { path: `/api/generate-brsr-report/${company.id}`, token: other.token, params: { companyId: company.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
    const db = await getDb();
    expect(await db.select().from(reportsGenerated).where(eq(reportsGenerated.companyId, company.id))).toHaveLength(0);
  });

  it("follows the access matrix", async () => {
    await assertAccessMatrix({
      name: "generate-brsr-report",
      handler,
      path: "/api/generate-brsr-report/x",
      kind: "company",
      params: ({ company }) => ({ companyId: company.id }),
      ok: 200,
    });
  }, SLOW);
});
