import { and, eq } from "drizzle-orm";
import { GET as LIST, POST as UPLOAD } from "@/app/api/companies/[id]/filings/route";
import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { GET as BRSR } from "@/app/api/brsr/[companyId]/route";
import { GET as EXPORT } from "@/app/api/brsr/[companyId]/xbrl/route";
import { getDb } from "@/db/client";
import { brsrFilings, companies, esgDataEntries, pdfExtractions } from "@/db/schema";
import type { Questionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import type { AcceptResult } from "@/lib/extraction/types";
import type { FilingAnswer } from "@/lib/filings/service";
import { cellElement } from "@/lib/xbrl/cells";
import { toIsoDate } from "@/lib/xbrl/convert";
import { cellFigures } from "@/lib/xbrl/export";
import { getQuestionnaire } from "@/lib/brsr/service";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { createCompany, createUser } from "../helpers/factories";
import { handInstance, type HandFact } from "../helpers/filed-instance";
import { call } from "../helpers/http";
import { makePdf } from "../helpers/make-pdf";

const SLOW = 120_000;

function upload(token: string, companyId: string, bytes: Uint8Array | string, name = "filing.xml", type = "application/xml") {
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([data as BlobPart], { type }), name);
  return call<FilingAnswer & { detail?: string }>(UPLOAD as never, {
    method: "POST",
    path: `/api/companies/${companyId}/filings`,
    token,
    rawBody: form,
    params: { id: companyId },
  });
}
const acceptAll = async (token: string, f: FilingAnswer) => {
  const items = f.extraction.metrics.filter((m) => m.status === "proposed" && !m.computed).map((m) => ({ id: m.id }));
  return call<AcceptResult>(ACCEPT as never, { method: "POST", token, params: { id: f.id }, path: `/api/extractions/${f.id}/accept`, body: { items } });
};
const questionnaire = async (token: string, companyId: string, fy: string) =>
  (await call<Questionnaire>(BRSR as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=${fy}` })).body;
const num = (q: Questionnaire, key: string, slot: "cy" | "py") => Number(cellValue(q, key, slot)?.value);

async function setup(cin = "L27100MH1996PLC098765") {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  const { profile } = await getCompanyProfile({ companyId: company.id });
  await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { ...profile, cin } });
  return { token: owner.token, company };
}

const employees = (g: "MaleMember" | "FemaleMember") => ({ EmployeesAndWorkersAxis: "PermanentEmployeesMember", GenderAxis: g });

describe("POST /api/companies/{id}/filings (XBRL)", () => {
  it(
    "reads a 2021-09-30 filing (legacy names, pure units with companions, Nox as text) into proposals, accepted into both years",
    async () => {
      const { token, company } = await setup();
      const facts: HandFact[] = [
        { el: "TotalEnergyConsumption", unit: "pure", value: "5200000", year: "cy" },
        { el: "UnitOfTotalEnergyConsumption", value: "MJ" },
        { el: "TotalEnergyConsumption", unit: "pure", value: "4800", year: "py" },
        { el: "TotalScope1Emissions", unit: "pure", value: "1500" },
        { el: "UnitOfTotalScope1Emissions", value: "Metric tonnes of CO2 equivalent" },
        { el: "TotalScope1Emissions", unit: "pure", value: "1400", year: "py" },
        { el: "Nox", value: "12.5 MT" },
        { el: "NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", unit: "pure", dims: employees("FemaleMember"), value: "210" },
        { el: "NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", unit: "pure", dims: employees("FemaleMember"), value: "190", year: "py" },
        { el: "YearOfIncorporation", value: "1996" },
        { el: "NameOfListedEntity", value: "an invented name" },
      ];
      const res = await upload(token, company.id, handInstance({ version: "2021-09-30", cyEnd: "2022-03-31", facts }));
      expect(res.status).toBe(201);
      const f = res.body;
      expect(f).toMatchObject({ kind: "xbrl", taxonomy: "2021-09-30", years: { cy: "FY 2021-22", py: "FY 2020-21" } });
      expect(f.report).toMatchObject({
        facts_read: facts.length,
        facts_mapped: 7,
        mapped_by_year: { "FY 2021-22": 4, "FY 2020-21": 3 },
        conflicts: 0,
        cin_mismatch: null,
      });
      expect(f.report.not_mapped).toEqual([{ element: "NameOfListedEntity", count: 1, reason: "not an element this product knows" }]);
      // Nothing counts until accepted.
      const db = await getDb();
      expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);

      const accepted = await acceptAll(token, f);
      expect(accepted.body.errors).toEqual([]);
      expect(accepted.body.accepted).toHaveLength(7);
      const q = await questionnaire(token, company.id, "2021-22");
      expect(num(q, "P6-E1-TOTAL", "cy")).toBe(5200);
      expect(num(q, "P6-E1-TOTAL", "py")).toBe(4800);
      expect(num(q, "P6-E7-S1", "cy")).toBe(1500);
      expect(num(q, "P6-E7-S1", "py")).toBe(1400);
      expect(num(q, "P6-E6-NOX", "cy")).toBe(12.5);
      expect(num(q, "A-20a-1-female", "cy")).toBe(210);
      // Q20 asks the current year only: last year's headcount is that year's own answer.
      expect(num(await questionnaire(token, company.id, "2020-21"), "A-20a-1-female", "cy")).toBe(190);
      const entries = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
      expect(entries).toHaveLength(7);
      for (const e of entries) expect([e.source, e.extractionId]).toEqual(["filing", f.id]);
    },
    SLOW,
  );

  it(
    "reads 2024-04-30 (MJ, MtCO2e) and 2025-05-31 (percent fractions, members) filings; the same file again is recognised",
    async () => {
      const { token, company } = await setup();
      const v24 = handInstance({
        version: "2024-04-30",
        cyEnd: "2024-03-31",
        facts: [
          { el: "TotalElectricityConsumptionFromRenewableSources", unit: "MJ", value: "3000000" },
          { el: "TotalElectricityConsumptionFromNonRenewableSources", unit: "GJ", value: "9000" },
          { el: "TotalEnergyConsumedFromRenewableAndNonRenewableSources", unit: "GJ", value: "12000" },
          { el: "TotalScope1Emissions", unit: "MtCO2e", value: "850" },
        ],
      });
      const first = await upload(token, company.id, v24);
      expect(first.status).toBe(201);
      expect(first.body.report.computed.map((c) => c.key)).toEqual(["P6-E1-TOTAL"]);
      expect(first.body.extraction.metrics.find((m) => m.cell_key === "P6-E7-S1")?.caution).toMatch(/metric tonnes/);
      expect((await acceptAll(token, first.body)).body.errors).toEqual([]);
      const q24 = await questionnaire(token, company.id, "2023-24");
      expect(num(q24, "P6-E1-A", "cy")).toBe(3000);
      expect(num(q24, "P6-E1-TOTAL", "cy")).toBe(12000);
      expect(num(q24, "P6-E7-S1", "cy")).toBe(850);

      const again = await upload(token, company.id, v24, "renamed.xml");
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: first.body.id, duplicate_upload: true });

      const v25 = handInstance({
        version: "2025-05-31",
        facts: [
          { el: "PercentageOfGrossWagesPaidToFemaleToTotalWagesPaid", unit: "pure", value: "0.2036" },
          { el: "NumberOfFatalities", unit: "pure", dims: { EmployeesAndWorkersAxis: "WorkersMember" }, value: "0" },
          { el: "NumberOfFatalities", unit: "pure", dims: { EmployeesAndWorkersAxis: "WorkersMember" }, value: "1", year: "py" },
          // Already held from the 2024 filing: a conflict, refused without replace.
          { el: "TotalScope1Emissions", unit: "tCO2e", value: "900", year: "py" },
        ],
      });
      const second = await upload(token, company.id, v25);
      expect(second.status).toBe(201);
      expect(second.body.report.conflicts).toBe(1);
      const res = await acceptAll(token, second.body);
      expect(res.body.accepted).toHaveLength(3);
      expect(res.body.errors.map((e) => e.status)).toEqual([409]);
      const q25 = await questionnaire(token, company.id, "2024-25");
      expect(num(q25, "P5-E3b", "cy")).toBeCloseTo(20.36, 6);
      expect(num(q25, "P3-E11-FATALITIES-workers", "cy")).toBe(0);
      expect(num(q25, "P3-E11-FATALITIES-workers", "py")).toBe(1);
      expect(num(q25, "P6-E7-S1", "py")).toBe(850);

      const list = await call<{ id: string; taxonomy: string }[]>(LIST as never, {
        token,
        params: { id: company.id },
        path: `/api/companies/${company.id}/filings`,
      });
      expect(list.body.map((x) => x.taxonomy)).toEqual(["2025-05-31", "2024-04-30"]);
    },
    SLOW,
  );

  it("warns, without refusing, when the filing's CIN is another company's", async () => {
    const { token, company } = await setup("L99999MH2000PLC123456");
    const res = await upload(token, company.id, handInstance({ version: "2025-05-31", facts: [{ el: "TotalScope1Emissions", unit: "tCO2e", value: "5" }] }));
    expect(res.status).toBe(201);
    expect(res.body.report.cin_mismatch).toEqual({ file: "L27100MH1996PLC098765", company: "L99999MH2000PLC123456" });
    expect(res.body.report.warnings[0].message).toMatch(/CIN L27100MH1996PLC098765/);
  });
});

describe("bad input is refused and nothing is written", () => {
  const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
  it.each([
    [
      "an external entity (XXE)",
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">&xxe;</xbrli:xbrl>`,
      422,
      /DOCTYPE/,
    ],
    ["a billion-laughs bomb", `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><lolz>&lol9;</lolz>`, 422, /DOCTYPE/],
    ["a file that is not XBRL", "Metric,Value\nScope 1,100\n", 422, /neither an XBRL instance/],
    ["XML that is not an instance", "<report><scope1>100</scope1></report>", 422, /not an XBRL instance/],
  ])("%s", async (_, body, status, detail) => {
    const { token, company } = await setup();
    const res = await upload(token, company.id, body);
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(detail);
    const db = await getDb();
    expect(await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, company.id))).toHaveLength(0);
    expect(await db.select().from(brsrFilings).where(eq(brsrFilings.companyId, company.id))).toHaveLength(0);
  });

  it("refuses a 50 MB instance with 413", async () => {
    const { token, company } = await setup();
    const big = new Uint8Array(50 * 1024 * 1024).fill(32);
    big.set(new TextEncoder().encode("<xbrli:xbrl "), 0);
    const res = await upload(token, company.id, big);
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/larger than/);
  });

  it("says so when a PDF holds no BRSR table", async () => {
    const { token, company } = await setup();
    const pdf = await makePdf([["Chairman's letter", "We had a good year and thank our shareholders."]]);
    const res = await upload(token, company.id, pdf, "letter.pdf", "application/pdf");
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe("pdf");
    expect(res.body.report.proposed).toBe(0);
    expect(res.body.report.warnings[0].message).toMatch(/No BRSR table/);
  });
});

describe("round trip", () => {
  it(
    "an instance this product exports, imported into an empty company and accepted, gives back every cell value of both years",
    async () => {
      const owner = await createUser({ subscribed: true });
      const db = await getDb();
      await seedDemoWorkspace(db, owner.user.id);
      const [demo] = await db.select().from(companies).where(eq(companies.ownerId, owner.user.id));
      const exported = await call(EXPORT as never, { token: owner.token, params: { companyId: demo.id }, path: `/api/brsr/${demo.id}/xbrl?fy=2024-25` });
      expect(exported.status).toBe(200);

      const empty = await createCompany(owner.user.id, { frameworks: ["BRSR"], name: "Empty Co" });
      const res = await upload(owner.token, empty.id, exported.text!);
      expect(res.status).toBe(201);
      expect(res.body.report.not_mapped).toEqual([]);
      const accepted = await acceptAll(owner.token, res.body);
      expect(accepted.body.errors).toEqual([]);

      const want = cellFigures(await getQuestionnaire({ company: demo, fyParam: "2024-25" }));
      const got = cellFigures(
        await getQuestionnaire({ company: (await db.select().from(companies).where(eq(companies.id, empty.id)))[0], fyParam: "2024-25" }),
      );
      let compared = 0;
      const differ: string[] = [];
      for (const [key, w] of want) {
        // The export files the cells that have an element; the others (assurance, narratives without one) are not in any instance.
        if (!cellElement(key)) continue;
        for (const slot of ["cy", "py"] as const) {
          const a = w.values[slot];
          if (!a || a.value === null || a.value === undefined || a.value === "") continue;
          const b = got.get(key)?.values[slot];
          // A date typed in words ('14 February 2025') is filed as 2025-02-14 and comes back so: the same date.
          // A ratio computed from inputs the taxonomy has no element for is filed as printed (two decimals, whole days) and comes back as reported.
          const computedRatio = cellByKey(key)?.kind === "input" && !!(cellByKey(key) as { computedFrom?: unknown }).computedFrom;
          const same =
            typeof a.value === "number"
              ? typeof b?.value === "number" &&
                (Math.abs(b.value - a.value) <= Math.abs(a.value) * 1e-4 + 1e-9 ||
                  (computedRatio &&
                    Math.abs(b.value - a.value) <= 0.5 + 1e-9 &&
                    [2, 0].some((d) => Math.round((a.value as number) * 10 ** d) / 10 ** d === b.value)))
              : String(b?.value) === String(a.value) || (toIsoDate(String(a.value)) !== null && toIsoDate(String(a.value)) === String(b?.value));
          if (!same) differ.push(`${key} ${slot}: ${a.value} vs ${b?.value}`);
          compared++;
        }
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(300);
      const entries = await db
        .select()
        .from(esgDataEntries)
        .where(and(eq(esgDataEntries.companyId, empty.id), eq(esgDataEntries.source, "filing")));
      expect(entries.length).toBe(accepted.body.accepted.length);
    },
    SLOW,
  );
});
