/**
 * `GET /api/brsr/{id}?view=values` (and `view=structure`, and PUT …/cells with `view: "values"`)
 * against the real database (decisions D35): the values view holds exactly the values of the full
 * answer, read here by walking the full answer (not by the function that makes the view), for the
 * tab and year asked; the structure holds the tab's questions without a value; the gate is the
 * full answer's.
 */
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { questionnaireResponse, questionnaireStructureResponse, questionnaireValuesResponse, type QuestionnaireResponse } from "@/lib/brsr/response-schemas";
import { tabOfKey, tabOfQuestion } from "@/lib/brsr/tabs";
import { rowCellKey } from "@/lib/frameworks/questionnaire/row-keys";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

type Values = ReturnType<typeof questionnaireValuesResponse.parse>;

async function get(token: string, companyId: string, query: string) {
  return call(brsrRoute as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?${query}` });
}

/** The full answer's values, by walking it: fields' and tables' cells, row tables, questions' progress. */
function valuesIn(full: QuestionnaireResponse) {
  const cells: Record<string, unknown> = {};
  const rowTables: Record<string, unknown> = {};
  const progress: Record<string, unknown> = {};
  for (const s of full.sections)
    for (const q of s.questions) {
      progress[q.id] = q.progress;
      for (const item of q.items) {
        if (item.kind === "field")
          cells[item.cell.key] = item.cell.review ? { values: item.cell.values, review: item.cell.review } : { values: item.cell.values };
        else if (item.kind === "rows") rowTables[item.id] = item;
        else
          for (const row of item.rows)
            for (const c of Object.values(row.cells)) cells[c.key] = c.review ? { values: c.values, review: c.review } : { values: c.values };
      }
    }
  return { cells, rowTables, progress };
}

function expectSameValues(values: Values, full: QuestionnaireResponse) {
  const walked = valuesIn(full);
  expect(values.cells).toEqual(walked.cells);
  expect(values.row_tables).toEqual(walked.rowTables);
  expect(values.question_progress).toEqual(walked.progress);
  // The questions' order is kept (the screen lists Section C's own from it).
  expect(Object.keys(values.question_progress)).toEqual(full.sections.flatMap((s) => s.questions.map((q) => q.id)));
  expect(values.sections).toEqual(full.sections.map(({ id, title, progress }) => ({ id, title, progress })));
  const { sections: _s, ...fullRest } = full;
  const { sections: _v, cells: _c, row_tables: _r, question_progress: _p, data_version: _d, ...valuesRest } = values;
  expect(valuesRest).toEqual(fullRest);
}

describe("the questionnaire's values view", () => {
  it("answers the values of the full answer by key, per tab and year, with the data version; its structure has no value", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Konkan Alloys", frameworks: ["BRSR"] });
    const A = questionnaireResponse.parse((await get(owner.token, company.id, "fy=2024-25&section=A")).body);
    // A row table of Section A and its first column: a row written, so that the table has a row.
    const rowTable = A.sections.flatMap((s) => s.questions.flatMap((q) => q.items)).find((i) => i.kind === "rows");
    expect(rowTable).toBeDefined();
    const rowKey = rowCellKey(rowTable!.id, 1, rowTable!.kind === "rows" ? rowTable!.columns[0].id : "");
    const saved = await call(cellsRoute as never, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: {
        fy: "2024-25",
        section: "P6",
        view: "values",
        cells: [
          { key: "P6-E1-A", value: "1,20,000", unit: "GJ" },
          { key: "A-20a-1-male", value: "120" },
          { key: rowKey, value: rowTable!.kind === "rows" && rowTable!.columns[0].type === "number" ? "5" : "Water" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    // The save answers the values view of the tab: what was saved, the data version, P6's values, no questions.
    expect(saved.body.saved.created).toBe(3);
    expect(saved.body.data_version).toEqual(expect.any(Number));
    expect(saved.body.cells["P6-E1-A"].values.cy).toMatchObject({ state: "entered", value: 120000 });
    expect(saved.body.sections.every((s: object) => !("questions" in s))).toBe(true);
    const { saved: _saved, ...savedValues } = saved.body;
    questionnaireValuesResponse.parse(savedValues);

    for (const [fy, section] of [
      ["2024-25", "P6"],
      ["2024-25", "A"],
      ["2023-24", "P6"],
    ] as const) {
      const full = questionnaireResponse.parse((await get(owner.token, company.id, `fy=${fy}&section=${section}`)).body);
      const res = await get(owner.token, company.id, `fy=${fy}&section=${section}&view=values`);
      expect(res.status).toBe(200);
      const values = questionnaireValuesResponse.parse(res.body);
      expect(values.fy.id).toBe(fy);
      expect(values.section).toBe(section);
      expect(values.data_version).toBe(saved.body.data_version);
      expectSameValues(values, full);
      // Only the tab's cells and Section C's own.
      const tabs = new Set([...Object.keys(values.cells), ...Object.keys(values.row_tables)].map(tabOfKey));
      expect([...tabs].sort()).toEqual([section, "C"].sort());
      // Smaller than the full answer: the structure is not in it.
      expect(res.text.length).toBeLessThan(JSON.stringify(full).length);
    }
    const p6 = questionnaireValuesResponse.parse((await get(owner.token, company.id, "fy=2024-25&section=P6&view=values")).body);
    expect(p6.cells["P6-E1-A"].values.cy).toMatchObject({ state: "entered", value: 120000 });
    const a = questionnaireValuesResponse.parse((await get(owner.token, company.id, "fy=2024-25&section=A&view=values")).body);
    expect(a.cells["A-20a-1-male"].values.cy).toMatchObject({ value: 120 });
    expect(a.row_tables[rowTable!.id].rows.map((r) => r.number)).toEqual([1]);
    // The previous year's questionnaire shows the figure as its next year's, not as its own.
    const earlier = questionnaireValuesResponse.parse((await get(owner.token, company.id, "fy=2023-24&section=P6&view=values")).body);
    expect(earlier.cells["P6-E1-A"].values.cy?.state).toBe("missing");

    // Without `section`: every question's values.
    const whole = questionnaireValuesResponse.parse((await get(owner.token, company.id, "fy=2024-25&view=values")).body);
    expectSameValues(whole, questionnaireResponse.parse((await get(owner.token, company.id, "fy=2024-25")).body));
    expect(whole.section).toBeUndefined();

    // The structure of a tab: its questions, in order, without a value.
    const structureRes = await get(owner.token, company.id, "fy=2024-25&section=A&view=structure");
    expect(structureRes.status).toBe(200);
    const structure = questionnaireStructureResponse.parse(structureRes.body);
    const fullA = questionnaireResponse.parse((await get(owner.token, company.id, "fy=2024-25&section=A")).body);
    expect(structure.questions.map((q) => q.id)).toEqual(fullA.sections.flatMap((s) => s.questions.filter((q) => tabOfQuestion(q) === "A").map((q) => q.id)));
    expect(structureRes.text).not.toContain('"entered"');
    const table = structure.questions.flatMap((q) => q.items).find((i) => i.id === rowTable!.id);
    expect(table).toMatchObject({ kind: "rows", rows: [] });
    expect(structure.questions.find((q) => q.id === "A-20")?.title).toBe(fullA.sections[0].questions.find((q) => q.id === "A-20")?.title);

    // As the full answer: a view or section it does not know, and `structure` without a tab, are refused.
    expect((await get(owner.token, company.id, "view=cards")).status).toBe(422);
    expect((await get(owner.token, company.id, "view=structure")).status).toBe(422);
  });

  it("is gated as the full answer: a member of any role reads it, a stranger is not told the company exists", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Malwa Textiles", frameworks: ["BRSR"] });
    const assurer = await addMember(company.id, "assurer", { accessUntil: new Date(Date.now() + 7 * 24 * 3600 * 1000) });
    const stranger = await createUser({ subscribed: true });
    expect((await get(assurer.token, company.id, "section=A&view=values")).status).toBe(200);
    expect((await get(stranger.token, company.id, "section=A&view=values")).status).toBe(404);
    expect((await get(stranger.token, company.id, "section=A&view=structure")).status).toBe(404);
    expect((await call(brsrRoute as never, { params: { companyId: company.id }, path: `/api/brsr/${company.id}?view=values` })).status).toBe(401);
    // Saving stays the editors': an assurer's save is refused whatever view it asks for.
    const put = await call(cellsRoute as never, {
      method: "PUT",
      token: assurer.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: { fy: "2024-25", view: "values", cells: [{ key: "A-20a-1-male", value: "1" }] },
    });
    expect(put.status).toBe(403);
  });
});
