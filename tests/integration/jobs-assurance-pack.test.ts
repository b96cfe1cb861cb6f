import { createHash } from "node:crypto";
import JSZip from "jszip";
import type PgBoss from "pg-boss";
import { GET as PACK, POST as QUEUE_PACK } from "@/app/api/companies/[id]/assurance-pack/route";
import { POST as UPLOAD } from "@/app/api/esg-data/[id]/evidence/route";
import { GET as JOB } from "@/app/api/jobs/[id]/route";
import { GET as DOWNLOAD } from "@/app/api/jobs/[id]/download/route";
import { createEntry } from "@/lib/esg-data/service";
import { newBoss, stopBoss } from "@/lib/jobs/boss";
import { ensureQueues } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { parseCsv } from "@/lib/format/csv";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { sampleCsv, samplePdf, uploadForm } from "../helpers/evidence-files";

// The assurance pack built on the job queue — 202 with a job, progress polled at
// GET /api/jobs/{id}, then the ZIP at GET /api/jobs/{id}/download, the same pack the GET streams.
vi.setConfig({ testTimeout: 180_000 });

const bosses: PgBoss[] = [];
afterAll(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
  await stopBoss({ graceful: false, timeout: 1000 });
});

async function worker() {
  const boss = await newBoss();
  bosses.push(boss);
  await ensureQueues(boss);
  await startWorkers(boss, { schedule: false });
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const readJob = (token: string, id: string) => call<any>(JOB as never, { token, params: { id }, path: `/api/jobs/${id}` });
const download = (token: string, id: string) => call<any>(DOWNLOAD as never, { token, params: { id }, path: `/api/jobs/${id}/download` });
const queue = (token: string, companyId: string, fy?: string) =>
  call<any>(QUEUE_PACK, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/assurance-pack${fy ? `?fy=${fy}` : ""}` });

/** The pack's contents that do not depend on the moment it was built (the PDF and README carry the time). */
async function contents(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((n) => !zip.files[n].dir)
    .sort();
  const evidence: Record<string, string> = {};
  for (const name of names.filter((n) => n.startsWith("evidence/"))) evidence[name] = sha(await zip.file(name)!.async("uint8array"));
  const figures = parseCsv(await zip.file("figures.csv")!.async("string")).rows;
  const audit = parseCsv(await zip.file("audit-trail.csv")!.async("string")).rows;
  const readme = (await zip.file("README.txt")!.async("string")).split("\r\n").filter((l) => !l.startsWith("Generated") && !l.includes("BRSR-Report-FY"));
  const pdf = new TextDecoder().decode((await zip.file("BRSR-Report-FY2024-25.pdf")!.async("uint8array")).slice(0, 5));
  return { names, evidence, figures, audit, readme, pdf };
}

describe("the assurance pack on the job queue", () => {
  it("POST queues it (202), the worker builds it with rising progress, the download is the pack the GET streams; another company's job 404", async () => {
    const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
    const company = await createCompany(owner.user.id, { name: "Queued Pack Ltd." });
    const scope1 = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25", value: "4,500" }) });
    const water = await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: entryBody(company.id, { category: "environmental", metric: "Total water withdrawal", value: "1,200", unit: "kL", period: "FY 2024-25" }),
    });
    const uploads = [
      [scope1.id, samplePdf("bill.pdf")],
      [scope1.id, { ...samplePdf("bill.pdf"), bytes: new TextEncoder().encode("%PDF-1.7\nanother bill\n%%EOF\n") }],
      [water.id, sampleCsv("meter.csv")],
    ] as const;
    for (const [entryId, file] of uploads) {
      const r = await call(UPLOAD, {
        method: "POST",
        token: owner.token,
        path: `/api/esg-data/${entryId}/evidence`,
        params: { id: entryId },
        rawBody: uploadForm(file),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }

    // A bad year is refused in the request, before anything is queued.
    expect((await queue(owner.token, company.id, "2024-99")).status).toBe(422);

    const queued = await queue(owner.token, company.id, "2024-25");
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ job_id: expect.any(String), fy: "2024-25" });
    const id = queued.body.job_id as string;
    const first = await readJob(owner.token, id);
    expect(first.body).toMatchObject({ kind: "assurance-pack", state: "queued", progress: 0 });
    // Not built yet: nothing to download.
    expect((await download(owner.token, id)).status).toBe(409);

    // Another company's member (and a viewer of none) cannot see the job or its file.
    const stranger = await createUser({ subscribed: true });
    await createCompany(stranger.user.id, { name: "Other Co" });
    expect((await readJob(stranger.token, id)).status).toBe(404);
    expect((await download(stranger.token, id)).status).toBe(404);
    const viewer = await addMember(company.id, "viewer", { subscribed: true });
    expect((await readJob(viewer.token, id)).status).toBe(200);

    await worker();
    const seen: number[] = [0];
    const until = Date.now() + 150_000;
    let job = first.body;
    while (job.state !== "succeeded" && job.state !== "failed" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await readJob(owner.token, id)).body;
      seen.push(job.progress);
    }
    expect(job).toMatchObject({ state: "succeeded", status: 200, progress: 100, stage: "Done", error: null });
    expect(job.result).toMatchObject({
      fy: "2024-25",
      file_name: "Queued_Pack_Assurance_Pack_FY2024-25.zip",
      figures: 2,
      evidence_files: 3,
      download_url: `/api/jobs/${id}/download`,
    });
    // Progress only rises, from 0 to 100.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);

    const file = await download(owner.token, id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Queued_Pack_Assurance_Pack_FY2024-25.zip"');
    const queuedBytes = new Uint8Array(await file.response.arrayBuffer());
    expect(queuedBytes.byteLength).toBe(job.result.size);
    expect((await download(viewer.token, id)).status).toBe(200);
    expect((await download(stranger.token, id)).status).toBe(404);

    // The same pack as the synchronous GET gives.
    const streamed = await call(PACK, { token: owner.token, path: `/api/companies/${company.id}/assurance-pack?fy=2024-25`, params: { id: company.id } });
    expect(streamed.status).toBe(200);
    const direct = await contents(new Uint8Array(await streamed.response.arrayBuffer()));
    const fromQueue = await contents(queuedBytes);
    expect(fromQueue.names).toContain("evidence/Scope 1 emissions/bill (2).pdf");
    expect(fromQueue.pdf).toBe("%PDF-");
    expect(fromQueue.names).toEqual(direct.names);
    expect(fromQueue.evidence).toEqual(direct.evidence);
    expect(fromQueue.figures).toEqual(direct.figures);
    expect(fromQueue.readme).toEqual(direct.readme);
    expect(fromQueue.audit).toEqual(direct.audit);
    expect(fromQueue.figures).toHaveLength(3);
  });
});
