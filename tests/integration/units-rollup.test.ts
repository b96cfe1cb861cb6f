import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { PATCH as patchUnitRoute } from "@/app/api/companies/[id]/units/[unitId]/route";
import { getDb } from "@/db/client";
import { companyProfiles, esgDataEntries } from "@/db/schema";
import { saveCells } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

type Q = Awaited<ReturnType<typeof import("@/lib/brsr/service").getQuestionnaire>>;

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
  const made = await call<any>(createUnitRoute, {
    method: "POST",
    token: owner.token,
    params: { id: company.id },
    path: `/api/companies/${company.id}/units`,
    body: {
      units: [
        { name: "Vizag Plant", type: "plant" },
        { name: "Pune Office", type: "office" },
        { name: "Scrap Subsidiary", type: "subsidiary", in_standalone: false },
      ],
    },
  });
  const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
  return { owner, company, unit };
}

const read = async (token: string, companyId: string) =>
  (await call<Q>(brsrRoute, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=2024-25` })).body;

describe("figures per unit, rolled up into the company's questionnaire", () => {
  it("sums a flow over the units in the boundary, recomputes the derived total from the rolled-up parts, and shows the breakdown", async () => {
    const { owner, company, unit } = await setup();
    const save = (unitId: string | null, cells: { key: string; value: string }[]) =>
      saveCells({ company, actorId: owner.user.id, fyParam: "2024-25", cells, unitId });
    await save(unit["Vizag Plant"], [
      { key: "P6-E3-i", value: "1200" },
      { key: "P6-E3-ii", value: "300" },
    ]);
    await save(unit["Pune Office"], [{ key: "P6-E3-i", value: "50" }]);
    await save(unit["Scrap Subsidiary"], [{ key: "P6-E3-i", value: "1000" }]);

    let q = await read(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ state: "entered", value: 1250 });
    // The withdrawal total is a sum cell: recomputed from the rolled-up parts.
    expect(cellValue(q, "P6-E3-WITHDRAWAL")).toMatchObject({ value: 1550 });
    expect(q.unit_breakdown?.["P6-E3-i"].map((b) => [b.unit_name, b.value])).toEqual(
      expect.arrayContaining([
        ["Vizag Plant", "1200"],
        ["Pune Office", "50"],
        ["Scrap Subsidiary", "1000"],
      ]),
    );

    // The consolidated boundary adds the subsidiary.
    const db = await getDb();
    await db.insert(companyProfiles).values({ companyId: company.id, data: { financial_year_start_month: 4, reporting_boundary: "consolidated" } });
    q = await read(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 2250 });

    // An archived unit still counts for the years it reported; one made inactive that year does not.
    await call(patchUnitRoute, {
      method: "PATCH",
      token: owner.token,
      params: { id: company.id, unitId: unit["Pune Office"] },
      path: `/api/companies/${company.id}/units/${unit["Pune Office"]}`,
      body: { active_to_fy: "2023-24" },
    });
    q = await read(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 2200 });
  });

  it("a company-level figure typed beside unit figures is shown, with the sum beside it as a warning, never added", async () => {
    const { owner, company, unit } = await setup();
    await saveCells({ company, actorId: owner.user.id, fyParam: "2024-25", cells: [{ key: "P6-E3-i", value: "1200" }], unitId: unit["Vizag Plant"] });
    const put = await call<any>(cellsRoute, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: { fy: "2024-25", cells: [{ key: "P6-E3-i", value: "999" }] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const q = await read(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 999 });
    expect(q.warnings).toContainEqual(expect.objectContaining({ key: "P6-E3-i", fy: "2024-25", message: expect.stringMatching(/add up to 1200 kL/) }));
    // The unit's own figure was not overwritten by the company's save.
    expect(q.unit_breakdown?.["P6-E3-i"]).toEqual([expect.objectContaining({ unit_name: "Vizag Plant", value: "1200" })]);
  });

  it("PUT …/cells with unit_id writes the unit's own figures, GET ?unit_id= reads them; another company's unit is 404 and nothing is written", async () => {
    const { owner, company, unit } = await setup();
    const put = (unitId: string) =>
      call<any>(cellsRoute, {
        method: "PUT",
        token: owner.token,
        params: { companyId: company.id },
        path: `/api/brsr/${company.id}/cells`,
        body: { fy: "2024-25", unit_id: unitId, cells: [{ key: "P6-E3-i", value: "700" }] },
      });
    const saved = await put(unit["Vizag Plant"]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(cellValue(saved.body, "P6-E3-i")).toMatchObject({ value: 700 });
    const own = await call<Q>(brsrRoute, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}?fy=2024-25&unit_id=${unit["Pune Office"]}`,
    });
    expect(own.status).toBe(200);
    expect(cellValue(own.body, "P6-E3-i")).toMatchObject({ state: "missing" });
    const plant = await call<Q>(brsrRoute, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}?fy=2024-25&unit_id=${unit["Vizag Plant"]}`,
    });
    expect(cellValue(plant.body, "P6-E3-i")).toMatchObject({ value: 700 });

    const other = await setup();
    const db = await getDb();
    const before = (await db.select().from(esgDataEntries)).length;
    expect((await put(other.unit["Vizag Plant"])).status).toBe(404);
    expect((await db.select().from(esgDataEntries)).length).toBe(before);
    expect(
      (
        await call(brsrRoute, {
          token: owner.token,
          params: { companyId: company.id },
          path: `/api/brsr/${company.id}?fy=2024-25&unit_id=${other.unit["Vizag Plant"]}`,
        })
      ).status,
    ).toBe(404);
  });

  it("Section A's plants and offices (Q18) and subsidiaries (Q23) are read from the units", async () => {
    const { owner, company } = await setup();
    const q = await read(owner.token, company.id);
    expect(q.profile.locations).toEqual({ national: { plants: 1, offices: 1 }, international: { plants: 0, offices: 0 } });
    expect(q.profile.related_companies).toEqual([expect.objectContaining({ name: "Scrap Subsidiary", kind: "Subsidiary" })]);
  });
});

/** A row-table cell's value, or null when its row is not shown at all. */
function shown(q: Q, key: string): unknown {
  try {
    return cellValue(q, key)?.value ?? null;
  } catch {
    return null;
  }
}

describe("P6 L1 from the units in water-stressed areas", () => {
  it("gives one block per water-stressed unit (name order): its area, nature of operations and its own E3/E4 figures; a block the company typed stands", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Godavari Steel" });
    const made = await call<any>(createUnitRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/units`,
      body: {
        units: [
          { name: "Jalna Plant", type: "plant", district: "Jalna", state: "Maharashtra", water_stressed: true },
          { name: "Ambad Plant", type: "plant", district: "Nashik", state: "Maharashtra", water_stressed: true },
          { name: "Pune Office", type: "office" },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
    const save = (unitId: string | null, cells: { key: string; value: string }[]) =>
      saveCells({ company, actorId: owner.user.id, fyParam: "2024-25", cells, unitId });
    await save(unit["Ambad Plant"], [
      { key: "P6-E3-i", value: "800" },
      { key: "P6-E3-CONSUMPTION", value: "600" },
      { key: "P6-E4-i-TREATED", value: "50" },
    ]);
    await save(unit["Jalna Plant"], [{ key: "P6-E3-ii", value: "90" }]);
    await save(unit["Pune Office"], [{ key: "P6-E3-i", value: "10" }]);

    let q = await read(owner.token, company.id);
    // Block 1 is Ambad (name order), block 2 Jalna; the office is in no block.
    expect(cellValue(q, "P6-L1-R1-AREA")).toMatchObject({ value: "Ambad Plant, Nashik, Maharashtra" });
    expect(cellValue(q, "P6-L1-R1-NATURE")).toMatchObject({ value: "Plant" });
    expect(cellValue(q, "P6-L1-R1-SURFACE")).toMatchObject({ value: 800 });
    expect(cellValue(q, "P6-L1-R1-CONSUMPTION")).toMatchObject({ value: 600 });
    expect(cellValue(q, "P6-L1-R1-DIS_I_TREATED")).toMatchObject({ value: 50 });
    expect(cellValue(q, "P6-L1-R1-WITHDRAWAL")).toMatchObject({ value: 800 });
    expect(cellValue(q, "P6-L1-R2-AREA")).toMatchObject({ value: "Jalna Plant, Jalna, Maharashtra" });
    expect(cellValue(q, "P6-L1-R2-GROUND")).toMatchObject({ value: 90 });
    expect(shown(q, "P6-L1-R3-AREA")).toBeNull();
    // The company's totals still roll up every unit.
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 810 });

    // A figure the company typed in block 1 stands over the unit's.
    await save(null, [{ key: "P6-L1-R1-SURFACE", value: "777" }]);
    q = await read(owner.token, company.id);
    expect(cellValue(q, "P6-L1-R1-SURFACE")).toMatchObject({ value: 777 });
    expect(cellValue(q, "P6-L1-R1-CONSUMPTION")).toMatchObject({ value: 600 });

    // No longer water-stressed: Jalna's block goes at once.
    await call(patchUnitRoute, {
      method: "PATCH",
      token: owner.token,
      params: { id: company.id, unitId: unit["Jalna Plant"] },
      path: `/api/companies/${company.id}/units/${unit["Jalna Plant"]}`,
      body: { water_stressed: false },
    });
    q = await read(owner.token, company.id);
    expect(shown(q, "P6-L1-R2-AREA")).toBeNull();
    expect(shown(q, "P6-L1-R2-GROUND")).toBeNull();
  });
});
