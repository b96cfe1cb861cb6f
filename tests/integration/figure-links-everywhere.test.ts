/**
 * The one figure is read everywhere a framework's figures are listed (the entry list's
 * framework filter, the exports), and review, evidence and evidence requests act on it; an import
 * row, a calculator save and an extraction's acceptance for a held figure link to it instead of
 * storing a copy (lib/esg-data/figures.ts through createEntry / insertEntries).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { GET as listRoute } from "@/app/api/esg-data/[id]/route";
import { POST as reviewRoute } from "@/app/api/esg-data/[id]/review/route";
import { GET as listEvidence, POST as uploadEvidence } from "@/app/api/esg-data/[id]/evidence/route";
import { GET as listRequests, POST as raiseRequest } from "@/app/api/esg-data/[id]/evidence-requests/route";
import { GET as dashboardRoute } from "@/app/api/dashboard/[companyId]/route";
import { GET as csvRoute } from "@/app/api/companies/[id]/export.csv/route";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { POST as calculateRoute } from "@/app/api/calculators/[kind]/[companyId]/route";
import { POST as acceptRoute } from "@/app/api/extractions/[id]/accept/route";
import { getDb } from "@/db/client";
import { esgDataEntries, figureLinks, pdfExtractions } from "@/db/schema";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { proposalsFrom } from "@/lib/extraction/review";
import { INDIA } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { createEntry } from "@/lib/esg-data/service";
import { gatherFacts } from "@/lib/insights/facts";
import { requireFiscalYear } from "@/lib/periods/param";
import { parseCsv } from "@/lib/format/csv";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { samplePdf, uploadForm } from "../helpers/evidence-files";
import { call } from "../helpers/http";

const GRI_SCOPE1 = "Direct (Scope 1) GHG emissions";

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI", "TCFD"] });
  return { owner, company };
}

const entriesOf = async (companyId: string) => (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
const linksOf = async (entryId: string) =>
  (await (await getDb()).select().from(figureLinks).where(eq(figureLinks.entryId, entryId))).map((l) => l.framework).sort();

describe("one Scope 1 posted under BRSR, GRI and TCFD", () => {
  it("is one figure listed under each framework's filter and export, with one review and one evidence list", async () => {
    const { owner, company } = await setup();
    const assurer = await addMember(company.id, "assurer", { accessUntil: new Date(Date.now() + 30 * 86_400_000) });
    const post = (body: Record<string, unknown>) => call<any>(postEntry, { method: "POST", token: owner.token, body: entryBody(company.id, body) });
    const brsr = await post({ period: "FY 2024-25" });
    expect(brsr.status).toBe(201);
    expect((await post({ framework: "GRI", metric: GRI_SCOPE1, value: "4500", period: "FY 2024-25" })).status).toBe(200);
    expect((await post({ framework: "TCFD", metric: "Scope 1 emissions", period: "FY 2024-25" })).status).toBe(200);
    // Another figure that only BRSR holds stays out of GRI's and TCFD's lists.
    expect((await post({ metric: "Total employees", category: "social", value: "120", unit: "count", period: "FY 2024-25" })).status).toBe(201);
    expect(await entriesOf(company.id)).toHaveLength(2);

    const list = (query: string) => call<any[]>(listRoute, { token: owner.token, params: { id: company.id }, path: `/api/esg-data/${company.id}?${query}` });
    for (const framework of ["BRSR", "GRI", "TCFD"]) {
      const res = await list(`framework=${framework}`);
      expect(res.status).toBe(200);
      const scope1 = res.body.filter((r) => r.id === brsr.body.id);
      expect(scope1, framework).toHaveLength(1);
      expect(scope1[0].frameworks).toEqual(["BRSR", "GRI", "TCFD"]);
      expect(res.headers.get("X-Total-Count"), framework).toBe(String(res.body.length));
      expect(res.body.length, framework).toBe(framework === "BRSR" ? 2 : 1);
    }
    // The metric filter finds it by GRI's name too; the unfiltered list holds it once.
    const byGriName = await list(`framework=GRI&metric=${encodeURIComponent(GRI_SCOPE1)}`);
    expect(byGriName.body.map((r) => r.id)).toEqual([brsr.body.id]);
    expect(byGriName.headers.get("X-Total-Count")).toBe("1");
    expect((await list("")).body.filter((r) => r.id === brsr.body.id)).toHaveLength(1);

    // The export: one row for the figure, naming every framework it answers.
    const csv = await call(csvRoute, { token: owner.token, params: { id: company.id } });
    expect(csv.status).toBe(200);
    const { rows } = parseCsv((await csv.response.text()).replace(/^\uFEFF/, ""));
    const header = rows[0];
    const scope1Rows = rows.filter((r) => r[header.indexOf("Entry ID")] === brsr.body.id);
    expect(scope1Rows).toHaveLength(1);
    expect(scope1Rows[0][header.indexOf("Frameworks")]).toBe("BRSR; GRI; TCFD");

    // The dashboard counts the figure under each framework it answers (and once in the total); insights of GRI and TCFD read it.
    const dashboard = await call<any>(dashboardRoute, { token: owner.token, params: { companyId: company.id } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.statistics.frameworks).toEqual({ BRSR: 2, GRI: 1, TCFD: 1 });
    expect(dashboard.body.statistics.total_metrics).toBe(2);
    const year = requireFiscalYear("2024-25", company.fyStartMonth);
    for (const framework of ["GRI", "TCFD"] as const) {
      const facts = await gatherFacts({ company, framework, category: null, year });
      expect(facts.entry_count, framework).toBe(1);
      expect(facts.custom_metrics, framework).toEqual([]);
    }

    // Evidence requested from TCFD's list (the id it shows) and the file uploaded from BRSR's reach the one figure.
    const tcfdId = (await list("framework=TCFD")).body[0].id;
    expect(tcfdId).toBe(brsr.body.id);
    const raised = await call<any>(raiseRequest, { method: "POST", token: assurer.token, params: { id: tcfdId }, body: { comment: "Fuel bills, please" } });
    expect(raised.status).toBe(201);
    const up = await call(uploadEvidence, {
      method: "POST",
      token: owner.token,
      path: `/api/esg-data/${brsr.body.id}/evidence`,
      params: { id: brsr.body.id },
      rawBody: uploadForm(samplePdf()),
    });
    expect(up.status).toBe(201);
    const files = await call<any>(listEvidence, { token: assurer.token, params: { id: tcfdId } });
    expect(files.body).toHaveLength(1);
    const requests = await call<any>(listRequests, { token: owner.token, params: { id: brsr.body.id } });
    expect(requests.body.map((r: { id: string }) => r.id)).toEqual([raised.body.id]);

    // One review: submitting it from any framework's view moves the one figure.
    const submitted = await call<any>(reviewRoute, { method: "POST", token: owner.token, params: { id: tcfdId }, body: { action: "submit" } });
    expect(submitted.status).toBe(200);
    for (const framework of ["BRSR", "GRI", "TCFD"]) {
      const submittedRows = await list(`framework=${framework}&state=submitted`);
      expect(
        submittedRows.body.map((r) => r.id),
        framework,
      ).toEqual([brsr.body.id]);
      expect(submittedRows.headers.get("X-Total-Count"), framework).toBe("1");
    }
  });
});

describe("imports, calculator saves and extraction acceptance link to a held figure", () => {
  it("an import row for a figure held under another framework links to it; another value refuses the import", async () => {
    const { owner, company } = await setup();
    const held = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25" }) });
    const upload = (csv: string) => {
      const form = new FormData();
      form.append("file", new Blob([csv]), "bulk.csv");
      return call<any>(importRoute, {
        method: "POST",
        token: owner.token,
        params: { id: company.id },
        path: `/api/companies/${company.id}/imports?dry_run=false`,
        rawBody: form,
      });
    };
    const head = "framework,category,metric,value,unit,period,notes\n";
    const ok = await upload(`${head}GRI,environmental,${GRI_SCOPE1},4500,tCO2e,FY 2024-25,\n`);
    expect(ok.status).toBe(201);
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect(await linksOf(held.id)).toEqual(["GRI"]);

    // Another value of the held figure is the row's error (the dry run names it), and nothing is written.
    const other = await upload(`${head}TCFD,environmental,Scope 1 emissions,4800,tCO2e,FY 2024-25,\n`);
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).toContain("is the same figure as BRSR's Scope 1 emissions, held for FY 2024-25: 4,500 tCO2e");
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect(await linksOf(held.id)).toEqual(["GRI"]);
  });

  it("a calculator save of a figure held under GRI links to it", async () => {
    const { owner, company } = await setup();
    const calc = (save: boolean) =>
      call<any>(calculateRoute as never, {
        method: "POST",
        token: owner.token,
        params: { kind: "ghg", companyId: company.id },
        path: `/api/calculators/ghg/${company.id}${save ? "?save=true" : ""}`,
        body: { fy: "2024-25", inputs: { ...emptyGhgInput(INDIA), fuels: [{ type: "diesel", quantity: "1000" }] } },
      });
    const preview = await calc(false);
    expect(preview.status).toBe(200);
    const scope1 = preview.body.entries.find((e: { metric: string }) => e.metric === "Scope 1 emissions");
    const held = await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: { framework: "GRI", category: "environmental", metric: GRI_SCOPE1, value: scope1.value, unit: scope1.unit, period: preview.body.period },
    });
    const saved = await calc(true);
    expect(saved.status).toBe(200);
    const written = saved.body.saved.entries.find((e: { id: string }) => e.id === held.id);
    expect(written).toMatchObject({ action: "linked" });
    const stored = await entriesOf(company.id);
    expect(stored.filter((e) => e.metric === GRI_SCOPE1 || e.metric === "Scope 1 emissions").map((e) => e.id)).toEqual([held.id]);
    // Stored where BRSR asks for it from now on (the questionnaire reads it there), GRI answered through a link.
    expect(stored.find((e) => e.id === held.id)).toMatchObject({ framework: "BRSR", metric: "Scope 1 emissions", value: scope1.value });
    expect(await linksOf(held.id)).toEqual(["GRI"]);
  });

  it("accepting an extracted figure held under another framework links to it", async () => {
    const { owner, company } = await setup();
    const held = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { value: "1,200", period: "FY 2021-22" }) });
    const db = await getDb();
    const [extraction] = await db
      .insert(pdfExtractions)
      .values({
        companyId: company.id,
        filename: "report.pdf",
        pageCount: 1,
        extractedCount: 1,
        engine: "offline analysis",
        metrics: proposalsFrom([
          {
            framework: "GRI",
            category: "environmental",
            metric: GRI_SCOPE1,
            value: "1200",
            unit: "tCO2e",
            period: "FY 2021-22",
            page: 1,
            sentence: "Direct (Scope 1) GHG emissions were 1200 tCO2e in FY 2021-22.",
          },
        ]),
        createdBy: owner.user.id,
        fileSha256: randomBytes(32).toString("hex"),
      })
      .returning();
    const proposal = (extraction.metrics as { id: string }[])[0];
    const res = await call<any>(acceptRoute, {
      method: "POST",
      token: owner.token,
      params: { id: extraction.id },
      path: `/api/extractions/${extraction.id}/accept`,
      body: { items: [{ id: proposal.id }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.accepted.map((a: { entry_id: string }) => a.entry_id)).toEqual([held.id]);
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect(await linksOf(held.id)).toEqual(["GRI"]);
    const [after] = await db
      .select()
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.id, held.id)));
    expect(after.value).toBe("1,200");
  });
});
