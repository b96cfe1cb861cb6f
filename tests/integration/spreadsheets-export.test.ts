import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { GET as exportCsv } from "@/app/api/companies/[id]/export.csv/route";
import { GET as exportXlsx } from "@/app/api/companies/[id]/export.xlsx/route";
import { createEntry } from "@/lib/esg-data/service";
import { createTarget } from "@/lib/kpi/service";
import { parseCsv } from "@/lib/format/csv";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

async function ownerWithData() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Deccan Alloys Ltd." });
  const data = { framework: "BRSR", category: "environmental", period: "FY 2024-25" };
  await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: { ...data, metric: "Scope 1 emissions", value: "1,23,456.7", unit: "tCO2e", notes: 'Plant A, "B"' },
  });
  await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: { ...data, metric: "Total energy consumption", value: "=HYPERLINK(1)", unit: "GJ" },
  });
  await createTarget({
    companyId: company.id,
    actorId: owner.user.id,
    data: {
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      target_value: 100000,
      unit: "tCO2e",
      target_period: "FY 2029-30",
    } as never,
  });
  return { ...owner, company, params: { id: company.id } };
}

describe("GET /api/companies/{id}/export.csv", () => {
  it("answers the entries as UTF-8 CSV with a BOM, quoting Indian figures and defusing formulas", async () => {
    const { token, params } = await ownerWithData();
    const res = await call(exportCsv, { token, params, path: `/api/companies/${params.id}/export.csv` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain('filename="Deccan_Alloys_Ltd_ESG_Entries.csv"');
    const bytes = new Uint8Array(await res.response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { rows } = parseCsv(res.text);
    const header = rows[0];
    const scope1 = rows.find((r) => r[header.indexOf("Metric")] === "Scope 1 emissions")!;
    expect(scope1[header.indexOf("Value (as entered)")]).toBe("1,23,456.7");
    expect(scope1[header.indexOf("Number (parsed)")]).toBe("123456.7");
    expect(scope1[header.indexOf("Financial year")]).toBe("FY 2024-25");
    // Each figure's place in review travels with it.
    expect(scope1[header.indexOf("Review state")]).toBe("draft");
    expect(header.slice(-4)).toEqual(["Review state", "Reviewed by", "Reviewed (IST)", "Review comment"]);
    expect(scope1[header.indexOf("Notes")]).toBe('Plant A, "B"');
    expect(scope1[header.indexOf("Source")]).toBe("manual");
    const energy = rows.find((r) => r[header.indexOf("Metric")] === "Total energy consumption")!;
    expect(energy[header.indexOf("Value (as entered)")]).toBe("'=HYPERLINK(1)");
  });

  it("is the owner's alone", async () => {
    const { params } = await ownerWithData();
    const stranger = await createUser({ subscribed: true });
    const res = await call(exportCsv, { token: stranger.token, params, path: `/api/companies/${params.id}/export.csv` });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/companies/{id}/export.xlsx", () => {
  it("has sheets for entries, KPI targets with progress, the checklist and the audit trail", async () => {
    const { token, params } = await ownerWithData();
    const res = await call(exportXlsx, { token, params, path: `/api/companies/${params.id}/export.xlsx` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.response.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Entries", "KPI targets", "Checklist", "Audit trail"]);
    const entries = wb.getWorksheet("Entries")!;
    const header = (entries.getRow(1).values as string[]).slice(1);
    const numberCol = header.indexOf("Number (parsed)") + 1;
    const metricCol = header.indexOf("Metric") + 1;
    const row = entries.getRows(2, entries.rowCount - 1)!.find((r) => r.getCell(metricCol).value === "Scope 1 emissions")!;
    expect(row.getCell(numberCol).value).toBe(123456.7);
    // KPI progress on approved figures, as the KPI screen by default (decisions D33): the draft is named, not measured.
    const kpi = wb.getWorksheet("KPI targets")!;
    const kpiHeader = (kpi.getRow(1).values as string[]).slice(1);
    const kpiCell = (sheet: ExcelJS.Worksheet, name: string) => sheet.getRow(2).getCell(kpiHeader.indexOf(name) + 1).value;
    expect(kpiCell(kpi, "Metric")).toBe("Scope 1 emissions");
    expect(kpiCell(kpi, "Actual")).toBe(null);
    expect(kpiCell(kpi, "Actual's review state")).toBe("");
    expect(kpiCell(kpi, "Note")).toContain("FY 2024-25's figure is not yet approved");
    expect(wb.getWorksheet("Checklist")!.rowCount).toBeGreaterThan(3);
    const audit = wb.getWorksheet("Audit trail")!;
    expect(audit.rowCount).toBe(4);

    // Approved, the figure is the target's actual, and the sheet says it rests on an approved figure.
    await (await getDb()).update(esgDataEntries).set({ reviewState: "approved" }).where(eq(esgDataEntries.companyId, params.id));
    const again = await call(exportXlsx, { token, params, path: `/api/companies/${params.id}/export.xlsx` });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(await again.response.arrayBuffer());
    const kpi2 = wb2.getWorksheet("KPI targets")!;
    expect(kpiCell(kpi2, "Actual")).toBe(123456.7);
    expect(kpiCell(kpi2, "Actual's review state")).toBe("approved");
  });
});
