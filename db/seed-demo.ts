import "server-only";
import { eq } from "drizzle-orm";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import type { Db } from "./client";
import { companies, companyFrameworks, esgDataEntries } from "./schema";
import { seedDemoTargetsAndChecklist } from "./seed-demo-workspace";

export const DEMO_COMPANY_NAME = "Sahyadri Steel & Alloys Ltd";

export const DEMO_PERIODS = ["FY 2023-24", "FY 2024-25"] as const;

type Row = [framework: "BRSR" | "GRI" | "TCFD", category: "environmental" | "social" | "governance", metric: string, unit: string, fy24: string | null, fy25: string | null];

/*
 * Two years of a Pune electric-arc-furnace steel and alloy maker (about 60,000 t of steel a year,
 * ₹310–345 crore turnover, 1,200 people). Figures are invented but hang together: Scope 2 from
 * ~38 GWh of grid power at the CEA-order factor, intensities per ₹ crore of turnover, waste
 * mostly slag and mill scale. db/seed-demo-workspace.ts sets KPI targets against Scope 1, LTIFR
 * and the waste recycling rate, so those rows carry the values its comment relies on.
 */
const ROWS: Row[] = [
  // BRSR — environmental (P6)
  ["BRSR", "environmental", M.scope1, "tCO2e", "6,000", "4,500"],
  ["BRSR", "environmental", M.scope2, "tCO2e", "31,200", "29,800"],
  ["BRSR", "environmental", M.scope3, "tCO2e", null, "1,12,000"],
  ["BRSR", "environmental", M.ghgTotal, "tCO2e", "37,200", "34,300"],
  ["BRSR", "environmental", M.ghgIntensity, "tCO2e per ₹ crore turnover", "120.0", "99.4"],
  ["BRSR", "environmental", M.energyTotal, "GJ", "2,26,800", "2,21,400"],
  ["BRSR", "environmental", M.energyRenewable, "GJ", "13,680", "27,500"],
  ["BRSR", "environmental", M.energyRenewableShare, "%", "6.0", "12.4"],
  ["BRSR", "environmental", M.energyIntensity, "GJ per ₹ crore turnover", "731.6", "641.7"],
  ["BRSR", "environmental", M.waterWithdrawal, "kL", "4,20,000", "3,95,000"],
  ["BRSR", "environmental", M.waterConsumption, "kL", "3,10,000", "2,86,000"],
  ["BRSR", "environmental", M.waterDischarge, "kL", "1,10,000", "1,09,000"],
  ["BRSR", "environmental", M.waterRecyclingRate, "%", "34", "41"],
  ["BRSR", "environmental", M.waterIntensity, "kL per ₹ crore turnover", "1,000", "829"],
  ["BRSR", "environmental", M.wasteGenerated, "tonnes", "18,500", "19,200"],
  ["BRSR", "environmental", M.wasteRecovered, "tonnes", "10,730", "11,904"],
  ["BRSR", "environmental", M.wasteRecyclingRate, "%", "58", "62"],
  ["BRSR", "environmental", M.wasteHazardousShare, "%", "7.5", "6.8"],
  ["BRSR", "environmental", "NOx emissions", "tonnes", "48", "44"],
  ["BRSR", "environmental", "SOx emissions", "tonnes", "36", "31"],
  ["BRSR", "environmental", "Particulate matter (PM) emissions", "tonnes", "22", "19"],
  // BRSR — social (P3, P5, P8, P9)
  ["BRSR", "social", M.employees, "count", "1,180", "1,250"],
  ["BRSR", "social", M.womenWorkforce, "%", "8.5", "9.6"],
  ["BRSR", "social", M.ltifr, "per million person-hours", "0.90", "0.45"],
  ["BRSR", "social", M.fatalities, "count", "0", "0"],
  ["BRSR", "social", M.trainingHours, "hours", "18", "24"],
  ["BRSR", "social", M.wellbeingSpend, "%", "0.42", "0.48"],
  ["BRSR", "social", M.femaleWages, "%", "6.1", "7.0"],
  ["BRSR", "social", M.poshComplaints, "count", "1", "0"],
  ["BRSR", "social", M.csrSpend, "₹ crore", "2.1", "2.6"],
  ["BRSR", "social", M.msmeSourcing, "%", "23", "26"],
  ["BRSR", "social", M.smallTownWages, "%", "31", "33"],
  ["BRSR", "social", M.consumerComplaints, "count", "14", "9"],
  ["BRSR", "social", M.dataBreaches, "count", "0", "0"],
  // BRSR — governance (P1)
  ["BRSR", "governance", M.revenue, "₹ crore", "310", "345"],
  ["BRSR", "governance", M.boardIndependence, "%", "50", "50"],
  ["BRSR", "governance", M.finesPenalties, "₹", "1,50,000", "0"],
  ["BRSR", "governance", M.payableDays, "days", "62", "58"],
  ["BRSR", "governance", M.relatedPartyShare, "%", "4.2", "3.8"],
  // GRI — the same facts under GRI's disclosures (water in megalitres)
  ["GRI", "environmental", "Direct (Scope 1) GHG emissions", "tCO2e", "6,000", "4,500"],
  ["GRI", "environmental", "Energy indirect (Scope 2) GHG emissions", "tCO2e", "31,200", "29,800"],
  ["GRI", "environmental", "Energy consumption within the organization", "GJ", "2,26,800", "2,21,400"],
  ["GRI", "environmental", "Water withdrawal", "ML", "420", "395"],
  ["GRI", "environmental", "Water consumption", "ML", "310", "286"],
  ["GRI", "environmental", "Waste generated", "tonnes", "18,500", "19,200"],
  ["GRI", "social", "Total employees", "count", "1,180", "1,250"],
  ["GRI", "social", "Women in workforce", "%", "8.5", "9.6"],
  ["GRI", "social", "Work-related fatalities", "count", "0", "0"],
  ["GRI", "social", "Average hours of training per employee", "hours", "18", "24"],
  ["GRI", "governance", "Direct economic value generated", "₹ crore", "310", "345"],
  ["GRI", "governance", "Independent members of the highest governance body", "%", "50", "50"],
  // TCFD — climate metrics and governance
  ["TCFD", "environmental", "Scope 1 emissions", "tCO2e", "6,000", "4,500"],
  ["TCFD", "environmental", "Scope 2 emissions", "tCO2e", "31,200", "29,800"],
  ["TCFD", "environmental", "Total energy consumption", "GJ", "2,26,800", "2,21,400"],
  ["TCFD", "environmental", "Renewable energy share", "%", "6.0", "12.4"],
  ["TCFD", "environmental", "Internal carbon price", "₹ per tCO2e", null, "1,500"],
  ["TCFD", "environmental", "Emissions reduction target", "%", null, "50"],
  ["TCFD", "governance", "Board meetings discussing climate-related issues", "per year", "2", "4"],
  [
    "TCFD",
    "governance",
    "Board oversight of climate-related issues",
    "",
    null,
    "The Sustainability and CSR Committee of the Board reviews climate risks and the decarbonisation plan twice a year.",
  ],
];

// Entries were made after each year's close: FY 2023-24 in June 2024, FY 2024-25 in June 2025.
const ENTERED_AT = { "FY 2023-24": Date.UTC(2024, 5, 10, 5, 30), "FY 2024-25": Date.UTC(2025, 5, 12, 5, 30) } as const;

export function demoEntries(companyId: string, ownerId: string) {
  return DEMO_PERIODS.flatMap((period, p) =>
    ROWS.flatMap(([framework, category, metric, unit, ...values], i) => {
      const value = values[p];
      if (value === null) return [];
      return [
        {
          companyId,
          framework,
          category,
          metric,
          value,
          numericValue: parseNumericValue(value),
          unit,
          period,
          notes: "",
          source: "manual",
          createdBy: ownerId,
          createdAt: new Date(ENTERED_AT[period] + i * 60_000),
        },
      ];
    }),
  );
}

/** The demo company, created once for the demo user, with two years of data, targets and checklist ticks. */
export async function seedDemoWorkspace(db: Db, ownerId: string): Promise<void> {
  const existing = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, ownerId)).limit(1);
  if (existing.length) return;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        ownerId,
        name: DEMO_COMPANY_NAME,
        industry: "Manufacturing",
        location: "Pune, Maharashtra",
        size: "1000+",
        description: "Electric-arc-furnace steel and alloy maker with two plants in Maharashtra, listed on NSE and BSE.",
      })
      .returning();
    await tx.insert(companyFrameworks).values(
      ["BRSR", "GRI", "TCFD"].map((framework, position) => ({ companyId: company.id, framework, position })),
    );
    await tx.insert(esgDataEntries).values(demoEntries(company.id, ownerId));
    await seedDemoTargetsAndChecklist(tx, { companyId: company.id, ownerId });
  });
}
