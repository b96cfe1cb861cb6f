import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { auditLog, calculatorRuns, companyFactorYears, esgDataEntries } from "@/db/schema";
import { POST as calculateRoute } from "@/app/api/calculators/[kind]/[companyId]/route";
import { GET as runRoute } from "@/app/api/calculators/runs/[id]/route";
import { GET as factorsGet, PUT as factorsPut } from "@/app/api/companies/[id]/factors/route";
import { DELETE as overrideDelete, PUT as overridePut } from "@/app/api/companies/[id]/factors/overrides/route";
import { GET as recalcGet, POST as recalcPost } from "@/app/api/companies/[id]/factors/recalculation/route";
import { GET as brsrGet } from "@/app/api/brsr/[companyId]/route";
import { cellValue } from "@/lib/brsr/view";
import { emptyEnergyInput } from "@/lib/calculators/energy";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { emptyWasteInput } from "@/lib/calculators/waste";
import { emptyWaterInput } from "@/lib/calculators/water";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

/** 1,000 litres of diesel, 10 kg of R-134a leaked and 1,00,000 kWh from the grid. */
const ghgInputs = (set = INDIA) => ({
  ...emptyGhgInput(set),
  fuels: [{ type: "diesel", quantity: "1000" }],
  refrigerants: [{ type: "r134a", quantity: "10" }],
  electricity: "100000",
});

async function owner() {
  const user = await createUser({ subscribed: true });
  const company = await createCompany(user.user.id);
  return { ...user, company };
}

type Who = Awaited<ReturnType<typeof owner>>;

const calc = (who: Who, kind: string, body: unknown, save = false) =>
  call<any>(calculateRoute as never, {
    method: "POST",
    token: who.token,
    params: { kind, companyId: who.company.id },
    path: `/api/calculators/${kind}/${who.company.id}${save ? "?save=true" : ""}`,
    body,
  });

const factors = (who: Who, fy: string) =>
  call<any>(factorsGet as never, { token: who.token, params: { id: who.company.id }, path: `/api/companies/${who.company.id}/factors?fy=${fy}` });

const entriesOf = async (companyId: string) => (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));

/** A figure the calculation would write (or wrote), as a number: values are saved with fixed decimals ('71.170'). */
const figure = (body: any, metric: string) => Number(body.entries.find((e: { metric: string }) => e.metric === metric)?.value);

describe("POST /api/calculators/{kind}/{companyId}", () => {
  it("answers by the access matrix (inside a company)", async () => {
    await assertAccessMatrix({
      name: "POST calculators/ghg",
      handler: calculateRoute as never,
      method: "POST",
      kind: "company",
      params: ({ company }) => ({ kind: "ghg", companyId: company.id }),
      body: () => ({ fy: "2024-25", inputs: ghgInputs() }),
      ok: 200,
    });
  });

  it("calculates with the year's factors and answers every factor used, writing nothing", async () => {
    const who = await owner();
    const res = await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "ghg", fy: "2024-25", period: "FY 2024-25", factor_set: { id: "india", frozen_at: null }, saved: null });
    const grid = res.body.factors_used.find((f: { activity: string }) => f.activity === "grid_electricity");
    expect(grid).toMatchObject({
      value: 0.7117,
      unit: "kWh",
      source: { edition: "Version 21.0", publisher: expect.stringContaining("Central Electricity Authority") },
    });
    // 1,00,000 kWh × 0.7117 = 71.17 t
    expect(figure(res.body, "Scope 2 emissions")).toBe(71.17);
    expect(res.body.entries.every((e: { metric: string }) => e.metric !== "Total GHG emissions")).toBe(true);
    expect(await entriesOf(who.company.id)).toHaveLength(0);
    expect(await (await getDb()).select().from(calculatorRuns).where(eq(calculatorRuns.companyId, who.company.id))).toHaveLength(0);
  });

  it("saves in one audited transaction: entries stamped 'calculator' with the run, the year's factors frozen", async () => {
    const who = await owner();
    const res = await calc(who, "ghg", { fy: "2023-24", inputs: ghgInputs() }, true);
    expect(res.status).toBe(200);
    expect(res.body.saved.entries.length).toBeGreaterThan(0);
    const runId = res.body.saved.run_id;
    const cellOf = (metric: string) => res.body.saved.entries.find((e: { metric: string }) => e.metric === metric)?.brsr_cell;
    expect(cellOf("Scope 2 emissions")).toBe("P6-E7-S2");
    expect(cellOf("Total Scope 1 and Scope 2 emissions")).toBe("P6-E7-S12");
    expect(cellOf("Scope 2 emissions (market-based)")).toBeNull();
    const rows = await entriesOf(who.company.id);
    expect(rows.length).toBe(res.body.saved.entries.length);
    for (const row of rows) {
      expect(row).toMatchObject({ source: "calculator", calculatorRunId: runId, period: "FY 2023-24", framework: "BRSR" });
      expect(row.notes).toContain("Factor set: India");
    }
    // FY 2023-24 is priced with that year's grid factor (0.727), not the latest (0.7117).
    expect(Number(rows.find((r) => r.metric === "Scope 2 emissions")!.value)).toBe(72.7);

    const db = await getDb();
    const [run] = await db.select().from(calculatorRuns).where(eq(calculatorRuns.id, runId));
    expect(run).toMatchObject({ kind: "ghg", fyEndYear: 2024, period: "FY 2023-24", setId: "india" });
    expect((run.inputs as { electricity: string }).electricity).toBe("100000");
    expect((run.factors as { activity: string; source: { edition: string } }[]).find((f) => f.activity === "grid_electricity")!.source.edition).toBe(
      "Version 20.0",
    );

    const audits = await db.select().from(auditLog).where(eq(auditLog.companyId, who.company.id));
    expect(audits.filter((a) => a.entity === "calculator_run" && a.action === "create")).toHaveLength(1);
    expect(audits.filter((a) => a.entity === "esg_data_entry" && a.action === "create")).toHaveLength(rows.length);
    expect(audits.some((a) => a.entity === "company_factor_year" && a.action === "create")).toBe(true);
    const [frozen] = await db
      .select()
      .from(companyFactorYears)
      .where(and(eq(companyFactorYears.companyId, who.company.id), eq(companyFactorYears.fyEndYear, 2024)));
    expect(frozen.setId).toBe("india");

    // The run reads back with its inputs and factors; another user cannot read it.
    const read = await call<any>(runRoute as never, { token: who.token, params: { id: runId } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: runId, kind: "ghg", period: "FY 2023-24", factor_set: { id: "india" } });
    const stranger = await createUser({ subscribed: true });
    expect((await call<any>(runRoute as never, { token: stranger.token, params: { id: runId } })).status).toBe(404);

    // The questionnaire of that year shows the saved figure in its cell.
    const q = await call<any>(brsrGet as never, { token: who.token, params: { companyId: who.company.id }, path: `/api/brsr/${who.company.id}?fy=2023-24` });
    expect(cellValue(q.body, "P6-E7-S2", "cy")!.value).toBe(72.7);
  });

  it("a second save replaces the year's figures instead of adding duplicates, and says what it replaced", async () => {
    const who = await owner();
    const first = await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() }, true);
    const second = await calc(who, "ghg", { fy: "2024-25", inputs: { ...ghgInputs(), electricity: "200000" } }, true);
    expect(second.status).toBe(200);
    const scope2 = second.body.saved.entries.find((e: { metric: string }) => e.metric === "Scope 2 emissions");
    expect(scope2).toMatchObject({ action: "updated", value: "142.340", previous: { value: "71.170", source: "calculator" } });
    const rows = (await entriesOf(who.company.id)).filter((r) => r.metric === "Scope 2 emissions");
    expect(rows).toHaveLength(1);
    const db = await getDb();
    const [old] = await db.select().from(calculatorRuns).where(eq(calculatorRuns.id, first.body.saved.run_id));
    expect(old.supersededBy).toBe(second.body.saved.run_id);
  });

  it("water, waste and energy save BRSR's own rows, which fill the year's questionnaire cells", async () => {
    const who = await owner();
    const water = await calc(
      who,
      "water",
      { fy: "2024-25", inputs: { ...emptyWaterInput(), municipal: "1,500", groundwater: "500", recycled: "400", discharged: "600" } },
      true,
    );
    expect(water.status).toBe(200);
    // BRSR consumption = withdrawal − discharge (2,000 − 600), not SPEC's net of recycling (2,000 − 400).
    expect(figure(water.body, "Total water consumption")).toBe(1400);
    const waste = await calc(
      who,
      "waste",
      { fy: "2024-25", inputs: { ...emptyWasteInput(), plastic: "10", otherNonHazardous: "90", recycled: "30", incinerated: "5" } },
      true,
    );
    expect(waste.status).toBe(200);
    expect(figure(waste.body, "Waste disposed: incineration")).toBe(5);
    expect(waste.body.entries.some((e: { metric: string }) => /\brate\b|%/i.test(e.metric))).toBe(false);
    const energy = await calc(who, "energy", { fy: "2024-25", inputs: { ...emptyEnergyInput(), electricity: "1,00,000", renewablePercent: "25" } }, true);
    expect(energy.status).toBe(200);
    // 1,00,000 kWh × 0.0036 GJ/kWh = 360 GJ: 90 renewable (A), 270 non-renewable (D).
    expect(figure(energy.body, "Renewable electricity consumption")).toBe(90);
    expect(figure(energy.body, "Non-renewable electricity consumption")).toBe(270);

    const q = await call<any>(brsrGet as never, { token: who.token, params: { companyId: who.company.id }, path: `/api/brsr/${who.company.id}?fy=2024-25` });
    expect(cellValue(q.body, "P6-E3-CONSUMPTION", "cy")!.value).toBe(1400);
    expect(cellValue(q.body, "P6-E9-A", "cy")!.value).toBe(10);
    expect(cellValue(q.body, "P6-E1-D", "cy")!.value).toBe(270);
    const rows = await entriesOf(who.company.id);
    expect(rows.every((r) => r.source === "calculator" && r.period === "FY 2024-25" && r.calculatorRunId)).toBe(true);
    expect(new Set(rows.map((r) => r.calculatorRunId)).size).toBe(3);
  });

  it("a double click landing twice with one Idempotency-Key saves once and answers alike", async () => {
    const who = await owner();
    const body = { fy: "2024-25", inputs: ghgInputs() };
    const send = () =>
      call<any>(calculateRoute as never, {
        method: "POST",
        token: who.token,
        params: { kind: "ghg", companyId: who.company.id },
        path: `/api/calculators/ghg/${who.company.id}?save=true`,
        body,
        headers: { "Idempotency-Key": "calc-double-click-1" },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.saved.run_id).toBe(b.body.saved.run_id);
    const runs = await (await getDb()).select().from(calculatorRuns).where(eq(calculatorRuns.companyId, who.company.id));
    expect(runs).toHaveLength(1);
    expect((await entriesOf(who.company.id)).filter((r) => r.metric === "Scope 1 emissions")).toHaveLength(1);
  });

  it("refuses bad input with the field named (422), an unknown calculator with 404", async () => {
    const who = await owner();
    const negative = await calc(who, "ghg", { fy: "2024-25", inputs: { ...ghgInputs(), fuels: [{ type: "diesel", quantity: "-5" }] } });
    expect(negative.status).toBe(422);
    expect(negative.body.detail).toMatch(/^inputs\.fuels\.0\.quantity: /);
    const badYear = await calc(who, "ghg", { fy: "last year", inputs: ghgInputs() });
    expect(badYear.status).toBe(422);
    expect(badYear.body.detail).toMatch(/^fy: /);
    const nothing = await calc(who, "ghg", { fy: "2024-25", inputs: emptyGhgInput(INDIA) }, true);
    expect(nothing.status).toBe(422);
    const unknown = await calc(who, "noise", { fy: "2024-25", inputs: {} });
    expect(unknown.status).toBe(404);
  });

  it("takes a gas as printed ('R-134a') as well as its id, and names an unknown one", async () => {
    const who = await owner();
    const leak = (type: string) => calc(who, "ghg", { fy: "2024-25", inputs: { ...emptyGhgInput(INDIA), refrigerants: [{ type, quantity: "10" }] } });
    const [printed, byId] = await Promise.all([leak("R-134a"), leak("r134a")]);
    expect([printed.status, byId.status]).toEqual([200, 200]);
    expect(figure(printed.body, "Scope 1 emissions")).toBeGreaterThan(0);
    expect(figure(printed.body, "Scope 1 emissions")).toBe(figure(byId.body, "Scope 1 emissions"));
    const unknown = await leak("R-999x");
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toContain("R-999x");
  });
});

describe("factor set per year, overrides and recalculation", () => {
  it("a year priced with SPEC defaults: 10 kg R-134a leaked is 14.3 t CO2e (GWP 1,430)", async () => {
    const who = await owner();
    const chosen = await call<any>(factorsPut as never, {
      method: "PUT",
      token: who.token,
      params: { id: who.company.id },
      body: { fy: "2024-25", set_id: "spec-defaults" },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ set_id: "spec-defaults", frozen_at: expect.any(String) });
    const res = await calc(who, "ghg", { fy: "2024-25", inputs: { ...emptyGhgInput(SPEC_DEFAULTS), refrigerants: [{ type: "r134a", quantity: "10" }] } }, true);
    expect(res.status).toBe(200);
    expect(res.body.factor_set.id).toBe("spec-defaults");
    expect(figure(res.body, "Scope 1 emissions")).toBe(14.3);

    // Figures were saved with this set: changing it goes through a recalculation.
    const change = await call<any>(factorsPut as never, {
      method: "PUT",
      token: who.token,
      params: { id: who.company.id },
      body: { fy: "2024-25", set_id: "india" },
    });
    expect(change.status).toBe(409);
    expect(change.body.detail).toMatch(/recalculate/);
    // Another year is still free to choose.
    expect((await factors(who, "2023-24")).body.set_id).toBe("india");
  });

  it("an override is audited, prices the next calculation and leaves saved figures alone", async () => {
    const who = await owner();
    await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() }, true);
    const put = (body: unknown) => call<any>(overridePut as never, { method: "PUT", token: who.token, params: { id: who.company.id }, body });
    const set = await put({ fy: "2024-25", activity: "grid_electricity", value: 0.5, reason: "State DISCOM's published factor for our plant" });
    expect(set.status).toBe(200);
    expect(set.body.overrides).toEqual([expect.objectContaining({ activity: "grid_electricity", value: 0.5, library_value: 0.7117 })]);
    expect((await put({ fy: "2024-25", activity: "unobtainium", value: 1, reason: "no such activity" })).status).toBe(422);
    expect((await put({ fy: "2024-25", activity: "diesel", value: -1, reason: "negative" })).status).toBe(422);
    expect((await put({ fy: "2024-25", activity: "diesel", value: 2.5, reason: "" })).status).toBe(422);

    const preview = await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() });
    expect(figure(preview.body, "Scope 2 emissions")).toBe(50);
    expect(preview.body.factors_used.find((f: { activity: string }) => f.activity === "grid_electricity").override).toMatchObject({ library_value: 0.7117 });
    const saved = (await entriesOf(who.company.id)).find((r) => r.metric === "Scope 2 emissions")!;
    expect(Number(saved.value)).toBe(71.17);

    const removed = await call<any>(overrideDelete as never, {
      method: "DELETE",
      token: who.token,
      params: { id: who.company.id },
      path: `/api/x?fy=2024-25&activity=grid_electricity`,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.overrides).toEqual([]);
    const again = await call<any>(overrideDelete as never, {
      method: "DELETE",
      token: who.token,
      params: { id: who.company.id },
      path: `/api/x?fy=2024-25&activity=grid_electricity`,
    });
    expect(again.status).toBe(404);
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, who.company.id), eq(auditLog.entity, "company_factor_override")))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(["create", "delete"]);
  });

  it("a new edition of the library never changes a saved figure; an explicit recalculation shows before and after, then applies", async () => {
    const who = await owner();
    const saved = await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() }, true);
    expect(figure(saved.body, "Scope 2 emissions")).toBe(71.17);

    // CEA publishes a new edition: the library's factor for the year changes.
    const db = await getDb();
    await queryRows(db, sql`update emission_factors set value = 0.8, source_edition = 'Version 22.0' where id = 'india:grid_electricity:2024-25'`);
    await queryRows(db, sql`update factor_sets set edition = 'India 2026 test edition' where id = 'india'`);

    // The year is frozen: calculations still use the factors it was saved with, and the entry is as saved.
    const preview = await calc(who, "ghg", { fy: "2024-25", inputs: ghgInputs() });
    expect(figure(preview.body, "Scope 2 emissions")).toBe(71.17);
    expect(Number((await entriesOf(who.company.id)).find((r) => r.metric === "Scope 2 emissions")!.value)).toBe(71.17);

    const look = await call<any>(recalcGet as never, { token: who.token, params: { id: who.company.id }, path: `/api/x?fy=2024-25` });
    expect(look.status).toBe(200);
    expect(look.body.changes).toBe(true);
    expect(look.body.factor_changes).toEqual([
      expect.objectContaining({
        activity: "grid_electricity",
        before: expect.objectContaining({ value: 0.7117 }),
        after: expect.objectContaining({ value: 0.8, edition: "Version 22.0, FY 2024-25" }),
      }),
    ]);
    const ghg = look.body.calculations.find((c: { kind: string }) => c.kind === "ghg");
    expect(ghg.figures.find((f: { metric: string }) => f.metric === "Scope 2 emissions")).toMatchObject({
      before: "71.170",
      after: "80.000",
      difference: expect.closeTo(8.83, 6),
      changed: true,
    });
    expect(Number((await entriesOf(who.company.id)).find((r) => r.metric === "Scope 2 emissions")!.value)).toBe(71.17);

    const stale = await call<any>(recalcPost as never, {
      method: "POST",
      token: who.token,
      params: { id: who.company.id },
      body: { fy: "2024-25", expect_edition: "an older edition" },
    });
    expect(stale.status).toBe(409);

    const applied = await call<any>(recalcPost as never, {
      method: "POST",
      token: who.token,
      params: { id: who.company.id },
      body: { fy: "2024-25", expect_edition: look.body.to.edition },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    const after = (await entriesOf(who.company.id)).filter((r) => r.metric === "Scope 2 emissions");
    expect(after).toHaveLength(1);
    expect(Number(after[0].value)).toBe(80);
    expect(after[0].calculatorRunId).not.toBe(saved.body.saved.run_id);
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.entityId, after[0].id)));
    expect(history.map((h) => h.action)).toEqual(["create", "update"]);
    expect((await factors(who, "2024-25")).body.factors.find((f: { activity: string }) => f.activity === "grid_electricity").value).toBe(0.8);

    await seedEmissionFactors(db);
  });
});
