// Computed ratios and print marks on the write path and in print: a ratio computed from its inputs refuses a typed figure
// (422 naming the cell) while they are there, and a typed one prints "(as reported)"; notes marked for print
// are the cell's footnote; a figure of a year the board signed off needs a reason, which the report's
// restated footnote gives.
import { extractText } from "unpdf";
import { PUT as CELLS } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as GENERATE } from "@/app/api/generate-brsr-report/[companyId]/route";
import { getDb } from "@/db/client";
import { brsrSignoffs } from "@/db/schema";
import { gatherReportInput } from "@/lib/reports/brsr/data";
import { buildBrsrReport, type BrsrReport } from "@/lib/reports/brsr/model";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  const put = (fy: string, cells: Record<string, unknown>[]) =>
    call<any>(CELLS, { method: "PUT", token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}/cells`, body: { fy, cells } });
  return { owner, company, put };
}

/** Every printed cell's text of a principle's Essential indicators, row label first. */
function principleTexts(report: BrsrReport, code: string): { rows: string[]; notes: string[] } {
  const p = report.principles.find((x) => x.code === code)!;
  const rows: string[] = [];
  const notes: string[] = [];
  for (const q of p.essential) {
    notes.push(...(q.notes ?? []));
    for (const b of q.blocks) if (b.kind === "grid") for (const r of b.grid.rows) rows.push([r.label, ...r.cells.map((c) => c.text)].join(" | "));
  }
  return { rows, notes };
}

describe("computed ratios on the write path", () => {
  it("takes a typed LTIFR while its inputs are not entered, and refuses one (422 naming the cell) once they are", async () => {
    const { put } = await setup();
    expect((await put("2024-25", [{ key: "P3-E11-LTIFR-employees", value: "0.5" }])).status).toBe(200);
    // Both inputs and the ratio in one request: the ratio is computed from them.
    const together = await put("2024-25", [
      { key: "P3-E11-LTI-employees", value: "2" },
      { key: "P3-E11-HOURS-employees", value: "4000000" },
      { key: "P3-E11-LTIFR-employees", value: "0.7" },
    ]);
    expect(together.status).toBe(422);
    expect(together.body.detail).toMatch(
      /^P3-E11-LTIFR-employees: is computed from its inputs \(Lost-time injuries × 10,00,000 ÷ Person-hours worked\), which FY 2024-25 holds/,
    );
    const inputs = await put("2024-25", [
      { key: "P3-E11-LTI-employees", value: "2" },
      { key: "P3-E11-HOURS-employees", value: "4000000" },
    ]);
    expect(inputs.status).toBe(200);
    const typed = await put("2024-25", [{ key: "P3-E11-LTIFR-employees", value: "0.7" }]);
    expect(typed.status).toBe(422);
    expect(typed.body.detail).toMatch(/^P3-E11-LTIFR-employees: /);
    // Clearing the typed figure is always allowed, and with one input cleared a figure may be typed again.
    expect((await put("2024-25", [{ key: "P3-E11-LTIFR-employees", value: "" }])).status).toBe(200);
    expect(
      (
        await put("2024-25", [
          { key: "P3-E11-HOURS-employees", value: "" },
          { key: "P3-E11-LTIFR-employees", value: "0.7" },
        ])
      ).status,
    ).toBe(200);
  });

  it("prints a typed ratio as reported, and a computed one without the mark", async () => {
    const { owner, company, put } = await setup();
    await put("2024-25", [{ key: "P3-E11-LTIFR-employees", value: "0.5" }]);
    await put("2023-24", [
      { key: "P3-E11-LTI-employees", value: "1" },
      { key: "P3-E11-HOURS-employees", value: "4000000" },
    ]);
    const input = await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2024-25" });
    const { rows } = principleTexts(buildBrsrReport({ ...input, edition: "annual-report" }), "P3");
    // SEBI's LTIFR row is a heading over Employees and Workers.
    const at = rows.findIndex((r) => r.startsWith("Lost Time Injury Frequency Rate"));
    const ltifr = rows[at + 1];
    expect(ltifr).toMatch(/^Employees/);
    expect(ltifr).toBe("Employees | 0.5 per million person-hours (as reported) | 0.25 per million person-hours");
    // FY 2023-24's is computed (1 × 10,00,000 ÷ 40,00,000): no mark.
    expect(ltifr).toContain("0.25");
    expect(ltifr.match(/as reported/g)).toHaveLength(1);

    const pdf = await call(GENERATE, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/generate-brsr-report/${company.id}?fy=2024-25&edition=annual-report`,
    });
    expect(pdf.status).toBe(200);
    const text = ((await extractText(new Uint8Array(await pdf.response.arrayBuffer()), { mergePages: true })).text as string).replace(/\s+/g, " ");
    expect(text).toContain("0.5 per million person-hours (as reported)");
  });
});

describe("notes marked for print", () => {
  it("print as the cell's footnote, and not when unmarked", async () => {
    const { owner, company, put } = await setup();
    const saved = await put("2024-25", [
      { key: "P6-E1-A", value: "1000", notes: "Includes the Ambad plant's captive solar from October", print_notes: true },
      { key: "P6-E1-B", value: "200", notes: "Internal working, not for print" },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const input = await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2024-25" });
    const { rows, notes } = principleTexts(buildBrsrReport({ ...input, edition: "annual-report" }), "P6");
    expect(notes).toContain("Note 1: Includes the Ambad plant's captive solar from October");
    expect(notes.join(" ")).not.toContain("Internal working");
    expect(rows.find((r) => r.includes("(note 1)"))).toMatch(/^Total electricity consumption \(A\) \| 1,000 GJ \(note 1\)/);

    const pdf = await call(GENERATE, {
      token: owner.token,
      params: { companyId: company.id },
      path: `/api/generate-brsr-report/${company.id}?fy=2024-25&edition=annual-report`,
    });
    const text = ((await extractText(new Uint8Array(await pdf.response.arrayBuffer()), { mergePages: true })).text as string).replace(/\s+/g, " ");
    expect(text).toContain("Note 1: Includes the Ambad plant's captive solar from October");
    expect(text).not.toContain("Internal working");

    // Unmarked again: the footnote goes.
    expect((await put("2024-25", [{ key: "P6-E1-A", value: "1000", print_notes: false }])).status).toBe(200);
    const again = await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2024-25" });
    expect(principleTexts(buildBrsrReport({ ...again, edition: "annual-report" }), "P6").notes.join(" ")).not.toContain("Ambad");
  });
});

describe("a figure of a year the board signed off", () => {
  it("needs a reason to change (422 naming the cell), and the restated footnote gives that reason", async () => {
    const { owner, company, put } = await setup();
    expect((await put("2023-24", [{ key: "P8-E4-MSME", value: "23" }])).status).toBe(200);
    expect((await put("2024-25", [{ key: "P8-E4-MSME", value: "25" }])).status).toBe(200);
    // Signed off once, then reopened (no lock stands).
    const db = await getDb();
    await db.insert(brsrSignoffs).values({
      companyId: company.id,
      fyEndYear: 2024,
      version: 1,
      approvedBy: "Meera Iyer",
      din: "01234567",
      designation: "Chairperson",
      approvalDate: "2024-05-22",
      signedBy: owner.user.id,
    });
    const refused = await put("2023-24", [{ key: "P8-E4-MSME", value: "20" }]);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("P8-E4-MSME: FY 2023-24 was signed off by the board; give the reason for restating this figure (restatement_reason)");
    // Another year, or a new figure in the signed year, needs none.
    expect((await put("2024-25", [{ key: "P8-E4-MSME", value: "26" }])).status).toBe(200);
    const changed = await put("2023-24", [{ key: "P8-E4-MSME", value: "20", restatement_reason: "Purchases from MSMEs recounted by the purchase audit" }]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const input = await gatherReportInput({ company, generatedAt: new Date(), fyParam: "2024-25" });
    const report = buildBrsrReport({ ...input, edition: "annual-report" });
    const { rows, notes } = principleTexts(report, "P8");
    expect(rows.some((r) => r.includes("20% (restated)") || r.includes("20.00% (restated)"))).toBe(true);
    expect(notes.join(" ")).toMatch(
      /was reported as 23 % when that year was signed off; changed on .*\. Reason: Purchases from MSMEs recounted by the purchase audit\./,
    );
  });
});
