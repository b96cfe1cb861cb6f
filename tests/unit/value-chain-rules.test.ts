import { cellByKey } from "@/lib/frameworks/questionnaire";
import { PARTNER_KPIS, TOTAL_PURCHASES_CELL, TOTAL_SALES_CELL } from "@/lib/value-chain/kpis";
import { attributed, scope, scopeSide, shareErrors, sideOf, sumLedger, topTenCredits, weightedShare, type ScopeInput } from "@/lib/value-chain/rules";

const p = (name: string, amount: number, side: ScopeInput["side"] = "upstream", added = false): ScopeInput => ({ id: name, name, side, amount, added });

describe("value-chain scoping", () => {
  it("flags partners at 2 % or more and chooses the fewest, largest first, covering 75 %", () => {
    const s = scopeSide("upstream", 1000, [p("Small", 19.9), p("Big", 500), p("Mid", 200), p("Third", 60), p("Edge", 20)]);
    expect(s.partners.map((x) => [x.name, x.share, x.valueChain, x.chosen])).toEqual([
      ["Big", 50, true, true],
      ["Mid", 20, true, true],
      ["Third", 6, true, true],
      ["Edge", 2, true, false],
      ["Small", 1.99, false, false],
    ]);
    expect(s.coverage).toBe(76);
    expect(s.meetsCoverage).toBe(true);
    expect(s.partners.map((x) => x.cumulative)).toEqual([50, 70, 76, 78, 79.99]);
  });

  it("a partner exactly at 75 % stops the cut; ties in value go by name, so the choice is stable", () => {
    expect(scopeSide("upstream", 100, [p("Only", 75), p("Next", 10)]).partners.map((x) => x.chosen)).toEqual([true, false]);
    const tied = scopeSide("upstream", 100, [p("Zeta", 37.5), p("Alpha", 37.5), p("Beta", 37.5 - 12.5)]);
    expect(tied.partners.map((x) => [x.name, x.chosen])).toEqual([
      ["Alpha", true],
      ["Zeta", true],
      ["Beta", false],
    ]);
  });

  it("when the 2 % partners do not reach 75 %, all of them are chosen and the coverage says so; added partners join", () => {
    const many = Array.from({ length: 60 }, (_, i) => p(`P${String(i).padStart(2, "0")}`, 1.5));
    const s = scopeSide("upstream", 100, [p("A", 30), p("B", 5), ...many]);
    expect(s.chosenCount).toBe(2);
    expect(s.coverage).toBe(35);
    expect(s.meetsCoverage).toBe(false);
    const withAdded = scopeSide("upstream", 100, [p("A", 30), p("B", 5), p("C", 1.5, "upstream", true)]);
    expect(withAdded.partners.find((x) => x.name === "C")).toMatchObject({ valueChain: false, chosen: true });
    expect(withAdded.coverage).toBe(36.5);
  });

  it("a side with no partners, or no total, has no coverage and chooses nobody", () => {
    const both = scope([p("A", 10)], { purchases: null, sales: 100 });
    expect(both.downstream).toMatchObject({ partners: [], chosenCount: 0, coverage: 0, meetsCoverage: false });
    expect(both.upstream.partners[0]).toMatchObject({ share: null, valueChain: false, chosen: false });
    expect(both.upstream.coverage).toBeNull();
  });

  it("a share above 100 % is an error naming the partner", () => {
    expect(shareErrors([p("Giant", 101), p("Fine", 100)], { purchases: 100, sales: null })).toEqual([
      { partner: "Giant", detail: expect.stringMatching(/^Giant: .*above 100 %/) },
    ]);
    expect(shareErrors([p("Any", 1e12, "downstream")], { purchases: 1, sales: null })).toEqual([]);
  });
});

describe("attribution and aggregation", () => {
  it("attributes a partner's total by the share of the company's business", () => {
    expect(attributed(12_000, 25)).toBe(3000);
    expect(attributed(0, 50)).toBe(0);
    expect(() => attributed(100, 120)).toThrow(/between 0 and 100/);
    expect(() => attributed(-1, 10)).toThrow();
  });
  it("weighs % figures by value of business", () => {
    expect(
      weightedShare([
        { value: 20, weight: 60 },
        { value: 40, weight: 20 },
      ]),
    ).toBe(25);
    expect(weightedShare([])).toBeNull();
  });
  it("green credits of the top ten by value, from those that answered", () => {
    const partners = Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, amount: 100 - i, credits: i === 11 ? 1000 : i % 2 ? 1 : null }));
    expect(topTenCredits(partners)).toEqual({ value: 5, answered: 5, ranked: 10 });
    expect(topTenCredits([{ name: "A", amount: 1, credits: null }]).value).toBeNull();
  });
  it("sums a ledger per partner and side; a row without a side is an error naming it", () => {
    const { partners, errors } = sumLedger([
      { name: "Ore Co", side: "purchase", value: 10 },
      { name: "ore co ", side: "Supplier", value: 5 },
      { name: "Ore Co", side: "sale", value: 7 },
      { name: "Nowhere", side: "", value: 1 },
    ]);
    expect(partners).toEqual([
      { name: "Ore Co", side: "upstream", amount: 15 },
      { name: "Ore Co", side: "downstream", amount: 7 },
    ]);
    expect(errors).toEqual(["rows.3: Nowhere has no side (upstream or downstream)"]);
    expect(sideOf("Customer")).toBe("downstream");
  });
  it("asks partners only input cells of the questionnaire; the totals are input cells in ₹", () => {
    for (const k of PARTNER_KPIS) expect(cellByKey(k.key)?.kind, k.key).toBe("input");
    for (const k of [TOTAL_PURCHASES_CELL, TOTAL_SALES_CELL]) expect(cellByKey(k)).toMatchObject({ kind: "input", unit: "₹" });
  });
});
