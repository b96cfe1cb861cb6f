import { and, asc, eq } from "drizzle-orm";
import { GET as partnersRoute, POST as createPartnerRoute } from "@/app/api/companies/[id]/partners/route";
import { DELETE as deletePartnerRoute, PATCH as patchPartnerRoute } from "@/app/api/companies/[id]/partners/[partnerId]/route";
import { GET as valueChainRoute, PUT as putValueChainRoute } from "@/app/api/companies/[id]/value-chain/route";
import { POST as requestPartnersRoute } from "@/app/api/companies/[id]/value-chain/requests/route";
import { GET as unitsRoute } from "@/app/api/companies/[id]/units/route";
import { GET as requestRoute } from "@/app/api/requests/[requestId]/route";
import { PUT as cellsRoute } from "@/app/api/requests/[requestId]/cells/route";
import { POST as submitRoute } from "@/app/api/requests/[requestId]/submit/route";
import { POST as approveRoute } from "@/app/api/requests/[requestId]/approve/route";
import { POST as acceptRoute } from "@/app/api/invitations/[token]/accept/route";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { GET as reportRoute } from "@/app/api/generate-brsr-report/[companyId]/route";
import { extractText } from "unpdf";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries } from "@/db/schema";
import { indianDay } from "@/lib/format/dates";
import { DIRECT_ATTRIBUTION_NOTE } from "@/lib/requests/attribution";
import { PARTNER_KPI_KEYS } from "@/lib/value-chain/kpis";
import { PARTNER_ENTITY } from "@/lib/value-chain/service";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { startInbox } from "../helpers/smtp-inbox";

vi.setConfig({ testTimeout: 90_000 });

let smtp: Awaited<ReturnType<typeof startInbox>>;
beforeAll(async () => {
  smtp = await startInbox();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

const FY = "2024-25";
const later = (days: number) => indianDay(new Date(Date.now() + days * 86_400_000));

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Asha" });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
  const reviewer = await addMember(company.id, "reviewer", { fullName: "Reviewer Ravi" });
  return { owner, company, reviewer };
}

const path = (companyId: string, rest = "") => `/api/companies/${companyId}/${rest}`;
const addPartner = (token: string, companyId: string, body: unknown) =>
  call<any>(createPartnerRoute, { method: "POST", token, params: { id: companyId }, path: path(companyId, "partners"), body });
const putTotals = (token: string, companyId: string, body: unknown) =>
  call<any>(putValueChainRoute, { method: "PUT", token, params: { id: companyId }, path: path(companyId, "value-chain"), body });
const scoping = (token: string, companyId: string, fy = FY) =>
  call<any>(valueChainRoute, { token, params: { id: companyId }, path: `${path(companyId, "value-chain")}?fy=${fy}` });

async function acceptAs(email: string, link: string) {
  const contributor = await createUser({ email, subscribed: false, fullName: "Partner's ESG lead" });
  const token = new URL(link).pathname.split("/").pop()!;
  const accepted = await call<any>(acceptRoute, { method: "POST", token: contributor.token, params: { token }, path: `/api/invitations/${token}/accept` });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return contributor;
}

describe("value-chain partners", () => {
  it("CRUD: adds, lists, changes and deletes a partner; bad input is 422 naming the field or the partner; partners are not units", async () => {
    const { owner, company } = await setup();
    const created = await addPartner(owner.token, company.id, {
      name: "Odisha Ore",
      side: "upstream",
      gstin: "21AAACO1234A1Z5",
      email: "ESG@ore.example",
      amounts: { [FY]: 4_00_00_000 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: "Odisha Ore", side: "upstream", email: "esg@ore.example", amounts: { [FY]: 40_000_000 }, figures: 0 });

    const noSide = await addPartner(owner.token, company.id, { name: "Sideless", amounts: {} });
    expect(noSide.status).toBe(422);
    expect(noSide.body.detail).toMatch(/side/);
    const badYear = await addPartner(owner.token, company.id, { name: "Yearless", side: "downstream", amounts: { soon: 5 } });
    expect(badYear.status).toBe(422);
    expect((await addPartner(owner.token, company.id, { name: "odisha ore", side: "upstream" })).status).toBe(409);

    // Totals: a partner above its side's total is 422 naming it, whichever is written second.
    const tooSmall = await putTotals(owner.token, company.id, { fy: FY, total_purchases: 1_000, total_sales: null });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.detail).toMatch(/Odisha Ore/);
    expect((await putTotals(owner.token, company.id, { fy: FY, total_purchases: 1_00_00_00_000, total_sales: 2_00_00_00_000 })).status).toBe(200);
    const over = await addPartner(owner.token, company.id, { name: "Giant Buyer", side: "downstream", amounts: { [FY]: 3_00_00_00_000 } });
    expect(over.status).toBe(422);
    expect(over.body.detail).toMatch(/Giant Buyer.*above 100 %/);

    const patched = await call<any>(patchPartnerRoute, {
      method: "PATCH",
      token: owner.token,
      params: { id: company.id, partnerId: created.body.id },
      path: path(company.id, `partners/${created.body.id}`),
      body: { amounts: { [FY]: 5_00_00_000, "2023-24": 3_00_00_000 }, cin: "U13100OR2001PTC006543" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.amounts).toEqual({ [FY]: 50_000_000, "2023-24": 30_000_000 });
    const list = await call<any>(partnersRoute, { token: owner.token, params: { id: company.id }, path: path(company.id, "partners") });
    expect(list.body).toHaveLength(1);
    const units = await call<any>(unitsRoute, { token: owner.token, params: { id: company.id }, path: path(company.id, "units") });
    expect(units.body).toEqual([]);

    const viewer = await addMember(company.id, "viewer");
    expect((await addPartner(viewer.token, company.id, { name: "X", side: "upstream" })).status).toBe(403);

    const del = await call<any>(deletePartnerRoute, {
      method: "DELETE",
      token: owner.token,
      params: { id: company.id, partnerId: created.body.id },
      path: path(company.id, `partners/${created.body.id}`),
    });
    expect(del.status).toBe(204);
    expect((await call<any>(partnersRoute, { token: owner.token, params: { id: company.id }, path: path(company.id, "partners") })).body).toEqual([]);
  });

  it("scoping: a ledger summed per partner (dry run first), shares, the 2 % flag, the fewest covering 75 %, added partners, coverage", async () => {
    const { owner, company } = await setup();
    expect((await putTotals(owner.token, company.id, { fy: FY, total_purchases: 1000, total_sales: 1000 })).status).toBe(200);
    const rows = [
      { name: "A Ores", side: "purchase", value: 300 },
      { name: "A Ores", side: "purchase", value: 100 },
      { name: "B Coal", side: "upstream", value: 250 },
      { name: "C Gas", side: "supplier", value: 150 },
      { name: "D Spares", side: "upstream", value: 15 },
      { name: "E Auto", side: "sale", value: 800 },
      { name: "F Rail", side: "customer", value: 50 },
    ];
    const dry = await addPartner(owner.token, company.id, { fy: FY, rows, dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, rows: 7, partners: 6, created: 6 });
    expect((await call<any>(partnersRoute, { token: owner.token, params: { id: company.id }, path: path(company.id, "partners") })).body).toEqual([]);
    const badSide = await addPartner(owner.token, company.id, { fy: FY, rows: [{ name: "Z", side: "", value: 1 }] });
    expect(badSide.status).toBe(422);
    expect(badSide.body.detail).toMatch(/Z has no side/);
    const imported = await addPartner(owner.token, company.id, { fy: FY, rows });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    // The same ledger again sets the values of the partners it made: audited as an update, not a creation.
    const reimported = await addPartner(owner.token, company.id, { fy: FY, rows });
    expect(reimported.body).toMatchObject({ created: 0, updated: 6 });
    const ledgerAudits = await (
      await getDb()
    )
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entity, PARTNER_ENTITY), eq(auditLog.entityId, company.id)))
      .orderBy(asc(auditLog.createdAt));
    expect(ledgerAudits.map((a) => a.action)).toEqual(["create", "update"]);

    const res = await scoping(owner.token, company.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const up = res.body.sides.upstream;
    expect(up.partners.map((p: any) => [p.name, p.share, p.value_chain, p.chosen])).toEqual([
      ["A Ores", 40, true, true],
      ["B Coal", 25, true, true],
      ["C Gas", 15, true, true],
      ["D Spares", 1.5, false, false],
    ]);
    expect(up.partners[2].cumulative).toBe(80);
    expect(up).toMatchObject({ total: 1000, coverage: 80, meets_coverage: true, value_chain_count: 3, chosen_count: 3 });
    expect(res.body.sides.downstream).toMatchObject({ coverage: 80, chosen_count: 1, value_chain_count: 2 });
    expect(res.body.sides.downstream.partners[1]).toMatchObject({ name: "F Rail", value_chain: true, chosen: false });

    // The company adds F Rail; the totals are questionnaire cells.
    const fRail = res.body.sides.downstream.partners[1].id;
    const added = await putTotals(owner.token, company.id, { fy: FY, total_purchases: 1000, total_sales: 1000, added: [fRail] });
    expect(added.body.sides.downstream).toMatchObject({ coverage: 85, chosen_count: 2 });
    const brsr = await call<any>(brsrRoute, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=${FY}` });
    expect(JSON.stringify(brsr.body)).toContain("P1-E8-PROCURED");

    // Not answered partners are 'not disclosed' with a reason, never zero.
    const kpi = added.body.disclosure.upstream.kpis.find((k: any) => k.key === "P6-E7-S1");
    expect(kpi).toMatchObject({ value: null, partners: 0 });
    expect(up.partners[0].not_disclosed_reason).toBe("Not asked: no e-mail address");
    expect(up.not_answered).toBe(3);
  });

  it("requests to the chosen partners: one click; the partner's contributor sees only its form, fills, submits; review; the disclosure sums, weighs and counts green credits", async () => {
    const { owner, company, reviewer } = await setup();
    await putTotals(owner.token, company.id, { fy: FY, total_purchases: 1_00_00_000, total_sales: 1_00_00_000 });
    const stamp = Date.now();
    const ore = await addPartner(owner.token, company.id, {
      name: "Odisha Ore",
      side: "upstream",
      email: `ore-${stamp}@partner.example`,
      amounts: { [FY]: 60_00_000 },
    });
    await addPartner(owner.token, company.id, { name: "Jharia Coal", side: "upstream", email: `coal-${stamp}@partner.example`, amounts: { [FY]: 20_00_000 } });
    await addPartner(owner.token, company.id, { name: "Small Spares", side: "upstream", amounts: { [FY]: 1_00_000 } });
    const buyer = await addPartner(owner.token, company.id, { name: "Pune Auto", side: "downstream", amounts: { [FY]: 90_00_000 } });
    expect(buyer.status).toBe(201);

    const sent = await call<any>(requestPartnersRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: path(company.id, "value-chain/requests"),
      body: { fy: FY, due_date: later(14) },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.created.map((c: any) => c.partner).sort()).toEqual(["Jharia Coal", "Odisha Ore"]);
    expect(sent.body.skipped).toEqual([{ partner: "Pune Auto", reason: "no e-mail address" }]);
    const again = await call<any>(requestPartnersRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: path(company.id, "value-chain/requests"),
      body: { fy: FY, due_date: later(14) },
    });
    expect(again.body.created).toEqual([]);

    const oreReq = sent.body.created.find((c: any) => c.partner === "Odisha Ore");
    const coalReq = sent.body.created.find((c: any) => c.partner === "Jharia Coal");
    const oreUser = await acceptAs(`ore-${stamp}@partner.example`, oreReq.invitation_link);
    const view = await call<any>(requestRoute, { token: oreUser.token, params: { requestId: oreReq.request_id }, path: `/api/requests/${oreReq.request_id}` });
    expect(view.status).toBe(200);
    expect(view.body.cells).toEqual([...PARTNER_KPI_KEYS]);
    expect(view.body.unit.name).toBe("Odisha Ore (upstream partner)");
    // Another partner's request, the company's scoping and partners: not reachable.
    expect(
      (await call<any>(requestRoute, { token: oreUser.token, params: { requestId: coalReq.request_id }, path: `/api/requests/${coalReq.request_id}` })).status,
    ).toBe(404);
    expect((await scoping(oreUser.token, company.id)).status).toBe(404);
    expect((await call<any>(partnersRoute, { token: oreUser.token, params: { id: company.id }, path: path(company.id, "partners") })).status).toBe(404);

    const put = await call<any>(cellsRoute, {
      method: "PUT",
      token: oreUser.token,
      params: { requestId: oreReq.request_id },
      path: `/api/requests/${oreReq.request_id}/cells`,
      body: {
        cells: [
          { key: "P6-E7-S1", value: "1200" },
          { key: "P6-E7-S2", value: "300" },
          { key: "P5-E3b", value: "20" },
          { key: "P6-L8-ENTITY", value: "5" },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(
      (
        await call<any>(cellsRoute, {
          method: "PUT",
          token: oreUser.token,
          params: { requestId: oreReq.request_id },
          path: `/api/requests/${oreReq.request_id}/cells`,
          body: { cells: [{ key: "P6-E3-i", value: "1" }] },
        })
      ).status,
    ).toBe(404);
    let vc = await scoping(owner.token, company.id);
    expect(vc.body.sides.upstream.partners[0]).toMatchObject({ name: "Odisha Ore", answered: false, request: { state: "in_progress" } });
    expect(vc.body.disclosure.upstream.kpis.find((k: any) => k.key === "P6-E7-S1").value).toBeNull();

    expect(
      (
        await call<any>(submitRoute, {
          method: "POST",
          token: oreUser.token,
          params: { requestId: oreReq.request_id },
          path: `/api/requests/${oreReq.request_id}/submit`,
        })
      ).status,
    ).toBe(200);
    // A partner with submitted figures cannot be deleted.
    const del = await call<any>(deletePartnerRoute, {
      method: "DELETE",
      token: owner.token,
      params: { id: company.id, partnerId: ore.body.id },
      path: path(company.id, `partners/${ore.body.id}`),
    });
    expect(del.status).toBe(409);
    const approved = await call<any>(approveRoute, {
      method: "POST",
      token: reviewer.token,
      params: { requestId: oreReq.request_id },
      path: `/api/requests/${oreReq.request_id}/approve`,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // Jharia Coal answers too (maker): Scope 1 as its own total and the share attributable to the
    // company (3,200 tCO2e × 25 % = 800), the rest as attributed figures.
    const coalUser = await acceptAs(`coal-${stamp}@partner.example`, coalReq.invitation_link);
    const coalCells = (cells: unknown[]) =>
      call<any>(cellsRoute, {
        method: "PUT",
        token: coalUser.token,
        params: { requestId: coalReq.request_id },
        path: `/api/requests/${coalReq.request_id}/cells`,
        body: { cells },
      });
    const tooMuch = await coalCells([{ key: "P6-E7-S1", total: "3,200", share: "120" }]);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.detail).toContain("between 0 and 100 %");
    expect((await coalCells([{ key: "P6-E7-S1", value: "1", total: "3,200", share: "25" }])).status).toBe(422);
    const coalPut = await coalCells([
      { key: "P6-E7-S1", total: "3,200", share: "25" },
      { key: "P5-E3b", value: "40" },
      { key: "P6-L8-ENTITY", value: "2" },
    ]);
    expect(coalPut.status, JSON.stringify(coalPut.body)).toBe(200);
    const coalView = await call<any>(requestRoute, {
      token: coalUser.token,
      params: { requestId: coalReq.request_id },
      path: `/api/requests/${coalReq.request_id}`,
    });
    const s1 = coalView.body.cells_detail.find((c: any) => c.key === "P6-E7-S1");
    // Stored with both inputs.
    expect(s1).toMatchObject({ value: "800", attribution: { total: "3,200", share: "25" } });
    expect(coalView.body.cells_detail.find((c: any) => c.key === "P5-E3b").attribution).toBeNull();
    // A figure typed directly is marked as the attributed figure the partner gave (never left without
    // a note); the same number as a "total and share" answer keeps that answer's note; a note the
    // partner writes is theirs.
    const cellOf = async (key: string) =>
      (
        await call<any>(requestRoute, { token: coalUser.token, params: { requestId: coalReq.request_id }, path: `/api/requests/${coalReq.request_id}` })
      ).body.cells_detail.find((c: any) => c.key === key);
    expect(await cellOf("P5-E3b")).toMatchObject({ value: "40", notes: DIRECT_ATTRIBUTION_NOTE, attribution: null });
    expect((await coalCells([{ key: "P6-E7-S1", value: "800" }])).status).toBe(200);
    expect(await cellOf("P6-E7-S1")).toMatchObject({
      value: "800",
      notes: "Attributed: 25 % of the partner's total of 3,200",
      attribution: { total: "3,200", share: "25" },
    });
    expect((await coalCells([{ key: "P6-E7-S1", value: "900" }])).status).toBe(200);
    expect(await cellOf("P6-E7-S1")).toMatchObject({ value: "900", notes: DIRECT_ATTRIBUTION_NOTE, attribution: null });
    expect((await coalCells([{ key: "P6-E7-S1", total: "3,200", share: "25" }])).status).toBe(200);
    expect(await cellOf("P6-E7-S1")).toMatchObject({ value: "800", attribution: { total: "3,200", share: "25" } });
    expect((await coalCells([{ key: "P6-L8-ENTITY", value: "2", notes: "Registry certificate GC-17" }])).status).toBe(200);
    expect(await cellOf("P6-L8-ENTITY")).toMatchObject({ value: "2", notes: "Registry certificate GC-17" });
    await call<any>(submitRoute, {
      method: "POST",
      token: coalUser.token,
      params: { requestId: coalReq.request_id },
      path: `/api/requests/${coalReq.request_id}/submit`,
    });

    vc = await scoping(owner.token, company.id);
    const up = vc.body.disclosure.upstream;
    const byKey = (k: string) => up.kpis.find((x: any) => x.key === k);
    expect(byKey("P6-E7-S1")).toMatchObject({ value: 2000, partners: 2 });
    expect(byKey("P6-E7-S2")).toMatchObject({ value: 300, partners: 1 });
    // Weighted by value of business: (20 × 60 + 40 × 20) ÷ 80 = 25.
    expect(byKey("P5-E3b").value).toBeCloseTo(25, 6);
    // Intensity per ₹ crore of business with the answering partners (₹80 lakh = 0.8 crore): 2,300 ÷ 0.8.
    expect(up.intensities[0].value).toBeCloseTo(2875, 6);
    expect(up.green_credits_top_ten).toBe(7);
    expect(up.answered_coverage).toBe(80);
    expect(vc.body.sides.upstream).toMatchObject({ asked: 2, answered: 2, not_answered: 0, coverage: 80 });
    expect(vc.body.sides.downstream.partners[0]).toMatchObject({ name: "Pune Auto", answered: false, not_disclosed_reason: "Not asked: no e-mail address" });

    // Green credits of the top ten into P6 L8(b); the BRSR prints the section once included.
    const applied = await putTotals(owner.token, company.id, {
      fy: FY,
      total_purchases: 1_00_00_000,
      total_sales: 1_00_00_000,
      include_in_report: true,
      apply_green_credits: true,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ include_in_report: true, green_credits_cell: 7 });
    const pdf = await call(reportRoute as never, {
      path: `/api/generate-brsr-report/${company.id}?fy=${FY}`,
      token: owner.token,
      params: { companyId: company.id },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.response.arrayBuffer()), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Value chain: BRSR Core of value chain partners");
    expect(flat).toMatch(/Scope 1 emissions tCO2e 2,000/);
    expect(flat).toContain("Not disclosed: Pune Auto (Not asked: no e-mail address)");
    expect(flat.indexOf("Value chain: BRSR Core")).toBeGreaterThan(flat.indexOf("BRSR Core KPIs"));

    // The partners' figures never roll up into the company's own.
    const brsr = await call<any>(brsrRoute, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=${FY}` });
    expect(brsr.status).toBe(200);
    const db = await getDb();
    const partnerFigures = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(partnerFigures.filter((e) => e.unitId !== null).length).toBe(7);
    expect(partnerFigures.filter((e) => e.unitId === null).map((e) => e.metric)).toHaveLength(3);
    expect(JSON.stringify(brsr.body)).not.toMatch(/"value":"2000"/);
  });
});
