import { handInstance, type HandFact } from "../helpers/filed-instance";
import { FilingInputError, MAX_XBRL_BYTES, parseFiledInstance } from "@/lib/filings/xbrl-parse";
import { proposable, readFiling, type FilingReading } from "@/lib/filings/xbrl-read";

const enc = (s: string) => new TextEncoder().encode(s);

function read(version: string, facts: HandFact[], opts: { namespace?: string; cyEnd?: string } = {}): FilingReading {
  const r = readFiling(parseFiledInstance(enc(handInstance({ version, facts, ...opts }))));
  if ("error" in r) throw new Error(r.error);
  return r;
}
const at = (r: FilingReading, key: string, column: "cy" | "py" = "cy") => r.mapped.find((m) => m.key === key && m.column === column);

describe("taxonomy versions by namespace", () => {
  it.each(["2021-09-30", "2023-06-30", "2024-04-30", "2025-05-31", "2026-02-28"])("reads %s", (v) => {
    const r = read(v, [{ el: "TotalScope1Emissions", unit: v < "2024" ? "pure" : "tCO2e", value: "1200" }]);
    expect(r.taxonomy).toBe(v);
    expect(at(r, "P6-E7-S1")?.value).toBe("1200");
  });
  it("reads a date between versions as the one before it, and says so", () => {
    const r = read("2024-05-31", [{ el: "TotalScope1Emissions", unit: "tCO2e", value: "10" }]);
    expect(r.taxonomy).toBe("2024-04-30");
    expect(r.warnings.map((w) => w.message).join()).toContain("2024-05-31");
  });
  it("refuses an instance without SEBI's namespace", () => {
    const xml = handInstance({ version: "2025-05-31", namespace: "http://example.com/other", facts: [{ el: "Foo", value: "1" }] }).replace(
      /in-capmkt-ent-2025-05-31\.xsd/,
      "other.xsd",
    );
    const r = readFiling(parseFiledInstance(enc(xml)));
    expect("error" in r && r.error).toMatch(/not a BRSR filing/);
  });
});

describe("legacy names of the 2021 and 2023 taxonomies", () => {
  it("TotalEnergyConsumption is today's total, proposed as the given total when no part is filed", () => {
    const r = read("2021-09-30", [{ el: "TotalEnergyConsumption", unit: "pure", value: "5000" }]);
    const m = at(r, "P6-E1-TOTAL")!;
    expect(m.value).toBe("5000");
    expect(proposable(r.mapped).propose.map((p) => p.key)).toContain("P6-E1-TOTAL");
  });
  it("a filed total beside its parts is not proposed (the questionnaire adds the parts)", () => {
    const r = read("2025-05-31", [
      { el: "TotalElectricityConsumptionFromRenewableSources", unit: "GJ", value: "10" },
      { el: "TotalEnergyConsumedFromRenewableSources", unit: "GJ", value: "10" },
    ]);
    const { propose, computed } = proposable(r.mapped);
    expect(propose.map((p) => p.key)).toEqual(["P6-E1-A"]);
    expect(computed.map((p) => p.key)).toEqual(["P6-E1-ABC"]);
  });
  it("…PerRupeeOfTurnover (legacy Scope 1+2 intensity) maps to today's intensity cell, which is computed", () => {
    const r = read("2021-09-30", [{ el: "TotalScope1AndScope2EmissionsPerRupeeOfTurnover", unit: "pure", value: "0.0000021" }]);
    expect(at(r, "P6-E7-INT-RUPEE")?.computed).toBe(true);
  });
  it("Nox and Sox strings are read as numbers with their unit", () => {
    const r = read("2021-09-30", [
      { el: "Nox", value: "1,250.5 MT" },
      { el: "Sox", value: "800 kg" },
    ]);
    expect(at(r, "P6-E6-NOX")?.value).toBe("1250.5");
    expect(at(r, "P6-E6-SOX")?.value).toBe("0.8");
  });
  it("YearOfIncorporation is an Entity Profile fact, not a cell", () => {
    const r = read("2021-09-30", [{ el: "YearOfIncorporation", value: "1996" }]);
    expect(r.profile.YearOfIncorporation).toBe("1996");
    expect(r.unmapped).toEqual([]);
  });
  it("pure quantities take their unit from the UnitOf… companion", () => {
    const r = read("2023-06-30", [
      { el: "TotalScope1Emissions", unit: "pure", value: "2500000" },
      { el: "UnitOfTotalScope1Emissions", value: "Kg of CO2 equivalent" },
      { el: "TotalScope2Emissions", unit: "pure", value: "300" },
      { el: "UnitOfTotalScope2Emissions", value: "Metric tonnes of CO2 equivalent" },
    ]);
    expect(at(r, "P6-E7-S1")?.value).toBe("2500");
    expect(at(r, "P6-E7-S1")?.conversion).toContain("kgCO2e");
    expect(at(r, "P6-E7-S2")?.value).toBe("300");
  });
});

describe("units", () => {
  it.each([
    ["J", "5000000000000", "5000"],
    ["MJ", "5000000", "5000"],
    ["GJ", "5000", "5000"],
    ["TJ", "5", "5000"],
  ])("energy in %s to GJ", (unit, value, gj) => {
    const r = read("2025-05-31", [{ el: "TotalElectricityConsumptionFromRenewableSources", unit, value }]);
    expect(at(r, "P6-E1-A")?.value).toBe(gj);
  });
  it("MtCO2e is read as tonnes with a caution", () => {
    const r = read("2025-05-31", [{ el: "TotalScope1Emissions", unit: "MtCO2e", value: "120000" }]);
    expect(at(r, "P6-E7-S1")?.value).toBe("120000");
    expect(at(r, "P6-E7-S1")?.caution).toMatch(/metric tonnes/);
  });
  it("MtCO2e whose magnitude beside the energy says megatonnes is warned about", () => {
    const r = read("2025-05-31", [
      { el: "TotalFuelConsumptionFromNonRenewableSources", unit: "GJ", value: "600000000" },
      { el: "TotalScope1Emissions", unit: "MtCO2e", value: "31.2" },
    ]);
    expect(at(r, "P6-E7-S1")?.caution).toMatch(/megatonnes/);
    expect(r.warnings.some((w) => /megatonnes/.test(w.message))).toBe(true);
  });
  it("percentages filed as fractions become percentages; one over 1 is taken as typed, with a caution", () => {
    const r = read("2025-05-31", [
      { el: "PercentageOfGrossWagesPaidToFemaleToTotalWagesPaid", unit: "pure", value: "0.2036" },
      { el: "PercentageOfGrossWagesPaidToFemaleToTotalWagesPaid", year: "py", unit: "pure", value: "18.5" },
    ]);
    expect(at(r, "P5-E3b")?.value).toBe("20.36");
    expect(at(r, "P5-E3b", "py")?.value).toBe("18.5");
    expect(at(r, "P5-E3b", "py")?.caution).toMatch(/above 1/);
  });
  it("revenue below ₹1 crore is flagged as a scale error", () => {
    const r = read("2025-05-31", [{ el: "RevenueFromOperations", unit: "INR", value: "4520.5" }]);
    expect(at(r, "INT-REVENUE")?.caution).toMatch(/crore/);
    expect(r.warnings.some((w) => w.element === "RevenueFromOperations")).toBe(true);
  });
});

describe("years, members and what is left out", () => {
  it("dimension members pick the row, contexts the year", () => {
    const dims = { EmployeesAndWorkersAxis: "PermanentEmployeesMember", GenderAxis: "FemaleMember" };
    const r = read("2025-05-31", [
      { el: "NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", unit: "pure", dims, value: "410" },
      { el: "NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", year: "py", unit: "pure", dims, value: "380" },
      { el: "NumberOfFatalities", unit: "pure", dims: { EmployeesAndWorkersAxis: "WorkersMember" }, value: "0" },
    ]);
    expect(r.years.cy.label).toBe("FY 2024-25");
    expect(at(r, "A-20a-1-female")?.value).toBe("410");
    expect(at(r, "A-20a-1-female", "py")?.value).toBe("380");
    expect(at(r, "P3-E11-FATALITIES-workers")?.value).toBe("0");
  });
  it("lists elements no cell takes, by name, and leaves older years out with a warning", () => {
    const r = read("2025-05-31", [
      { el: "NameOfListedEntity", value: "Invented name" },
      { el: "TotalScope1Emissions", year: "py2", unit: "tCO2e", value: "9" },
    ]);
    expect(r.unmapped.map((u) => u.element)).toEqual(["NameOfListedEntity"]);
    expect(r.mapped).toEqual([]);
    expect(r.warnings.some((w) => /before FY 2023-24/.test(w.message))).toBe(true);
  });
  it("reads the CIN from the entity identifier", () => {
    expect(read("2025-05-31", [{ el: "TotalScope1Emissions", unit: "tCO2e", value: "1" }]).cin).toBe("L27100MH1996PLC098765");
  });
});

describe("bad input", () => {
  const refused = (xml: string | Uint8Array) => {
    try {
      parseFiledInstance(typeof xml === "string" ? enc(xml) : xml);
    } catch (e) {
      expect(e).toBeInstanceOf(FilingInputError);
      return e as FilingInputError;
    }
    throw new Error("not refused");
  };
  it("refuses an external entity (XXE)", () => {
    const e = refused(
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">&xxe;</xbrli:xbrl>`,
    );
    expect(e.status).toBe(422);
    expect(e.message).toMatch(/DOCTYPE/);
  });
  it("refuses a billion-laughs bomb", () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
    const e = refused(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><lolz>&lol9;</lolz>`);
    expect(e.status).toBe(422);
  });
  it("refuses an undeclared entity without expanding anything", () => {
    expect(refused(`<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">&lol9;</xbrli:xbrl>`).message).toMatch(/not well-formed/);
  });
  it("refuses XML that is not an instance, and text that is not XML", () => {
    expect(refused(`<html><body>hi</body></html>`).message).toMatch(/not an XBRL instance/);
    expect(refused(`Revenue,100`).message).toMatch(/not well-formed|not an XBRL/);
  });
  it("refuses an instance over the size limit (413) before parsing it", () => {
    const big = new Uint8Array(MAX_XBRL_BYTES + 1).fill(32);
    expect(refused(big).status).toBe(413);
  });
});
