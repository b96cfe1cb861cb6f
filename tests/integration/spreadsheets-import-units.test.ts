import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { GET as getBrsr } from "@/app/api/brsr/[companyId]/route";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/template.xlsx/route";
import { POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { PATCH as patchUnitRoute } from "@/app/api/companies/[id]/units/[unitId]/route";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { cellValue } from "@/lib/brsr/view";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel", frameworks: ["BRSR", "GRI"] });
  const made = await call<any>(createUnitRoute, {
    method: "POST",
    token: owner.token,
    params: { id: company.id },
    path: `/api/companies/${company.id}/units`,
    body: {
      units: [
        { name: "Vizag Plant", type: "plant" },
        { name: "Pune Office", type: "office" },
        { name: "Old Mill", type: "plant", active_to_fy: "2022-23" },
        { name: "Closed Depot", type: "warehouse" },
      ],
    },
  });
  expect(made.status).toBe(201);
  const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
  const archived = await call(patchUnitRoute, {
    method: "PATCH",
    token: owner.token,
    params: { id: company.id, unitId: unit["Closed Depot"] },
    path: `/api/companies/${company.id}/units/${unit["Closed Depot"]}`,
    body: { archived: true },
  });
  expect(archived.status).toBe(200);
  return { owner, company, unit };
}

function upload(token: string, id: string, csv: string, dryRun: boolean, skipErrors = false) {
  const form = new FormData();
  form.append("file", new Blob([csv]), "units.csv");
  const path = `/api/companies/${id}/imports?dry_run=${dryRun}${skipErrors ? "&skip_errors=true" : ""}`;
  return call<any>(importRoute, { method: "POST", token, params: { id }, path, rawBody: form });
}

const M = "Water withdrawal: surface water";
const CSV = (unitIdOfPune: string) =>
  [
    "Framework,Category,Metric,Unit,Period,Value,Reporting unit",
    `BRSR,environmental,${M},kL,FY 2024-25,1200,vizag plant`,
    `BRSR,environmental,${M},kL,FY 2024-25,300,${unitIdOfPune}`,
    `BRSR,environmental,${M},kL,FY 2024-25,50,Nowhere Works`,
    `BRSR,environmental,${M},kL,FY 2024-25,60,Closed Depot`,
    `BRSR,environmental,${M},kL,FY 2024-25,70,Old Mill`,
  ].join("\n");

describe("a Reporting unit column in a spreadsheet import", () => {
  it("shows each row's unit, names an unknown, archived or inactive unit as the row's error, and writes the rest on their units", async () => {
    const { owner, company, unit } = await setup();
    const csv = CSV(unit["Pune Office"]);

    const dry = await upload(owner.token, company.id, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.rows.map((r: any) => [r.row, r.action, r.reporting_unit])).toEqual([
      [2, "create", "Vizag Plant"],
      [3, "create", "Pune Office"],
    ]);
    expect(dry.body.errors.map((e: any) => [e.row, e.message])).toEqual([
      [4, "reporting unit 'Nowhere Works' is not one of the company's units"],
      [5, expect.stringMatching(/^reporting unit: Closed Depot is archived/)],
      [6, expect.stringMatching(/^reporting unit: Old Mill is not active in FY 2024-25/)],
    ]);

    // Errors refuse the file; skipping them writes the two good rows on their units.
    expect((await upload(owner.token, company.id, csv, false)).status).toBe(422);
    const done = await upload(owner.token, company.id, csv, false, true);
    expect(done.status).toBe(201);
    expect(done.body.errors.every((e: any) => e.skipped)).toBe(true);
    const rows = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(rows.map((r) => [r.unitId, r.value, r.source]).sort()).toEqual(
      [
        [unit["Pune Office"], "300", "import"],
        [unit["Vizag Plant"], "1200", "import"],
      ].sort(),
    );

    // The company's figure is the units' sum; a second import of the same rows is unchanged, per unit.
    const q = (await call<any>(getBrsr, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` })).body;
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 1500 });
    const again = await upload(owner.token, company.id, csv, true);
    expect(again.body.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
  });

  it("the template's other-frameworks sheet has the Reporting unit column", async () => {
    const { owner, company } = await setup();
    const res = await call(templateRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/template.xlsx?fy=2024-25` });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.response.arrayBuffer());
    const ws = wb.getWorksheet("Other frameworks")!;
    expect(ws.getRow(1).getCell(8).value).toBe("Reporting unit");
  });
});
