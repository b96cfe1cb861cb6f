/**
 * One figure for every framework (decisions D23) through every writer: a questionnaire save, an
 * extraction accepted into a questionnaire cell and a calculator save of a figure another framework
 * holds (GRI 305-1's Scope 1) link to the held figure and write over it — one entry, served by
 * BRSR and GRI, with one review and one evidence list — and a spreadsheet import folds two rows of
 * one figure under two frameworks into one entry, or reports them when they disagree.
 */
import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { GET as questionnaireRoute } from "@/app/api/brsr/[companyId]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as listRoute } from "@/app/api/esg-data/[id]/route";
import { POST as postEntryRoute } from "@/app/api/esg-data/route";
import { POST as reviewRoute } from "@/app/api/esg-data/[id]/review/route";
import { GET as listEvidence, POST as uploadEvidence } from "@/app/api/esg-data/[id]/evidence/route";
import { POST as lockRoute } from "@/app/api/companies/[id]/locks/route";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/template.xlsx/route";
import { POST as calculateRoute } from "@/app/api/calculators/[kind]/[companyId]/route";
import { POST as acceptRoute } from "@/app/api/extractions/[id]/accept/route";
import { GET as extractionRoute } from "@/app/api/extractions/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, figureLinks, pdfExtractions } from "@/db/schema";
import type { Questionnaire } from "@/lib/brsr/service";
import { cellValue, viewCells } from "@/lib/brsr/view";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { proposalsFrom } from "@/lib/extraction/review";
import { INDIA } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { OTHER_FRAMEWORKS_SHEET } from "@/lib/spreadsheets/layout";
import { createEntry } from "@/lib/esg-data/service";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { samplePdf, uploadForm } from "../helpers/evidence-files";
import { call } from "../helpers/http";

const GRI_SCOPE1 = "Direct (Scope 1) GHG emissions";
const GRI_SCOPE2 = "Energy indirect (Scope 2) GHG emissions";

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI", "TCFD"] });
  const reviewer = await addMember(company.id, "reviewer");
  return { owner, company, reviewer };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const entriesOf = async (companyId: string) => (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
const linksOf = async (entryId: string) =>
  (await (await getDb()).select().from(figureLinks).where(eq(figureLinks.entryId, entryId))).map((l) => l.framework).sort();
const auditsOf = async (entryId: string) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.entityId, entryId)))
    .orderBy(auditLog.id);

const holdGri = (s: Setup, value = "4500", metric = GRI_SCOPE1) =>
  createEntry({
    companyId: s.company.id,
    actorId: s.owner.user.id,
    data: { framework: "GRI", category: "environmental", metric, value, unit: "tCO2e", period: "FY 2024-25" },
  });

const putCells = (s: Setup, cells: unknown[]) =>
  call<any>(cellsRoute as never, { method: "PUT", token: s.owner.token, params: { companyId: s.company.id }, body: { fy: "2024-25", cells } });

const questionnaire = async (s: Setup) =>
  (
    await call<Questionnaire>(questionnaireRoute as never, {
      token: s.owner.token,
      params: { companyId: s.company.id },
      path: `/api/brsr/${s.company.id}?fy=2024-25`,
    })
  ).body;

const cellOf = (q: Questionnaire, key: string) => {
  for (const { cell } of viewCells(q)) if (cell.key === key) return cell;
  throw new Error(key);
};

const listed = async (s: Setup, framework: string) =>
  (await call<any[]>(listRoute, { token: s.owner.token, params: { id: s.company.id }, path: `/api/esg-data/${s.company.id}?framework=${framework}` })).body;

describe("PUT /api/brsr/{id}/cells for a figure GRI holds", () => {
  it("links the cell to the held figure: one entry served by BRSR and GRI, one review, one evidence list; a later save updates it", async () => {
    const s = await setup();
    const held = await holdGri(s);
    const saved = await putCells(s, [{ key: "P6-E7-S1", value: "4,500" }]);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toMatchObject({ created: 0, updated: 0, unchanged: 1, linked: 1 });

    const stored = await entriesOf(s.company.id);
    expect(stored.map((e) => e.id)).toEqual([held.id]);
    // Stored where BRSR asks for it, with its GRI value and history; GRI answered through a link.
    expect(stored[0]).toMatchObject({ framework: "BRSR", metric: "Scope 1 emissions", value: "4500", reviewState: "draft" });
    expect(await linksOf(held.id)).toEqual(["GRI"]);
    expect(cellValue(saved.body, "P6-E7-S1")).toMatchObject({ value: 4500 });
    for (const framework of ["BRSR", "GRI"]) {
      const rows = await listed(s, framework);
      expect(
        rows.map((r) => r.id),
        framework,
      ).toEqual([held.id]);
      expect(rows[0].frameworks).toEqual(["BRSR", "GRI"]);
    }

    // One review: submitted from GRI's list, approved by the reviewer; the questionnaire's cell shows it.
    const submit = await call<any>(reviewRoute, { method: "POST", token: s.owner.token, params: { id: held.id }, body: { action: "submit" } });
    expect(submit.status).toBe(200);
    const approve = await call<any>(reviewRoute, { method: "POST", token: s.reviewer.token, params: { id: held.id }, body: { action: "approve" } });
    expect(approve.status).toBe(200);
    // One evidence list, whichever framework's id was used.
    const up = await call(uploadEvidence, {
      method: "POST",
      token: s.owner.token,
      path: `/api/esg-data/${held.id}/evidence`,
      params: { id: held.id },
      rawBody: uploadForm(samplePdf()),
    });
    expect(up.status).toBe(201);
    const q = await questionnaire(s);
    expect(cellValue(q, "P6-E7-S1")).toMatchObject({ value: 4500 });
    const review = cellOf(q, "P6-E7-S1").review?.cy;
    expect(review).toMatchObject({ state: "approved", entry_id: held.id });
    expect((await call<any[]>(listEvidence, { token: s.owner.token, params: { id: review!.entry_id! } })).body).toHaveLength(1);

    // A later save of another value changes the one figure, audited, and sends it back through review.
    const again = await putCells(s, [{ key: "P6-E7-S1", value: "4,800" }]);
    expect(again.status).toBe(200);
    expect(again.body.saved).toMatchObject({ created: 0, updated: 1 });
    const after = await entriesOf(s.company.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: held.id, value: "4,800", reviewState: "submitted" });
    expect((await listed(s, "GRI")).map((r) => [r.id, r.value])).toEqual([[held.id, "4,800"]]);
    const trail = await auditsOf(held.id);
    expect(trail.map((a) => a.action)).toEqual(["create", "update", "link", "submit", "approve", "update"]);
    expect(trail.at(-1)!.oldValue).toMatchObject({ value: "4500" });
    expect(trail.at(-1)!.newValue).toMatchObject({ value: "4,800" });
  });

  it("a first save of another value writes over the held figure (not a copy); a locked year refuses it", async () => {
    const s = await setup();
    const held = await holdGri(s, "30,000", GRI_SCOPE2);
    const saved = await putCells(s, [{ key: "P6-E7-S2", value: "29,800" }]);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toMatchObject({ created: 0, updated: 1, linked: 1 });
    const stored = await entriesOf(s.company.id);
    expect(stored.map((e) => [e.id, e.framework, e.value])).toEqual([[held.id, "BRSR", "29,800"]]);
    expect(await linksOf(held.id)).toEqual(["GRI"]);

    // A locked year: the held figure of GRI is not linked nor changed from the questionnaire.
    const other = await holdGri(s, "4500");
    const locked = await call<any>(lockRoute, {
      method: "POST",
      token: s.owner.token,
      params: { id: s.company.id },
      path: `/api/companies/${s.company.id}/locks`,
      body: { fy: "2024-25", reason: "Filed" },
    });
    expect(locked.status).toBe(201);
    const refused = await putCells(s, [{ key: "P6-E7-S1", value: "4500" }]);
    expect(refused.status).toBe(423);
    expect(await linksOf(other.id)).toEqual([]);
    expect((await entriesOf(s.company.id)).find((e) => e.id === other.id)).toMatchObject({ framework: "GRI" });
  });
});

describe("extraction and calculator saves of a figure GRI holds", () => {
  it("an extracted BRSR cell links to the held figure; another value is a conflict until replaced, then updates it", async () => {
    const s = await setup();
    const held = await holdGri(s, "1200");
    const db = await getDb();
    const proposal = (value: string) => ({
      framework: "BRSR",
      category: "environmental" as const,
      metric: "Scope 1 emissions",
      cell: "P6-E7-S1",
      value,
      unit: "tCO2e",
      period: "FY 2024-25",
      page: 1,
      sentence: `Total Scope 1 emissions ${value} tCO2e`,
    });
    const [extraction] = await db
      .insert(pdfExtractions)
      .values({
        companyId: s.company.id,
        filename: "brsr.pdf",
        pageCount: 1,
        extractedCount: 2,
        engine: "offline analysis",
        metrics: proposalsFrom([proposal("1,200"), proposal("1,350")]),
        createdBy: s.owner.user.id,
        fileSha256: randomBytes(32).toString("hex"),
      })
      .returning();
    const [same, other] = extraction.metrics as { id: string }[];
    const accept = (items: unknown[]) =>
      call<any>(acceptRoute, {
        method: "POST",
        token: s.owner.token,
        params: { id: extraction.id },
        path: `/api/extractions/${extraction.id}/accept`,
        body: { items },
      });

    // Shown before accepting: the other value conflicts with GRI's figure, the same value does not (it will link).
    const view = await call<any>(extractionRoute, { token: s.owner.token, params: { id: extraction.id }, path: `/api/extractions/${extraction.id}` });
    expect(view.status).toBe(200);
    const conflictOf = (id: string) => view.body.metrics.find((m: { id: string }) => m.id === id).conflict;
    expect(conflictOf(same.id)).toBeNull();
    expect(conflictOf(other.id)).toMatchObject({ entry_id: held.id, value: "1200" });

    const first = await accept([{ id: same.id }]);
    expect(first.status).toBe(200);
    expect(first.body.errors).toEqual([]);
    expect(first.body.accepted.map((a: { entry_id: string }) => a.entry_id)).toEqual([held.id]);
    expect(await entriesOf(s.company.id)).toHaveLength(1);
    expect(await linksOf(held.id)).toEqual(["GRI"]);

    const refused = await accept([{ id: other.id }]);
    expect(refused.body.errors).toMatchObject([{ id: other.id, status: 409, conflict: { entry_id: held.id } }]);
    const replaced = await accept([{ id: other.id, replace: true }]);
    expect(replaced.body.errors).toEqual([]);
    expect(replaced.body.accepted).toMatchObject([{ entry_id: held.id, replaced: true }]);
    const stored = await entriesOf(s.company.id);
    expect(stored.map((e) => [e.id, e.value, e.source])).toEqual([[held.id, "1,350", "extraction"]]);
  });

  it("a calculator save of another value updates the held figure instead of adding a BRSR copy", async () => {
    const s = await setup();
    const held = await holdGri(s, "1");
    const res = await call<any>(calculateRoute as never, {
      method: "POST",
      token: s.owner.token,
      params: { kind: "ghg", companyId: s.company.id },
      path: `/api/calculators/ghg/${s.company.id}?save=true`,
      body: { fy: "2024-25", inputs: { ...emptyGhgInput(INDIA), fuels: [{ type: "diesel", quantity: "1000" }] } },
    });
    expect(res.status).toBe(200);
    const written = res.body.saved.entries.find((e: { metric: string }) => e.metric === "Scope 1 emissions");
    expect(written).toMatchObject({ id: held.id, action: "updated", previous: { value: "1", source: "manual" } });
    const scope1 = (await entriesOf(s.company.id)).filter((e) => e.metricKey === "scope 1 emissions" || e.metric === GRI_SCOPE1);
    expect(scope1.map((e) => [e.id, e.framework, e.source, e.value])).toEqual([[held.id, "BRSR", "calculator", written.value]]);
    expect(await linksOf(held.id)).toEqual(["GRI"]);
  });
});

describe("a spreadsheet import with one figure under two frameworks", () => {
  const head = "framework,category,metric,value,unit,period,notes\n";
  const upload = (s: Setup, csv: string, dryRun: boolean) => {
    const form = new FormData();
    form.append("file", new Blob([csv]), "bulk.csv");
    return call<any>(importRoute, {
      method: "POST",
      token: s.owner.token,
      params: { id: s.company.id },
      path: `/api/companies/${s.company.id}/imports?dry_run=${dryRun}`,
      rawBody: form,
    });
  };

  it("makes one entry answering both frameworks when the rows agree", async () => {
    const s = await setup();
    const csv = `${head}TCFD,environmental,Scope 1 emissions,"4,500",tCO2e,FY 2024-25,\nGRI,environmental,${GRI_SCOPE1},4500,tCO2e,FY 2024-25,\nBRSR,environmental,Scope 2 emissions,29800,tCO2e,FY 2024-25,\nGRI,environmental,${GRI_SCOPE2},"29,800",tCO2e,FY 2024-25,\n`;
    const dry = await upload(s, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.rows.find((r: { row: number }) => r.row === 3).reason).toMatch(/same figure as CSV row 2 \(TCFD\)/);
    const done = await upload(s, csv, false);
    expect(done.status).toBe(201);
    const stored = await entriesOf(s.company.id);
    expect(stored).toHaveLength(2);
    // Each stored under its first place among the rows' frameworks, the other a link.
    const scope1 = stored.find((e) => e.framework === "GRI")!;
    expect(scope1).toMatchObject({ metric: GRI_SCOPE1, value: "4500", source: "import" });
    expect(await linksOf(scope1.id)).toEqual(["TCFD"]);
    const scope2 = stored.find((e) => e.framework === "BRSR")!;
    expect(await linksOf(scope2.id)).toEqual(["GRI"]);
    expect((await listed(s, "TCFD")).map((r) => r.id)).toEqual([scope1.id]);
  });

  it("reports rows that give the same figure two values as a row error naming both, and imports nothing", async () => {
    const s = await setup();
    const csv = `${head}GRI,environmental,${GRI_SCOPE1},4500,tCO2e,FY 2024-25,\nTCFD,environmental,Scope 1 emissions,4800,tCO2e,FY 2024-25,\n`;
    const dry = await upload(s, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toHaveLength(1);
    expect(dry.body.errors[0]).toMatchObject({ row: 3 });
    expect(dry.body.errors[0].message).toMatch(/conflicting values for the same figure/);
    expect(dry.body.errors[0].message).toContain("row 3");
    expect(dry.body.errors[0].message).toContain("row 2");
    const done = await upload(s, csv, false);
    expect(done.status).toBe(422);
    expect(await entriesOf(s.company.id)).toEqual([]);
  });

  it("a BRSR template row of a figure GRI holds: the dry run shows the held value it updates; one entry after", async () => {
    const s = await setup();
    const held = await holdGri(s, "4500");
    const res = await call(templateRoute, {
      token: s.owner.token,
      params: { id: s.company.id },
      path: `/api/companies/${s.company.id}/template.xlsx?fy=2024-25`,
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.response.arrayBuffer());
    const send = async (dryRun: boolean) => {
      const form = new FormData();
      form.append("file", new Blob([(await wb.xlsx.writeBuffer()) as ArrayBuffer]), "template.xlsx");
      return call<any>(importRoute, {
        method: "POST",
        token: s.owner.token,
        params: { id: s.company.id },
        path: `/api/companies/${s.company.id}/imports?dry_run=${dryRun}`,
        rawBody: form,
      });
    };
    const p6 = wb.getWorksheet("Section C P6")!;
    p6.eachRow((row) => {
      if (row.getCell(1).value === "P6-E7-S1") row.getCell(6).value = 4800;
    });
    // The template's generic sheet holds GRI's figure as it is: left at 4,500 the file disagrees with itself.
    const other = wb.getWorksheet(OTHER_FRAMEWORKS_SHEET)!;
    let griRow: ExcelJS.Row | undefined;
    other.eachRow((row) => {
      if (row.getCell(3).value === GRI_SCOPE1) griRow = row;
    });
    expect(griRow!.getCell(6).value).toBe(4500);
    const disagreeing = await send(true);
    expect(disagreeing.body.errors).toMatchObject([{ sheet: OTHER_FRAMEWORKS_SHEET, row: griRow!.number }]);
    expect(disagreeing.body.errors[0].message).toMatch(/conflicting values for the same figure: .*4500.*Section C P6 row \d+ gives 4800/);
    griRow!.getCell(6).value = 4800;
    // And the same figure under TCFD, agreeing.
    other.addRow(["TCFD", "environmental", "Scope 1 emissions", "tCO2e", "FY 2024-25", 4800, ""]);
    const dry = await send(true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors, JSON.stringify(dry.body.errors)).toEqual([]);
    const row = dry.body.rows.find((r: { key: string | null }) => r.key === "P6-E7-S1");
    expect(row).toMatchObject({ action: "update", old_value: "4500", new_value: "4800" });
    expect(row.reason).toMatch(/GRI holds/);
    expect(dry.body.rows.find((r: { framework: string }) => r.framework === "TCFD").reason).toMatch(/same figure as Section C P6 row \d+ \(BRSR\)/);
    const done = await send(false);
    expect(done.status).toBe(201);
    const stored = await entriesOf(s.company.id);
    expect(stored.map((e) => [e.id, e.framework, e.value, e.source])).toEqual([[held.id, "BRSR", "4800", "import"]]);
    expect(await linksOf(held.id)).toEqual(["GRI", "TCFD"]);
  });

  it("links many rows to figures held under other frameworks, across years, in one import", async () => {
    const s = await setup();
    const years = ["FY 2021-22", "FY 2022-23", "FY 2023-24", "FY 2024-25"];
    const held = [];
    for (const period of years)
      held.push(
        await createEntry({
          companyId: s.company.id,
          actorId: s.owner.user.id,
          data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "100", unit: "tCO2e", period },
        }),
      );
    const csv =
      head +
      years.flatMap((p) => [`GRI,environmental,${GRI_SCOPE1},100,tCO2e,${p},`, `TCFD,environmental,Scope 1 emissions,100,tCO2e,${p},`]).join("\n") +
      "\n";
    const done = await upload(s, csv, false);
    expect(done.status).toBe(201);
    expect(await entriesOf(s.company.id)).toHaveLength(years.length);
    for (const h of held) expect(await linksOf(h.id)).toEqual(["GRI", "TCFD"]);
  });
});

describe("saves of one figure under three frameworks at once", () => {
  it("questionnaire saves, data collection posts and imports of Scope 1 leave one figure, whoever commits first", async () => {
    for (let round = 0; round < 3; round++) {
      const s = await setup();
      const cells = () => putCells(s, [{ key: "P6-E7-S1", value: "4500" }]);
      const post = (framework: string, metric: string) => () =>
        call<any>(postEntryRoute, {
          method: "POST",
          token: s.owner.token,
          body: { company_id: s.company.id, framework, category: "environmental", metric, value: "4,500", unit: "tCO2e", period: "FY 2024-25", notes: "" },
        });
      const importing = () => {
        const form = new FormData();
        form.append(
          "file",
          new Blob([`framework,category,metric,value,unit,period,notes\nTCFD,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,\n`]),
          "one.csv",
        );
        return call<any>(importRoute, {
          method: "POST",
          token: s.owner.token,
          params: { id: s.company.id },
          rawBody: form,
          path: `/api/companies/${s.company.id}/imports?dry_run=false`,
        });
      };
      const calls = [cells, post("GRI", GRI_SCOPE1), importing, cells, post("TCFD", "Scope 1 emissions"), post("GRI", GRI_SCOPE1), importing, cells];
      const order = round % 2 ? calls.reverse() : calls;
      const answers = await Promise.all(order.map((make) => make()));
      // A post under a framework already linked is its own duplicate (409); an import of a figure already stored changes nothing (422).
      for (const a of answers) expect([200, 201, 409, 422], JSON.stringify(a.body?.detail ?? "")).toContain(a.status);
      const stored = await entriesOf(s.company.id);
      expect(stored, `round ${round}`).toHaveLength(1);
      expect(stored[0]).toMatchObject({ framework: "BRSR", metric: "Scope 1 emissions" });
      expect(await linksOf(stored[0].id)).toEqual(["GRI", "TCFD"]);
    }
  }, 120_000);
});
