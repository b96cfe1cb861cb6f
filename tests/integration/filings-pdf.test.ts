import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { POST as UPLOAD } from "@/app/api/companies/[id]/filings/route";
import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { POST as APPLY } from "@/app/api/companies/[id]/filings/[filingId]/profile/route";
import { GET as BRSR } from "@/app/api/brsr/[companyId]/route";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import type { Questionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import type { AcceptResult } from "@/lib/extraction/types";
import type { FilingAnswer } from "@/lib/filings/service";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

// A filed BRSR PDF through the filings route (detected by its content, whatever its name says):
// read by SEBI's labels into proposals of both years, accepted into the questionnaire's cells.
const SLOW = 120_000;
const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "filings-pdf");

function upload(token: string, companyId: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "application/octet-stream" }), name);
  return call<FilingAnswer & { detail?: string }>(UPLOAD as never, {
    method: "POST",
    path: `/api/companies/${companyId}/filings`,
    token,
    rawBody: form,
    params: { id: companyId },
  });
}
const questionnaire = async (token: string, companyId: string, fy: string) =>
  (await call<Questionnaire>(BRSR as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=${fy}` })).body;
const num = (q: Questionnaire, key: string, slot: "cy" | "py") => Number(cellValue(q, key, slot)?.value);

describe("POST /api/companies/{id}/filings (a BRSR PDF)", () => {
  it(
    "proposes every figure of both years, and accepted they fill the questionnaire's cells of both years",
    async () => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
      const { profile } = await getCompanyProfile({ companyId: company.id });
      await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { ...profile, cin: "L17110MH1985PLC099999" } });
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, "ganga-textiles-brsr-2024-25.pdf")));
      const res = await upload(owner.token, company.id, bytes, "annual-report-section");
      expect(res.status).toBe(201);
      const f = res.body;
      expect(f).toMatchObject({ kind: "pdf", years: { cy: "FY 2024-25", py: "FY 2023-24" } });
      expect(f.extraction.engine).toBe("filing-pdf brsr-labels");
      expect(f.report.mapped_by_year).toMatchObject({ "FY 2024-25": 71, "FY 2023-24": 39 });
      // The file's CIN is not the company's: said first, not refused.
      expect(f.report.cin_mismatch).toEqual({ file: "L17110MH1985PLC036521", company: "L17110MH1985PLC099999" });
      const db = await getDb();
      expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);

      const items = f.extraction.metrics.filter((m) => !m.computed).map((m) => ({ id: m.id }));
      const accepted = await call<AcceptResult>(ACCEPT as never, {
        method: "POST",
        token: owner.token,
        params: { id: f.id },
        path: `/api/extractions/${f.id}/accept`,
        body: { items },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.errors).toEqual([]);
      const q = await questionnaire(owner.token, company.id, "2024-25");
      expect(num(q, "P6-E7-S1", "cy")).toBe(88420);
      expect(num(q, "P6-E7-S1", "py")).toBe(91760);
      expect(num(q, "P6-E1-D", "cy")).toBe(534600);
      expect(num(q, "P3-E11-FATALITIES-workers", "cy")).toBe(1);
      expect(num(q, "P3-E11-FATALITIES-employees", "py")).toBe(0);
      expect(num(q, "P6-E6-PM", "py")).toBe(45.9);
      expect(num(q, "A-24-TURNOVER", "cy")).toBe(34125000000);
      for (const e of await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)))
        expect([e.source, e.extractionId]).toEqual(["filing", f.id]);

      const again = await upload(owner.token, company.id, bytes, "again.pdf");
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: f.id, duplicate_upload: true });
    },
    SLOW,
  );

  it(
    "proposes the filing's Section A facts to the Entity Profile; an editor applies those chosen",
    async () => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
      const { profile } = await getCompanyProfile({ companyId: company.id });
      await saveCompanyProfile({ companyId: company.id, actorId: owner.user.id, profile: { ...profile, incorporation_year: 1985 } });
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, "ganga-textiles-brsr-2024-25.pdf")));
      const f = (await upload(owner.token, company.id, bytes, "ganga.pdf")).body;
      // The year of incorporation is already the profile's: not proposed.
      expect(f.profile_facts).toEqual([
        { field: "cin", label: "Corporate Identity Number (CIN)", value: "L17110MH1985PLC036521", held: null },
        { field: "paid_up_capital_inr", label: "Paid-up capital (₹)", value: 482000000, held: null },
        { field: "reporting_boundary", label: "Reporting boundary", value: "standalone", held: null },
      ]);
      const apply = (token: string, fields: string[]) =>
        call<{ applied: string[]; profile_facts: unknown[]; detail?: string }>(APPLY as never, {
          method: "POST",
          token,
          params: { id: company.id, filingId: f.id },
          path: `/api/companies/${company.id}/filings/${f.id}/profile`,
          body: { fields },
        });
      const viewer = await addMember(company.id, "viewer");
      expect((await apply(viewer.token, ["cin"])).status).toBe(403);
      const notStated = await apply(owner.token, ["website"]);
      expect([notStated.status, notStated.body.detail]).toEqual([422, "fields: the filing does not state website"]);
      const done = await apply(owner.token, ["cin", "reporting_boundary"]);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ applied: ["cin", "reporting_boundary"], profile_facts: [expect.objectContaining({ field: "paid_up_capital_inr" })] });
      const after = (await getCompanyProfile({ companyId: company.id })).profile;
      expect([after.cin, after.reporting_boundary, after.incorporation_year, after.paid_up_capital_inr]).toEqual([
        "L17110MH1985PLC036521",
        "standalone",
        1985,
        undefined,
      ]);
    },
    SLOW,
  );
});
