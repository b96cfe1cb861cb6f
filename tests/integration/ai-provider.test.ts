import { eq } from "drizzle-orm";
import { POST as INSIGHT } from "@/app/api/ai-insights/route";
import { POST as EXTRACT } from "@/app/api/extract-pdf/[companyId]/route";
import { getDb } from "@/db/client";
import { aiInsights, esgDataEntries, pdfExtractions } from "@/db/schema";
import { AI_PROVIDER_FAILED } from "@/lib/ai/provider";
import { createEntry } from "@/lib/esg-data/service";
import { BRSR_METRIC as M } from "@/lib/frameworks";
import { startFakeOpenAI, promptOf, type FakeOpenAI } from "../helpers/fake-openai";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { makePdf } from "../helpers/make-pdf";

// The real @ai-sdk/openai client, pointed at an OpenAI-compatible server on loopback.
let fake: FakeOpenAI;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_API_KEY = "sk-test-fake";
  process.env.AI_MODEL = "fake-gpt-test";
  process.env.AI_TIMEOUT_MS = "3000";
  fake.requests.length = 0;
});
afterEach(() => {
  for (const key of ["OPENAI_BASE_URL", "OPENAI_API_KEY", "AI_MODEL", "AI_TIMEOUT_MS"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { name: "Konkan Foods Pvt Ltd", frameworks: ["BRSR"] });
  await createEntry({
    companyId: company.id,
    actorId: owner.user.id,
    data: { framework: "BRSR", category: "environmental", metric: M.scope1, value: "15,200", unit: "tCO2e", period: "FY 2023-24" },
  });
  return { owner, company };
}

const insight = (token: string, companyId: string) =>
  call(INSIGHT, { method: "POST", path: "/api/ai-insights", token, body: { company_id: companyId, framework: "BRSR", category: null } });

async function upload(token: string, companyId: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), "report.pdf");
  return call(EXTRACT, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId } });
}

async function count(table: typeof aiInsights | typeof pdfExtractions | typeof esgDataEntries, companyId: string) {
  const db = await getDb();
  return (await db.select().from(table).where(eq(table.companyId, companyId))).length;
}

describe("insights through an OpenAI-compatible model", () => {
  it("sends the facts over chat completions and stores the model's answer with its name", async () => {
    const { owner, company } = await setup();
    fake.respond(() => ({
      content: JSON.stringify({
        insights: "Konkan Foods reports Scope 1 emissions of 15,200 tCO2e for FY 2023-24 and little else.",
        recommendations: ['Record "Scope 2 emissions" for FY 2023-24.', 'Record "Total water consumption".'],
      }),
    }));
    const res = await insight(owner.token, company.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      company_id: company.id,
      framework: "BRSR",
      category: null,
      engine: "fake-gpt-test",
      insights: "Konkan Foods reports Scope 1 emissions of 15,200 tCO2e for FY 2023-24 and little else.",
      recommendations: ['Record "Scope 2 emissions" for FY 2023-24.', 'Record "Total water consumption".'],
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.model).toBe("fake-gpt-test");
    expect(request.authorization).toBe("Bearer sk-test-fake");
    // The prompt carries the same facts the offline engine reads.
    const prompt = promptOf(request);
    expect(prompt).toContain("Konkan Foods Pvt Ltd");
    expect(prompt).toContain('"reported":["Scope 1 emissions"]');
    expect(prompt).toContain("Scope 2 emissions");
  });

  it.each([
    ["malformed JSON", () => ({ content: '{"insights": "half an answer", "recommendations": [' })],
    ["JSON of the wrong shape", () => ({ content: JSON.stringify({ summary: "no insights field" }) })],
    ["an HTTP 500", () => ({ status: 500 })],
    ["a 401 from the provider", () => ({ status: 401, message: "Incorrect API key provided" })],
  ])("turns %s into a clean 502 and saves nothing", async (_label, reply) => {
    const { owner, company } = await setup();
    fake.respond(reply as never);
    const res = await insight(owner.token, company.id);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: AI_PROVIDER_FAILED });
    expect(await count(aiInsights, company.id)).toBe(0);
  });

  it("gives up after the timeout with a 502", async () => {
    const { owner, company } = await setup();
    process.env.AI_TIMEOUT_MS = "300";
    fake.respond(() => ({ content: JSON.stringify({ insights: "too late to matter at all", recommendations: ["x y z w"] }), delayMs: 2000 }));
    const res = await insight(owner.token, company.id);
    // The model would answer well after 2 s; a 502 (not the 200 it would give) is the timeout firing.
    expect(res.status).toBe(502);
    expect(await count(aiInsights, company.id)).toBe(0);
  });
});

describe("PDF extraction through an OpenAI-compatible model", () => {
  const pages = [
    [
      "Environment",
      "Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e.",
      "Water withdrawal (kL) 4,25,300",
      "Total energy consumed was 2,145,600 GJ in FY 2023-24.",
    ],
    ["People", "LTIFR was 0.42 per million person-hours worked in FY 2023-24."],
  ];

  it("works page by page and keeps only values printed in the quoted sentence", async () => {
    const { owner, company } = await setup();
    fake.respond((request) => {
      const prompt = promptOf(request);
      if (prompt.includes("Page 1 of the report")) {
        return {
          content: JSON.stringify({
            metrics: [
              {
                metric: "Scope 1 emissions",
                category: "environmental",
                value: "1,52,000",
                unit: "tCO2e",
                period: "FY 2023-24",
                source_sentence: "Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e.",
              },
              // Invented: the value is not in the sentence quoted.
              {
                metric: "Scope 2 emissions",
                category: "environmental",
                value: "98,450",
                unit: "tCO2e",
                period: "FY 2023-24",
                source_sentence: "Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e.",
              },
              // Invented: the sentence is not on the page.
              {
                metric: "Total water consumption",
                category: "environmental",
                value: "3,12,800",
                unit: "kL",
                period: "FY 2023-24",
                source_sentence: "Water consumption was 3,12,800 kL.",
              },
              // Western grouping, as printed: kept.
              {
                metric: "Total energy consumed",
                category: "environmental",
                value: "2,145,600",
                unit: "GJ",
                period: "FY 2023-24",
                source_sentence: "Total energy consumed was 2,145,600 GJ in FY 2023-24.",
              },
              // Only a piece of that figure: not a number the sentence prints.
              {
                metric: "Energy from renewable sources",
                category: "environmental",
                value: "600",
                unit: "GJ",
                period: "FY 2023-24",
                source_sentence: "Total energy consumed was 2,145,600 GJ in FY 2023-24.",
              },
            ],
          }),
        };
      }
      return {
        content: JSON.stringify({
          metrics: [
            {
              metric: "LTIFR",
              category: "social",
              value: "0.42",
              unit: "per million person-hours worked",
              period: "FY 2023-24",
              source_sentence: "LTIFR was 0.42 per million person-hours worked in FY 2023-24.",
            },
          ],
        }),
      };
    });
    const res = await upload(owner.token, company.id, await makePdf(pages));
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(2);
    expect(res.body.engine).toBe("fake-gpt-test");
    expect(res.body.metrics.map((m: { metric: string; value: string; page: number }) => [m.metric, m.value, m.page])).toEqual([
      [M.scope1, "1,52,000", 1],
      [M.energyTotal, "2,145,600", 1],
      [M.ltifr, "0.42", 2],
    ]);
    expect(res.body.metrics[0].notes).toBe('Extracted from report.pdf, page 1: "Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e."');
    expect(res.body.metrics[0]).toMatchObject({ status: "proposed", page: 1, quote: "Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e." });
    // Scope 1 for FY 2023-24 was already typed (15,200): the proposal names the figure held.
    expect(res.body.metrics[0].conflict).toMatchObject({ entry_id: expect.any(String), value: "15,200", unit: "tCO2e" });
    expect(res.body.metrics[1].conflict).toBeNull();
    // Proposals only (decisions D21): nothing is saved until accepted.
    expect(await count(esgDataEntries, company.id)).toBe(1);
  });

  it("stops asking the provider once a page has failed", async () => {
    const { owner, company } = await setup();
    // Page 1 fails at once; the others would answer, a little later.
    fake.respond((request) =>
      promptOf(request).includes("Page 1 of the report")
        ? { status: 401, message: "Incorrect API key provided" }
        : { content: JSON.stringify({ metrics: [] }), delayMs: 50 },
    );
    const many = Array.from({ length: 8 }, (_, i) => [`Page ${i + 1}`, `Scope 1 emissions for FY 2023-24 were ${i + 1},000 tCO2e.`]);
    const res = await upload(owner.token, company.id, await makePdf(many));
    expect(res.status).toBe(502);
    // Give a worker that kept going the time to send more.
    await new Promise((r) => setTimeout(r, 300));
    // The first failure, and at most the page the other worker had already sent.
    expect(fake.requests.length).toBeLessThanOrEqual(2);
  });

  it("a provider failure is a 502 and leaves no extraction and no entries", async () => {
    const { owner, company } = await setup();
    fake.respond(() => ({ status: 500 }));
    const res = await upload(owner.token, company.id, await makePdf(pages));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: AI_PROVIDER_FAILED });
    expect(await count(pdfExtractions, company.id)).toBe(0);
    expect(await count(esgDataEntries, company.id)).toBe(1);
  });
});
