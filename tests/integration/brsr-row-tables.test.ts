import ExcelJS from "exceljs";
import { GET } from "@/app/api/brsr/[companyId]/route";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as templateRoute } from "@/app/api/companies/[id]/template.xlsx/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import type { RowTableView } from "@/lib/brsr/view";

type Q = Awaited<ReturnType<typeof import("@/lib/brsr/service").getQuestionnaire>>;

async function owner() {
  const o = await createUser({ subscribed: true });
  const company = await createCompany(o.user.id);
  return { ...o, company, params: { companyId: company.id } };
}

const put = (token: string, params: Record<string, string>, body: unknown) => call<any>(PUT as never, { method: "PUT", token, params, body });
const get = (token: string, companyId: string) => call<Q>(GET as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=2024-25` });

function rowsOf(q: Q, id: string): RowTableView {
  for (const s of q.sections) for (const question of s.questions) for (const item of question.items) if (item.kind === "rows" && item.id === id) return item;
  throw new Error(`no row table ${id}`);
}

const A26_ROW = (n: number) => [
  { key: `A-26-R${n}-ISSUE`, value: "Water security at the Jamshedpur works" },
  { key: `A-26-R${n}-RISK`, value: "R" },
  { key: `A-26-R${n}-RATIONALE`, value: "Falling groundwater and rising tariffs" },
  { key: `A-26-R${n}-APPROACH`, value: "Zero liquid discharge and rainwater harvesting" },
  { key: `A-26-R${n}-IMPLICATIONS`, value: "Negative Implications" },
];

describe("PUT /api/brsr/{companyId}/cells with row cells", () => {
  it("stores a row of A-26 and answers it, complete, with the question counted as answered", async () => {
    const { token, params, company } = await owner();
    const before = rowsOf((await get(token, company.id)).body, "A-26");
    expect(before).toMatchObject({ rows: [], answered: false, next_row: 1, max_rows: 30, required: true });
    expect(before.columns.find((c) => c.id === "RISK")).toMatchObject({ type: "choice", options: ["R", "O"] });

    const res = await put(token, params, { fy: "2024-25", cells: A26_ROW(1) });
    expect(res.status).toBe(200);
    expect(res.body.saved.created).toBe(5);
    const after = rowsOf((await get(token, company.id)).body, "A-26");
    expect(after.answered).toBe(true);
    expect(after.next_row).toBe(2);
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]).toMatchObject({ number: 1, complete: true });
    expect(after.rows[0].cells.RISK.values.cy).toMatchObject({ state: "entered", value: "R" });
    expect(after.rows[0].cells.IMPLICATIONS.values.cy).toMatchObject({ value: "Negative Implications" });
  });

  it("refuses an unknown column, a value the taxonomy does not enumerate, a row past the limit and a non-number, with a detail naming the cell", async () => {
    const { token, params } = await owner();
    const bad = async (cells: unknown[]) => {
      const res = await put(token, params, { fy: "2024-25", cells });
      expect(res.status).toBe(422);
      return res.body.detail as string;
    };
    expect(await bad([{ key: "A-26-R1-COLOUR", value: "x" }])).toBe(
      "A-26-R1-COLOUR: A-26 has no column 'COLOUR' (its columns: ISSUE, RISK, RATIONALE, APPROACH, IMPLICATIONS)",
    );
    expect(await bad([{ key: "A-26-R1-RISK", value: "Risk" }])).toBe("A-26-R1-RISK: must be one of R, O");
    expect(await bad([{ key: "A-26-R1-IMPLICATIONS", value: "Positive" }])).toBe(
      "A-26-R1-IMPLICATIONS: must be one of Positive Implications, Negative Implications",
    );
    expect(await bad([{ key: "A-26-R31-ISSUE", value: "x" }])).toBe("A-26-R31-ISSUE: A-26 has at most 30 rows");
    expect(await bad([{ key: "P8-E2-R1-PAFS", value: "many" }])).toBe("P8-E2-R1-PAFS: 'many' is not a number");
    expect(await bad([{ key: "Q-99-R1-ISSUE", value: "x" }])).toBe("cells.0.key: unknown cell 'Q-99-R1-ISSUE'");
    const removal = await put(token, params, { fy: "2024-25", remove_rows: ["A-26-R99"] });
    expect(removal.status).toBe(422);
    expect(removal.body.detail).toBe("remove_rows.0: A-26 has at most 30 rows");
  });

  it("reads numbers the Indian way and stores the enumerated value exactly as the taxonomy spells it", async () => {
    const { token, params, company } = await owner();
    const res = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P8-E2-R1-PROJECT", value: "Kalinganagar expansion" },
        { key: "P8-E2-R1-AMOUNT", value: "1,25,00,000" },
        { key: "P4-E2-R1-CHANNEL", value: "community meetings" },
      ],
    });
    expect(res.status).toBe(200);
    const q = (await get(token, company.id)).body;
    expect(rowsOf(q, "P8-E2").rows[0].cells.AMOUNT.values.cy).toMatchObject({ value: 12500000 });
    expect(rowsOf(q, "P8-E2").rows[0].complete).toBe(false);
    expect(rowsOf(q, "P4-E2").rows[0].cells.CHANNEL.values.cy).toMatchObject({ value: "Community Meetings" });
  });

  it("removes a row whole; the other rows keep their numbers and the free number is offered next", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2024-25", cells: [...A26_ROW(1), ...A26_ROW(2), ...A26_ROW(3)] });
    const res = await put(token, params, { fy: "2024-25", remove_rows: ["A-26-R2"] });
    expect(res.status).toBe(200);
    expect(res.body.saved.deleted).toBe(5);
    const t = rowsOf((await get(token, company.id)).body, "A-26");
    expect(t.rows.map((r) => r.number)).toEqual([1, 3]);
    expect(t.next_row).toBe(2);
  });

  it("keeps a narrative answer given before as the previous answer until the table is filled; 'Not applicable' on row 1 answers the table", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2024-25", cells: [{ key: "P7-E2", value: "No adverse orders in the year." }] });
    let t = rowsOf((await get(token, company.id)).body, "P7-E2");
    expect(t.legacy?.values.cy).toMatchObject({ state: "entered", value: "No adverse orders in the year." });
    expect(t.answered).toBe(false);
    await put(token, params, { fy: "2024-25", cells: [{ key: "P7-E2-R1-AUTHORITY", value: "", not_applicable_reason: "No adverse orders" }] });
    t = rowsOf((await get(token, company.id)).body, "P7-E2");
    expect(t).toMatchObject({ answered: true, not_applicable: true });
    expect(t.legacy?.values.cy).toMatchObject({ value: "No adverse orders in the year." });
  });

  it("keeps a facility block per water-stressed facility, each with its own totals", async () => {
    const { token, params, company } = await owner();
    const res = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-L1-R1-AREA", value: "Ambad" },
        { key: "P6-L1-R1-GROUND", value: "8,000" },
        { key: "P6-L1-R1-THIRD_PARTY", value: "52,000" },
        { key: "P6-L1-R2-AREA", value: "Chennai" },
        { key: "P6-L1-R2-SURFACE", value: "1,000" },
      ],
    });
    expect(res.status).toBe(200);
    const t = rowsOf((await get(token, company.id)).body, "P6-L1");
    expect(t.rows.map((r) => r.number)).toEqual([1, 2]);
    const total = (n: number) => t.rows[n].block!.rows.find((r) => r.id === "WITHDRAWAL")!.cells.value.values.cy;
    expect(total(0)).toMatchObject({ value: 60000 });
    expect(total(1)).toMatchObject({ value: 1000 });
  });
});

describe("the template workbook carries row tables", () => {
  function rowOf(ws: ExcelJS.Worksheet, key: string): ExcelJS.Row | undefined {
    let found: ExcelJS.Row | undefined;
    ws.eachRow((row) => {
      if (row.getCell(1).value === key) found = row;
    });
    return found;
  }

  it("lists the rows in use and free rows after them, with the narrative; a row filled offline is imported back by its keys", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2024-25", cells: [...A26_ROW(1), { key: "A-26", value: "Old narrative on material issues" }] });
    const res = await call(templateRoute as never, { token, params: { id: company.id }, path: `/api/companies/${company.id}/template.xlsx?fy=2024-25` });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.response.arrayBuffer());
    const ws = wb.getWorksheet("Section A")!;
    expect(rowOf(ws, "A-26")?.getCell(3).value).toBe("Previous answer (text)");
    expect(rowOf(ws, "A-26")?.getCell(6).value).toBe("Old narrative on material issues");
    const risk = rowOf(ws, "A-26-R1-RISK")!;
    expect(risk.getCell(3).value).toBe("Material issue 1");
    expect(risk.getCell(4).value).toBe("Indicate whether risk or opportunity (R/O)");
    expect(risk.getCell(6).value).toBe("R");
    expect(risk.getCell(6).dataValidation?.formulae).toEqual(['"R,O,Not applicable"']);
    for (const n of [2, 3, 4]) expect(rowOf(ws, `A-26-R${n}-ISSUE`)).toBeDefined();
    expect(rowOf(ws, "A-26-R5-ISSUE")).toBeUndefined();

    rowOf(ws, "A-26-R2-ISSUE")!.getCell(6).value = "Decarbonisation of steelmaking";
    rowOf(ws, "A-26-R2-RISK")!.getCell(6).value = "O";
    rowOf(ws, "A-26-R2-RATIONALE")!.getCell(6).value = "Green steel demand from automotive customers";
    rowOf(ws, "A-26-R2-IMPLICATIONS")!.getCell(6).value = "Positive Implications";
    const form = new FormData();
    form.append("file", new Blob([(await wb.xlsx.writeBuffer()) as ArrayBuffer]), "brsr.xlsx");
    const imported = await call<any>(importRoute as never, {
      method: "POST",
      token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/imports?dry_run=false`,
      rawBody: form,
    });
    expect(imported.status).toBe(201);
    const t = rowsOf((await get(token, company.id)).body, "A-26");
    expect(t.rows.map((r) => [r.number, r.complete])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(t.rows[1].cells.RISK.values.cy).toMatchObject({ value: "O" });
    expect(t.rows[1].cells.ISSUE.values.cy).toMatchObject({ value: "Decarbonisation of steelmaking" });
  });
});
