import { extractText } from "unpdf";
import { GET } from "@/app/api/generate-brsr-report/[companyId]/route";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 120_000 });

async function reportText(token: string, companyId: string, edition: string): Promise<string> {
  const res = await call(GET as never, {
    path: `/api/generate-brsr-report/${companyId}?fy=2024-25&edition=${edition}`,
    token,
    params: { companyId },
  });
  expect(res.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.response.arrayBuffer()), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the working edition's Breakdown by reporting unit annex", () => {
  it("prints each unit's figure, status and who entered it, and the sum; the annual-report edition does not", async () => {
    const owner = await createUser({ subscribed: true, fullName: "Meera Rao" });
    const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
    const made = await call<any>(createUnitRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/units`,
      body: {
        units: [
          { name: "Vizag Plant", type: "plant" },
          { name: "Pune Office", type: "office" },
        ],
      },
    });
    expect(made.status).toBe(201);
    const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
    for (const [name, value] of [
      ["Vizag Plant", "12,50,000"],
      ["Pune Office", "3,400"],
    ])
      expect(
        (
          await call<any>(postEntry as never, {
            method: "POST",
            token: owner.token,
            path: "/api/esg-data",
            body: {
              company_id: company.id,
              framework: "BRSR",
              category: "environmental",
              metric: "Water withdrawal: surface water",
              value,
              unit: "kL",
              period: "FY 2024-25",
              unit_id: unit[name],
            },
          })
        ).status,
      ).toBe(201);

    const working = await reportText(owner.token, company.id, "working");
    expect(working).toContain("Breakdown by reporting unit");
    const annex = working.slice(working.indexOf("Breakdown by reporting unit"));
    expect(annex).toMatch(/Vizag Plant 12,50,000 kL Draft Meera Rao/);
    expect(annex).toMatch(/Pune Office 3,400 kL Draft Meera Rao/);
    expect(annex).toMatch(/Sum of units 12,53,400 kL/);

    const annual = await reportText(owner.token, company.id, "annual-report");
    expect(annual).not.toContain("Breakdown by reporting unit");
    expect(annual).not.toContain("Sum of units");
  });
});
