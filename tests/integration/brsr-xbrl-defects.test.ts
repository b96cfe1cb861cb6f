/**
 * Defects planted in a company's own data (through the cells API and the Entity Profile, not in
 * hand-written XML) and caught by the XBRL validation through the routes: each named by its cell,
 * element and context; the export refuses with the same report; a draft still downloads.
 */
import { GET as exportXbrl } from "@/app/api/brsr/[companyId]/xbrl/route";
import { GET as validation } from "@/app/api/brsr/[companyId]/xbrl/validation/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { saveCompanyProfile } from "@/lib/companies/profile";
import type { ValidationItem } from "@/lib/xbrl/validate";
import { parseInstance } from "@/lib/xbrl/validate";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const SLOW = 120_000;
const CIN = "L27100MH1995PLC084723";

const xbrl = (token: string, companyId: string, query: string) =>
  call(exportXbrl as never, { token, params: { companyId }, path: `/api/brsr/${companyId}/xbrl?${query}` });
const check = (token: string, companyId: string, query: string) =>
  call(validation as never, { token, params: { companyId }, path: `/api/brsr/${companyId}/xbrl/validation?${query}` });
const put = async (token: string, companyId: string, fy: string, cells: { key: string; value: string }[]) => {
  const res = await call(PUT as never, { method: "PUT", token, params: { companyId }, body: { fy, cells } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The context id the export gives a row of P6 E12 (a typed member per row) in the current year. */
const E12_ROW1 = "DCY_EnvironmentalImpactAssessmentsOfProject1";

describe("XBRL validation of defects planted in a company's data", () => {
  it(
    "names each defect by cell, element and context; the export answers 422 with that report, and a draft still downloads",
    async () => {
      const owner = await createUser({ subscribed: true });
      // No CIN in the Entity Profile: the fact the instance is identified by is missing.
      const company = await createCompany(owner.user.id, { name: "Konkan Castings Ltd" });
      const fy = "2024-25";
      await put(owner.token, company.id, fy, [
        // A share of purchases typed as 120 %: no percentage element holds more than 1.
        { key: "P1-E9-PUR-a", value: "120" },
        // Days payable typed below zero.
        { key: "P1-E8", value: "-5" },
        // A date column of SEBI's EIA table answered in words: not a date the element can hold.
        { key: "P6-E12-R1-PROJECT", value: "Chakan works expansion" },
        { key: "P6-E12-R1-DATE", value: "sometime in 2024" },
        // Turnover typed in crore (₹310) where the exchange expects rupees: a warning only.
        { key: "A-24-TURNOVER", value: "310" },
      ]);
      // The previous year's column: 150 % for the same share, filed in the previous year's context.
      await put(owner.token, company.id, "2023-24", [{ key: "P1-E9-PUR-a", value: "150" }]);

      const report = await check(owner.token, company.id, `fy=${fy}`);
      expect(report.status).toBe(200);
      expect(report.body.ok).toBe(false);
      expect(report.body.taxonomy).toBe("2025-05-31");
      const errors = report.body.errors as ValidationItem[];
      const byKeyAndContext = (key: string, context: string | null) => errors.filter((e) => e.key === key && e.context === context);

      expect(byKeyAndContext("profile:cin", null)).toEqual([
        expect.objectContaining({ element: "CorporateIdentityNumber", label: "Entity Profile", message: expect.stringMatching(/CIN is missing/) }),
      ]);
      expect(byKeyAndContext("P1-E9-PUR-a", "DCYMain")).toEqual([
        expect.objectContaining({
          element: "PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases",
          question_id: "P1-E9",
          message: expect.stringMatching(/reads as 120%/),
        }),
      ]);
      expect(byKeyAndContext("P1-E9-PUR-a", "DPYMain")).toEqual([expect.objectContaining({ message: expect.stringMatching(/reads as 150%/) })]);
      expect(byKeyAndContext("P1-E8", "DCYMain")).toEqual([
        expect.objectContaining({ element: "NumberOfDaysOfAccountsPayable", question_id: "P1-E8", message: expect.stringMatching(/-P5D.*negative/) }),
      ]);
      expect(byKeyAndContext("P6-E12-R1-DATE", E12_ROW1)).toEqual([
        expect.objectContaining({
          element: "DateOfEnvironmentalImpactAssessments",
          question_id: "P6-E12",
          message: expect.stringMatching(/must be a date \(YYYY-MM-DD\); the file has 'sometime in 2024'/),
        }),
      ]);
      // Nothing else: the figures that are right raise nothing.
      expect(errors).toHaveLength(5);
      expect(report.body.warnings).toEqual([
        expect.objectContaining({ key: "A-24-TURNOVER", element: "Turnover", context: "DCYMain", message: expect.stringMatching(/crore/) }),
      ]);

      // The export refuses with the very same report.
      const refused = await xbrl(owner.token, company.id, `fy=${fy}`);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toMatch(/5 validation errors/);
      expect(refused.body).toMatchObject({ ok: false, taxonomy: "2025-05-31", errors: report.body.errors, warnings: report.body.warnings });

      // A draft downloads anyway, marked, with the defective facts as they stand.
      const draft = await xbrl(owner.token, company.id, `fy=${fy}&draft=true`);
      expect(draft.status).toBe(200);
      expect(draft.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(draft.text).toMatch(/^<\?xml[^>]*\?>\n<!-- DRAFT: this instance failed validation \(5 errors\)/);
      const facts = parseInstance(draft.text).facts;
      const fact = (element: string, contextRef: string) => facts.find((f) => f.element === element && f.contextRef === contextRef)?.value;
      expect(fact("PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases", "DCYMain")).toBe("1.2");
      expect(fact("PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases", "DPYMain")).toBe("1.5");
      expect(fact("NumberOfDaysOfAccountsPayable", "DCYMain")).toBe("-P5D");
      expect(fact("DateOfEnvironmentalImpactAssessments", E12_ROW1)).toBe("sometime in 2024");

      // Each defect put right: the report is clean (the crore warning stays) and the file exports.
      await put(owner.token, company.id, fy, [
        { key: "P1-E9-PUR-a", value: "12" },
        { key: "P1-E8", value: "59" },
        { key: "P6-E12-R1-DATE", value: "14 February 2025" },
      ]);
      await put(owner.token, company.id, "2023-24", [{ key: "P1-E9-PUR-a", value: "15" }]);
      await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { cin: CIN } });
      const fixed = await check(owner.token, company.id, `fy=${fy}`);
      expect(fixed.body).toMatchObject({ ok: true, errors: [] });
      expect(fixed.body.warnings).toHaveLength(1);
      const filed = await xbrl(owner.token, company.id, `fy=${fy}`);
      expect(filed.status).toBe(200);
      expect(filed.text).not.toContain("DRAFT");
      expect(filed.text).toContain('<in-capmkt:NumberOfDaysOfAccountsPayable contextRef="DCYMain">P59D</in-capmkt:NumberOfDaysOfAccountsPayable>');
      expect(filed.text).toContain(
        `<in-capmkt:DateOfEnvironmentalImpactAssessments contextRef="${E12_ROW1}">2025-02-14</in-capmkt:DateOfEnvironmentalImpactAssessments>`,
      );
    },
    SLOW,
  );
});
