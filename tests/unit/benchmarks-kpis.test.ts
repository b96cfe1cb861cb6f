import { benchmark, KPIS, peerFigures, quantile, total } from "@/lib/benchmarks/kpis";
import { benchmarksCsv } from "@/lib/benchmarks/csv";
import { DEMO_PEERS } from "@/lib/benchmarks/demo-peers";

const kpi = (id: string) => KPIS.find((k) => k.id === id)!;

describe("benchmark statistics", () => {
  it("quartiles interpolate between order statistics", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it("recomputes intensities from numerators and revenue rather than the filed intensity", () => {
    const f = { "INT-REVENUE": 1e9, "P6-E1-A": 100, "P6-E1-D": 900, "P6-E1-INT-RUPEE": 42 };
    expect(kpi("energy_per_rupee").value(f)).toBeCloseTo((1000 / 1e9) * 1e7, 12);
    // Without revenue, the filed intensity is what there is.
    expect(kpi("energy_per_rupee").value({ "P6-E1-INT-RUPEE": 2e-5 })).toBeCloseTo(200, 9);
    expect(total(f, "P6-E1-TOTAL")).toBe(1000);
  });

  it("counts peers without the figure, flags beyond 10× the median, ranks by the KPI's direction", () => {
    const peers = [10, 12, 14, 16, 500].map((v, i) => ({ id: String(i), name: `P${i}`, figures: { "P3-E11-LTIFR-employees": v } }));
    peers.push({ id: "none", name: "No figure", figures: {} as never });
    const b = benchmark(kpi("ltifr_employees"), { "P3-E11-LTIFR-employees": 11 }, peers);
    expect([b.peers, b.missing, b.median, b.min, b.max]).toEqual([5, 1, 14, 10, 500]);
    expect(b.points.filter((p) => p.outlier).map((p) => p.name)).toEqual(["P4"]);
    expect([b.rank, b.of]).toEqual([2, 6]);
    const share = benchmark(kpi("female_wage_share"), { "P5-E3b": 11 }, [{ id: "a", name: "A", figures: { "P5-E3b": 20 } }]);
    expect(share.rank).toBe(2);
  });

  it("a peer record keeps totals from their parts", () => {
    const f = peerFigures(
      new Map([
        ["P6-E9-A", 1],
        ["P6-E9-H", 9],
        ["P6-E7-S1", 5],
        ["P6-E7-S2", 7],
        ["X", 3],
      ]),
    );
    expect(f).toEqual({ "P6-E7-S1": 5, "P6-E7-S2": 7, "P6-E9-TOTAL": 10, "P6-E7-S12": 12 });
  });

  it("the demo's synthetic peer with revenue in crore stands out as an outlier", () => {
    const b = benchmark(
      kpi("energy_per_rupee"),
      null,
      DEMO_PEERS.map((p, i) => ({ id: String(i), name: p.name, figures: p.figures })),
    );
    expect(b.points.filter((p) => p.outlier).map((p) => p.name)).toEqual(["Malwa Steel Castings Ltd (synthetic)"]);
  });

  it("writes CSV with plain numbers and quoted text", () => {
    const csv = benchmarksCsv("FY 2024-25", [
      {
        label: 'Energy, "total"',
        unit: "GJ per ₹ crore",
        company: 666.6666666,
        peers: 5,
        missing: 0,
        median: 720,
        q1: 700,
        q3: 800,
        min: 650,
        max: 4e9,
        rank: 2,
        of: 6,
      },
    ]);
    expect(csv.split("\n")[1]).toBe('"Energy, ""total""",GJ per ₹ crore,FY 2024-25,666.66667,5,0,720,700,800,650,4000000000,2,6');
  });
});
