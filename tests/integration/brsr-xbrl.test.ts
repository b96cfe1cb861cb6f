import { eq } from "drizzle-orm";
import { GET as exportXbrl } from "@/app/api/brsr/[companyId]/xbrl/route";
import { GET as validation } from "@/app/api/brsr/[companyId]/xbrl/validation/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { getQuestionnaire } from "@/lib/brsr/service";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { cellElement } from "@/lib/xbrl/cells";
import { NUMERIC_TYPES, durationToDays, fractionToPercent, toIsoDate } from "@/lib/xbrl/convert";
import { elementDef } from "@/lib/xbrl/dictionary";
import { cellFigures } from "@/lib/xbrl/export";
import { parseInstance, type ParsedContext } from "@/lib/xbrl/validate";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const SLOW = 120_000;

const xbrl = (token: string, companyId: string, query: string) =>
  call(exportXbrl as never, { token, params: { companyId }, path: `/api/brsr/${companyId}/xbrl?${query}` });
const check = (token: string, companyId: string, query: string) =>
  call(validation as never, { token, params: { companyId }, path: `/api/brsr/${companyId}/xbrl/validation?${query}` });
const put = (token: string, companyId: string, body: unknown) => call(PUT as never, { method: "PUT", token, params: { companyId }, body });

async function demoCompany() {
  const owner = await createUser({ subscribed: true });
  const db = await getDb();
  await seedDemoWorkspace(db, owner.user.id);
  const [company] = await db.select().from(companies).where(eq(companies.ownerId, owner.user.id));
  return { ...owner, company };
}

const slotOf = (ctx: ParsedContext, fy: { cy: string; py: string; py2: string }) => {
  const end = ctx.instant ?? ctx.end;
  return end === fy.cy ? "cy" : end === fy.py ? "py" : end === fy.py2 ? "py2" : null;
};

describe("GET /api/brsr/{companyId}/xbrl", () => {
  it(
    "exports the demo's FY 2024-25 as a valid instance whose every fact is the questionnaire's figure",
    async () => {
      const { token, company } = await demoCompany();
      const res = await xbrl(token, company.id, "fy=2024-25");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(res.headers.get("x-taxonomy-version")).toBe("2025-05-31");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="BRSR_L27100MH1996PLC098765_FY2024-25.xml"');
      expect(res.text).toContain('<link:schemaRef xlink:type="simple" xlink:href="https://www.sebi.gov.in/xbrl/BRSR/in-capmkt-ent-2025-05-31.xsd"/>');
      expect(res.text).not.toContain("DRAFT");

      // Read back with the XML parser, and compare each fact with the questionnaire's cell.
      const parsed = parseInstance(res.text);
      const q = await getQuestionnaire({ company, fyParam: "2024-25" });
      const cells = cellFigures(q);
      const ends = { cy: "2025-03-31", py: "2024-03-31", py2: "2023-03-31" };
      let compared = 0;
      for (const f of parsed.facts) {
        const ctx = parsed.contexts.get(f.contextRef!)!;
        expect(ctx.dims.length === 0 ? "" : "dims", f.element).toBeDefined();
        const slot = slotOf(ctx, ends);
        expect(slot, `${f.element} ${f.contextRef}`).not.toBeNull();
        const key = [...cells.keys()].find((k) => {
          const ce = cellElement(k);
          return ce && (ce.element === f.element || elementDef(f.element)?.replacedBy === ce.element) && JSON.stringify(ce.dims) === JSON.stringify(ctx.dims);
        });
        if (!key) continue; // an Entity Profile fact
        const v = cells.get(key)!.values[slot!];
        expect(v, `${key} ${slot}`).toBeDefined();
        const def = elementDef(f.element)!;
        if (def.type === "percent") expect(fractionToPercent(f.value), key).toBeCloseTo(Number(v!.value), 2);
        else if (def.type === "duration") expect(durationToDays(f.value)).toBe(Math.round(Number(v!.value)));
        else if (NUMERIC_TYPES.has(def.type)) {
          const want = Number(v!.value);
          expect(Math.abs(Number(f.value) - want), `${key}: ${f.value} vs ${want}`).toBeLessThanOrEqual(Math.abs(want) * 1e-5 + 1e-12);
        } else if (def.type === "date") expect(f.value, key).toBe(toIsoDate(String(v!.value)));
        else if (def.type === "boolean") expect(f.value).toBe(v!.value === "Yes" ? "true" : "false");
        else expect(f.value, key).toBe(v!.state === "not_applicable" ? "NA" : String(v!.value));
        compared++;
      }
      expect(compared).toBeGreaterThan(300);
      // The three years Q22 asks, and instants at the year ends for balances.
      expect([...parsed.contexts.keys()]).toEqual(expect.arrayContaining(["DCYMain", "ICYMain", "DPYMain", "IPYMain"]));
      expect(res.text).toMatch(/<in-capmkt:TurnoverRate contextRef="DPY2_PermanentEmployees_Male" unitRef="pure" decimals="\d+">0\.\d+</);
      expect(res.text).toMatch(/<in-capmkt:NumberOfDaysOfAccountsPayable contextRef="DCYMain">P\d+D</);
      expect(res.text).toContain('<in-capmkt:Turnover contextRef="DCYMain" unitRef="INR" decimals="0">3450000000</in-capmkt:Turnover>');
      expect(res.text).toMatch(/<in-capmkt:TotalScope1Emissions contextRef="DCYMain" unitRef="tCO2e" decimals="\d+">/);

      const report = await check(token, company.id, "fy=2024-25");
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({ ok: true, taxonomy: "2025-05-31", errors: [], warnings: [] });
    },
    SLOW,
  );

  it(
    "exports the demo's FY 2023-24 in the 2024-04-30 taxonomy with zero errors",
    async () => {
      const { token, company } = await demoCompany();
      const res = await xbrl(token, company.id, "fy=2023-24");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-taxonomy-version")).toBe("2024-04-30");
      expect((await check(token, company.id, "fy=2023-24")).body).toMatchObject({ ok: true, taxonomy: "2024-04-30", errors: [] });
    },
    SLOW,
  );

  it(
    "files a row table's rows with a typed dimension per row",
    async () => {
      const { token, company } = await demoCompany();
      const saved = await put(token, company.id, {
        fy: "2024-25",
        cells: [
          { key: "A-26-R29-ISSUE", value: "Water security at the Chakan works" },
          { key: "A-26-R29-RISK", value: "R" },
          { key: "A-26-R29-RATIONALE", value: "Falling groundwater & rising tariffs" },
          { key: "A-26-R29-IMPLICATIONS", value: "Negative Implications" },
          { key: "A-26-R30-ISSUE", value: "Low-carbon steel demand" },
          { key: "A-26-R30-RISK", value: "O" },
        ],
      });
      expect(saved.status).toBe(200);
      const res = await xbrl(token, company.id, "fy=2024-25");
      expect(res.status).toBe(200);
      const parsed = parseInstance(res.text);
      const row = (n: number) =>
        [...parsed.contexts.values()].find(
          (c) =>
            c.end === "2025-03-31" &&
            c.dims.length === 1 &&
            "typed" in c.dims[0] &&
            c.dims[0].axis === "EntitysMaterialResponsibleBusinessConductIssuesAxis" &&
            c.dims[0].typed.value === String(n),
        )!;
      expect(row(29).dims[0]).toEqual({
        axis: "EntitysMaterialResponsibleBusinessConductIssuesAxis",
        typed: { domain: "EntitysMaterialResponsibleBusinessConductIssuesDomain", value: "29" },
      });
      const facts = (n: number) => Object.fromEntries(parsed.facts.filter((f) => f.contextRef === row(n).id).map((f) => [f.element, f.value]));
      expect(facts(29)).toEqual({
        MaterialIssueIdentified: "Water security at the Chakan works",
        IndicateWhetherRiskOrOpportunity: "R",
        RationaleForIdentifyingTheRiskOpportunity: "Falling groundwater & rising tariffs",
        FinancialImplicationsOfTheRiskOrOpportunity: "Negative Implications",
      });
      expect(facts(30)).toEqual({ MaterialIssueIdentified: "Low-carbon steel demand", IndicateWhetherRiskOrOpportunity: "O" });
      expect(res.text).toContain("Falling groundwater &amp; rising tariffs");
    },
    SLOW,
  );

  it(
    "answers 422 with the report while there are errors, and a marked draft when asked",
    async () => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, { name: "No CIN Ltd" });
      // Turnover typed in crore: a warning, not an error.
      expect((await put(owner.token, company.id, { fy: "2024-25", cells: [{ key: "A-24-TURNOVER", value: "310" }] })).status).toBe(200);

      const refused = await xbrl(owner.token, company.id, "fy=2024-25");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        ok: false,
        taxonomy: "2025-05-31",
        detail: expect.stringMatching(/validation error/),
        errors: [expect.objectContaining({ key: "profile:cin", element: "CorporateIdentityNumber", message: expect.stringMatching(/CIN is missing/) })],
        warnings: [
          expect.objectContaining({
            key: "A-24-TURNOVER",
            question_id: "A-24",
            label: "A-24 · (ii) Turnover (in ₹)",
            element: "Turnover",
            context: "DCYMain",
            message: expect.stringMatching(/crore/),
          }),
        ],
      });

      const draft = await xbrl(owner.token, company.id, "fy=2024-25&draft=true");
      expect(draft.status).toBe(200);
      expect(draft.text).toMatch(/^<\?xml[^>]*\?>\n<!-- DRAFT: this instance failed validation \(1 error\)/);
      expect(draft.headers.get("content-disposition")).toBe('attachment; filename="BRSR_NO-CIN_FY2024-25.xml"');

      await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { cin: "L27100MH1995PLC084723" } });
      const fixed = await check(owner.token, company.id, "fy=2024-25");
      expect(fixed.body).toMatchObject({ ok: true, errors: [] });
      expect(fixed.body.warnings).toHaveLength(1);
      expect((await xbrl(owner.token, company.id, "fy=2024-25")).status).toBe(200);
    },
    SLOW,
  );

  it("answers 404 to another company's export and validation, and 422 to a bad year or draft flag", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const stranger = await createUser({ subscribed: true });
    expect((await xbrl(stranger.token, company.id, "fy=2024-25")).status).toBe(404);
    expect((await check(stranger.token, company.id, "fy=2024-25")).status).toBe(404);
    expect((await xbrl(owner.token, company.id, "fy=someday")).status).toBe(422);
    expect((await xbrl(owner.token, company.id, "fy=2024-25&draft=maybe")).body.detail).toMatch(/^draft:/);
  });
});
