import { dataRequests, reportingUnits } from "@/db/schema";
import type { DbOrTx } from "@/db/client";

/**
 * The demo company's reporting units, as its Entity Profile counts them (two plants and three
 * offices in India, one subsidiary): the plants under the Pune head office, the subsidiary in the
 * consolidated boundary only. Ambad draws on the Godavari basin, marked water-stressed for P6's
 * leadership indicator.
 */
export const DEMO_UNITS = [
  { name: "Pune Head Office", type: "office", state: "Maharashtra", district: "Pune", nicCode: null, parent: null },
  { name: "Chakan Works", type: "plant", state: "Maharashtra", district: "Pune", nicCode: "24101", parent: "Pune Head Office" },
  { name: "Ambad Alloy Plant", type: "plant", state: "Maharashtra", district: "Nashik", nicCode: "24109", parent: "Pune Head Office", waterStressed: true },
  { name: "Mumbai Sales Office", type: "office", state: "Maharashtra", district: "Mumbai Suburban", nicCode: null, parent: "Pune Head Office" },
  { name: "Delhi Sales Office", type: "office", state: "Delhi", district: "New Delhi", nicCode: null, parent: "Pune Head Office" },
  {
    name: "Sahyadri Scrap Processing Private Limited",
    type: "subsidiary",
    state: "Maharashtra",
    district: "Pune",
    nicCode: "38300",
    parent: null,
    ownershipPct: 100,
    inStandalone: false,
  },
] as const;

export async function seedDemoUnits(tx: DbOrTx, { companyId, ownerId }: { companyId: string; ownerId: string }): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const u of DEMO_UNITS) {
    const [row] = await tx
      .insert(reportingUnits)
      .values({
        companyId,
        name: u.name,
        type: u.type,
        state: u.state,
        district: u.district,
        nicCode: u.nicCode,
        parentId: u.parent ? ids.get(u.parent)! : null,
        ownershipPct: "ownershipPct" in u ? u.ownershipPct : 100,
        inStandalone: "inStandalone" in u ? u.inStandalone : true,
        waterStressed: "waterStressed" in u ? u.waterStressed : false,
        createdBy: ownerId,
      })
      .returning({ id: reportingUnits.id });
    ids.set(u.name, row.id);
  }
  return ids;
}

/**
 * The units' own figures, [FY 2023-24, FY 2024-25] by questionnaire cell: the plants and offices
 * (the standalone boundary) add up exactly to the company's figures the demo reports (Scope 1
 * 6,000 and 4,500 tCO2e, Scope 2 31,200 and 29,800, groundwater 42,000 and 36,000 kL, third-party
 * water 3,58,000 and 3,31,000 kL), so the roll-up agrees with them; the subsidiary's count only
 * in the consolidated boundary.
 */
export const DEMO_UNIT_FIGURES: Record<string, Record<string, [string, string]>> = {
  "P6-E7-S1": {
    "Chakan Works": ["3,900", "2,700"],
    "Ambad Alloy Plant": ["2,050", "1,760"],
    "Pune Head Office": ["50", "40"],
    "Sahyadri Scrap Processing Private Limited": ["320", "300"],
  },
  "P6-E7-S2": {
    "Chakan Works": ["18,400", "17,500"],
    "Ambad Alloy Plant": ["12,300", "11,850"],
    "Pune Head Office": ["300", "280"],
    "Mumbai Sales Office": ["120", "100"],
    "Delhi Sales Office": ["80", "70"],
    "Sahyadri Scrap Processing Private Limited": ["1,450", "1,380"],
  },
  "P6-E3-ii": {
    "Chakan Works": ["28,000", "24,500"],
    "Ambad Alloy Plant": ["14,000", "11,500"],
  },
  "P6-E3-iii": {
    "Chakan Works": ["2,10,000", "1,95,000"],
    "Ambad Alloy Plant": ["1,45,000", "1,33,000"],
    "Pune Head Office": ["2,000", "2,000"],
    "Mumbai Sales Office": ["600", "600"],
    "Delhi Sales Office": ["400", "400"],
    "Sahyadri Scrap Processing Private Limited": ["18,000", "16,500"],
  },
};

/**
 * The plants' FY 2024-25 figures came in by data request: each plant's EHS lead was asked in April
 * 2025 for the cells the plant holds, submitted in May, and the requests were approved, so the
 * request board shows how the year was collected beside the partners' requests (lib/demo/value-chain.ts).
 */
export const DEMO_SITE_REQUESTS = [
  { unit: "Chakan Works", email: "ehs.chakan@sahyadristeel.example.in" },
  { unit: "Ambad Alloy Plant", email: "ehs.ambad@sahyadristeel.example.in" },
] as const;

export async function seedDemoSiteRequests(tx: DbOrTx, { companyId, ownerId, unitIds }: { companyId: string; ownerId: string; unitIds: Map<string, string> }) {
  await tx.insert(dataRequests).values(
    DEMO_SITE_REQUESTS.map(({ unit, email }) => ({
      companyId,
      unitId: unitIds.get(unit)!,
      fy: "2024-25",
      cells: Object.keys(DEMO_UNIT_FIGURES).filter((key) => unit in DEMO_UNIT_FIGURES[key]),
      sections: ["P6"],
      assigneeEmail: email,
      dueDate: "2025-05-15",
      message: `Please enter ${unit}'s FY 2024-25 energy, emissions and water figures.`,
      state: "approved",
      submittedAt: new Date(Date.UTC(2025, 4, 9, 6)),
      createdBy: ownerId,
      createdAt: new Date(Date.UTC(2025, 3, 10, 5, 30)),
    })),
  );
}
