import ExcelJS from "exceljs";
import { GET as unitsRoute, POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/units/template.xlsx/route";
import { POST as importRoute } from "@/app/api/companies/[id]/units/import/route";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

async function template(token: string, companyId: string) {
  const res = await call<any>(templateRoute, { token, params: { id: companyId }, path: `/api/companies/${companyId}/units/template.xlsx` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.response.arrayBuffer());
  return wb;
}

async function upload(token: string, companyId: string, wb: ExcelJS.Workbook) {
  const form = new FormData();
  form.append("file", new Blob([(await wb.xlsx.writeBuffer()) as ArrayBuffer]), "units.xlsx");
  return call<any>(importRoute as never, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/units/import`, rawBody: form });
}

describe("the units' Excel template", () => {
  it("round trip: download, fill one row per unit (a parent named among them or already there), upload; all or none, the bad row named", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
    await call(createUnitRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/units`,
      body: { name: "Pune Head Office", type: "office" },
    });
    let wb = await template(owner.token, company.id);
    const ws = wb.getWorksheet("Units")!;
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Name", "Type", "Parent unit"]);
    expect(ws.getCell("B2").dataValidation).toMatchObject({ type: "list" });
    const existing = wb.getWorksheet("Existing units")!;
    expect(existing.getCell("A2").value).toBe("Pune Head Office");

    const fill = (sheet: ExcelJS.Worksheet, rows: unknown[][]) =>
      rows.forEach((r, i) => r.forEach((v, j) => (sheet.getCell(i + 2, j + 1).value = v === "" ? null : (v as ExcelJS.CellValue))));
    fill(ws, [
      ["Ambad Alloy Plant", "Plant", "Nashik Cluster", "India", "Maharashtra", "Nashik", "24109", "", "Yes", "Yes", "Yes", "2023-24", ""],
      ["Nashik Cluster", "Warehouse", "Pune Head Office", "", "Maharashtra", "", "", "", "", "", "", "", ""],
      ["Deccan Steel FZE", "Subsidiary", "", "UAE", "", "", "", "74%", "No", "Yes", "No", "", ""],
    ]);
    // One bad row: nothing is added, the row is named.
    ws.getCell(5, 1).value = "Broken";
    ws.getCell(5, 2).value = "Factory";
    let res = await upload(owner.token, company.id, wb);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^Units row 5: Type must be one of/);
    let units = await call<any[]>(unitsRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/units` });
    expect(units.body.map((u) => u.name)).toEqual(["Pune Head Office"]);

    ws.getCell(5, 1).value = null;
    ws.getCell(5, 2).value = null;
    res = await upload(owner.token, company.id, wb);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.units).toHaveLength(3);
    units = await call<any[]>(unitsRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/units` });
    const byName = new Map(units.body.map((u) => [u.name, u]));
    expect(byName.get("Ambad Alloy Plant")).toMatchObject({
      type: "plant",
      parent_id: byName.get("Nashik Cluster").id,
      state: "Maharashtra",
      district: "Nashik",
      nic_code: "24109",
      water_stressed: true,
      in_standalone: true,
      active_from_fy: "2023-24",
    });
    expect(byName.get("Nashik Cluster")).toMatchObject({ type: "warehouse", parent_id: byName.get("Pune Head Office").id, country: "India" });
    expect(byName.get("Deccan Steel FZE")).toMatchObject({
      type: "subsidiary",
      country: "UAE",
      ownership_pct: 74,
      in_standalone: false,
      water_stressed: false,
    });

    // The next template lists them as existing; uploading the same rows again is a conflict, nothing added.
    wb = await template(owner.token, company.id);
    expect(wb.getWorksheet("Existing units")!.rowCount).toBe(5);
    fill(wb.getWorksheet("Units")!, [["Ambad Alloy Plant", "Plant"]]);
    res = await upload(owner.token, company.id, wb);
    expect(res.status).toBe(409);

    // A viewer downloads the template but cannot upload; an empty sheet is 422.
    const viewer = await addMember(company.id, "viewer");
    await template(viewer.token, company.id);
    expect((await upload(viewer.token, company.id, wb)).status).toBe(403);
    expect((await upload(owner.token, company.id, await template(owner.token, company.id))).status).toBe(422);
  });
});
