import { GET as LIST_FILES, POST as UPLOAD } from "@/app/api/esg-data/[id]/evidence/route";
import { GET as LIST_REQUESTS, POST as RAISE } from "@/app/api/esg-data/[id]/evidence-requests/route";
import { DELETE as DELETE_FILE, GET as DOWNLOAD } from "@/app/api/evidence/[evidenceId]/route";
import { PATCH as SET_STATUS } from "@/app/api/evidence-requests/[requestId]/route";
import { POST as COMMENT } from "@/app/api/evidence-requests/[requestId]/comments/route";
import { GET as COMPANY_REQUESTS } from "@/app/api/companies/[id]/evidence-requests/route";
import { GET as COUNTS } from "@/app/api/companies/[id]/evidence-counts/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import { raiseRequest } from "@/lib/evidence/requests";
import { uploadEvidence } from "@/lib/evidence/service";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { entryBody } from "../helpers/factories";
import { samplePdf } from "../helpers/evidence-files";

// Who may call each evidence endpoint (the access table): anonymous, bad tokens, a lapsed owner,
// strangers, each role, an expired assurer, a removed member and a pending invitee.

async function seedEntry(ctx: MatrixContext) {
  const dto = await createEntry({ companyId: ctx.company.id, actorId: ctx.owner.user.id, data: entryBody(ctx.company.id, { period: "FY 2024-25" }) });
  const [row] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.id, dto.id));
  return row;
}

async function seedFile(ctx: MatrixContext) {
  const file = samplePdf();
  return uploadEvidence({ entry: await seedEntry(ctx), actorId: ctx.owner.user.id, fileName: file.name, bytes: file.bytes });
}

async function seedRequest(ctx: MatrixContext) {
  return raiseRequest({ entry: await seedEntry(ctx), actorId: ctx.owner.user.id, comment: "Attach the bill" });
}

describe("evidence access matrix", () => {
  it("GET /api/esg-data/{id}/evidence: every member", async () => {
    await assertAccessMatrix({
      name: "GET evidence list",
      handler: LIST_FILES,
      kind: "company",
      path: "/api/esg-data/x/evidence",
      params: async (ctx) => ({ id: (await seedEntry(ctx)).id }),
      ok: 200,
    });
  });

  it("POST /api/esg-data/{id}/evidence: owners and editors (a JSON body reaches the multipart check: 400)", async () => {
    await assertAccessMatrix({
      name: "POST evidence",
      handler: UPLOAD,
      method: "POST",
      kind: "company",
      path: "/api/esg-data/x/evidence",
      params: async (ctx) => ({ id: (await seedEntry(ctx)).id }),
      body: () => ({ file: "not a file" }),
      ok: 400,
    });
  });

  it("GET /api/evidence/{evidenceId}: every member", async () => {
    await assertAccessMatrix({
      name: "GET evidence file",
      handler: DOWNLOAD,
      kind: "company",
      path: "/api/evidence/x",
      params: async (ctx) => ({ evidenceId: (await seedFile(ctx)).id }),
      ok: 200,
    });
  });

  it("DELETE /api/evidence/{evidenceId}: owners and editors", async () => {
    await assertAccessMatrix({
      name: "DELETE evidence file",
      handler: DELETE_FILE,
      method: "DELETE",
      kind: "company",
      path: "/api/evidence/x",
      perRow: true,
      params: async (ctx) => ({ evidenceId: (await seedFile(ctx)).id }),
      ok: 204,
    });
  });

  it("GET /api/esg-data/{id}/evidence-requests: every member", async () => {
    await assertAccessMatrix({
      name: "GET entry evidence requests",
      handler: LIST_REQUESTS,
      kind: "company",
      path: "/api/esg-data/x/evidence-requests",
      params: async (ctx) => ({ id: (await seedEntry(ctx)).id }),
      ok: 200,
    });
  });

  it("POST /api/esg-data/{id}/evidence-requests: owners, reviewers and assurers", async () => {
    await assertAccessMatrix({
      name: "POST evidence request",
      handler: RAISE,
      method: "POST",
      kind: "company",
      path: "/api/esg-data/x/evidence-requests",
      params: async (ctx) => ({ id: (await seedEntry(ctx)).id }),
      body: () => ({ comment: "Please attach the electricity bills" }),
      ok: 201,
    });
  });

  it("GET /api/companies/{id}/evidence-requests: every member", async () => {
    await assertAccessMatrix({
      name: "GET company evidence requests",
      handler: COMPANY_REQUESTS,
      kind: "company",
      path: "/api/companies/x/evidence-requests",
      params: (ctx) => ({ id: ctx.company.id }),
      ok: 200,
    });
  });

  it("POST /api/evidence-requests/{requestId}/comments: everyone but viewers", async () => {
    await assertAccessMatrix({
      name: "POST evidence request comment",
      handler: COMMENT,
      method: "POST",
      kind: "company",
      path: "/api/evidence-requests/x/comments",
      params: async (ctx) => ({ requestId: (await seedRequest(ctx)).id }),
      body: () => ({ body: "Uploaded the March bill" }),
      ok: 201,
    });
  });

  it("PATCH /api/evidence-requests/{requestId}: owners, reviewers and assurers", async () => {
    await assertAccessMatrix({
      name: "PATCH evidence request",
      handler: SET_STATUS,
      method: "PATCH",
      kind: "company",
      path: "/api/evidence-requests/x",
      params: async (ctx) => ({ requestId: (await seedRequest(ctx)).id }),
      body: () => ({ status: "closed" }),
      ok: 200,
    });
  });
});

describe("GET /api/companies/{id}/evidence-counts", () => {
  it("answers every member with the files per entry, one request for a whole screen", async () => {
    await assertAccessMatrix({ name: "GET evidence counts", handler: COUNTS, kind: "company", params: (c) => ({ id: c.company.id }), ok: 200 });
  });

  it("counts each entry's files and leaves out entries without any", async () => {
    const { createCompany, createUser } = await import("../helpers/factories");
    const { call } = await import("../helpers/http");
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const ctx = { owner, company, admin: owner } as MatrixContext;
    const first = await seedFile(ctx);
    const file = samplePdf();
    const [entry] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.id, first.entry_id));
    await uploadEvidence({ entry, actorId: owner.user.id, fileName: "second.pdf", bytes: file.bytes });
    await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { metric: "Scope 2 emissions", period: "FY 2024-25" }) });
    const res = await call(COUNTS, { token: owner.token, params: { id: company.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ [first.entry_id]: 2 });
  });
});
