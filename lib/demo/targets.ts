import "server-only";
import { eq } from "drizzle-orm";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import { markChecklistItems } from "@/lib/checklist/service";
import type { DbOrTx } from "@/db/client";
import { kpiTargets } from "@/db/schema";

/**
 * KPI targets and checklist ticks for the demo steel company. The statuses shown depend on the
 * demo entries (lib/demo/seed.ts): with Scope 1 at 4,500 tCO2e in FY 2025 the first target is
 * on track (50% of the way, 17% of the time gone); LTIFR at or below 0.5 (FY 2024-25) makes the second
 * achieved; a waste recycling rate near 62% in FY 2025 leaves the third behind.
 */
export async function seedDemoTargetsAndChecklist(tx: DbOrTx, { companyId, ownerId }: { companyId: string; ownerId: string }): Promise<void> {
  const existing = await tx.select({ id: kpiTargets.id }).from(kpiTargets).where(eq(kpiTargets.companyId, companyId)).limit(1);
  if (existing.length) return;
  const common = { companyId, framework: "BRSR", createdBy: ownerId } as const;
  await tx.insert(kpiTargets).values([
    {
      ...common,
      category: "environmental",
      metric: BRSR_METRIC.scope1,
      targetValue: 3000,
      unit: "tCO2e",
      targetPeriod: "FY 2030",
      baselineValue: 6000,
      baselinePeriod: "FY 2023-24",
      direction: "decrease",
      notes:
        "Halve direct emissions by FY 2030: natural gas and waste-heat recovery at the reheating furnace, biocarbon in place of anthracite as charge carbon in the EAF.",
    },
    {
      ...common,
      category: "social",
      metric: BRSR_METRIC.ltifr,
      targetValue: 0.5,
      unit: "per million person-hours",
      targetPeriod: "FY 2025",
      baselineValue: 0.9,
      baselinePeriod: "FY 2023-24",
      direction: "decrease",
      notes: "Permit-to-work digitisation and contractor safety induction at both plants.",
    },
    {
      ...common,
      category: "environmental",
      metric: BRSR_METRIC.wasteRecyclingRate,
      targetValue: 90,
      unit: "%",
      targetPeriod: "FY 2026",
      baselineValue: 58,
      baselinePeriod: "FY 2023-24",
      direction: "increase",
      notes: "Slag to cement makers and mill scale to sinter plants.",
    },
  ]);
  const { checklist } = getIndustryChecklist("Manufacturing");
  await markChecklistItems({
    db: tx,
    companyId,
    actorId: ownerId,
    items: [...checklist.environmental.slice(0, 4), ...checklist.social.slice(0, 2), ...checklist.governance.slice(0, 3)],
  });
}
