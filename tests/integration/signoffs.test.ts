import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { GET as READINESS } from "@/app/api/brsr/[companyId]/readiness/route";
import { PUT as CELLS } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as LIST, POST as SIGN } from "@/app/api/companies/[id]/signoffs/route";
import { GET as REPORT_PDF } from "@/app/api/companies/[id]/signoffs/[signoffId]/report.pdf/route";
import { GET as INSTANCE } from "@/app/api/companies/[id]/signoffs/[signoffId]/instance.xml/route";
import { DELETE as REOPEN } from "@/app/api/companies/[id]/locks/[fy]/route";
import { POST as REVIEW } from "@/app/api/companies/[id]/review/route";
import { GET as GENERATE } from "@/app/api/generate-brsr-report/[companyId]/route";
import { getDb } from "@/db/client";
import { auditLog, companies, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { DEMO_TEAM } from "@/lib/demo/team";
import { addMember, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const bytesOf = async (res: { response: Response }) => new Uint8Array(await res.response.arrayBuffer());
const textOf = async (pdf: Uint8Array) => (await extractText(pdf.slice(), { mergePages: true })).text as string;

const BOARD = { approved_by: "Meera Iyer", din: "01234567", designation: "Chairperson", approval_date: "2025-05-20", resolution_reference: "BR/2025/14" };

/**
 * The demo company's FY 2024-25: everything answered, a few Core figures (Scope 2, water discharge) submitted but not approved.
 * The board signs it off once the reviewer approves them; a reopened year signed again is version 2.
 */
describe("signing off a year's BRSR", () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let reviewerToken: string;
  let editorToken: string;
  let companyId: string;
  const params = () => ({ id: companyId });
  const sign = (token: string, body: Record<string, unknown>) =>
    call<any>(SIGN, { method: "POST", token, params: params(), path: `/api/companies/${companyId}/signoffs`, body });
  const readiness = () => call<any>(READINESS, { token: owner.token, params: { companyId }, path: `/api/brsr/${companyId}/readiness?fy=2024-25` });
  const report = (query: string) => call<any>(GENERATE, { token: owner.token, params: { companyId }, path: `/api/generate-brsr-report/${companyId}?${query}` });
  const download = (signoffId: string) =>
    call<any>(REPORT_PDF, { token: owner.token, params: { id: companyId, signoffId }, path: `/api/companies/${companyId}/signoffs/${signoffId}/report.pdf` });
  const approveCore = async () => {
    const r = await readiness();
    const ids = r.body.unapproved_core.flatMap((i: any) => i.entry_ids);
    if (!ids.length) return;
    const res = await call<any>(REVIEW, {
      method: "POST",
      token: reviewerToken,
      params: params(),
      path: `/api/companies/${companyId}/review`,
      body: { action: "approve", entry_ids: ids },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    owner = await createUser({ subscribed: true, fullName: "Asha Menon" });
    const db = await getDb();
    await seedDemoWorkspace(db, owner.user.id, { teamPassword: "demo12345" });
    [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, owner.user.id));
    const [reviewer] = await db.select().from(users).where(eq(users.email, DEMO_TEAM[0].email));
    reviewerToken = await issueToken(reviewer);
    editorToken = (await addMember(companyId, "editor", { fullName: "Editor Esha" })).token;
  }, 180_000);

  it("is refused while Core figures are unapproved (409 naming them), with a bad DIN (422) and to anyone but an owner (403)", async () => {
    const r = await readiness();
    expect(r.status).toBe(200);
    expect(r.body.unapproved_core.length).toBeGreaterThan(0);
    expect(r.body.ready).toBe(false);

    const refused = await sign(owner.token, { fy: "2024-25", ...BOARD });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/FY 2024-25 cannot be signed off yet: \d+ BRSR Core figures not approved \(/);

    const badDin = await sign(owner.token, { fy: "2024-25", ...BOARD, din: "1234" });
    expect(badDin.status).toBe(422);
    expect(badDin.body.detail).toMatch(/din: A DIN is 8 digits/);
    expect((await sign(reviewerToken, { fy: "2024-25", ...BOARD })).status).toBe(403);
  });

  it("prints every page of an unsigned year as a draft; the annual-report edition carries no platform wording, appendix or computed-only row", async () => {
    const res = await report("fy=2024-25&edition=annual-report");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-report-edition")).toBe("annual-report");
    expect(res.headers.get("x-report-draft")).toBe("true");
    const text = await textOf(await bytesOf(res));
    expect(text).toContain("Draft — not approved by the Board");
    const pages = Number(res.headers.get("x-report-pages"));
    expect(text.match(/DRAFT/g)?.length).toBeGreaterThanOrEqual(pages);
    expect(text).not.toContain("Generated on");
    expect(text).not.toContain("ESG platform");
    expect(text).not.toMatch(/Appendix \d/);
    expect(text).not.toContain("not a row of SEBI");
    expect(text).not.toMatch(/Required disclosures answered/);
    // The basis of preparation after Principle 6 and under the BRSR Core table.
    expect(text.match(/Basis of preparation/g)?.length).toBe(2);
    expect(text).toMatch(/Emission factors, FY 2024-25\s+India, CEA/);
    expect(text).toContain("Location-based in P6 E7");
    const footers = text.match(
      new RegExp(`Sahyadri Steel & Alloys Ltd · Business Responsibility and Sustainability Report FY 2024-25 · page \\d+ of ${pages}`, "g"),
    );
    expect(footers?.length).toBe(pages);

    const working = await report("fy=2024-25");
    expect(working.headers.get("x-report-edition")).toBe("working");
    const w = await textOf(await bytesOf(working));
    expect(w).toContain("Generated on");
    expect(w).toContain("Appendix 3: Data annex");
    expect(w).toContain("DRAFT");
  });

  it("signs off a ready year: locks it, freezes the annual report byte for byte, and a second reopen and sign-off makes version 2", async () => {
    await approveCore();
    const ready = await readiness();
    expect(ready.body.unapproved_core).toEqual([]);
    expect(ready.body.ready, JSON.stringify(ready.body.items.slice(0, 3))).toBe(true);

    const v1 = await sign(owner.token, { fy: "FY 2024-25", ...BOARD });
    expect(v1.status, JSON.stringify(v1.body)).toBe(201);
    expect(v1.body).toMatchObject({ fy: "2024-25", version: 1, approved_by: "Meera Iyer", din: "01234567", current: true, reopen_reason: null });
    const [pdf] = v1.body.artifacts;
    expect(pdf).toMatchObject({ kind: "report.pdf", content_type: "application/pdf" });
    expect(pdf.sha256).toMatch(/^[0-9a-f]{64}$/);

    const first = await download(v1.body.id);
    expect(first.status).toBe(200);
    const frozen = await bytesOf(first);
    expect(sha(frozen)).toBe(pdf.sha256);
    expect(frozen.byteLength).toBe(pdf.byte_size);
    const text = await textOf(frozen);
    expect(text).not.toContain("DRAFT");
    expect(text).not.toContain("Draft — not approved");
    expect(text).toContain("Meera Iyer, Chairperson (DIN 01234567)");
    expect(text).not.toContain("Generated on");

    // The XBRL instance is frozen beside it when it passes validation, and answered byte for byte.
    const instance = v1.body.artifacts.find((a: { kind: string }) => a.kind === "instance.xml");
    expect(instance, JSON.stringify(v1.body.artifacts)).toMatchObject({ kind: "instance.xml", content_type: "application/xml" });
    const xml = await call<any>(INSTANCE, { token: owner.token, params: { id: companyId, signoffId: v1.body.id } });
    expect(xml.status).toBe(200);
    const xmlBytes = await bytesOf(xml);
    expect(sha(xmlBytes)).toBe(instance.sha256);
    expect(Buffer.from(xmlBytes).toString("utf8")).toContain("in-capmkt:");

    // Locked: a write answers 423; signing again is 409.
    const write = await call<any>(CELLS, {
      method: "PUT",
      token: editorToken,
      params: { companyId },
      body: { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1000" }] },
    });
    expect(write.status).toBe(423);
    expect((await sign(owner.token, { fy: "2024-25", ...BOARD })).status).toBe(409);

    // The signed-off year's report is the annual report without the draft mark by default.
    const signed = await report("fy=2024-25");
    expect(signed.headers.get("x-report-edition")).toBe("annual-report");
    expect(signed.headers.get("x-report-draft")).toBe("false");

    // Reopen, change a figure, approve it, sign again.
    const reopened = await call<any>(REOPEN, {
      method: "DELETE",
      token: owner.token,
      params: { id: companyId, fy: "2024-25" },
      body: { reason: "Auditor corrected the data breaches figure" },
    });
    expect(reopened.status).toBe(204);
    expect((await report("fy=2024-25")).headers.get("x-report-draft")).toBe("true");
    const changed = await call<any>(CELLS, {
      method: "PUT",
      token: editorToken,
      params: { companyId },
      body: { fy: "2024-25", cells: [{ key: "P9-E7-NUMBER", value: "2", restatement_reason: "Auditor corrected the data breaches figure" }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await sign(owner.token, { fy: "2024-25", ...BOARD })).status).toBe(409);
    await approveCore();

    const v2 = await sign(owner.token, { fy: "2024-25", ...BOARD, approval_date: "2025-08-01" });
    expect(v2.status, JSON.stringify(v2.body)).toBe(201);
    expect(v2.body).toMatchObject({ version: 2, reopen_reason: "Auditor corrected the data breaches figure", current: true });
    expect(v2.body.artifacts[0].sha256).not.toBe(pdf.sha256);

    const listed = await call<any>(LIST, { token: editorToken, params: params(), path: `/api/companies/${companyId}/signoffs?fy=2024-25` });
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: any) => [s.version, s.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    // Version 1 still downloads, byte for byte as signed.
    expect(sha(await bytesOf(await download(v1.body.id)))).toBe(pdf.sha256);

    const db = await getDb();
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, "brsr_signoff")));
    expect(audits.map((a) => a.action)).toEqual(["sign_off", "sign_off"]);
  }, 120_000);

  it("prints a previous-year figure changed after that year was signed off as restated, with what was reported, when and why", async () => {
    const r = await call<any>(READINESS, { token: owner.token, params: { companyId }, path: `/api/brsr/${companyId}/readiness?fy=2023-24` });
    expect(r.body.ready, JSON.stringify([...r.body.items.slice(0, 3), ...r.body.unapproved_core.slice(0, 3)])).toBe(true);
    const signed = await sign(owner.token, { fy: "2023-24", ...BOARD, approval_date: "2024-05-22" });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const before = await textOf(await bytesOf(await report("fy=2024-25&edition=working")));
    expect(before).not.toContain("(restated)");

    const reopened = await call<any>(REOPEN, {
      method: "DELETE",
      token: owner.token,
      params: { id: companyId, fy: "2023-24" },
      body: { reason: "Purchases from MSMEs recounted by the purchase audit" },
    });
    expect(reopened.status).toBe(204);
    // A figure the board signed off changes only with its reason.
    const cell = { key: "P8-E4-MSME", value: "20" };
    const unexplained = await call<any>(CELLS, { method: "PUT", token: editorToken, params: { companyId }, body: { fy: "2023-24", cells: [cell] } });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.detail).toBe("P8-E4-MSME: FY 2023-24 was signed off by the board; give the reason for restating this figure (restatement_reason)");
    const changed = await call<any>(CELLS, {
      method: "PUT",
      token: editorToken,
      params: { companyId },
      body: { fy: "2023-24", cells: [{ ...cell, restatement_reason: "MSME share recomputed on the audited purchase ledger" }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const after = (await textOf(await bytesOf(await report("fy=2024-25&edition=working")))).replace(/\s+/g, " ");
    expect(after).toContain("20% (restated)");
    expect(after).toMatch(
      /Restated: FY 2023-24's figure 20% was reported as 23 % when that year was signed off; changed on \d+ \w+ \d{4}\. Reason: MSME share recomputed on the audited purchase ledger\./,
    );
  }, 120_000);

  it("answers 404 for a sign-off of another company or an id that is not one", async () => {
    const stranger = await createUser({ subscribed: true });
    expect((await call<any>(LIST, { token: stranger.token, params: params() })).status).toBe(404);
    expect((await download("not-a-uuid")).status).toBe(404);
    expect((await download("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
