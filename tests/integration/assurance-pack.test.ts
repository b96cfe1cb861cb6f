import { createHash } from "node:crypto";
import JSZip from "jszip";
import { eq } from "drizzle-orm";
import { GET as PACK } from "@/app/api/companies/[id]/assurance-pack/route";
import { POST as UPLOAD } from "@/app/api/esg-data/[id]/evidence/route";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { lockYear } from "@/lib/companies/locks";
import { createEntry } from "@/lib/esg-data/service";
import { fiscalYear } from "@/lib/periods/fiscal-year";
import { parseCsv } from "@/lib/format/csv";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { sampleCsv, samplePdf, samplePng, uploadForm, type SampleFile } from "../helpers/evidence-files";
import { startLocalS3, type LocalS3 } from "../helpers/s3-server";

const S3_KEYS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];
function useEnv(values: Record<string, string>) {
  for (const key of S3_KEYS) delete process.env[key];
  Object.assign(process.env, values);
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const upload = (token: string, entryId: string, file: SampleFile) =>
  call(UPLOAD, { method: "POST", token, path: `/api/esg-data/${entryId}/evidence`, params: { id: entryId }, rawBody: uploadForm(file) });

async function getPack(token: string, companyId: string, fy?: string) {
  const path = `/api/companies/${companyId}/assurance-pack${fy === undefined ? "" : `?fy=${encodeURIComponent(fy)}`}`;
  return call(PACK, { token, path, params: { id: companyId } });
}

async function unzip(response: Response): Promise<JSZip> {
  return JSZip.loadAsync(new Uint8Array(await response.arrayBuffer()));
}

async function seed() {
  const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
  const company = await createCompany(owner.user.id, { name: "Acme Industries Ltd." });
  const editor = await addMember(company.id, "editor", { fullName: "Meera Editor" });
  const scope1 = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25", value: "4,500" }) });
  const scope1q = await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: entryBody(company.id, { period: "Q1 FY 2024-25", value: "1,100", notes: "Q1" }),
  });
  const water = await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: entryBody(company.id, { category: "environmental", metric: "Total water withdrawal", value: "=cmd|' /C calc'!A0", unit: "kL", period: "FY 2024-25" }),
  });
  const lastYear = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2023-24", value: "4,900" }) });
  await getDb().then((db) =>
    db
      .update(esgDataEntries)
      .set({ reviewState: "approved", reviewedBy: owner.user.id, reviewedAt: new Date("2025-05-01T10:00:00Z"), reviewComment: "Matches the bills" })
      .where(eq(esgDataEntries.id, scope1.id)),
  );
  // Two files of one name under one metric: the pack keeps both.
  const bill = samplePdf("bill.pdf");
  const bill2 = { ...samplePdf("bill.pdf"), bytes: new TextEncoder().encode("%PDF-1.7\nanother bill\n%%EOF\n") };
  const a = await upload(editor.token, scope1.id, bill);
  const b = await upload(editor.token, scope1q.id, bill2);
  const c = await upload(owner.token, water.id, sampleCsv("meter/readings.csv"));
  const d = await upload(owner.token, lastYear.id, samplePng("old.png"));
  for (const r of [a, b, c, d]) expect(r.status, JSON.stringify(r.body)).toBe(201);
  await lockYear({ company, fy: fiscalYear(2025, 4), reason: "Filed with SEBI", actorId: owner.user.id });
  return { owner, company, editor, entries: { scope1, scope1q, water, lastYear }, files: { bill, bill2 }, uploads: { a, b, c, d } };
}

async function checkPack(ctx: Awaited<ReturnType<typeof seed>>, token: string) {
  const res = await getPack(token, ctx.company.id, "2024-25");
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="Acme_Industries_Assurance_Pack_FY2024-25.zip"');
  const zip = await unzip(res.response);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  expect(names.sort()).toEqual(
    [
      "BRSR-Report-FY2024-25.pdf",
      "README.txt",
      "audit-trail.csv",
      "evidence/Scope 1 emissions/bill (2).pdf",
      "evidence/Scope 1 emissions/bill.pdf",
      "evidence/Total water withdrawal/readings.csv",
      "figures.csv",
    ].sort(),
  );
  const pdf = await zip.file("BRSR-Report-FY2024-25.pdf")!.async("uint8array");
  expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
  const first = await zip.file("evidence/Scope 1 emissions/bill.pdf")!.async("uint8array");
  const second = await zip.file("evidence/Scope 1 emissions/bill (2).pdf")!.async("uint8array");
  expect(sha(first)).toBe(sha(ctx.files.bill.bytes));
  expect(sha(second)).toBe(sha(ctx.files.bill2.bytes));

  const figures = parseCsv(await zip.file("figures.csv")!.async("string")).rows;
  expect(figures[0]).toEqual([
    "id",
    "framework",
    "category",
    "metric",
    "value",
    "unit",
    "period",
    "source",
    "review_state",
    "updated_by",
    "reviewed_by",
    "reviewed_at",
    "review_comment",
    "evidence_count",
  ]);
  const byId = new Map(figures.slice(1).map((r) => [r[0], r]));
  expect(byId.size).toBe(3);
  expect(byId.has(ctx.entries.lastYear.id)).toBe(false);
  expect(byId.get(ctx.entries.scope1.id)).toEqual([
    ctx.entries.scope1.id,
    "BRSR",
    "environmental",
    "Scope 1 emissions",
    "4,500",
    "tCO2e",
    "FY 2024-25",
    "manual",
    "approved",
    `Asha Owner <${ctx.owner.user.email}>`,
    `Asha Owner <${ctx.owner.user.email}>`,
    "2025-05-01T10:00:00.000Z",
    "Matches the bills",
    "1",
  ]);
  // A value a spreadsheet would run as a formula is defused.
  expect(byId.get(ctx.entries.water.id)![4]).toBe("'=cmd|' /C calc'!A0");
  expect(byId.get(ctx.entries.water.id)![13]).toBe("1");

  const audit = parseCsv(await zip.file("audit-trail.csv")!.async("string")).rows;
  expect(audit[0]).toEqual(["when", "who", "entity", "id", "action", "old", "new"]);
  const rows = audit.slice(1);
  const kinds = rows.map((r) => `${r[2]}:${r[4]}`);
  expect(kinds.filter((k) => k === "esg_data_entry:create")).toHaveLength(3);
  expect(kinds.filter((k) => k === "evidence:create")).toHaveLength(4);
  expect(kinds).toContain("fiscal_year:lock");
  expect(rows.some((r) => r[2] === "esg_data_entry" && r[3] === ctx.entries.lastYear.id)).toBe(false);
  const lock = rows.find((r) => r[2] === "fiscal_year")!;
  expect(lock[1]).toBe(`Asha Owner <${ctx.owner.user.email}>`);
  expect(JSON.parse(lock[6])).toEqual({ fy: "2024-25", reason: "Filed with SEBI" });
  expect(new Date(lock[0]).toISOString()).toBe(lock[0]);

  const readme = await zip.file("README.txt")!.async("string");
  expect(readme).toContain("Acme Industries Ltd., FY 2024-25");
  for (const name of names.filter((n) => n !== "README.txt")) {
    const bytes = await zip.file(name)!.async("uint8array");
    expect(readme, name).toContain(`${sha(bytes)}  ${name}  (${bytes.byteLength} bytes)`);
  }
  expect(readme).not.toContain("DIFFERS");
}

describe("GET /api/companies/{id}/assurance-pack", () => {
  afterEach(() => useEnv({}));

  it("streams a ZIP with the BRSR PDF, the year's evidence, figures.csv, audit-trail.csv and a README with SHA-256s", async () => {
    useEnv({});
    const ctx = await seed();
    await checkPack(ctx, ctx.owner.token);
    // Any member reads it, an assurer included.
    const assurer = await addMember(ctx.company.id, "assurer", { accessUntil: new Date(Date.now() + 86_400_000) });
    const res = await getPack(assurer.token, ctx.company.id, "FY 2024-25");
    expect(res.status).toBe(200);
  });

  it("reads evidence kept in S3 as well", async () => {
    let s3: LocalS3 | null = null;
    try {
      s3 = await startLocalS3();
      useEnv(s3.env);
      const ctx = await seed();
      await checkPack(ctx, ctx.editor.token);
    } finally {
      useEnv({});
      await s3?.stop();
    }
  });

  it("packs a year without figures (just the report and empty CSVs), and refuses a year that does not read (422)", async () => {
    useEnv({});
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "टाटा" });
    const res = await getPack(owner.token, company.id, "2019-20");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Company_Assurance_Pack_FY2019-20.zip"');
    const zip = await unzip(res.response);
    expect(Object.keys(zip.files).sort()).toEqual(["BRSR-Report-FY2019-20.pdf", "README.txt", "audit-trail.csv", "figures.csv"]);
    expect(parseCsv(await zip.file("figures.csv")!.async("string")).rows).toHaveLength(1);
    const bad = await getPack(owner.token, company.id, "next year");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/fy/);
    const stranger = await createUser({ subscribed: true });
    expect((await getPack(stranger.token, company.id, "2024-25")).status).toBe(404);
  });

  it("answers every member and no one else (access matrix)", async () => {
    useEnv({});
    await assertAccessMatrix({
      name: "GET assurance pack",
      handler: PACK,
      kind: "company",
      path: "/api/companies/x/assurance-pack",
      params: (ctx) => ({ id: ctx.company.id }),
      ok: 200,
    });
  });
});
