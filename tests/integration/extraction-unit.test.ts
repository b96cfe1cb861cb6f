import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { POST as createUnitRoute } from "@/app/api/companies/[id]/units/route";
import { getDb } from "@/db/client";
import { esgDataEntries, pdfExtractions } from "@/db/schema";
import { cellValue } from "@/lib/brsr/view";
import { proposalsFrom } from "@/lib/extraction/review";
import type { AcceptResult } from "@/lib/extraction/types";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

async function setup() {
  const owner = await createUser({ subscribed: true });
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
        { name: "Old Mill", type: "plant", active_to_fy: "2022-23" },
      ],
    },
  });
  expect(made.status).toBe(201);
  const unit = Object.fromEntries(made.body.units.map((u: any) => [u.name, u.id])) as Record<string, string>;
  const [row] = await (
    await getDb()
  )
    .insert(pdfExtractions)
    .values({
      companyId: company.id,
      filename: "plant-report.pdf",
      pageCount: 1,
      extractedCount: 1,
      engine: "offline analysis",
      metrics: proposalsFrom([
        {
          category: "environmental",
          metric: "Water withdrawal: surface water",
          value: "1,200",
          unit: "kL",
          period: "FY 2024-25",
          page: 1,
          sentence: "Surface water withdrawal was 1,200 kL in FY 2024-25.",
        },
      ]),
      createdBy: owner.user.id,
      fileSha256: randomBytes(32).toString("hex"),
    })
    .returning();
  const proposal = (row.metrics as Array<{ id: string }>)[0].id;
  return { owner, company, unit, extractionId: row.id, proposal };
}

const accept = (token: string, id: string, body: unknown) =>
  call<AcceptResult & { detail?: string }>(ACCEPT, { method: "POST", token, params: { id }, path: `/api/extractions/${id}/accept`, body });

describe("unit_id on accepting an extraction's proposals", () => {
  it("writes the figure on the unit, and the company's figure is the units' sum", async () => {
    const { owner, company, unit, extractionId, proposal } = await setup();
    const office = await call<any>(postEntry as never, {
      method: "POST",
      token: owner.token,
      path: "/api/esg-data",
      body: {
        company_id: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Water withdrawal: surface water",
        value: "300",
        unit: "kL",
        period: "FY 2024-25",
        unit_id: unit["Pune Office"],
      },
    });
    expect(office.status).toBe(201);

    const res = await accept(owner.token, extractionId, { unit_id: unit["Vizag Plant"], items: [{ id: proposal }] });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.accepted).toHaveLength(1);
    const [entry] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.id, res.body.accepted[0].entry_id));
    expect(entry.unitId).toBe(unit["Vizag Plant"]);
    expect(entry.source).toBe("extraction");

    const q = (await call<any>(brsrRoute, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` })).body;
    expect(cellValue(q, "P6-E3-i")).toMatchObject({ value: 1500 });
    const plant = (
      await call<any>(brsrRoute, {
        token: owner.token,
        params: { companyId: company.id },
        path: `/api/brsr/${company.id}?fy=2024-25&unit_id=${unit["Vizag Plant"]}`,
      })
    ).body;
    expect(cellValue(plant, "P6-E3-i")).toMatchObject({ value: 1200 });
  });

  it("refuses another company's unit (404) and a unit not active in the figure's year (422 for the item), writing nothing", async () => {
    const { owner, company, unit, extractionId, proposal } = await setup();
    const other = await setup();
    const entries = async () => (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    const before = (await entries()).length;

    const foreign = await accept(owner.token, extractionId, { unit_id: other.unit["Vizag Plant"], items: [{ id: proposal }] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe("Unit not found");

    const inactive = await accept(owner.token, extractionId, { unit_id: unit["Old Mill"], items: [{ id: proposal }] });
    expect(inactive.status).toBe(200);
    expect(inactive.body.accepted).toEqual([]);
    expect(inactive.body.errors).toEqual([
      expect.objectContaining({ id: proposal, status: 422, detail: expect.stringMatching(/Old Mill is not active in FY 2024-25/) }),
    ]);

    expect((await accept(owner.token, extractionId, { unit_id: "not-a-uuid", items: [{ id: proposal }] })).status).toBe(422);
    expect((await entries()).length).toBe(before);
  });
});
