import { GET as catalogue } from "@/app/api/frameworks/route";
import { GET as recommend } from "@/app/api/frameworks/recommend/route";
import { BRSR_METRIC, frameworkMetrics } from "@/lib/frameworks";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

describe("GET /api/frameworks", () => {
  it("answers the catalogue map keyed by code, to anyone", async () => {
    const res = await call(catalogue as never, { path: "/api/frameworks" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["GRI", "BRSR", "TCFD", "SASB"]);
    expect(res.body.BRSR.name).toBe("Business Responsibility and Sustainability Report");
    expect(res.body.GRI.categories.map((c: { id: string }) => c.id)).toEqual(["environmental", "social", "governance"]);
    const brsrMetrics = res.body.BRSR.categories.flatMap((c: { metrics: string[] }) => c.metrics);
    expect(brsrMetrics).toHaveLength(frameworkMetrics("BRSR").length);
    expect(brsrMetrics).toContain(BRSR_METRIC.ltifr);
    const social = res.body.BRSR.categories.find((c: { id: string }) => c.id === "social");
    expect(social.metric_details.find((d: { name: string }) => d.name === BRSR_METRIC.ltifr)).toEqual({
      name: BRSR_METRIC.ltifr,
      reference: "BRSR P3 Essential 11",
      unit: "per million person-hours",
      numeric: true,
      principle: "P3",
      core: "wellbeing",
    });
  });

  it("answers the same to a logged-in user", async () => {
    const { token } = await createUser();
    const anon = await call(catalogue as never);
    const authed = await call(catalogue as never, { token });
    expect(authed.body).toEqual(anon.body);
  });
});

describe("GET /api/frameworks/recommend", () => {
  const ask = (location?: string) =>
    call(recommend as never, {
      path: location === undefined ? "/api/frameworks/recommend" : `/api/frameworks/recommend?location=${encodeURIComponent(location)}`,
    });

  it("puts BRSR first as Primary for an Indian city, with the SEBI reason", async () => {
    const res = await ask("Bengaluru, Karnataka");
    expect(res.status).toBe(200);
    expect(res.body.recommendations[0]).toMatchObject({ framework: "BRSR", priority: "Primary" });
    expect(res.body.recommendations[0].reason).toContain("SEBI");
    expect(res.body.recommendations).toHaveLength(4);
  });

  it.each([
    ["London", "TCFD"],
    ["Austin, TX", "SASB"],
    ["Singapore", "GRI"],
    ["", "GRI"],
  ])("recommends %j with %s as Primary", async (location, primary) => {
    const res = await ask(location);
    expect(res.body.recommendations.filter((r: { priority: string }) => r.priority === "Primary").map((r: { framework: string }) => r.framework)).toEqual([
      primary,
    ]);
  });

  it("treats a missing location as no location", async () => {
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.body.recommendations[0]).toMatchObject({ framework: "GRI", priority: "Primary" });
  });

  it("refuses an absurdly long location with 422", async () => {
    const res = await ask("x".repeat(301));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "location: Location is too long (300 characters at most)" });
  });
});
