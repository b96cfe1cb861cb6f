import ExcelJS from "exceljs";
import { GET as partnersRoute } from "@/app/api/companies/[id]/partners/route";
import { POST as ledgerRoute } from "@/app/api/companies/[id]/partners/ledger/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/partners/ledger/template.xlsx/route";
import { GET as valueChainRoute, PUT as putValueChainRoute } from "@/app/api/companies/[id]/value-chain/route";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

const FY = "2024-25";

async function template(token: string, companyId: string) {
  const res = await call<any>(templateRoute, { token, params: { id: companyId }, path: `/api/companies/${companyId}/partners/ledger/template.xlsx` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
  expect(res.headers.get("content-disposition")).toMatch(/Ledger_Template\.xlsx/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.response.arrayBuffer());
  return wb;
}

const fill = (wb: ExcelJS.Workbook, rows: unknown[][]) => {
  const ws = wb.getWorksheet("Ledger")!;
  rows.forEach((r, i) => r.forEach((v, j) => (ws.getCell(i + 2, j + 1).value = v === "" ? null : (v as ExcelJS.CellValue))));
  return wb;
};

async function upload(token: string, companyId: string, file: Blob, query = `fy=${FY}`, name = "ledger.xlsx") {
  const form = new FormData();
  form.append("file", file, name);
  return call<any>(ledgerRoute as never, {
    method: "POST",
    token,
    params: { id: companyId },
    path: `/api/companies/${companyId}/partners/ledger?${query}`,
    rawBody: form,
  });
}
const xlsx = async (wb: ExcelJS.Workbook) => new Blob([(await wb.xlsx.writeBuffer()) as ArrayBuffer]);
const partners = async (token: string, companyId: string) =>
  (await call<any[]>(partnersRoute, { token, params: { id: companyId }, path: `/api/companies/${companyId}/partners` })).body;

describe("the ledgers as an Excel workbook", () => {
  it("template, dry run (nothing written), import summed per partner; the partners then listed in the next template", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
    const put = await call<any>(putValueChainRoute, {
      method: "PUT",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/value-chain`,
      body: { fy: FY, total_purchases: 10_00_00_000, total_sales: 20_00_00_000 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    let wb = await template(owner.token, company.id);
    const ws = wb.getWorksheet("Ledger")!;
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Partner", "Side", "Value (₹)"]);
    expect(ws.getCell("B2").dataValidation).toMatchObject({ type: "list", formulae: ['"Purchase,Sale"'] });
    expect(wb.getWorksheet("Existing partners")!.rowCount).toBe(1);

    fill(wb, [
      ["Odisha Ore", "Purchase", 4_00_00_000],
      ["Pune Auto", "Sale", "1,20,00,000"],
      ["", "", ""],
      ["Odisha Ore", "purchase", "₹ 2,00,00,000"],
      ["Small Spares", "Supplier", 10_00_000],
    ]);
    const file = await xlsx(wb);
    const dry = await upload(owner.token, company.id, file, `fy=${FY}&dry_run=true`);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ fy: FY, rows: 4, partners: 3, created: 3, updated: 0, dry_run: true });
    expect(dry.body.plan).toContainEqual({ name: "Odisha Ore", side: "upstream", amount: 6_00_00_000, new: true });
    expect(await partners(owner.token, company.id)).toEqual([]);

    const done = await upload(owner.token, company.id, file);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({ rows: 4, partners: 3, created: 3, updated: 0, dry_run: false });
    const stored = await partners(owner.token, company.id);
    expect(stored.map((p) => [p.side, p.name, p.amounts[FY]])).toEqual([
      ["downstream", "Pune Auto", 1_20_00_000],
      ["upstream", "Odisha Ore", 6_00_00_000],
      ["upstream", "Small Spares", 10_00_000],
    ]);
    const view = await call<any>(valueChainRoute, {
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/value-chain?fy=${FY}`,
    });
    expect(view.body.sides.upstream.partners.map((p: any) => [p.name, p.share, p.value_chain])).toEqual([
      ["Odisha Ore", 60, true],
      ["Small Spares", 1, false],
    ]);

    // The next template lists them; the same names uploaded again update their values.
    wb = await template(owner.token, company.id);
    const existing = wb.getWorksheet("Existing partners")!;
    expect(existing.getCell("A2").value).toBe("Pune Auto");
    expect(existing.getCell("B2").value).toBe("Sale");
    const again = await upload(owner.token, company.id, await xlsx(fill(wb, [["Pune Auto", "Sale", 1_50_00_000]])));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
    expect((await partners(owner.token, company.id)).find((p) => p.name === "Pune Auto").amounts[FY]).toBe(1_50_00_000);
  });

  it("bad rows are named by row number and nothing is written; a value above the year's total is 422 naming the partner", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const wb = fill(await template(owner.token, company.id), [
      ["Odisha Ore", "Purchase", 100],
      ["Sideless Ltd", "Barter", 100],
      ["", "Sale", 100],
      ["Negative Ltd", "Sale", -5],
      ["Wordy Ltd", "Sale", "lots"],
    ]);
    for (const dryRun of ["true", "false"]) {
      const res = await upload(owner.token, company.id, await xlsx(wb), `fy=${FY}&dry_run=${dryRun}`);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        "Ledger row 3: Sideless Ltd's side must be Purchase or Sale (got 'Barter'); Ledger row 4: the partner's name is empty; " +
          "Ledger row 5: Negative Ltd's value must be a number of rupees, zero or more (got '-5'); " +
          "Ledger row 6: Wordy Ltd's value must be a number of rupees, zero or more (got 'lots')",
      );
    }
    expect(await partners(owner.token, company.id)).toEqual([]);

    await call<any>(putValueChainRoute, {
      method: "PUT",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/value-chain`,
      body: { fy: FY, total_purchases: 1_000, total_sales: null },
    });
    const over = await upload(owner.token, company.id, await xlsx(fill(await template(owner.token, company.id), [["Odisha Ore", "Purchase", 5_000]])));
    expect(over.status).toBe(422);
    expect(over.body.detail).toMatch(/Odisha Ore/);
    expect(await partners(owner.token, company.id)).toEqual([]);

    // An empty sheet, a missing year, a bad dry_run.
    const empty = await upload(owner.token, company.id, await xlsx(await template(owner.token, company.id)));
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe("file: the 'Ledger' sheet has no ledger rows filled in");
    expect((await upload(owner.token, company.id, await xlsx(wb), "")).status).toBe(422);
    expect((await upload(owner.token, company.id, await xlsx(wb), `fy=${FY}&dry_run=maybe`)).status).toBe(422);
  });

  it("a file that is not an .xlsx is 422; not multipart is 400; a non-member 404, a viewer 403", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const csv = await upload(owner.token, company.id, new Blob(["Partner,Side,Value\nOdisha Ore,Purchase,100\n"]), `fy=${FY}`, "ledger.csv");
    expect(csv.status).toBe(422);
    expect(csv.body.detail).toMatch(/not a readable \.xlsx workbook/);
    const pdf = await upload(owner.token, company.id, new Blob(["%PDF-1.4 not a workbook"]), `fy=${FY}`, "ledger.xlsx");
    expect(pdf.status).toBe(422);
    const json = await call<any>(ledgerRoute as never, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/partners/ledger?fy=${FY}`,
      body: { rows: [] },
    });
    expect(json.status).toBe(400);

    const good = await xlsx(fill(await template(owner.token, company.id), [["Odisha Ore", "Purchase", 100]]));
    const stranger = await createUser({ subscribed: true });
    expect((await upload(stranger.token, company.id, good)).status).toBe(404);
    expect(
      (await call(templateRoute, { token: stranger.token, params: { id: company.id }, path: `/api/companies/${company.id}/partners/ledger/template.xlsx` }))
        .status,
    ).toBe(404);
    const viewer = await addMember(company.id, "viewer");
    await template(viewer.token, company.id);
    expect((await upload(viewer.token, company.id, good)).status).toBe(403);
    expect(await partners(owner.token, company.id)).toEqual([]);
  });
});
