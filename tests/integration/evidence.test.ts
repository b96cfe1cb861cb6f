import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { GET as LIST, POST as UPLOAD } from "@/app/api/esg-data/[id]/evidence/route";
import { DELETE, GET as DOWNLOAD } from "@/app/api/evidence/[evidenceId]/route";
import { DELETE as DELETE_ENTRY } from "@/app/api/esg-data/[id]/route";
import { DELETE as DELETE_COMPANY } from "@/app/api/companies/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, evidenceBlobs, evidenceFiles, fiscalYearLocks } from "@/db/schema";
import { createEntry, deleteEntry } from "@/lib/esg-data/service";
import { removeStoredObjects, storedObjectsOf } from "@/lib/evidence/service";
import { MAX_EVIDENCE_BYTES } from "@/lib/evidence/sniff";
import { addMember, createCompany, createUser, entryBody, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { sampleCsv, sampleDocx, sampleJpeg, samplePdf, samplePlainZip, samplePng, sampleXlsx, uploadForm, type SampleFile } from "../helpers/evidence-files";
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from "../helpers/s3-server";

const S3_KEYS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

function useEnv(values: Record<string, string>) {
  for (const key of S3_KEYS) delete process.env[key];
  Object.assign(process.env, values);
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  const entry = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25" }) });
  return { owner, company, entry };
}

const upload = (token: string, entryId: string, file: SampleFile | null, field?: string) =>
  call(UPLOAD, { method: "POST", token, path: `/api/esg-data/${entryId}/evidence`, params: { id: entryId }, rawBody: uploadForm(file, field) });

const download = (token: string, evidenceId: string) => call(DOWNLOAD, { token, path: `/api/evidence/${evidenceId}`, params: { evidenceId } });

const remove = (token: string, evidenceId: string) => call(DELETE, { method: "DELETE", token, path: `/api/evidence/${evidenceId}`, params: { evidenceId } });

/** The bytes and headers of a download, following the presigned redirect when the store is S3. */
async function fetchDownload(token: string, evidenceId: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array; redirected: boolean }> {
  const res = await download(token, evidenceId);
  if (res.status === 302) {
    const location = res.headers.get("location")!;
    const fetched = await fetch(location);
    return { status: fetched.status, headers: fetched.headers, bytes: new Uint8Array(await fetched.arrayBuffer()), redirected: true };
  }
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.response.arrayBuffer()), redirected: false };
}

describe.each(["postgres", "s3"] as const)("evidence files stored in %s", (storage) => {
  let s3: LocalS3 | null = null;

  beforeAll(async () => {
    if (storage === "s3") {
      s3 = await startLocalS3();
      useEnv(s3.env);
    } else useEnv({});
  });

  afterAll(async () => {
    useEnv({});
    await s3?.stop();
  });

  const objectExists = async (key: string) => {
    const client = new S3Client({ endpoint: s3!.endpoint, region: "us-east-1", forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
    try {
      await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: key }));
      return true;
    } catch (e) {
      if ((e as { name?: string }).name === "NoSuchKey") return false;
      throw e;
    } finally {
      client.destroy();
    }
  };

  it.each([
    ["PDF", () => samplePdf(), "application/pdf"],
    ["PNG", () => samplePng(), "image/png"],
    ["JPEG", () => sampleJpeg(), "image/jpeg"],
    ["CSV", () => sampleCsv(), "text/csv"],
    ["XLSX", () => sampleXlsx(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["DOCX", () => sampleDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ] as const)("attaches a %s read by its content, keeping hash, size, uploader and time; downloads it with its name and type", async (_kind, make, type) => {
    const { owner, company, entry } = await setup();
    const file = await make();
    // The browser's word for the type is not trusted: the content decides.
    const res = await upload(owner.token, entry.id, { ...file, type: "application/octet-stream" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      entry_id: entry.id,
      file_name: file.name,
      content_type: type,
      size: file.bytes.byteLength,
      sha256: sha(file.bytes),
      uploaded_by: { id: owner.user.id, full_name: "Asha Owner", email: owner.user.email },
    });
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);

    const db = await getDb();
    const [row] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, res.body.id));
    expect(row.storage).toBe(storage);
    if (storage === "s3") {
      expect(row.storageKey).toBe(`evidence/${company.id}/${row.id}`);
      expect(await objectExists(row.storageKey!)).toBe(true);
      expect(await db.select().from(evidenceBlobs).where(eq(evidenceBlobs.evidenceId, row.id))).toHaveLength(0);
    } else {
      expect(await db.select().from(evidenceBlobs).where(eq(evidenceBlobs.evidenceId, row.id))).toHaveLength(1);
    }

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "evidence"), eq(auditLog.entityId, row.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorId: owner.user.id, companyId: company.id });
    expect(audit[0].newValue).toMatchObject({ entry_id: entry.id, sha256: sha(file.bytes), size: file.bytes.byteLength, file_name: file.name });

    const got = await fetchDownload(owner.token, res.body.id);
    expect(got.status).toBe(200);
    expect(got.redirected).toBe(storage === "s3");
    expect(Buffer.from(got.bytes).equals(Buffer.from(file.bytes))).toBe(true);
    expect(got.headers.get("content-type")).toBe(type);
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="${file.name}"`);
    expect(got.headers.get("content-length")).toBe(String(file.bytes.byteLength));
    if (storage === "postgres") expect(got.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers S3 downloads with a 302 to a presigned URL valid five minutes", async () => {
    const { owner, entry } = await setup();
    const res = await upload(owner.token, entry.id, samplePdf());
    const first = await download(owner.token, res.body.id);
    if (storage === "postgres") {
      expect(first.status).toBe(200);
      return;
    }
    expect(first.status).toBe(302);
    const url = new URL(first.headers.get("location")!);
    expect(url.origin).toBe(s3!.endpoint);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("response-content-disposition")).toBe('attachment; filename="Electricity bill.pdf"');
  });

  it("names a non-ASCII file with RFC 5987 filename* and an ASCII fallback", async () => {
    const { owner, entry } = await setup();
    const res = await upload(owner.token, entry.id, samplePdf('बिजली बिल "मार्च".pdf'));
    expect(res.status).toBe(201);
    expect(res.body.file_name).toBe('बिजली बिल "मार्च".pdf');
    const got = await fetchDownload(owner.token, res.body.id);
    const disposition = got.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1];
    expect(decodeURIComponent(encoded)).toBe('बिजली बिल "मार्च".pdf');
  });

  it("keeps only the last part of a path-like name and strips control characters", async () => {
    const { owner, entry } = await setup();
    const res = await upload(owner.token, entry.id, samplePdf("C:\\fakepath\\..\\bill\u0007.pdf"));
    expect(res.status).toBe(201);
    expect(res.body.file_name).toBe("bill.pdf");
  });

  it("refuses what is not an allowed type with 415, naming the allowed types", async () => {
    const { owner, entry } = await setup();
    const refused: SampleFile[] = [
      { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), name: "invoice.pdf", type: "application/pdf" },
      await samplePlainZip("data.xlsx"),
      sampleCsv("notes.txt"),
      { bytes: new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x31]), name: "nul.csv", type: "text/csv" },
      { bytes: new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a]), name: "latin.csv", type: "text/csv" },
      { bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), name: "chart.png", type: "image/png" },
    ];
    for (const file of refused) {
      const res = await upload(owner.token, entry.id, file);
      expect(res.status, file.name).toBe(415);
      expect(res.body.detail).toContain("PDF, PNG, JPEG, XLSX, CSV or DOCX");
    }
    const db = await getDb();
    expect(await db.select().from(evidenceFiles).where(eq(evidenceFiles.entryId, entry.id))).toHaveLength(0);
  });

  it("refuses an empty file (422), a missing file field (422), a body that is not multipart (400) and a file over 20 MB (413)", async () => {
    const { owner, entry } = await setup();
    const empty = await upload(owner.token, entry.id, { bytes: new Uint8Array(), name: "empty.pdf", type: "application/pdf" });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toMatch(/empty/i);
    const missing = await upload(owner.token, entry.id, samplePdf(), "document");
    expect(missing.status).toBe(422);
    const notMultipart = await call(UPLOAD, { method: "POST", token: owner.token, params: { id: entry.id }, body: { file: "x" } });
    expect(notMultipart.status).toBe(400);
    const big = new Uint8Array(MAX_EVIDENCE_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.4"));
    const tooLarge = await upload(owner.token, entry.id, { bytes: big, name: "big.pdf", type: "application/pdf" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toMatch(/20 MB/);
  });

  it("lists an entry's files, oldest first, to every member", async () => {
    const { owner, company, entry } = await setup();
    const a = await upload(owner.token, entry.id, samplePdf("a.pdf"));
    const b = await upload(owner.token, entry.id, samplePng("b.png"));
    const viewer = await addMember(company.id, "viewer");
    const res = await call(LIST, { token: viewer.token, params: { id: entry.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((f: { id: string }) => f.id)).toEqual([a.body.id, b.body.id]);
    expect(res.body[0]).toEqual(a.body);
    const viewerDownload = await fetchDownload(viewer.token, a.body.id);
    expect(viewerDownload.status).toBe(200);
  });

  it("lets an editor attach and delete, and refuses viewers and assurers (403)", async () => {
    const { owner, company, entry } = await setup();
    const editor: TestUser = await addMember(company.id, "editor");
    const up = await upload(editor.token, entry.id, samplePdf());
    expect(up.status).toBe(201);
    expect(up.body.uploaded_by.id).toBe(editor.user.id);
    for (const role of ["viewer", "assurer", "reviewer"] as const) {
      const member = await addMember(company.id, role);
      expect((await upload(member.token, entry.id, samplePdf())).status, role).toBe(403);
      expect((await remove(member.token, up.body.id)).status, role).toBe(403);
    }
    expect((await remove(editor.token, up.body.id)).status).toBe(204);
    expect((await call(LIST, { token: owner.token, params: { id: entry.id } })).body).toEqual([]);
  });

  it("deletes a file and its stored bytes (204), audited with what it was; then 404", async () => {
    const { owner, company, entry } = await setup();
    const up = await upload(owner.token, entry.id, sampleCsv());
    const db = await getDb();
    const [row] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, up.body.id));
    const res = await remove(owner.token, up.body.id);
    expect(res.status).toBe(204);
    expect(await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, up.body.id))).toHaveLength(0);
    expect(await db.select().from(evidenceBlobs).where(eq(evidenceBlobs.evidenceId, up.body.id))).toHaveLength(0);
    if (storage === "s3") expect(await objectExists(row.storageKey!)).toBe(false);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "evidence"), eq(auditLog.entityId, up.body.id), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: owner.user.id, companyId: company.id, newValue: null });
    expect(audit[0].oldValue).toMatchObject({ sha256: up.body.sha256, file_name: "readings.csv" });
    expect((await remove(owner.token, up.body.id)).status).toBe(404);
    expect((await download(owner.token, up.body.id)).status).toBe(404);
  });

  it("refuses upload and delete in a locked year (423) and allows them again once reopened", async () => {
    const { owner, company, entry } = await setup();
    const up = await upload(owner.token, entry.id, samplePdf());
    const db = await getDb();
    await db.insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, reason: "Filed", lockedBy: owner.user.id });
    const refused = await upload(owner.token, entry.id, samplePng());
    expect(refused.status).toBe(423);
    expect(refused.body.detail).toMatch(/FY 2024-25 is locked/);
    const undeleted = await remove(owner.token, up.body.id);
    expect(undeleted.status).toBe(423);
    // Reading stays open.
    expect((await fetchDownload(owner.token, up.body.id)).status).toBe(200);
    expect((await call(LIST, { token: owner.token, params: { id: entry.id } })).body).toHaveLength(1);
    // Another year's figure is not locked.
    const other = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2025-26" }) });
    expect((await upload(owner.token, other.id, samplePng())).status).toBe(201);
    await db.delete(fiscalYearLocks).where(eq(fiscalYearLocks.companyId, company.id));
    expect((await remove(owner.token, up.body.id)).status).toBe(204);
  });

  it("hides other companies' files and entries as 404", async () => {
    const { owner, entry } = await setup();
    const up = await upload(owner.token, entry.id, samplePdf());
    const stranger = await createUser({ subscribed: true });
    expect((await upload(stranger.token, entry.id, samplePdf())).status).toBe(404);
    expect((await call(LIST, { token: stranger.token, params: { id: entry.id } })).status).toBe(404);
    expect((await download(stranger.token, up.body.id)).status).toBe(404);
    expect((await remove(stranger.token, up.body.id)).status).toBe(404);
    expect((await download(owner.token, "not-a-uuid")).status).toBe(404);
    expect((await download(owner.token, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("hands over the stored objects of entries about to be deleted, so none is left behind", async () => {
    const { owner, company, entry } = await setup();
    const up = await upload(owner.token, entry.id, samplePdf());
    const objects = await storedObjectsOf({ companyId: company.id, entryIds: [entry.id] });
    expect(objects.map((o) => o.id)).toEqual(storage === "s3" ? [up.body.id] : []);
    await deleteEntry({ entryId: entry.id, actorId: owner.user.id });
    const db = await getDb();
    expect(await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, up.body.id))).toHaveLength(0);
    await removeStoredObjects(objects);
    if (storage === "s3") expect(await objectExists(objects[0].storageKey!)).toBe(false);
  });

  it("leaves no object behind when the entry or the whole company is deleted through the API", async () => {
    const { owner, company, entry } = await setup();
    const first = await upload(owner.token, entry.id, samplePdf("bill-1.pdf"));
    const [firstRow] = await (await getDb()).select().from(evidenceFiles).where(eq(evidenceFiles.id, first.body.id));
    const removed = await call(DELETE_ENTRY, { method: "DELETE", token: owner.token, params: { id: entry.id } });
    expect(removed.status).toBe(204);
    if (storage === "s3") expect(await objectExists(firstRow.storageKey!)).toBe(false);

    const other = await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: entryBody(company.id, { metric: "Scope 2 emissions", period: "FY 2024-25" }),
    });
    const second = await upload(owner.token, other.id, samplePdf("bill-2.pdf"));
    const [secondRow] = await (await getDb()).select().from(evidenceFiles).where(eq(evidenceFiles.id, second.body.id));
    if (storage === "s3") expect(await objectExists(secondRow.storageKey!)).toBe(true);
    const gone = await call(DELETE_COMPANY, { method: "DELETE", token: owner.token, params: { id: company.id } });
    expect(gone.status).toBe(204);
    expect(await (await getDb()).select().from(evidenceFiles).where(eq(evidenceFiles.companyId, company.id))).toHaveLength(0);
    if (storage === "s3") expect(await objectExists(secondRow.storageKey!)).toBe(false);
  });

  it("reads files of both stores after a switch", async () => {
    const { owner, entry } = await setup();
    const here = await upload(owner.token, entry.id, samplePdf("here.pdf"));
    if (storage === "s3") {
      // S3 switched off: new files go to PostgreSQL; S3's cannot be read without its settings (503, not 500).
      useEnv({});
      try {
        const local = await upload(owner.token, entry.id, samplePng("local.png"));
        expect(local.status).toBe(201);
        expect((await fetchDownload(owner.token, local.body.id)).status).toBe(200);
        const unreachable = await download(owner.token, here.body.id);
        expect(unreachable.status).toBe(503);
        expect(unreachable.body.detail).toMatch(/S3/);
      } finally {
        useEnv(s3!.env);
      }
      expect((await fetchDownload(owner.token, here.body.id)).status).toBe(200);
    } else {
      // PostgreSQL's files stay readable once S3 is switched on.
      const other = await startLocalS3("switched");
      useEnv(other.env);
      try {
        const got = await fetchDownload(owner.token, here.body.id);
        expect(got.status).toBe(200);
        expect(got.redirected).toBe(false);
        const there = await upload(owner.token, entry.id, samplePng("there.png"));
        expect(there.status).toBe(201);
        const fromS3 = await fetchDownload(owner.token, there.body.id);
        expect(fromS3.redirected).toBe(true);
        expect(fromS3.status).toBe(200);
      } finally {
        useEnv({});
        await other.stop();
      }
    }
  });
});
