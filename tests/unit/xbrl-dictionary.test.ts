import { describe, expect, it } from "vitest";
import { allCells, ROW_TABLES } from "@/lib/frameworks/questionnaire";
import { ROW_TABLE_XBRL } from "@/lib/xbrl/rows";
import { AXES, ELEMENTS, dictionaryCounts, elementDef } from "@/lib/xbrl/dictionary";
import { UNFILED_CELLS, cellElement, cellElements, cellForFact, elementIn } from "@/lib/xbrl/cells";
import { TAXONOMY_VERSIONS, versionWithin } from "@/lib/xbrl/versions";

describe("the element dictionary", () => {
  it("names each element once, with a source, and says whether a taxonomy file or dump shows it", () => {
    const names = ELEMENTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const e of ELEMENTS) {
      expect(e.source, e.name).toMatch(/^(X21|XD|B: .+)/);
      expect(e.verified, e.name).toBe(!e.source.startsWith("B:"));
      if (e.replacedBy) expect(elementDef(e.replacedBy), `${e.name} → ${e.replacedBy}`).toBeDefined();
      if (e.type === "enumeration") expect(e.enumeration?.length, e.name).toBeGreaterThan(0);
    }
    const counts = dictionaryCounts();
    expect(counts.verified + counts.believed).toBe(ELEMENTS.length);
    expect(counts.verified).toBeGreaterThan(counts.believed);
  });

  it("has an element for every questionnaire cell SEBI's XBRL covers, in each year's taxonomy", () => {
    // A cell the questionnaire records an element for is covered by SEBI's XBRL.
    const covered = allCells().filter((c) => c.xbrl && !UNFILED_CELLS[c.key]);
    expect(covered.length).toBeGreaterThan(300);
    const missing: string[] = [];
    for (const cell of covered) {
      const ce = cellElement(cell.key);
      if (!ce) {
        missing.push(`${cell.key}: no element`);
        continue;
      }
      for (const v of ["2024-04-30", "2025-05-31", "2026-02-28"] as const) {
        const def = elementDef(ce.element)!;
        // An element SEBI added later (green credits, 2025) is not covered by an older taxonomy.
        if (!versionWithin(v, def.since)) continue;
        if (!elementIn(ce.element, v)) missing.push(`${cell.key}: ${ce.element} not in ${v}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("files every row table's columns under its axis, one context per row", () => {
    const unfiled: string[] = [];
    for (const table of ROW_TABLES) {
      const xbrl = ROW_TABLE_XBRL[table.id];
      expect(xbrl, table.id).toBeDefined();
      const blockIds = table.rows[0].block?.rows.flatMap((r) => Object.values(r.cells).map((c) => c.key.split("-R1-")[1])) ?? [];
      for (const column of Object.keys(xbrl.columns)) expect([...table.columns.map((c) => c.id), ...blockIds], `${table.id} ${column}`).toContain(column);
      for (const c of table.columns) if (!xbrl.columns[c.id]) unfiled.push(`${table.id}-${c.id}`);
      const first = cellElement(`${table.id}-R1-${Object.keys(xbrl.columns)[0]}`);
      const last = cellElement(`${table.id}-R${table.maxRows}-${Object.keys(xbrl.columns)[0]}`);
      expect(first?.dims[0].axis).toBe(xbrl.axis);
      expect(first?.dims).not.toEqual(last?.dims);
    }
    // A free-text intensity has no numeric element to go in.
    expect(unfiled).toEqual(["P6-L1-INT_OPTIONAL"]);
    expect(cellElement("A-26-R3-RISK")).toEqual({
      key: "A-26-R3-RISK",
      element: "IndicateWhetherRiskOrOpportunity",
      dims: [
        { axis: "EntitysMaterialResponsibleBusinessConductIssuesAxis", typed: { domain: "EntitysMaterialResponsibleBusinessConductIssuesDomain", value: "3" } },
      ],
    });
    expect(cellElement("P7-E1b-R10-NAME")?.dims).toEqual([
      { axis: "TopTenIndustryChambersOrAssociationsAxis", member: "IndustryChambersOrAssociations10Member" },
    ]);
  });

  it("knows every element a cell is filed under, and every axis and member it uses", () => {
    for (const ce of cellElements()) {
      expect(elementDef(ce.element), ce.key).toBeDefined();
      for (const d of ce.dims) {
        const axis = AXES.find((a) => a.name === d.axis);
        expect(axis, `${ce.key}: ${d.axis}`).toBeDefined();
        if ("member" in d) expect(axis?.members, `${ce.key}: ${d.member}`).toContain(d.member);
        else expect(axis?.typedDomain).toBe(d.typed.domain);
      }
    }
  });

  it("is usable both ways: a fact's element and members lead back to its one cell", () => {
    const seen = new Set<string>();
    for (const ce of cellElements()) {
      expect(cellForFact(ce.element, ce.dims), ce.key).toBe(ce.key);
      const sig = `${ce.element}|${JSON.stringify(ce.dims)}`;
      expect(seen.has(sig), `${ce.key} shares its element and members with another cell`).toBe(false);
      seen.add(sig);
    }
    // A legacy name reads as the cell its successor fills.
    expect(cellForFact("TotalEnergyConsumption", [])).toBe("P6-E1-TOTAL");
  });

  it("spells names as the taxonomy does, its inconsistencies included", () => {
    for (const d of ["ToSurfaceWater", "ToGroundwater", "ToSeawater"]) expect(elementDef(`WaterDischarge${d}WithOutTreatment`), d).toBeDefined();
    for (const d of ["BySentToThirdParties", "ToOthers"]) expect(elementDef(`WaterDischarge${d}WithoutTreatment`), d).toBeDefined();
    expect(elementDef("WaterDischargeToSurfaceWaterWithoutTreatment")).toBeUndefined();
    expect(elementDef("TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnoverAdjustedForPurchasingPowerParity")).toBeDefined();
    expect(elementDef("TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity")).toBeUndefined();
    for (const q of ["Energy", "Water", "Waste"]) expect(elementDef(`${q}IntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity`), q).toBeDefined();
    expect(elementDef("WasteIntensityTheRelevantMetricMayBeSelectedByTheEntityPerArea")?.note).toMatch(/Water intensity/);
    expect(cellElement("P6-E4-i-NONE")?.element ?? cellElements().find((c) => c.element.endsWith("SurfaceWaterWithOutTreatment"))?.element).toBe(
      "WaterDischargeToSurfaceWaterWithOutTreatment",
    );
  });

  it("files legacy names in the taxonomies that had them", () => {
    expect(elementIn("TotalEnergyConsumedFromRenewableAndNonRenewableSources", "2021-09-30")?.name).toBe("TotalEnergyConsumption");
    expect(elementIn("TotalEnergyConsumedFromRenewableAndNonRenewableSources", "2025-05-31")?.name).toBe(
      "TotalEnergyConsumedFromRenewableAndNonRenewableSources",
    );
    expect(elementIn("TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover", "2021-09-30")?.name).toBe("TotalScope1AndScope2EmissionsPerRupeeOfTurnover");
    expect(elementIn("NOx", "2021-09-30")?.name).toBe("Nox");
    expect(elementIn("DateOfIncorporation", "2021-09-30")?.name).toBe("YearOfIncorporation");
    expect(elementIn("NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheListedEntity", "2024-04-30")).toBeUndefined();
    expect(elementIn("NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheListedEntity", "2025-05-31")).toBeDefined();
    for (const v of TAXONOMY_VERSIONS) expect(elementIn("Turnover", v)?.name).toBe("Turnover");
  });
});
