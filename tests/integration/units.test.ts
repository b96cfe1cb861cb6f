import { eq } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/companies/[id]/units/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/companies/[id]/units/[unitId]/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries } from "@/db/schema";
import { metricKey } from "@/lib/frameworks/metric-key";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

const path = (id: string, unitId?: string) => `/api/companies/${id}/units${unitId ? `/${unitId}` : ""}`;
const create = (token: string, id: string, body: unknown) => call<any>(createRoute, { method: "POST", token, params: { id }, path: path(id), body });
const list = (token: string, id: string) => call<any>(listRoute, { token, params: { id }, path: path(id) });
const patch = (token: string, id: string, unitId: string, body: unknown) =>
  call<any>(patchRoute, { method: "PATCH", token, params: { id, unitId }, path: path(id, unitId), body });
const remove = (token: string, id: string, unitId: string) =>
  call<any>(deleteRoute, { method: "DELETE", token, params: { id, unitId }, path: path(id, unitId) });

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
  return { owner, company };
}

describe("reporting units", () => {
  it("creates a unit with its fields, lists it, and audits it", async () => {
    const { owner, company } = await setup();
    const res = await create(owner.token, company.id, {
      name: "Vizag Plant",
      type: "plant",
      state: "Andhra Pradesh",
      district: "Visakhapatnam",
      nic_code: "24105",
      ownership_pct: 100,
      water_stressed: true,
      active_from_fy: "2022-23",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: "Vizag Plant",
      type: "plant",
      country: "India",
      state: "Andhra Pradesh",
      nic_code: "24105",
      in_standalone: true,
      in_consolidated: true,
      water_stressed: true,
      active_from_fy: "2022-23",
      active_to_fy: null,
      archived: false,
      figures: 0,
    });
    const listed = await list(owner.token, company.id);
    expect(listed.status).toBe(200);
    expect(listed.body.map((u: any) => u.name)).toEqual(["Vizag Plant"]);
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(audit.map((a) => [a.entity, a.action])).toEqual([["reporting_unit", "create"]]);
  });

  it("adds a pasted list at once, parents named among them or existing, all or none", async () => {
    const { owner, company } = await setup();
    const hq = await create(owner.token, company.id, { name: "Mumbai HQ", type: "office" });
    const res = await create(owner.token, company.id, {
      units: [
        { name: "Cold Rolling Mill", type: "plant", parent_name: "Jamshedpur Works" },
        { name: "Jamshedpur Works", type: "plant", parent_name: "Mumbai HQ" },
        { name: "Pune Office", type: "office" },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const byName = Object.fromEntries(res.body.units.map((u: any) => [u.name, u]));
    expect(byName["Jamshedpur Works"].parent_id).toBe(hq.body.id);
    expect(byName["Cold Rolling Mill"].parent_id).toBe(byName["Jamshedpur Works"].id);
    // A duplicate name anywhere in the list refuses all of it.
    const dup = await create(owner.token, company.id, {
      units: [
        { name: "New Depot", type: "warehouse" },
        { name: "pune office", type: "office" },
      ],
    });
    expect(dup.status).toBe(409);
    const unknownParent = await create(owner.token, company.id, { units: [{ name: "Depot", type: "warehouse", parent_name: "Nowhere" }] });
    expect(unknownParent.status).toBe(422);
    const loop = await create(owner.token, company.id, {
      units: [
        { name: "A", type: "plant", parent_name: "B" },
        { name: "B", type: "plant", parent_name: "A" },
      ],
    });
    expect(loop.status).toBe(422);
    expect((await list(owner.token, company.id)).body).toHaveLength(4);
  });

  it("refuses a parent that is the unit itself or one of its own units (422), and a parent in another company (404)", async () => {
    const { owner, company } = await setup();
    const plant = (await create(owner.token, company.id, { name: "Plant", type: "plant" })).body;
    const shop = (await create(owner.token, company.id, { name: "Shop", type: "warehouse", parent_id: plant.id })).body;
    const yard = (await create(owner.token, company.id, { name: "Yard", type: "warehouse", parent_id: shop.id })).body;
    expect((await patch(owner.token, company.id, plant.id, { parent_id: yard.id })).status).toBe(422);
    expect((await patch(owner.token, company.id, plant.id, { parent_id: plant.id })).status).toBe(422);
    const other = await setup();
    const theirs = (await create(other.owner.token, other.company.id, { name: "Theirs", type: "plant" })).body;
    expect((await patch(owner.token, company.id, plant.id, { parent_id: theirs.id })).status).toBe(404);
    // Nor can one company reach another's unit through its own URL.
    expect((await patch(owner.token, company.id, theirs.id, { name: "Mine" })).status).toBe(404);
    expect((await remove(owner.token, company.id, theirs.id)).status).toBe(404);
    const moved = await patch(owner.token, company.id, yard.id, { parent_id: plant.id, water_stressed: true });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: plant.id, water_stressed: true });
  });

  it("deleting a unit that holds figures answers 409; it can be archived instead; an empty one is deleted", async () => {
    const { owner, company } = await setup();
    const plant = (await create(owner.token, company.id, { name: "Plant", type: "plant" })).body;
    const empty = (await create(owner.token, company.id, { name: "Empty", type: "office" })).body;
    const db = await getDb();
    await db.insert(esgDataEntries).values({
      companyId: company.id,
      unitId: plant.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Water withdrawal",
      metricKey: metricKey("Water withdrawal"),
      value: "100",
      period: "FY 2024-25",
    });
    const refused = await remove(owner.token, company.id, plant.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/archive it/);
    const archived = await patch(owner.token, company.id, plant.id, { archived: true });
    expect(archived.body).toMatchObject({ archived: true, figures: 0 });
    expect((await list(owner.token, company.id)).body.find((u: any) => u.id === plant.id)).toMatchObject({ archived: true, figures: 1 });
    expect((await remove(owner.token, company.id, empty.id)).status).toBe(204);
    expect((await list(owner.token, company.id)).body.map((u: any) => u.name)).toEqual(["Plant"]);
  });

  it("validates input: 422 with the field named", async () => {
    const { owner, company } = await setup();
    const res = await create(owner.token, company.id, { name: "X", type: "castle" });
    expect(res.status).toBe(422);
    expect((await create(owner.token, company.id, { name: "X", type: "plant", ownership_pct: 140 })).status).toBe(422);
    expect((await create(owner.token, company.id, { name: "X", type: "plant", active_from_fy: "2025-26", active_to_fy: "2023-24" })).status).toBe(422);
    expect((await create(owner.token, company.id, { name: "", type: "plant" })).status).toBe(422);
  });

  it("viewers read the units and cannot change them", async () => {
    const { owner, company } = await setup();
    await create(owner.token, company.id, { name: "Plant", type: "plant" });
    const viewer = await addMember(company.id, "viewer");
    expect((await list(viewer.token, company.id)).body).toHaveLength(1);
    expect((await create(viewer.token, company.id, { name: "Mine", type: "plant" })).status).toBe(403);
  });

  it("access matrix: list and create", async () => {
    await assertAccessMatrix({ name: "GET units", handler: listRoute as never, kind: "company", params: ({ company }) => ({ id: company.id }), ok: 200 });
    let n = 0;
    await assertAccessMatrix({
      name: "POST units",
      handler: createRoute as never,
      method: "POST",
      kind: "company",
      params: ({ company }) => ({ id: company.id }),
      body: () => ({ name: `Unit ${n++}`, type: "plant" }),
      ok: 201,
    });
  });
});
