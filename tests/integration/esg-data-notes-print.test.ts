// A BRSR figure's notes, marked for print in data collection, print as its footnote in
// the annual-report edition; unmarked, they stay internal.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/esg-data/route";
import { GET as LIST, PATCH } from "@/app/api/esg-data/[id]/route";
import { gatherReportInput } from "@/lib/reports/brsr/data";
import { buildBrsrReport, type BrsrReport } from "@/lib/reports/brsr/model";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

function p6Notes(report: BrsrReport): string {
  const p6 = report.principles.find((p) => p.code === "P6")!;
  return p6.essential.flatMap((q) => q.notes ?? []).join(" ");
}

describe("notes marked for print from data collection", () => {
  it("POST takes notes_print, the list and PATCH answer it, and the report prints the note only while it is marked", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const note = "Metered at the Chakan substation; includes the captive solar plant from October";
    const created = await call<any>(POST, {
      method: "POST",
      token,
      path: "/api/esg-data",
      body: {
        company_id: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Renewable electricity consumption",
        value: "1,000",
        unit: "GJ",
        period: "FY 2024-25",
        notes: note,
        notes_print: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.notes_print).toBe(true);

    const list = await call<any>(LIST, { token, params: { id: company.id }, path: `/api/esg-data/${company.id}` });
    expect(list.status).toBe(200);
    expect(list.body.find((e: { id: string }) => e.id === created.body.id).notes_print).toBe(true);

    const report = async () =>
      buildBrsrReport({ ...(await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2024-25" })), edition: "annual-report" });
    expect(p6Notes(await report())).toContain(`Note 1: ${note}`);

    const unmarked = await call<any>(PATCH, {
      method: "PATCH",
      token,
      params: { id: created.body.id },
      path: `/api/esg-data/${created.body.id}`,
      body: { notes_print: false, expected_updated_at: created.body.updated_at },
    });
    expect(unmarked.status, JSON.stringify(unmarked.body)).toBe(200);
    expect(unmarked.body.notes_print).toBe(false);
    expect(p6Notes(await report())).not.toContain("Chakan");

    const bad = await call<any>(PATCH, {
      method: "PATCH",
      token,
      params: { id: created.body.id },
      path: `/api/esg-data/${created.body.id}`,
      body: { notes_print: "yes" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^notes_print: Must be true or false/);
  });
});
