import { and, eq } from "drizzle-orm";
import { PUT as PUT_CELLS } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as READINESS } from "@/app/api/brsr/[companyId]/readiness/route";
import { POST as POST_INSIGHT } from "@/app/api/ai-insights/route";
import { POST as POST_ENTRY } from "@/app/api/esg-data/route";
import { GET as LIST, PATCH } from "@/app/api/esg-data/[id]/route";
import { POST as EXTRACT } from "@/app/api/extract-pdf/[companyId]/route";
import { POST as POST_TARGET } from "@/app/api/kpi-targets/route";
import { getDb } from "@/db/client";
import { aiInsights, esgDataEntries, idempotencyKeys, kpiTargets, pdfExtractions } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Priya Shah" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { owner, company };
}

const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call<any>(POST_ENTRY, { method: "POST", path: "/api/esg-data", token, body, headers });
const patch = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  call<any>(PATCH, { method: "PATCH", path: `/api/esg-data/${id}`, token, body, params: { id }, headers });
const list = (token: string, companyId: string) => call<any[]>(LIST, { token, params: { id: companyId } });

async function entriesOf(companyId: string) {
  const db = await getDb();
  return db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
}

const env = (companyId: string, metric: string, value: string, unit: string, period = "FY 2024-25", extra: Record<string, unknown> = {}) =>
  entryBody(companyId, { metric, value, unit, period, notes: "", ...extra });

describe("impossible figures are refused with the field named; implausible ones are saved with a warning", () => {
  it("refuses hazardous waste above the total waste generated, and keeps nothing", async () => {
    const { owner, company } = await setup();
    expect((await post(owner.token, env(company.id, "Total waste generated", "1,245.8", "t"))).status).toBe(201);
    const res = await post(owner.token, env(company.id, "Other hazardous waste generated", "2,000", "t"));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("value: Other hazardous waste generated (2,000 t) cannot be more than total waste generated (1,245.8 t) in FY 2024-25");
    expect((await entriesOf(company.id)).map((e) => e.metric)).toEqual(["Total waste generated"]);
  });

  it("refuses discharge above withdrawal, renewable above total energy, and a negative discharge", async () => {
    const { owner, company } = await setup();
    expect((await post(owner.token, env(company.id, "Total water withdrawal", "1,000", "kL"))).status).toBe(201);
    const discharge = await post(owner.token, env(company.id, "Total water discharge", "1,500", "kL"));
    expect(discharge.status).toBe(422);
    expect(discharge.body.detail).toMatch(/^value: Water discharged cannot be more than water withdrawn: 1,500 kL against 1,000 kL/);

    expect((await post(owner.token, env(company.id, "Total energy consumption", "8,00,000", "GJ"))).status).toBe(201);
    const renewable = await post(owner.token, env(company.id, "Energy from renewable sources", "9,00,000", "GJ"));
    expect(renewable.status).toBe(422);
    expect(renewable.body.detail).toMatch(/^value: .*renewable.* cannot be more than .*8,00,000 GJ/i);

    const negative = await post(owner.token, env(company.id, "Total water discharge", "-50", "kL"));
    expect(negative.status).toBe(422);
    expect(negative.body.detail).toMatch(/^value: Total water discharge cannot be negative/);
  });

  it("refuses a figure of 10²⁶ kL whatever the metric", async () => {
    const { owner, company } = await setup();
    const res = await post(owner.token, env(company.id, "Total water withdrawal", "100000000000000000000000000", "kL"));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^value: '100000000000000000000000000' kL is far beyond any company's figure/);
  });

  it("saves a figure ten times last year's and says so in `warnings`", async () => {
    const { owner, company } = await setup();
    await post(owner.token, env(company.id, "Scope 1 emissions", "1,100", "tCO2e", "FY 2023-24"));
    const res = await post(owner.token, env(company.id, "Scope 1 emissions", "12,000", "tCO2e"));
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual([
      { field: "value", message: "Scope 1 emissions: 12,000 tCO2e is more than ten times FY 2023-24's 1,100 tCO2e. Check the unit and the figure." },
    ]);
    // A metric outside the questionnaire is compared with its own previous year.
    await post(owner.token, env(company.id, "Diesel for forklifts", "200", "kL", "FY 2023-24"));
    const custom = await post(owner.token, env(company.id, "Diesel for forklifts", "15", "kL"));
    expect(custom.body.warnings).toEqual([
      { field: "value", message: "Diesel for forklifts: 15 kL is less than a tenth of FY 2023-24's 200 kL. Check the unit and the figure." },
    ]);
  });

  it("refuses an edit that makes a figure impossible", async () => {
    const { owner, company } = await setup();
    await post(owner.token, env(company.id, "Total water withdrawal", "1,000", "kL"));
    const discharge = await post(owner.token, env(company.id, "Total water discharge", "800", "kL"));
    const res = await patch(owner.token, discharge.body.id, { value: "1,800" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^value: Water discharged cannot be more than water withdrawn/);
    expect((await entriesOf(company.id)).find((e) => e.id === discharge.body.id)?.value).toBe("800");
  });

  it("applies the same rules to the questionnaire's cells, naming the cell", async () => {
    const { owner, company } = await setup();
    await post(owner.token, env(company.id, "Total waste generated", "1,245.8", "t"));
    const put = (cells: unknown[]) =>
      call<any>(PUT_CELLS as never, { method: "PUT", token: owner.token, params: { companyId: company.id }, body: { fy: "2024-25", cells } });
    const refused = await put([{ key: "P6-E9-G", value: "2,000" }]);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("P6-E9-G: Other hazardous waste generated (2,000 t) cannot be more than total waste generated (1,245.8 t) in FY 2024-25");
    const negative = await put([{ key: "P6-E3-ii", value: "-5" }]);
    expect(negative.status).toBe(422);
    expect(negative.body.detail).toMatch(/^P6-E3-ii: Water withdrawal: groundwater cannot be negative/);

    await call(PUT_CELLS as never, {
      method: "PUT",
      token: owner.token,
      params: { companyId: company.id },
      body: { fy: "2023-24", cells: [{ key: "P6-E3-ii", value: "1,000" }] },
    });
    const warned = await put([{ key: "P6-E3-ii", value: "25,000" }]);
    expect(warned.status).toBe(200);
    expect(warned.body.saved.warnings).toEqual([
      { field: "P6-E3-ii", message: "Water withdrawal: groundwater: 25,000 kL is more than ten times FY 2023-24's 1,000 kL. Check the unit and the figure." },
    ]);
  });
});

describe("a stale form does not overwrite a newer value", () => {
  it("answers 409 with the current entry when the version sent is not the current one (body or If-Match)", async () => {
    const { owner, company } = await setup();
    const created = await post(owner.token, env(company.id, "Scope 1 emissions", "4,500", "tCO2e"));
    const read = created.body.updated_at as string;
    // Tab 1 saves first.
    const first = await patch(owner.token, created.body.id, { value: "4,600", expected_updated_at: read });
    expect(first.status).toBe(200);
    expect(first.headers.get("ETag")).toBe(`"${first.body.updated_at}"`);
    // Tab 2 still holds the version it read.
    const stale = await patch(owner.token, created.body.id, { value: "4,700", expected_updated_at: read });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      "This entry was changed by Priya Shah after you opened it. Reload to see the current figure, or save again to overwrite it.",
    );
    expect(stale.body.current).toMatchObject({ id: created.body.id, value: "4,600", updated_at: first.body.updated_at });
    expect(stale.body.changed_by).toMatchObject({ full_name: "Priya Shah" });
    const viaHeader = await patch(owner.token, created.body.id, { value: "4,700" }, { "If-Match": `"${read}"` });
    expect(viaHeader.status).toBe(409);
    expect((await entriesOf(company.id))[0].value).toBe("4,600");
    // Overwriting on purpose sends the version now current.
    const overwrite = await patch(owner.token, created.body.id, { value: "4,700" }, { "If-Match": `"${first.body.updated_at}"` });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.value).toBe("4,700");
  });
});

describe("one figure per metric and period", () => {
  it("answers a second figure for the same metric and year with 409 and the entry already there", async () => {
    const { owner, company } = await setup();
    const first = await post(owner.token, env(company.id, "Scope 1 emissions", "4,500", "tCO2e", "FY 2024-25"));
    // 'FY 2025' is the same year written another way; the metric in another case is the same metric.
    const second = await post(owner.token, env(company.id, "scope 1 EMISSIONS", "4,800", "tCO2e", "FY 2025"));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(
      "Scope 1 emissions already has a figure for FY 2024-25: 4,500 tCO2e (entered by hand). Update that entry instead, or record this one as a second figure with a note saying why.",
    );
    expect(second.body.existing).toMatchObject({ id: first.body.id, value: "4,500" });
    expect(await entriesOf(company.id)).toHaveLength(1);
    // Another year, or another framework's metric, is another figure.
    expect((await post(owner.token, env(company.id, "Scope 1 emissions", "4,400", "tCO2e", "FY 2023-24"))).status).toBe(201);
  });

  it("records a second figure only on purpose, with a note saying why, and flags both in the list and the readiness list", async () => {
    const { owner, company } = await setup();
    const first = await post(owner.token, env(company.id, "Scope 1 emissions", "4,500", "tCO2e"));
    const noNote = await post(owner.token, env(company.id, "Scope 1 emissions", "300", "tCO2e", "FY 2024-25", { record_again: true }));
    expect(noNote.status).toBe(422);
    expect(noNote.body.detail).toMatch(/^notes: /);
    const second = await post(
      owner.token,
      env(company.id, "Scope 1 emissions", "300", "tCO2e", "FY 2024-25", { record_again: true, notes: "Pune plant, reported separately" }),
    );
    expect(second.status).toBe(201);

    const entries = (await list(owner.token, company.id)).body;
    expect(entries.find((e) => e.id === first.body.id)?.duplicates).toEqual([second.body.id]);
    expect(entries.find((e) => e.id === second.body.id)?.duplicates).toEqual([first.body.id]);

    const readiness = await call<any>(READINESS as never, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/readiness?fy=2024-25`,
    });
    expect(readiness.body.items).toContainEqual(
      expect.objectContaining({
        key: "P6-E7-S1",
        reason: "identity",
        message: expect.stringContaining(
          "2 figures are recorded for FY 2024-25: 300 tCO2e (entered by hand), 4,500 tCO2e (entered by hand). Only the latest is shown",
        ),
      }),
    );
  });

  it("refuses an edit that moves an entry onto another figure's metric and period", async () => {
    const { owner, company } = await setup();
    await post(owner.token, env(company.id, "Scope 1 emissions", "4,500", "tCO2e", "FY 2024-25"));
    const other = await post(owner.token, env(company.id, "Scope 1 emissions", "4,400", "tCO2e", "FY 2023-24"));
    const res = await patch(owner.token, other.body.id, { period: "FY 2024-25" });
    expect(res.status).toBe(409);
    expect(res.body.existing.period).toBe("FY 2024-25");
  });

  it("two saves of the same figure at the same instant, without a key, keep one", async () => {
    const { owner, company } = await setup();
    const body = env(company.id, "Scope 2 emissions", "2,000", "tCO2e");
    const answers = await Promise.all([post(owner.token, body), post(owner.token, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await entriesOf(company.id)).toHaveLength(1);
  });
});

describe("a PDF already extracted", () => {
  const upload = (
    token: string,
    companyId: string,
    bytes: Uint8Array,
    name: string,
    extra: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), name);
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    return call<any>(EXTRACT, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId }, headers });
  };

  it("recognises the same bytes when they come again (under any name): the earlier extraction, no second set of proposals", async () => {
    const { owner, company } = await setup();
    const bytes = await makePdf(INDIAN_REPORT.pages);
    const first = await upload(owner.token, company.id, bytes, INDIAN_REPORT.name);
    expect(first.status).toBe(201);

    // The earlier extraction is answered, flagged; 'again' no longer reads the file twice.
    for (const extra of [{}, { again: "true" }] as Record<string, string>[]) {
      const repeat = await upload(owner.token, company.id, bytes, "renamed copy.pdf", extra);
      expect(repeat.status).toBe(200);
      expect(repeat.body).toMatchObject({ id: first.body.id, filename: INDIAN_REPORT.name, duplicate_upload: true });
    }
    expect(await (await getDb()).select().from(pdfExtractions).where(eq(pdfExtractions.companyId, company.id))).toHaveLength(1);
    expect(await entriesOf(company.id)).toHaveLength(0);
  });
});

describe("creates are idempotent with an Idempotency-Key", () => {
  it("two requests at the same instant with the same key create one row and answer alike", async () => {
    const { owner, company } = await setup();
    const headers = { "Idempotency-Key": "5f8e2a8c-entry-1" };
    const body = env(company.id, "Scope 1 emissions", "4,500", "tCO2e");
    const [a, b] = await Promise.all([post(owner.token, body, headers), post(owner.token, body, headers)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.headers.get("Idempotent-Replayed"), b.headers.get("Idempotent-Replayed")].sort()).toEqual(["true", null].sort());
    expect(await entriesOf(company.id)).toHaveLength(1);
    // A retry later replays the first answer too.
    const later = await post(owner.token, body, headers);
    expect(later).toMatchObject({ status: 201, body: { id: a.body.id } });
  });

  it("makes one insight card, one KPI target and one extraction for a double click", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    const insight = { company_id: company.id, framework: "BRSR", category: null };
    const h1 = { "Idempotency-Key": "insight-click-1" };
    const cards = await Promise.all(
      [1, 2].map(() => call<any>(POST_INSIGHT, { method: "POST", path: "/api/ai-insights", token: owner.token, body: insight, headers: h1 })),
    );
    expect(cards.map((c) => c.status)).toEqual([201, 201]);
    expect(await db.select().from(aiInsights).where(eq(aiInsights.companyId, company.id))).toHaveLength(1);

    const target = {
      company_id: company.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      target_value: 3000,
      target_period: "FY 2030",
    };
    const h2 = { "Idempotency-Key": "target-click-1" };
    await Promise.all([1, 2].map(() => call<any>(POST_TARGET, { method: "POST", path: "/api/kpi-targets", token: owner.token, body: target, headers: h2 })));
    expect(await db.select().from(kpiTargets).where(eq(kpiTargets.companyId, company.id))).toHaveLength(1);

    const bytes = await makePdf(INDIAN_REPORT.pages);
    const h3 = { "Idempotency-Key": "extract-click-1" };
    const upload = () => {
      const form = new FormData();
      form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), INDIAN_REPORT.name);
      return call<any>(EXTRACT, {
        method: "POST",
        path: `/api/extract-pdf/${company.id}`,
        token: owner.token,
        rawBody: form,
        params: { companyId: company.id },
        headers: h3,
      });
    };
    const [x, y] = await Promise.all([upload(), upload()]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.body.id).toBe(y.body.id);
    expect(await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, company.id))).toHaveLength(1);
    // Proposals only until accepted.
    expect(await entriesOf(company.id)).toHaveLength(0);
  });

  it("refuses a key reused for a different request, and keys are the sender's own", async () => {
    const { owner, company } = await setup();
    const headers = { "Idempotency-Key": "reused-key" };
    expect((await post(owner.token, env(company.id, "Scope 1 emissions", "4,500", "tCO2e"), headers)).status).toBe(201);
    const other = await post(owner.token, env(company.id, "Scope 2 emissions", "900", "tCO2e"), headers);
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe("Idempotency-Key: this key was already used for a different request. Send a new key for a new request.");

    const stranger = await setup();
    const theirs = await post(stranger.owner.token, env(stranger.company.id, "Scope 1 emissions", "10", "tCO2e"), headers);
    expect(theirs.status).toBe(201);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, "reused-key"))),
    ).toHaveLength(2);
  });

  it("does not keep a failed attempt: a retry after a refusal that is fixed server-side does the work", async () => {
    const { owner, company } = await setup();
    // The first attempt fails before it creates anything (a company the user cannot write to).
    const headers = { "Idempotency-Key": "after-404" };
    const missing = await post(owner.token, env("00000000-0000-4000-8000-000000000000", "Scope 1 emissions", "1", "tCO2e"), headers);
    expect(missing.status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "after-404"))).toHaveLength(0);
    void company;
  });

  it("leaves a service-level create without a key untouched (the guard is the header's)", async () => {
    const { owner, company } = await setup();
    await createEntry({ companyId: company.id, actorId: owner.user.id, data: env(company.id, "Scope 1 emissions", "1", "tCO2e") });
    expect(await entriesOf(company.id)).toHaveLength(1);
  });
});
