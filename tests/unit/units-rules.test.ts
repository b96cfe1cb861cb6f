import { activeIn, inBoundary, parsePastedUnits, unitTree, wouldCycle } from "@/lib/units/rules";

const unit = (id: string, parentId: string | null, name = id) => ({ id, parentId, name });

describe("wouldCycle", () => {
  const units = [unit("hq", null), unit("plant", "hq"), unit("shop", "plant"), unit("other", null)];
  it("finds a parent that is the unit itself or below it", () => {
    expect(wouldCycle(units, "plant", "plant")).toBe(true);
    expect(wouldCycle(units, "hq", "shop")).toBe(true);
    expect(wouldCycle(units, "plant", "shop")).toBe(true);
  });
  it("allows a parent elsewhere in the tree, or none", () => {
    expect(wouldCycle(units, "shop", "hq")).toBe(false);
    expect(wouldCycle(units, "plant", "other")).toBe(false);
    expect(wouldCycle(units, "plant", null)).toBe(false);
  });
  it("stops on a loop already stored instead of walking forever", () => {
    expect(wouldCycle([unit("a", "b"), unit("b", "a")], "c", "a")).toBe(true);
  });
});

describe("the year's boundary", () => {
  const base = { inStandalone: true, inConsolidated: true, activeFromFy: null, activeToFy: null };
  it("a subsidiary outside the standalone boundary counts only in the consolidated one", () => {
    const sub = { ...base, inStandalone: false };
    expect(inBoundary(sub, "standalone", "2024-25")).toBe(false);
    expect(inBoundary(sub, "consolidated", "2024-25")).toBe(true);
  });
  it("a unit counts only in the years it is active", () => {
    const u = { ...base, activeFromFy: "2023-24", activeToFy: "2024-25" };
    expect(activeIn(u, "2022-23")).toBe(false);
    expect(activeIn(u, "2023-24")).toBe(true);
    expect(activeIn(u, "2024-25")).toBe(true);
    expect(inBoundary(u, "consolidated", "2025-26")).toBe(false);
  });
});

describe("unitTree", () => {
  it("nests children under parents, each level by name; an orphan is a root", () => {
    const tree = unitTree([unit("p2", "hq", "Zinc Plant"), unit("p1", "hq", "Alloy Plant"), unit("hq", null, "HQ"), unit("o", "missing", "Orphan")]);
    expect(tree.map((n) => n.name)).toEqual(["HQ", "Orphan"]);
    expect(tree[0].children.map((n) => [n.name, n.depth])).toEqual([
      ["Alloy Plant", 1],
      ["Zinc Plant", 1],
    ]);
  });
});

describe("parsePastedUnits", () => {
  it("reads tab- or comma-separated lines, skipping a header and blank lines", () => {
    const { units, errors } = parsePastedUnits(
      "Name\tType\tState\nVizag Works\tPlant\tAndhra Pradesh\n\nPune Office, office, Maharashtra, Pune, Vizag Works\n",
    );
    expect(errors).toEqual([]);
    expect(units).toEqual([
      { name: "Vizag Works", type: "plant", state: "Andhra Pradesh" },
      { name: "Pune Office", type: "office", state: "Maharashtra", district: "Pune", parent: "Vizag Works" },
    ]);
  });
  it("names the line of an unknown type, a missing name and a repeated unit", () => {
    const { units, errors } = parsePastedUnits("A, plant\nB, castle\n, office\na, jv");
    expect(units.map((u) => u.name)).toEqual(["A"]);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4]);
  });
});
