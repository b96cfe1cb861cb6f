/**
 * An import's revert takes back the links the import added to figures held before it (decisions
 * D23, D29): a row of a figure another framework held links to it, and a row of the figure's first
 * place moves it there; the revert removes those links and stores the figure where it was, audited
 * in the revert's transaction, as it deletes the entries the import created.
 */
import ExcelJS from "exceljs";
import { and, eq, inArray } from "drizzle-orm";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/template.xlsx/route";
import { DELETE as revertRoute } from "@/app/api/imports/[batchId]/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, figureLinks } from "@/db/schema";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const GRI_SCOPE1 = "Direct (Scope 1) GHG emissions";
const HEAD = "framework,category,metric,value,unit,period,notes\n";

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI", "TCFD"] });
  // Scope 1 held under GRI before any import.
  const held = await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: { framework: "GRI", category: "environmental", metric: GRI_SCOPE1, value: "4500", unit: "tCO2e", period: "FY 2024-25", notes: "Plant A" },
  });
  return { owner, company, held };
}

async function upload(token: string, companyId: string, data: ArrayBuffer | string, name: string) {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart]), name);
  return call<any>(importRoute, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/imports?dry_run=false`, rawBody: form });
}

const revert = (token: string, batchId: string) => call<any>(revertRoute, { method: "DELETE", token, params: { batchId }, path: `/api/imports/${batchId}` });

const linksOf = async (entryId: string) =>
  (await (await getDb()).select().from(figureLinks).where(eq(figureLinks.entryId, entryId))).map((l) => l.framework).sort();
const entriesOf = async (companyId: string) => (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
const entryAudits = async (entryId: string) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.entityId, entryId), inArray(auditLog.action, ["link", "unlink", "update"])))
    .orderBy(auditLog.createdAt, auditLog.id);

describe("reverting an import takes back the links it added", () => {
  it("generic rows: a link to the held figure and the move to its first place go, the file's own figures and their links too", async () => {
    const { owner, company, held } = await setup();
    const csv =
      HEAD +
      // BRSR's Scope 1 is the held figure's first place: the figure moves there, GRI becomes a link.
      "BRSR,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,\n" +
      // TCFD's Scope 1: one more link to it.
      "TCFD,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,\n" +
      // Scope 2 under BRSR and GRI: a figure of the file, created once, GRI linked to it.
      "BRSR,environmental,Scope 2 emissions,900,tCO2e,FY 2024-25,\n" +
      "GRI,environmental,Energy indirect (Scope 2) GHG emissions,900,tCO2e,FY 2024-25,\n";
    const commit = await upload(owner.token, company.id, csv, "links.csv");
    expect(commit.status).toBe(201);

    const afterImport = await entriesOf(company.id);
    expect(afterImport).toHaveLength(2);
    expect(afterImport.find((e) => e.id === held.id)).toMatchObject({ framework: "BRSR", metric: "Scope 1 emissions", value: "4500" });
    expect(await linksOf(held.id)).toEqual(["GRI", "TCFD"]);
    const scope2 = afterImport.find((e) => e.id !== held.id)!;
    expect(await linksOf(scope2.id)).toEqual(["GRI"]);

    const res = await revert(owner.token, commit.body.batch_id);
    expect(res.status).toBe(200);
    expect(res.body.reverted_at).not.toBeNull();

    // The held figure is as it was before the import: stored under GRI by its GRI name, answering nothing else.
    const left = await entriesOf(company.id);
    expect(left.map((e) => e.id)).toEqual([held.id]);
    expect(left[0]).toMatchObject({ framework: "GRI", metric: GRI_SCOPE1, category: "environmental", value: "4500", notes: "Plant A" });
    expect(await linksOf(held.id)).toEqual([]);
    expect(await (await getDb()).select().from(figureLinks).where(eq(figureLinks.companyId, company.id))).toEqual([]);

    // Each link taken back and the move undone are audited, after the import's own link rows.
    const trail = await entryAudits(held.id);
    const unlinks = trail.filter((a) => a.action === "unlink");
    expect(unlinks.map((a) => (a.oldValue as { framework: string }).framework).sort()).toEqual(["GRI", "TCFD"]);
    expect(unlinks.every((a) => a.actorId === owner.user.id && a.companyId === company.id)).toBe(true);
    const movedBack = trail.filter((a) => a.action === "update").at(-1)!;
    expect(movedBack.oldValue).toMatchObject({ framework: "BRSR" });
    expect(movedBack.newValue).toMatchObject({ framework: "GRI", metric: GRI_SCOPE1 });
    const [batchAudit] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "import_batch"), eq(auditLog.entityId, commit.body.batch_id), eq(auditLog.action, "delete")));
    expect(batchAudit.oldValue).toMatchObject({ created: 1, links: 2 });

    // The same file imported again links and moves the figure again: nothing of the first import lingers.
    const again = await upload(owner.token, company.id, csv, "links.csv");
    expect(again.status).toBe(201);
    expect(await linksOf(held.id)).toEqual(["GRI", "TCFD"]);
  });

  it("questionnaire cells: a cell answered through a figure held under GRI gets the figure's value, place and links back", async () => {
    const { owner, company, held } = await setup();
    const tpl = await call(templateRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/template.xlsx?fy=2024-25` });
    expect(tpl.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await tpl.response.arrayBuffer());
    const p6 = wb.getWorksheet("Section C P6")!;
    let scope1: ExcelJS.Row | undefined;
    p6.eachRow((row) => {
      if (row.getCell(1).value === "P6-E7-S1") scope1 = row;
    });
    scope1!.getCell(6).value = 4800;
    // The other frameworks' sheet holds the GRI figure as downloaded; left blank, the cell alone gives the figure.
    wb.getWorksheet("Other frameworks")!.eachRow((row) => {
      if (row.getCell(3).value === GRI_SCOPE1) row.getCell(6).value = null;
    });
    const commit = await upload(owner.token, company.id, (await wb.xlsx.writeBuffer()) as ArrayBuffer, "brsr.xlsx");
    expect(commit.body.errors).toEqual([]);
    expect(commit.status).toBe(201);
    expect((await entriesOf(company.id)).find((e) => e.id === held.id)).toMatchObject({ framework: "BRSR", value: "4800" });
    expect(await linksOf(held.id)).toEqual(["GRI"]);

    expect((await revert(owner.token, commit.body.batch_id)).status).toBe(200);
    const [figure] = await entriesOf(company.id);
    expect(figure).toMatchObject({ id: held.id, framework: "GRI", metric: GRI_SCOPE1, value: "4500", notes: "Plant A", source: "manual", importBatchId: null });
    expect(await linksOf(held.id)).toEqual([]);
    expect((await entryAudits(held.id)).filter((a) => a.action === "unlink")).toHaveLength(1);
  });

  it("a figure changed after the import refuses the revert, and its links stay with it", async () => {
    const { owner, company, held } = await setup();
    const commit = await upload(owner.token, company.id, `${HEAD}TCFD,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,\n`, "tcfd.csv");
    expect(commit.status).toBe(201);
    expect(await linksOf(held.id)).toEqual(["TCFD"]);
    // A row the import created, then changed by hand: the revert is refused as a whole.
    const second = await upload(owner.token, company.id, `${HEAD}BRSR,social,Total employees,120,count,FY 2024-25,\n`, "people.csv");
    const [created] = (await entriesOf(company.id)).filter((e) => e.importBatchId === second.body.batch_id);
    await updateEntry({ entryId: created.id, actorId: owner.user.id, data: { value: "121" } });
    expect((await revert(owner.token, second.body.batch_id)).status).toBe(409);
    expect(await linksOf(held.id)).toEqual(["TCFD"]);
    // The first one still reverts: its link goes, the figure (never moved) stays under GRI.
    expect((await revert(owner.token, commit.body.batch_id)).status).toBe(200);
    expect(await linksOf(held.id)).toEqual([]);
    expect((await entriesOf(company.id)).find((e) => e.id === held.id)).toMatchObject({ framework: "GRI", metric: GRI_SCOPE1 });
  });
});
