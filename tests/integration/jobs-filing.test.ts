import type PgBoss from "pg-boss";
import { POST as UPLOAD } from "@/app/api/companies/[id]/filings/route";
import { GET as JOB } from "@/app/api/jobs/[id]/route";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import { newBoss, stopBoss } from "@/lib/jobs/boss";
import { FILING_BYTES_ON_QUEUE } from "@/lib/jobs/long-work";
import { ensureQueues } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { createCompany, createUser } from "../helpers/factories";
import { handInstance, type HandFact } from "../helpers/filed-instance";
import { call } from "../helpers/http";

// A filing over 1 MB is read on the job queue — 202, progress polled at
// GET /api/jobs/{id}, then the same answer (201 and its mapping report) a small upload gets at once.
vi.setConfig({ testTimeout: 180_000 });

const bosses: PgBoss[] = [];
afterAll(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
  await stopBoss({ graceful: false, timeout: 1000 });
});

const upload = (token: string, companyId: string, xml: string) => {
  const form = new FormData();
  form.append("file", new Blob([xml], { type: "application/xml" }), "filing.xml");
  return call<any>(UPLOAD as never, { method: "POST", path: `/api/companies/${companyId}/filings`, token, rawBody: form, params: { id: companyId } });
};
const readJob = (token: string, id: string) => call<any>(JOB as never, { token, params: { id }, path: `/api/jobs/${id}` });

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  const { profile } = await getCompanyProfile({ companyId: company.id });
  await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { ...profile, cin: "L27100MH1996PLC098765" } });
  return { token: owner.token, company };
}

describe("a filing over 1 MB on the job queue", () => {
  it("answers 202, the worker reads it with rising progress into the answer a small upload gets; another company's caller 404", async () => {
    const facts: HandFact[] = [
      { el: "TotalScope1Emissions", unit: "pure", value: "1500" },
      { el: "UnitOfTotalScope1Emissions", value: "Metric tonnes of CO2 equivalent" },
      { el: "TotalScope1Emissions", unit: "pure", value: "1400", year: "py" },
      { el: "TotalEnergyConsumption", unit: "pure", value: "5200000", year: "cy" },
      { el: "UnitOfTotalEnergyConsumption", value: "MJ" },
    ];
    const xml = handInstance({ version: "2021-09-30", cyEnd: "2022-03-31", facts });
    // The same instance made large by a comment after its root (what a long filing's size does).
    const padded = `${xml}\n<!-- ${"x".repeat(FILING_BYTES_ON_QUEUE)} -->\n`;

    const small = await setup();
    const direct = await upload(small.token, small.company.id, xml);
    expect(direct.status).toBe(201);

    const big = await setup();
    const queued = await upload(big.token, big.company.id, padded);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ job_id: expect.any(String), bytes: new TextEncoder().encode(padded).byteLength });
    const id = queued.body.job_id as string;
    expect((await readJob(big.token, id)).body).toMatchObject({ kind: "filing", state: "queued", progress: 0 });
    expect((await readJob(small.token, id)).status).toBe(404);

    const boss = await newBoss();
    bosses.push(boss);
    await ensureQueues(boss);
    await startWorkers(boss, { schedule: false });
    const seen: number[] = [0];
    let job = (await readJob(big.token, id)).body;
    const until = Date.now() + 150_000;
    while (job.state !== "succeeded" && job.state !== "failed" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await readJob(big.token, id)).body;
      seen.push(job.progress);
    }
    expect(job).toMatchObject({ state: "succeeded", status: 201, progress: 100 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const { id: directId, extraction: directEx, created_at: directAt, ...directRest } = direct.body;
    const { id: queuedId, extraction: queuedEx, created_at: queuedAt, ...queuedRest } = job.result;
    expect(queuedId).not.toBe(directId);
    expect(Date.parse(queuedAt)).toBeGreaterThanOrEqual(Date.parse(directAt));
    expect(queuedRest).toEqual(directRest);
    expect(queuedRest.report.facts_read).toBe(facts.length);
    const metrics = (ex: any) => ex.metrics.map((m: any) => [m.metric, m.value, m.period, m.status]).sort();
    expect(metrics(queuedEx)).toEqual(metrics(directEx));

    // The same large file again: the queue's answer is the earlier filing (200, duplicate_upload).
    const again = await upload(big.token, big.company.id, padded);
    expect(again.status).toBe(202);
    let second = (await readJob(big.token, again.body.job_id)).body;
    while (second.state !== "succeeded" && second.state !== "failed" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      second = (await readJob(big.token, again.body.job_id)).body;
    }
    expect(second).toMatchObject({ state: "succeeded", status: 200, result: { id: queuedId, duplicate_upload: true } });
  });
});
