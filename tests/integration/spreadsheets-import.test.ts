import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { GET as getBrsr } from "@/app/api/brsr/[companyId]/route";
import { GET as listImportsRoute, POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/template.xlsx/route";
import { DELETE as revertRoute } from "@/app/api/imports/[batchId]/route";
import { GET as listEntriesRoute } from "@/app/api/esg-data/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries } from "@/db/schema";
import { saveCells } from "@/lib/brsr/service";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

async function ownerWithCompany() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { ...owner, company, params: { id: company.id } };
}

async function download(token: string, id: string, fy = "2024-25"): Promise<ExcelJS.Workbook> {
  const res = await call(templateRoute, { token, params: { id }, path: `/api/companies/${id}/template.xlsx?fy=${fy}` });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.response.arrayBuffer());
  return wb;
}

function rowOf(ws: ExcelJS.Worksheet, key: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(1).value === key) found = row;
  });
  if (!found) throw new Error(`no row for ${key}`);
  return found;
}

async function upload(token: string, id: string, data: ArrayBuffer | Uint8Array | string, name: string, dryRun: boolean, skipErrors = false) {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart]), name);
  const path = `/api/companies/${id}/imports?dry_run=${dryRun}${skipErrors ? "&skip_errors=true" : ""}`;
  return call(importRoute, { method: "POST", token, params: { id }, path, rawBody: form });
}

const xlsx = async (wb: ExcelJS.Workbook) => (await wb.xlsx.writeBuffer()) as ArrayBuffer;

function brsrValue(body: any, key: string, slot = "cy") {
  for (const s of body.sections)
    for (const q of s.questions)
      for (const item of q.items) {
        if (item.kind === "field" && item.cell.key === key) return item.cell.values[slot];
        if (item.kind === "table") for (const r of item.rows) for (const c of Object.values(r.cells) as any[]) if (c.key === key) return c.values[slot];
      }
  return undefined;
}

describe("the BRSR template, filled offline and imported", () => {
  it("prefills the year and the one before, with keys, formulas, units and validation", async () => {
    const { token, company, user } = await ownerWithCompany();
    await createEntry({
      companyId: company.id,
      actorId: user.id,
      data: { framework: "BRSR", category: "environmental", metric: "Renewable electricity consumption", value: "1,200", unit: "GJ", period: "FY 2023-24" },
    });
    const wb = await download(token, company.id);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "Section A",
      "Section B",
      ...["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"].map((p) => `Section C ${p}`),
      "Other frameworks",
      "_template",
    ]);
    const p6 = wb.getWorksheet("Section C P6")!;
    expect(p6.getColumn(1).hidden).toBe(true);
    expect(p6.getRow(3).getCell(6).value).toBe("FY 2024-25");
    expect(p6.getRow(3).getCell(7).value).toBe("FY 2023-24");
    const a = rowOf(p6, "P6-E1-A");
    expect(a.getCell(5).value).toBe("GJ");
    expect(a.getCell(2).value).toBe("BRSR P6 Essential 1");
    expect(a.getCell(7).value).toBe(1200);
    expect(a.getCell(6).dataValidation?.type).toBe("decimal");
    const total = rowOf(p6, "P6-E1-ABC");
    expect((total.getCell(6).value as ExcelJS.CellFormulaValue).formula).toMatch(/SUM\(F\d+,F\d+,F\d+\)/);
    expect(total.getCell(9).value).toBe("Computed (sum)");
    expect(rowOf(p6, "P6-E1-ASSESSED").getCell(6).dataValidation?.formulae).toEqual(['"Yes,No,Not applicable"']);
    // The sheet is protected: computed cells, keys and labels are locked; inputs and Notes are not.
    const protection = (p6 as ExcelJS.Worksheet & { sheetProtection?: Record<string, unknown> }).sheetProtection;
    // As read back, allowances at Excel's default (selecting, no inserting or deleting rows) are left out.
    expect(protection).toMatchObject({ sheet: true, formatColumns: true, autoFilter: true });
    expect(protection?.insertRows ?? false).toBe(false);
    expect(protection?.deleteRows ?? false).toBe(false);
    expect(a.getCell(6).protection?.locked).toBe(false);
    expect(a.getCell(7).protection?.locked).toBe(false);
    expect(a.getCell(8).protection?.locked).toBe(false);
    for (const cell of [total.getCell(6), total.getCell(7), total.getCell(8), rowOf(p6, "P6-E1-TOTAL").getCell(6), a.getCell(3), total.getCell(5)])
      expect(cell.protection?.locked ?? true).toBe(true);
    // A measured figure's Unit is an input, offered the units that convert to the cell's; a count's stays locked.
    expect(a.getCell(5).protection?.locked).toBe(false);
    expect(a.getCell(5).dataValidation).toMatchObject({ type: "list", formulae: ['"GJ,J,kJ,MJ,TJ,PJ,kWh,MWh,GWh"'], errorStyle: "warning" });
    const employees = rowOf(wb.getWorksheet("Section A")!, "A-20a-1-male");
    expect(employees.getCell(5).value).toBe("count");
    expect(employees.getCell(5).protection?.locked ?? true).toBe(true);
    expect((wb.getWorksheet("Other frameworks") as ExcelJS.Worksheet & { sheetProtection?: unknown }).sheetProtection ?? null).toBeNull();
    const other = wb.getWorksheet("Other frameworks")!;
    expect((other.getRow(1).values as string[]).slice(1)).toEqual(["Framework", "Category", "Metric", "Unit", "Period", "Value", "Notes", "Reporting unit"]);
    expect(other.getRow(2).getCell(1).value).toBe("GRI");
  });

  it("dry run previews and writes nothing; commit writes, the questionnaire shows it; revert restores", async () => {
    const { token, company, user, params } = await ownerWithCompany();
    const old = await createEntry({
      companyId: company.id,
      actorId: user.id,
      data: {
        framework: "BRSR",
        category: "environmental",
        metric: "Renewable fuel consumption",
        value: "500",
        unit: "GJ",
        period: "FY 2024-25",
        notes: "Biomass",
      },
    });
    const wb = await download(token, company.id);
    const p6 = wb.getWorksheet("Section C P6")!;
    rowOf(p6, "P6-E1-A").getCell(6).value = 1500;
    rowOf(p6, "P6-E1-B").getCell(6).value = "1,23,456.7";
    rowOf(p6, "P6-E1-ASSESSED").getCell(6).value = "Yes";
    const gri = wb.getWorksheet("Other frameworks")!;
    gri.getRow(2).getCell(6).value = 42;
    const griMetric = String(gri.getRow(2).getCell(3).value);
    const file = await xlsx(wb);

    const dry = await upload(token, company.id, file, "brsr.xlsx", true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.counts).toMatchObject({ create: 3, update: 1, errors: 0 });
    expect(dry.body.rows.find((r: any) => r.key === "P6-E1-B")).toMatchObject({ action: "update", old_value: "500", new_value: "1,23,456.7" });
    expect(dry.body.rows.find((r: any) => r.metric === griMetric)).toMatchObject({ action: "create", framework: "GRI", new_value: "42" });
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(1);

    const commit = await upload(token, company.id, file, "brsr.xlsx", false);
    expect(commit.status).toBe(201);
    expect(commit.body.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    const brsr = await call(getBrsr, { token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(brsrValue(brsr.body, "P6-E1-A")?.value).toBe(1500);
    expect(brsrValue(brsr.body, "P6-E1-B")?.value).toBe(123456.7);
    expect(brsrValue(brsr.body, "P6-E1-ABC")?.value).toBe(124956.7);
    expect(brsrValue(brsr.body, "P6-E1-ASSESSED")?.value).toBe("Yes");
    const written = await db.select().from(esgDataEntries).where(eq(esgDataEntries.importBatchId, commit.body.batch_id));
    expect(written).toHaveLength(4);
    expect(written.every((e) => e.source === "import")).toBe(true);
    // The entry list names the batch that wrote each entry.
    const listed = await call(listEntriesRoute, { token, params: { id: company.id } });
    const imported = (listed.body as any[]).filter((e) => written.some((w) => w.id === e.id));
    expect(imported).toHaveLength(4);
    expect(imported.every((e) => e.import_batch_id === commit.body.batch_id)).toBe(true);

    const again = await upload(token, company.id, file, "brsr.xlsx", true);
    expect(again.body.counts).toMatchObject({ create: 0, update: 0 });

    const list = await call(listImportsRoute, { token, params, path: `/api/companies/${company.id}/imports` });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ file_name: "brsr.xlsx", counts: { created: 3, updated: 1 }, reverted_at: null });
    expect(list.body[0].sha256).toMatch(/^[0-9a-f]{64}$/);

    const revert = await call(revertRoute, {
      method: "DELETE",
      token,
      params: { batchId: commit.body.batch_id },
      path: `/api/imports/${commit.body.batch_id}`,
    });
    expect(revert.status).toBe(200);
    expect(revert.body.reverted_at).not.toBeNull();
    const left = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: old.id, value: "500", notes: "Biomass", source: "manual", importBatchId: null });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "import_batch"), eq(auditLog.entityId, commit.body.batch_id)));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "delete"]);

    const twice = await call(revertRoute, { method: "DELETE", token, params: { batchId: commit.body.batch_id }, path: `/api/imports/${commit.body.batch_id}` });
    expect(twice.status).toBe(409);
  });

  it("a template sent back as downloaded changes nothing, 'Not applicable' and the previous year included", async () => {
    const { token, company, user } = await ownerWithCompany();
    await saveCells({ company, actorId: user.id, fyParam: "2023-24", cells: [{ key: "P6-E1-C", value: "", not_applicable_reason: "No other sources" }] });
    await saveCells({
      company,
      actorId: user.id,
      fyParam: "2024-25",
      cells: [
        { key: "P6-E1-A", value: "1,20,000" },
        { key: "P6-E1-ASSESSED", value: "No" },
      ],
    });
    await createEntry({
      companyId: company.id,
      actorId: user.id,
      data: { framework: "BRSR", category: "environmental", metric: "Non-renewable fuel consumption", value: "500", unit: "MWh", period: "FY 2024-25" },
    });
    const wb = await download(token, company.id);
    const res = await upload(token, company.id, await xlsx(wb), "same.xlsx", true);
    expect(res.body.errors).toEqual([]);
    expect(res.body.counts).toMatchObject({ create: 0, update: 0, errors: 0 });
    expect(res.body.counts.unchanged).toBe(4);
  });

  it("refuses to revert when a figure changed since the import, and hides batches from strangers", async () => {
    const { token, company, user } = await ownerWithCompany();
    const csv = "framework,category,metric,value,unit,period,notes\nBRSR,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,\n";
    const commit = await upload(token, company.id, csv, "bulk.csv", false);
    expect(commit.status).toBe(201);
    const db = await getDb();
    const [entry] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.importBatchId, commit.body.batch_id));
    await updateEntry({ entryId: entry.id, actorId: user.id, data: { value: "4600" } });
    const stranger = await createUser({ subscribed: true });
    const hidden = await call(revertRoute, { method: "DELETE", token: stranger.token, params: { batchId: commit.body.batch_id }, path: "/api/imports/x" });
    expect(hidden.status).toBe(404);
    const res = await call(revertRoute, { method: "DELETE", token, params: { batchId: commit.body.batch_id }, path: "/api/imports/x" });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain("Scope 1 emissions (FY 2024-25)");
  });

  it("names each error by sheet, row or cell key, and commits nothing while any remains", async () => {
    const { token, company } = await ownerWithCompany();
    const wb = await download(token, company.id);
    const p6 = wb.getWorksheet("Section C P6")!;
    rowOf(p6, "P6-E1-A").getCell(6).value = "lots";
    rowOf(p6, "P6-E1-D").getCell(6).value = 10;
    rowOf(p6, "P6-E1-D").getCell(5).value = "kL";
    const gri = wb.getWorksheet("Other frameworks")!;
    gri.addRow(["GRI", "environmental", "Made-up metric", "t", "FY 2024-25", 5, ""]);
    gri.addRow(["GRI", "environmental", String(gri.getRow(2).getCell(3).value), "", "sometime", 5, ""]);
    const file = await xlsx(wb);
    const res = await upload(token, company.id, file, "bad.xlsx", false);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/4 errors; nothing was imported/);
    const messages = res.body.errors.map((e: any) => `${e.sheet}|${e.key ?? ""}|${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Section C P6\|P6-E1-A\|.*'lots' is not a number/),
        expect.stringMatching(/^Section C P6\|P6-E1-D\|.*unit 'kL' cannot be converted to GJ/),
        expect.stringMatching(/^Other frameworks\|\|unknown metric 'Made-up metric' in GRI/),
        expect.stringMatching(/^Other frameworks\|\|period 'sometime' cannot be read/),
      ]),
    );
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
  });

  it("reads a measured figure in the unit its row gives, and refuses one whose unit was emptied, naming the unit", async () => {
    const { token, company } = await ownerWithCompany();
    const wb = await download(token, company.id);
    const p6 = wb.getWorksheet("Section C P6")!;
    rowOf(p6, "P6-E1-A").getCell(5).value = "MWh";
    rowOf(p6, "P6-E1-A").getCell(6).value = 1000;
    rowOf(p6, "P6-E3-ii").getCell(6).value = 2500;
    rowOf(p6, "P6-E3-ii").getCell(5).value = null;
    const turnover = rowOf(wb.getWorksheet("Section A")!, "A-24-TURNOVER");
    turnover.getCell(5).value = "₹ crore";
    turnover.getCell(6).value = 4850;
    // A count needs no unit: its Unit emptied is read as the cell's own.
    const employees = rowOf(wb.getWorksheet("Section A")!, "A-20a-1-male");
    employees.getCell(5).value = null;
    employees.getCell(6).value = 120;
    const file = await xlsx(wb);

    const refused = await upload(token, company.id, file, "units.xlsx", false);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        sheet: "Section C P6",
        key: "P6-E3-ii",
        message: "P6-E3-ii (FY 2024-25): unit: Water withdrawal: groundwater is measured in kL; give the unit (for example 'kL')",
      }),
    ]);
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);

    // Skipping the row without its unit, the others are written in the unit given and read converted.
    const done = await upload(token, company.id, file, "units.xlsx", false, true);
    expect(done.status).toBe(201);
    expect(done.body.counts).toMatchObject({ create: 3 });
    const entries = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(entries.map((e) => [e.metric, e.value, e.unit]).sort()).toEqual([
      ["Permanent employees: male", "120", "count"],
      ["Renewable electricity consumption", "1000", "MWh"],
      ["Turnover (₹, Section A Q24)", "4850", "₹ crore"],
    ]);
    const brsr = await call(getBrsr, { token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(brsrValue(brsr.body, "P6-E1-A")).toMatchObject({ value: 3600 });
    expect(brsrValue(brsr.body, "A-24-TURNOVER")).toMatchObject({ value: 48_50_00_00_000 });
  });

  it("with skip_errors, leaves out the rows with errors (the dry run marks them) and imports the rest", async () => {
    const { token, company } = await ownerWithCompany();
    const wb = await download(token, company.id);
    const p6 = wb.getWorksheet("Section C P6")!;
    rowOf(p6, "P6-E1-A").getCell(6).value = "lots";
    rowOf(p6, "P6-E1-B").getCell(6).value = 250;
    const gri = wb.getWorksheet("Other frameworks")!;
    gri.addRow(["GRI", "environmental", "Made-up metric", "t", "FY 2024-25", 5, ""]);
    const file = await xlsx(wb);

    const dry = await upload(token, company.id, file, "mixed.xlsx", true, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ skip_errors: true, counts: { create: 1, errors: 2 } });
    expect(dry.body.errors.map((e: any) => [e.key ?? e.sheet, e.skipped])).toEqual(
      expect.arrayContaining([
        ["P6-E1-A", true],
        ["Other frameworks", true],
      ]),
    );
    // Without the choice the file is still refused whole.
    expect((await upload(token, company.id, file, "mixed.xlsx", false)).status).toBe(422);

    const done = await upload(token, company.id, file, "mixed.xlsx", false, true);
    expect(done.status).toBe(201);
    expect(done.body.errors.every((e: any) => e.skipped)).toBe(true);
    const brsr = await call(getBrsr, { token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(brsrValue(brsr.body, "P6-E1-B")).toMatchObject({ value: 250 });
    expect(brsrValue(brsr.body, "P6-E1-A")?.value ?? null).toBeNull();
    const list = await call(listImportsRoute, { token, params: { id: company.id } });
    // The batch's skipped rows: those without a value, and the two left out for their errors.
    expect(list.body[0].counts).toMatchObject({ created: 1, skipped: done.body.counts.skip + 2 });
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "import_batch"), eq(auditLog.entityId, done.body.batch_id)));
    expect((audit.newValue as any).skipped_errors).toHaveLength(2);
  });

  it("with skip_errors, still refuses a file whose error is not a row's", async () => {
    const { token, company } = await ownerWithCompany();
    const res = await upload(token, company.id, "hello,world\n1,2\n", "odd.csv", false, true);
    expect(res.status).toBe(422);
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
  });

  it("reads the generic CSV: BOM, semicolons, any header case, Indian figures; duplicates are errors", async () => {
    const { token, company } = await ownerWithCompany();
    const csv =
      '\uFEFFFRAMEWORK;Category;Metric;Value;Unit;Period;Notes\r\nBRSR;environmental;Scope 1 emissions;"1,23,456.7";tCO2e;FY 2024-25;Plants A; B\r\n\r\n';
    const ok = await upload(token, company.id, csv.replace("Plants A; B", '"Plants A; B"'), "semi.csv", true);
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toEqual([]);
    expect(ok.body.rows[0]).toMatchObject({ action: "create", metric: "Scope 1 emissions", new_value: "1,23,456.7", unit: "tCO2e" });
    const dup = "framework,metric,value,unit,period\nBRSR,Scope 1 emissions,10,tCO2e,FY 2024-25\nBRSR,scope 1  emissions,11,tCO2e,2024-25\n";
    const res = await upload(token, company.id, dup, "dup.csv", true);
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 3, message: expect.stringContaining("given twice (also CSV row 2)") })]);
    // A measured figure without its unit is the row's error in the API's words, not filled in from the catalogue.
    const bare = await upload(token, company.id, "framework,metric,value,period\nBRSR,Scope 1 emissions,10,FY 2024-25\n", "bare.csv", true);
    expect(bare.body.errors).toEqual([
      expect.objectContaining({ row: 2, message: "unit: Scope 1 emissions is measured in tCO2e; give the unit (for example 'tCO2e')" }),
    ]);
  });

  it("refuses what is not a spreadsheet, with a clear detail", async () => {
    const { token, company } = await ownerWithCompany();
    const pdf = await upload(token, company.id, "%PDF-1.7 …", "report.pdf", true);
    expect(pdf.status).toBe(422);
    expect(pdf.body.detail).toBe("Upload an .xlsx workbook or a .csv file.");
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(new TextEncoder().encode("E\0n\0c\0r\0y\0p\0t\0e\0d\0P\0a\0c\0k\0a\0g\0e\0"), 512);
    const encrypted = await upload(token, company.id, ole, "locked.xlsx", true);
    expect(encrypted.body.detail).toMatch(/encrypted/);
    const notForm = await call(importRoute, { method: "POST", token, params: { id: company.id }, path: `/api/companies/${company.id}/imports`, body: {} });
    expect(notForm.status).toBe(400);
  });
});
