import { eq } from "drizzle-orm";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { POST as calculateRoute } from "@/app/api/calculators/[kind]/[companyId]/route";
import { POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { PATCH as patchUnitRoute } from "@/app/api/companies/[id]/units/[unitId]/route";
import { getDb } from "@/db/client";
import { calculatorRuns, esgDataEntries } from "@/db/schema";
import { cellValue } from "@/lib/brsr/view";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { INDIA } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

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
        { name: "Old Mill", type: "plant", active_to_fy: "2022-23" },
        { name: "Scrap Subsidiary", type: "subsidiary", in_standalone: false },
      ],
    },
  });
  expect(made.status).toBe(201);
  const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
  return { owner, company, unit };
}

const withdrawal = (companyId: string, value: string, unitId?: string | null, extra: Record<string, unknown> = {}) => ({
  company_id: companyId,
  framework: "BRSR",
  category: "environmental",
  metric: "Water withdrawal: surface water",
  value,
  unit: "kL",
  period: "FY 2024-25",
  ...(unitId !== undefined ? { unit_id: unitId } : {}),
  ...extra,
});

const post = (token: string, body: unknown) => call<any>(postEntry as never, { method: "POST", token, path: "/api/esg-data", body });
const questionnaire = async (token: string, companyId: string) =>
  (await call<any>(brsrRoute, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=2024-25` })).body;

describe("unit_id on POST /api/esg-data", () => {
  it("stores the unit on the entry, rolls the units' figures up, and holds one figure per metric and period per unit", async () => {
    const { owner, company, unit } = await setup();
    const plant = await post(owner.token, withdrawal(company.id, "1,200", unit["Vizag Plant"]));
    expect(plant.status).toBe(201);
    expect(plant.body.unit_id).toBe(unit["Vizag Plant"]);
    expect((await post(owner.token, withdrawal(company.id, "50", unit["Pune Office"]))).status).toBe(201);
    const [row] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.id, plant.body.id));
    expect(row.unitId).toBe(unit["Vizag Plant"]);

    let q = await questionnaire(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 1250 });
    expect(q.unit_breakdown["P6-E3-i"].map((b: any) => [b.unit_name, b.value])).toEqual(
      expect.arrayContaining([
        ["Vizag Plant", "1,200"],
        ["Pune Office", "50"],
      ]),
    );

    // A second figure of the same unit, metric and year is the usual 409; another unit's or the company's own is not a duplicate.
    const again = await post(owner.token, withdrawal(company.id, "1300", unit["Vizag Plant"]));
    expect(again.status).toBe(409);
    expect(again.body.existing.id).toBe(plant.body.id);
    const own = await post(owner.token, withdrawal(company.id, "2000", null));
    expect(own.status).toBe(201);
    expect(own.body.unit_id).toBeNull();
    // The company's own figure stands; the units' sum is a warning beside it, never added.
    q = await questionnaire(owner.token, company.id);
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 2000 });
  });

  it("refuses another company's unit (404), an archived unit, a year the unit is not active and a unit outside the boundary (422), writing nothing", async () => {
    const { owner, company, unit } = await setup();
    const other = await setup();
    const before = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));

    const foreign = await post(owner.token, withdrawal(company.id, "10", other.unit["Vizag Plant"]));
    expect(foreign.status).toBe(404);

    expect((await post(owner.token, withdrawal(company.id, "10", unit["Old Mill"]))).body.detail).toMatch(/^unit_id: Old Mill is not active in FY 2024-25/);
    const outside = await post(owner.token, withdrawal(company.id, "10", unit["Scrap Subsidiary"]));
    expect(outside.status).toBe(422);
    expect(outside.body.detail).toMatch(/outside the company's standalone reporting boundary/);

    await call(patchUnitRoute, {
      method: "PATCH",
      token: owner.token,
      params: { id: company.id, unitId: unit["Pune Office"] },
      path: `/api/companies/${company.id}/units/${unit["Pune Office"]}`,
      body: { archived: true },
    });
    const archived = await post(owner.token, withdrawal(company.id, "10", unit["Pune Office"]));
    expect(archived.status).toBe(422);
    expect(archived.body.detail).toMatch(/archived/);
    const cells = await call<any>(cellsRoute, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: { fy: "2024-25", unit_id: unit["Pune Office"], cells: [{ key: "P6-E3-i", value: "5" }] },
    });
    expect(cells.status).toBe(422);

    expect((await post(owner.token, withdrawal(company.id, "10", "not-a-uuid"))).status).toBe(422);
    const after = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(after.length).toBe(before.length);
  });
});

describe("unit_id on a calculator's save", () => {
  const ghg = (token: string, companyId: string, body: unknown) =>
    call<any>(calculateRoute as never, {
      method: "POST",
      token,
      params: { kind: "ghg", companyId },
      path: `/api/calculators/ghg/${companyId}?save=true`,
      body,
    });
  const inputs = (litres: string) => ({ ...emptyGhgInput(INDIA), fuels: [{ type: "diesel", quantity: litres }] });

  it("writes the unit's own figures, supersedes only that unit's run, and the company's Scope 1 is the units' sum", async () => {
    const { owner, company, unit } = await setup();
    const a = await ghg(owner.token, company.id, { fy: "2024-25", inputs: inputs("1000"), unit_id: unit["Vizag Plant"] });
    expect(a.status).toBe(200);
    const b = await ghg(owner.token, company.id, { fy: "2024-25", inputs: inputs("3000"), unit_id: unit["Pune Office"] });
    expect(b.status).toBe(200);
    const scope1 = (body: any) => Number(body.saved.entries.find((e: any) => e.brsr_cell === "P6-E7-S1").value);
    const db = await getDb();
    const rows = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(rows.every((r) => r.unitId !== null)).toBe(true);
    const runs = await db.select().from(calculatorRuns).where(eq(calculatorRuns.companyId, company.id));
    expect(runs.map((r) => [r.unitId, r.supersededBy])).toEqual(
      expect.arrayContaining([
        [unit["Vizag Plant"], null],
        [unit["Pune Office"], null],
      ]),
    );
    const q = await questionnaire(owner.token, company.id);
    expect(cellValue(q, "P6-E7-S1")?.value).toBeCloseTo(scope1(a.body) + scope1(b.body), 2);

    // Saving the plant again writes over the plant's figure (no second one) and supersedes the plant's run only.
    const again = await ghg(owner.token, company.id, { fy: "2024-25", inputs: inputs("2000"), unit_id: unit["Vizag Plant"] });
    expect(again.body.saved.entries.every((e: any) => e.action === "updated")).toBe(true);
    const runsAfter = await db.select().from(calculatorRuns).where(eq(calculatorRuns.companyId, company.id));
    expect(runsAfter.filter((r) => r.supersededBy === null).length).toBe(2);

    const refused = await ghg(owner.token, company.id, { fy: "2024-25", inputs: inputs("10"), unit_id: unit["Scrap Subsidiary"] });
    expect(refused.status).toBe(422);
  });
});
