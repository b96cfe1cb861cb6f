import { describe, expect, it } from "vitest";
import {
  BRSR_CORE_ATTRIBUTES,
  BRSR_METRIC,
  CATEGORY_IDS,
  FRAMEWORK_CODES,
  PRINCIPLES,
  allFrameworks,
  catalogueResponse,
  findMetric,
  frameworkMetrics,
  getFramework,
  isCategoryId,
  isFrameworkCode,
} from "@/lib/frameworks";

// What a well-formed reference looks like in each framework.
const REFERENCE_PATTERN = {
  GRI: /^GRI \d{1,3}-\d{1,2}$/,
  BRSR: /^BRSR (P[1-9] (Essential|Leadership) \d{1,2}|Section [AB] \d{1,2}|(P[1-9] )?\((voluntary|intensity denominators)[^)]*\))$/,
  TCFD: /^TCFD (Governance|Strategy|Risk Management|Metrics & Targets) \([a-c]\)$/,
  SASB: /^SASB [A-Z]{2}-[A-Z]{2}-(\d{3}a\.\d|000\.[A-Z])$/,
} as const;

describe("framework catalogue", () => {
  it("holds the four frameworks in order, each with the three categories", () => {
    expect(allFrameworks().map((f) => f.code)).toEqual(["GRI", "BRSR", "TCFD", "SASB"]);
    for (const framework of allFrameworks()) {
      expect(framework.name.length).toBeGreaterThan(5);
      expect(framework.description.length).toBeGreaterThan(20);
      expect(framework.categories.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    }
  });

  it.each(FRAMEWORK_CODES)("%s has at least 15 metrics, spread over E, S and G", (code) => {
    const metrics = frameworkMetrics(code);
    expect(metrics.length).toBeGreaterThanOrEqual(15);
    for (const category of CATEGORY_IDS) {
      expect(metrics.filter((m) => m.category === category).length, `${code} ${category}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(FRAMEWORK_CODES)("%s metric names are unique (case-insensitive)", (code) => {
    const names = frameworkMetrics(code).map((m) => m.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(FRAMEWORK_CODES)("%s references are well-formed and units are set for numeric metrics", (code) => {
    for (const metric of frameworkMetrics(code)) {
      expect(metric.reference, metric.name).toMatch(REFERENCE_PATTERN[code]);
      if (metric.numeric) expect(metric.unit.length, metric.name).toBeGreaterThan(0);
    }
  });

  it.each(FRAMEWORK_CODES)("%s quantitative metrics carry report-language synonyms", (code) => {
    // Questionnaire cells are matched by their SEBI row, not by report wording.
    const numeric = frameworkMetrics(code).filter((m) => m.numeric && !m.fromQuestionnaire);
    const withSynonyms = numeric.filter((m) => (m.synonyms ?? []).length > 0);
    // Nearly all: a few SASB percentages have no other wording in reports.
    expect(withSynonyms.length / numeric.length).toBeGreaterThanOrEqual(0.8);
    for (const metric of numeric) {
      for (const synonym of metric.synonyms ?? []) expect(synonym.trim()).not.toBe("");
    }
  });

  it("only BRSR metrics carry a principle or a Core attribute", () => {
    for (const code of FRAMEWORK_CODES.filter((c) => c !== "BRSR")) {
      for (const metric of frameworkMetrics(code)) {
        expect(metric.principle, `${code} ${metric.name}`).toBeUndefined();
        expect(metric.core, `${code} ${metric.name}`).toBeUndefined();
      }
    }
  });
});

describe("BRSR catalogue", () => {
  const brsr = frameworkMetrics("BRSR");

  it("contains every canonical BRSR_METRIC name exactly", () => {
    const names = new Set(brsr.map((m) => m.name));
    const missing = Object.values(BRSR_METRIC).filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it("files the canonical metrics in sensible categories", () => {
    const categoryOf = (name: string) => brsr.find((m) => m.name === name)?.category;
    expect(categoryOf(BRSR_METRIC.scope1)).toBe("environmental");
    expect(categoryOf(BRSR_METRIC.waterConsumption)).toBe("environmental");
    expect(categoryOf(BRSR_METRIC.wasteGenerated)).toBe("environmental");
    expect(categoryOf(BRSR_METRIC.ltifr)).toBe("social");
    expect(categoryOf(BRSR_METRIC.womenWorkforce)).toBe("social");
    expect(categoryOf(BRSR_METRIC.csrSpend)).toBe("social");
    expect(categoryOf(BRSR_METRIC.payableDays)).toBe("governance");
    expect(categoryOf(BRSR_METRIC.boardIndependence)).toBe("governance");
  });

  it("gives every metric an NGRBC principle, matching its reference when it names one", () => {
    for (const metric of brsr) {
      expect(PRINCIPLES, metric.name).toContain(metric.principle);
      const named = /^BRSR (P[1-9]) /.exec(metric.reference)?.[1];
      if (named) expect(metric.principle, metric.name).toBe(named);
    }
  });

  it("puts every environmental metric under P6 or P2", () => {
    for (const metric of brsr.filter((m) => m.category === "environmental")) {
      expect(["P2", "P6"], metric.name).toContain(metric.principle);
    }
  });

  it("covers all nine Core attributes", () => {
    const covered = new Set(brsr.map((m) => m.core).filter(Boolean));
    expect([...covered].sort()).toEqual([...BRSR_CORE_ATTRIBUTES].sort());
  });

  it("marks the Core KPIs named by SEBI", () => {
    const coreOf = (name: string) => brsr.find((m) => m.name === name)?.core;
    expect(coreOf(BRSR_METRIC.scope1)).toBe("ghg");
    expect(coreOf(BRSR_METRIC.scope2)).toBe("ghg");
    expect(coreOf(BRSR_METRIC.scope3)).toBeUndefined(); // a leadership indicator, not Core
    expect(coreOf(BRSR_METRIC.energyTotal)).toBe("energy");
    expect(coreOf(BRSR_METRIC.waterConsumption)).toBe("water");
    expect(coreOf(BRSR_METRIC.ltifr)).toBe("wellbeing");
    expect(coreOf(BRSR_METRIC.femaleWages)).toBe("gender");
    expect(coreOf(BRSR_METRIC.msmeSourcing)).toBe("inclusive");
    expect(coreOf(BRSR_METRIC.payableDays)).toBe("fairness");
    expect(coreOf(BRSR_METRIC.relatedPartyShare)).toBe("openness");
  });

  it("references the July 2023 indicator numbers for the GHG and safety indicators", () => {
    expect(findMetric("BRSR", BRSR_METRIC.scope1)?.reference).toBe("BRSR P6 Essential 7");
    expect(findMetric("BRSR", BRSR_METRIC.energyTotal)?.reference).toBe("BRSR P6 Essential 1");
    expect(findMetric("BRSR", BRSR_METRIC.ltifr)?.reference).toBe("BRSR P3 Essential 11");
    expect(findMetric("BRSR", BRSR_METRIC.scope1)?.unit).toBe("tCO2e");
  });
});

describe("catalogue API", () => {
  it("recognises codes and categories", () => {
    expect(isFrameworkCode("BRSR")).toBe(true);
    expect(isFrameworkCode("brsr")).toBe(false);
    expect(isFrameworkCode("ISO")).toBe(false);
    expect(isCategoryId("social")).toBe(true);
    expect(isCategoryId("economic")).toBe(false);
    expect(getFramework("GRI")?.name).toBe("Global Reporting Initiative");
    expect(getFramework("XYZ")).toBeUndefined();
  });

  it("finds metrics case- and space-insensitively with their place", () => {
    const metric = findMetric("GRI", "  direct (scope 1)   GHG emissions ");
    expect(metric).toMatchObject({ framework: "GRI", category: "environmental", reference: "GRI 305-1" });
    expect(findMetric("GRI", "Not a metric")).toBeUndefined();
    expect(findMetric("NOPE", BRSR_METRIC.scope1)).toBeUndefined();
  });

  it("answers the SPEC map: code → name, description, categories with metric names", () => {
    const map = catalogueResponse();
    expect(Object.keys(map)).toEqual(["GRI", "BRSR", "TCFD", "SASB"]);
    const brsrEnv = map.BRSR.categories[0];
    expect(brsrEnv.id).toBe("environmental");
    expect(brsrEnv.metrics).toContain(BRSR_METRIC.scope1);
    expect(brsrEnv.metric_details.find((d) => d.name === BRSR_METRIC.scope1)).toEqual({
      name: BRSR_METRIC.scope1,
      reference: "BRSR P6 Essential 7",
      unit: "tCO2e",
      numeric: true,
      principle: "P6",
      core: "ghg",
    });
    const total = Object.values(map).reduce((sum, f) => sum + f.categories.reduce((n, c) => n + c.metrics.length, 0), 0);
    expect(total).toBe(FRAMEWORK_CODES.reduce((n, code) => n + frameworkMetrics(code).length, 0));
  });
});

describe("BRSR catalogue and SEBI's questionnaire", () => {
  it("holds every quantitative cell of the questionnaire under its metric name, with the question's reference and unit", async () => {
    const { QUESTIONNAIRE } = await import("@/lib/frameworks/questionnaire");
    const { questionReference } = await import("@/lib/frameworks/questionnaire/reference");
    const mismatches: string[] = [];
    for (const q of QUESTIONNAIRE) {
      for (const item of q.items) {
        // A row table's cells are one per row the company adds, not metrics of the catalogue.
        if (item.kind === "rows") continue;
        const cells = item.kind === "field" ? [item.cell] : item.rows.flatMap((r) => Object.values(r.cells));
        for (const cell of cells) {
          if (cell.kind !== "input" || cell.type !== "number") continue;
          const metric = findMetric("BRSR", cell.metric);
          if (!metric) mismatches.push(`${cell.key}: '${cell.metric}' not in the catalogue`);
          else if (metric.reference !== questionReference(q))
            mismatches.push(`${cell.key}: catalogue says ${metric.reference}, questionnaire ${questionReference(q)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("marks as BRSR Core only SEBI's KPIs: no recycling rates, diversion or hazardous shares", () => {
    for (const name of [
      "Waste recycling rate",
      "Waste diverted from landfill",
      "Hazardous waste share",
      "Water recycling rate",
      "Energy intensity",
      "GHG emission intensity",
    ]) {
      expect(findMetric("BRSR", name)?.core, name).toBeUndefined();
    }
    expect(findMetric("BRSR", "Water recycling rate")?.reference).not.toBe("BRSR P6 Essential 5");
    expect(findMetric("BRSR", "CSR spending")?.reference).not.toBe("BRSR Section A 24");
    expect(findMetric("BRSR", "Board independence")?.reference).not.toBe("BRSR Section B 8");
  });
});
