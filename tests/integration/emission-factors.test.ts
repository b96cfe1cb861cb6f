import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { GET as factorsRoute } from "@/app/api/emission-factors/route";
import { FACTOR_SETS, INDIA, SPEC_DEFAULTS } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const total = FACTOR_SETS.reduce((n, s) => n + s.factors.length, 0);

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

const get = (token: string, query = "") => call(factorsRoute as never, { path: `/api/emission-factors${query}`, token });

describe("emission factor library in the database", () => {
  it("is seeded idempotently: a second run changes nothing and leaves no duplicates", async () => {
    const db = await getDb();
    expect(await seedEmissionFactors(db)).toEqual({ sets: 2, factors: total });
    const [counts] = await queryRows<{ sets: number; factors: number }>(
      db,
      sql`select (select count(*)::int from factor_sets) as sets, (select count(*)::int from emission_factors) as factors`,
    );
    expect(counts).toEqual({ sets: 2, factors: total });
  });

  it("mirrors the data file: a changed value is updated and a removed factor disappears", async () => {
    const db = await getDb();
    const edited = {
      ...SPEC_DEFAULTS,
      factors: SPEC_DEFAULTS.factors.filter((f) => f.key !== "bus").map((f) => (f.key === "diesel" ? { ...f, value: 9.99 } : f)),
    };
    await seedEmissionFactors(db, [INDIA, edited]);
    const rows = await queryRows<{ id: string; value: number }>(
      db,
      sql`select id, value from emission_factors where set_id = 'spec-defaults' and activity in ('diesel', 'bus')`,
    );
    expect(rows).toEqual([{ id: "spec-defaults:diesel", value: 9.99 }]);
    await seedEmissionFactors(db);
    const back = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from emission_factors`);
    expect(back).toEqual([{ n: total }]);
  });
});

describe("GET /api/emission-factors", () => {
  it("answers by the access matrix (entitled users)", async () => {
    await assertAccessMatrix({ name: "GET emission-factors", handler: factorsRoute as never, path: "/api/emission-factors", kind: "entitled", ok: 200 });
  });

  it("lists both sets, India first, with every factor's source", async () => {
    const { token } = await createUser({ subscribed: true });
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body.fy).toBeNull();
    expect(res.body.sets.map((s: { id: string }) => s.id)).toEqual(["india", "spec-defaults"]);
    const india = res.body.sets[0];
    expect(india.factors).toHaveLength(INDIA.factors.length);
    expect(india.gaps.map((g: { key: string }) => g.key)).toContain("purchased_goods");
    const r134a = india.factors.find((f: { id: string }) => f.id === "india:r134a");
    expect(r134a).toMatchObject({ activity: "r134a", value: 1530, unit: "kg", value_unit: "kg CO2e per kg", scope: 1, gases: { hfcs: 1530 } });
    expect(r134a.source).toMatchObject({ publisher: expect.stringContaining("IPCC"), edition: "AR6", year: 2021, url: expect.stringMatching(/^https:/) });
    expect(r134a.source.secondary.url).toMatch(/^https:/);
    for (const set of res.body.sets) for (const f of set.factors) expect(f.source.publisher).not.toBe("");
  });

  it("filters by set and by financial year: one grid factor, that year's", async () => {
    const { token } = await createUser({ subscribed: true });
    const spec = await get(token, "?set=spec-defaults");
    expect(spec.body.sets.map((s: { id: string }) => s.id)).toEqual(["spec-defaults"]);
    expect(spec.body.sets[0].factors.find((f: { activity: string }) => f.activity === "r134a").value).toBe(1430);

    const grid = async (fy: string) => {
      const res = await get(token, `?set=india&fy=${encodeURIComponent(fy)}`);
      expect(res.status).toBe(200);
      const factors = res.body.sets[0].factors.filter((f: { activity: string }) => f.activity === "grid_electricity");
      return [res.body.fy, factors.map((f: { value: number; source: { edition: string } }) => [f.value, f.source.edition])];
    };
    expect(await grid("2023-24")).toEqual(["2023-24", [[0.727, "Version 20.0"]]]);
    expect(await grid("FY 2024-25")).toEqual(["2024-25", [[0.7117, "Version 21.0"]]]);
    // A year CEA has not published yet gets the latest published factor.
    expect(await grid("2026-27")).toEqual(["2026-27", [[0.7117, "Version 21.0"]]]);
    // Before the library's first year there is no grid factor.
    expect(await grid("2018-19")).toEqual(["2018-19", []]);
  });

  it.each([
    ["?fy=2024", "fy: Use a financial year such as 2024-25"],
    ["?fy=2024-26", "fy: Use a financial year such as 2024-25"],
    ["?fy=last%20year", "fy: Use a financial year such as 2024-25"],
    ["?set=uk", "set: Unknown factor set (use india or spec-defaults)"],
  ])("refuses %s with 422", async (query, detail) => {
    const { token } = await createUser({ subscribed: true });
    const res = await get(token, query);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });
});

describe("POST /api/esg-data from a calculator", () => {
  it("stamps the entry's provenance 'calculator' (and keeps 'manual' the default); 'extraction' cannot be claimed", async () => {
    const { POST } = await import("@/app/api/esg-data/route");
    const { createCompany, entryBody } = await import("../helpers/factories");
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    const post = (extra: Record<string, unknown>) =>
      call(POST as never, {
        method: "POST",
        token: owner.token,
        body: { ...entryBody(company.id, { metric: "Scope 2 emissions", value: "7.117", unit: "tCO2e", period: "FY 2024-25" }), ...extra },
      });
    const calc = await post({ source: "calculator", notes: "Auto-calculated using GHG Emissions Calculator" });
    expect(calc.status).toBe(201);
    expect(calc.body.source).toBe("calculator");
    // Another year: the same year again would be a second figure (409).
    const manual = await post({ period: "FY 2023-24" });
    expect(manual.body.source).toBe("manual");
    const claimed = await post({ source: "extraction" });
    expect(claimed.status).toBe(422);
    expect(claimed.body.detail).toBe("source: Must be manual or calculator");
  });
});
