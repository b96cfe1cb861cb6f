import { describe, expect, it } from "vitest";
import { FRAMEWORK_CODES } from "@/lib/frameworks";
import { detectRegion, recommendFrameworks, type Region } from "@/lib/frameworks/recommend";

const CASES: Array<[string, Region]> = [
  ["Mumbai", "india"],
  ["Bengaluru, Karnataka", "india"],
  ["Gurugram", "india"],
  ["Pune, Maharashtra", "india"],
  ["Chennai, TN", "india"], // Tamil Nadu, not Tennessee
  ["New Delhi", "india"],
  ["  hyderabad  ", "india"],
  ["Jamshedpur, Jharkhand 831001", "india"],
  ["Bharat", "india"],
  ["Indianapolis, Indiana", "usa"], // 'Indiana' is not 'India'
  ["London", "uk"],
  ["Edinburgh, Scotland", "uk"],
  ["Manchester, U.K.", "uk"],
  ["Austin, TX", "usa"],
  ["Portland, OR 97201", "usa"],
  ["San Francisco", "usa"],
  ["New York, USA", "usa"],
  ["Texas", "usa"],
  ["Berlin", "eu"],
  ["Paris, France", "eu"],
  ["Amsterdam, Netherlands", "eu"],
  ["Dublin, Ireland", "eu"],
  ["Singapore", "world"],
  ["Dubai, UAE", "world"],
  ["Tokyo", "world"],
  ["Zurich, Switzerland", "world"],
  ["Lahore, Punjab, Pakistan", "world"], // Punjab alone would read as India
  ["Hyderabad, Sindh, Pakistan", "world"],
  ["Salem, Oregon", "usa"], // not Salem in Tamil Nadu
  ["Delhi, New York", "usa"],
  ["Ludhiana, Punjab", "india"],
  ["Salem, Tamil Nadu", "india"],
  ["", "world"],
  ["   ", "world"],
];

describe("detectRegion", () => {
  it.each(CASES)("%j → %s", (location, region) => {
    expect(detectRegion(location)).toBe(region);
  });

  it("treats null and undefined as no location", () => {
    expect(detectRegion(null)).toBe("world");
    expect(detectRegion(undefined)).toBe("world");
  });
});

describe("recommendFrameworks", () => {
  const primaryOf = (location: string) =>
    recommendFrameworks(location)
      .filter((r) => r.priority === "Primary")
      .map((r) => r.framework);

  it("makes BRSR primary for Indian locations, citing the SEBI mandate", () => {
    for (const location of ["Mumbai", "Bengaluru, Karnataka", "Gurugram"]) {
      const [first] = recommendFrameworks(location);
      expect(first).toMatchObject({ framework: "BRSR", priority: "Primary" });
      expect(first.reason).toMatch(/SEBI/);
      expect(first.reason).toMatch(/listed/);
    }
  });

  it("picks a region's own primary framework elsewhere", () => {
    expect(primaryOf("London")).toEqual(["TCFD"]);
    expect(primaryOf("Austin, TX")).toEqual(["SASB"]);
    expect(primaryOf("Berlin")).toEqual(["GRI"]);
    expect(primaryOf("Singapore")).toEqual(["GRI"]);
    expect(primaryOf("")).toEqual(["GRI"]);
  });

  it("never makes BRSR primary outside India", () => {
    for (const [location, region] of CASES) {
      const brsr = recommendFrameworks(location).find((r) => r.framework === "BRSR");
      expect(brsr?.priority === "Primary", location).toBe(region === "india");
    }
  });

  it.each(CASES)("for %j: every framework once, exactly one Primary, listed first, with a reason", (location) => {
    const list = recommendFrameworks(location);
    expect(list.map((r) => r.framework).sort()).toEqual([...FRAMEWORK_CODES].sort());
    expect(list.filter((r) => r.priority === "Primary")).toHaveLength(1);
    expect(list[0].priority).toBe("Primary");
    for (const r of list) {
      expect(["Primary", "Recommended", "Optional"]).toContain(r.priority);
      expect(r.reason.length).toBeGreaterThan(20);
    }
  });

  it("returns fresh objects so callers cannot alter the rules", () => {
    const first = recommendFrameworks("Mumbai");
    first[0].reason = "changed";
    expect(recommendFrameworks("Mumbai")[0].reason).not.toBe("changed");
  });
});
