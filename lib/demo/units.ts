import { reportingUnits } from "@/db/schema";
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
