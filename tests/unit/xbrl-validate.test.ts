import { beforeAll, describe, expect, it } from "vitest";
import { demoQuestionnaire, DEMO_COMPANY_NAME } from "@/lib/xbrl/demo-fixture";
import { fromQuestionnaire, type XbrlExport } from "@/lib/xbrl/export";
import { parseInstance, validateInstance } from "@/lib/xbrl/validate";

let demo: XbrlExport;
const V = "2025-05-31" as const;

beforeAll(() => {
  demo = fromQuestionnaire({ questionnaire: demoQuestionnaire("2024-25"), companyName: DEMO_COMPANY_NAME });
}, 60_000);

/** The demo's XML with one change planted. */
function planted(from: string | RegExp, to: string): string {
  const xml = demo.xml.replace(from, to);
  expect(xml, "the defect was planted").not.toBe(demo.xml);
  return xml;
}

const messages = (xml: string) => validateInstance(xml, V).errors;

describe("validation before upload", () => {
  it("passes the demo's instance, read back by the XML parser", () => {
    expect(demo.report).toMatchObject({ ok: true, taxonomy: V, errors: [] });
    const parsed = parseInstance(demo.xml);
    expect(parsed.facts.length).toBe(demo.instance.facts.length);
    expect(parsed.contexts.size).toBe(demo.instance.contexts.length);
    // The demo's row tables (A-26 material issues, P6 E12 assessments …) are filed row by row; a date typed '14 February 2025' is filed as one.
    expect([...parsed.contexts.values()].filter((c) => c.dims.some((d) => "typed" in d)).length).toBeGreaterThan(5);
    expect(demo.xml).toMatch(/<in-capmkt:DateOfEnvironmentalImpactAssessments contextRef="DCY_EnvironmentalImpactAssessmentsOfProject1">\d{4}-\d{2}-\d{2}</);
  });

  it("catches a percentage typed as 45 instead of 0.45, naming the cell, element and context", () => {
    const xml = planted(/(<in-capmkt:PercentageOfFemaleBoardOfDirectors contextRef="DCYMain" unitRef="pure" decimals="\d+">)[^<]+/, "$145");
    const errors = messages(xml);
    expect(errors).toEqual([
      expect.objectContaining({
        key: "A-21-BOD-female-pct",
        element: "PercentageOfFemaleBoardOfDirectors",
        context: "DCYMain",
        message: expect.stringMatching(/0\.45/),
      }),
    ]);
  });

  it("catches an instant element in a duration context", () => {
    const errors = messages(planted(/<in-capmkt:ValueOfSharesPaidUp contextRef="ICYMain"/, '<in-capmkt:ValueOfSharesPaidUp contextRef="DCYMain"'));
    expect(errors).toEqual([expect.objectContaining({ element: "ValueOfSharesPaidUp", context: "DCYMain", message: expect.stringMatching(/instant/) })]);
  });

  it("catches an element the taxonomy does not have", () => {
    const xml = planted(
      "</xbrli:xbrl>",
      '<in-capmkt:PlasticWasteGeneration contextRef="DCYMain" unitRef="t" decimals="0">5</in-capmkt:PlasticWasteGeneration></xbrli:xbrl>',
    );
    expect(messages(xml)).toEqual([expect.objectContaining({ element: "PlasticWasteGeneration", message: expect.stringMatching(/not an element/) })]);
  });

  it("catches a unit the file does not declare, and a number without decimals", () => {
    const xml = planted(/(<in-capmkt:Turnover contextRef="DCYMain") unitRef="INR" decimals="0"/, '$1 unitRef="INRCrore"');
    const errors = messages(xml);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/unit 'INRCrore'.*does not declare/), expect.stringMatching(/no 'decimals'/)]);
    expect(errors[0]).toMatchObject({ key: "A-24-TURNOVER", element: "Turnover", context: "DCYMain" });
  });

  it("catches one element filed twice in a context with different values", () => {
    const fact = /<in-capmkt:Turnover contextRef="DCYMain"[^\n]*/.exec(demo.xml)![0];
    const xml = planted("</xbrli:xbrl>", `${fact.replace(/>\d+</, ">310<")}\n</xbrli:xbrl>`);
    const errors = messages(xml);
    expect(errors).toEqual([expect.objectContaining({ element: "Turnover", context: "DCYMain", message: expect.stringMatching(/twice/) })]);
  });

  it("catches an enumeration value not in the list", () => {
    const xml = planted(/>Standalone basis</, ">Standalone<");
    expect(messages(xml)).toEqual([
      expect.objectContaining({ key: "profile:reporting_boundary", element: "ReportingBoundary", message: expect.stringMatching(/Standalone basis/) }),
    ]);
  });

  it("catches a context the file does not declare, a CIN of the wrong length and a broken total", () => {
    expect(messages(planted(/<in-capmkt:NetWorth contextRef="DCYMain"/, '<in-capmkt:NetWorth contextRef="DCY2025"'))[0].message).toMatch(/context 'DCY2025'/);
    expect(
      messages(planted(/>L27100MH1996PLC098765<\/in-capmkt:CorporateIdentityNumber>/, ">L27100MH1996<\/in-capmkt:CorporateIdentityNumber>"))[0].message,
    ).toMatch(/21 characters/);
    const total = messages(planted(/(<in-capmkt:TotalWasteGenerated contextRef="DCYMain"[^>]*>)[^<]+/, "$199999"));
    expect(total).toEqual([expect.objectContaining({ key: "P6-E9-TOTAL", message: expect.stringMatching(/not the sum of its parts/) })]);
  });

  it("refuses XML that is not well formed, and any document type declaration", () => {
    expect(messages(demo.xml.replace("</xbrli:xbrl>", ""))[0].message).toMatch(/not well-formed/);
    const doctype = demo.xml.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
    );
    expect(messages(doctype)[0].message).toMatch(/document type declaration/);
  });

  it("warns when turnover reads as crore rather than rupees", () => {
    const report = validateInstance(planted(/(<in-capmkt:Turnover contextRef="DCYMain"[^>]*>)\d+/, "$1345"), V);
    expect(report.ok).toBe(true);
    expect(report.warnings).toEqual([expect.objectContaining({ key: "A-24-TURNOVER", element: "Turnover", message: expect.stringMatching(/crore/) })]);
  });

  it("exports the demo's FY 2023-24 in the 2024-04-30 taxonomy with no errors", () => {
    const py = fromQuestionnaire({ questionnaire: demoQuestionnaire("2023-24"), companyName: DEMO_COMPANY_NAME });
    expect(py.taxonomy).toBe("2024-04-30");
    expect(py.report.errors).toEqual([]);
    expect(py.xml).toContain('xmlns:in-capmkt="https://www.sebi.gov.in/xbrl/2024-04-30/in-capmkt"');
    // Green credits arrived in 2025: not in FY 2023-24's file.
    expect(py.xml).not.toContain("NumberOfGreenCredits");
  });
});
