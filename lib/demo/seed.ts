import "server-only";
import { homeOf, planMerge } from "@/lib/esg-data/figure-merge";
import { randomUUID } from "node:crypto";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { seedDemoPeers } from "@/lib/benchmarks/demo-seed";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { companyProfileSchema } from "@/lib/companies/profile-schema";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { parseNumericValue } from "@/lib/numbers/read";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { periodColumns } from "@/lib/periods";
import type { Db, DbOrTx } from "@/db/client";
import { auditLog, companies, companyFrameworks, esgDataEntries, figureLinks } from "@/db/schema";
import { demoBrsrRows, type DemoBrsrPeriod, type DemoBrsrRow } from "./brsr";
import { DEMO_PROFILE_YEARS } from "./profile";
import { seedDemoTargetsAndChecklist } from "./targets";
import { seedDemoTeam } from "./team";
import { DEMO_UNIT_FIGURES, seedDemoSiteRequests, seedDemoUnits } from "./units";
import { seedDemoValueChain } from "./value-chain";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { metricKey } from "@/lib/frameworks/metric-key";

export const DEMO_COMPANY_NAME = "Sahyadri Steel & Alloys Ltd";

const DEMO_PERIODS = ["FY 2023-24", "FY 2024-25"] as const;

type Row = [
  framework: "BRSR" | "GRI" | "TCFD",
  category: "environmental" | "social" | "governance",
  metric: string,
  unit: string,
  fy24: string | null,
  fy25: string | null,
];

/*
 * Two years of a Pune electric-arc-furnace steel and alloy maker (58,000 → 61,500 t of crude steel,
 * ₹310 → ₹345 crore revenue, 1,180 → 1,250 employees). Every BRSR questionnaire cell is answered in
 * lib/demo/brsr.ts (Scope 1 6,000 → 4,500 tCO2e, energy 2,26,800 → 2,21,400 GJ, water,
 * waste, people, LTIFR 0.90 → 0.45 …); the rows here are the catalogue metrics that are not
 * questionnaire cells, and the same facts under GRI and TCFD. A BRSR total the questionnaire
 * computes is kept here only where it equals the sum of its parts (total water withdrawal).
 * lib/demo/targets.ts sets KPI targets against Scope 1, LTIFR and the waste recycling rate.
 */
const ROWS: Row[] = [
  // BRSR — catalogue metrics outside the questionnaire (or equal to its computed totals)
  ["BRSR", "environmental", M.ghgTotal, "tCO2e", "37,200", "34,300"],
  ["BRSR", "environmental", M.waterWithdrawal, "kL", "4,20,000", "3,95,000"],
  ["BRSR", "environmental", M.waterRecyclingRate, "%", "34", "41"],
  // Recovered ÷ generated (P6 E9): 10,730 ÷ 18,500 and 11,904 ÷ 19,200
  ["BRSR", "environmental", M.wasteRecyclingRate, "%", "58", "62"],
  // Battery, bio-medical, e-waste and other hazardous waste ÷ total (P6 E9)
  ["BRSR", "environmental", M.wasteHazardousShare, "%", "7.5", "6.8"],
  // Generated less landfilled, ÷ generated (P6 E9): 11,550 ÷ 18,500 and 12,720 ÷ 19,200
  ["BRSR", "environmental", M.wasteDiverted, "%", "62.4", "66.3"],
  ["BRSR", "social", M.trainingHours, "hours", "18", "24"],
  // 2% of the average net profit of the three preceding years (Companies Act s.135)
  ["BRSR", "social", M.csrSpend, "₹ crore", "0.33", "0.38"],
  ["BRSR", "governance", M.boardIndependence, "%", "50", "50"],
  // Adverse orders on anti-competitive conduct (P7 E2 answers 'Not applicable': there were none)
  ["BRSR", "governance", "Anti-competitive conduct cases", "count", "0", "0"],
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

/** The catalogue rows of ROWS, as the same shape as the questionnaire's rows. */
function catalogueRows(): (Omit<DemoBrsrRow, "key" | "period"> & { framework: string; period: DemoBrsrPeriod })[] {
  return DEMO_PERIODS.flatMap((period, p) =>
    ROWS.flatMap(([framework, category, metric, unit, ...values]) => {
      const value = values[p];
      return value === null ? [] : [{ framework, category, metric, value, unit, period, notes: "" }];
    }),
  );
}

// Entries were made after each year's close: FY 2023-24 in June 2024, FY 2024-25 in June 2025 (and
// the FY 2022-23 turnover rates that Section A Q22 shows, in June 2023).
const ENTERED_AT: Record<DemoBrsrPeriod, number> = {
  "FY 2022-23": Date.UTC(2023, 5, 9, 5, 30),
  "FY 2023-24": Date.UTC(2024, 5, 10, 5, 30),
  "FY 2024-25": Date.UTC(2025, 5, 12, 5, 30),
};
const FY_START_MONTH = 4;

type DemoEntry = typeof esgDataEntries.$inferInsert & { id: string; createdAt: Date; numericValue: number | null };

/**
 * Every entry of the demo company: the BRSR questionnaire's cells (lib/demo/brsr.ts), then
 * the catalogue, GRI and TCFD rows above; each year's entries a few seconds apart.
 */
export function demoEntries(companyId: string, ownerId: string): DemoEntry[] {
  return demoFigures(companyId, ownerId).entries;
}

/**
 * The demo's entries with one figure for every framework (decisions D23): where BRSR, GRI and TCFD
 * ask for the same figure (lib/frameworks/links.ts) and the rows agree, one entry is stored — at
 * the figure's first place, BRSR's — and the other frameworks are its links.
 */
export function demoFigures(companyId: string, ownerId: string): { entries: DemoEntry[]; links: (typeof figureLinks.$inferInsert)[] } {
  const all = allDemoEntries(companyId, ownerId);
  const dropped = new Set<string>();
  const links: (typeof figureLinks.$inferInsert)[] = [];
  const copies = all.map((e) => ({
    ...e,
    unit: e.unit ?? "",
    unitId: null,
    reviewState: "draft",
    updatedAt: e.createdAt,
    periodStart: e.periodStart ?? null,
    periodEnd: e.periodEnd ?? null,
  }));
  for (const plan of planMerge(copies, FY_START_MONTH)) {
    if (plan.kind !== "merge") continue;
    const group = [plan.keep, ...plan.others];
    const home = homeOf(group);
    const kept = group.find((c) => c.framework === home.framework) ?? plan.keep;
    for (const c of group) {
      if (c === kept) continue;
      dropped.add(c.id);
      links.push({ entryId: kept.id, companyId, framework: c.framework, metric: c.metric, metricKey: c.metricKey, createdBy: ownerId, createdAt: c.createdAt });
    }
  }
  return { entries: all.filter((e) => !dropped.has(e.id)), links };
}

/** The demo's entries as they were stored before one figure for every framework: a copy per framework that asks. */
export function allDemoEntries(companyId: string, ownerId: string): DemoEntry[] {
  const brsr = demoBrsrRows().map((r) => ({
    framework: "BRSR",
    category: r.category,
    metric: r.metric,
    value: r.value,
    unit: r.unit,
    period: r.period,
    notes: r.notes,
  }));
  const rows = [...brsr, ...catalogueRows()];
  const seen: Partial<Record<DemoBrsrPeriod, number>> = {};
  return rows.map((row) => {
    const n = (seen[row.period] = (seen[row.period] ?? 0) + 1);
    return {
      id: randomUUID(),
      companyId,
      ...row,
      metricKey: metricKey(row.metric),
      numericValue: parseNumericValue(row.value),
      ...periodColumns(row.period, FY_START_MONTH),
      source: "manual",
      createdBy: ownerId,
      updatedBy: ownerId,
      createdAt: new Date(ENTERED_AT[row.period] + n * 15_000),
    };
  });
}

/** The demo units' figures (lib/demo/units.ts) as entries of their units, entered a day after the company's. */
export function demoUnitEntries(companyId: string, ownerId: string, unitIds: Map<string, string>): DemoEntry[] {
  const periods: DemoBrsrPeriod[] = ["FY 2023-24", "FY 2024-25"];
  const rows: DemoEntry[] = [];
  for (const [key, byUnit] of Object.entries(DEMO_UNIT_FIGURES)) {
    const cell = cellByKey(key);
    if (!cell || cell.kind !== "input") throw new Error(`Demo unit figure for an unknown input cell ${key}`);
    for (const [unitName, values] of Object.entries(byUnit)) {
      periods.forEach((period, i) => {
        rows.push({
          id: randomUUID(),
          companyId,
          framework: "BRSR",
          category: cell.category,
          metric: cell.metric,
          metricKey: metricKey(cell.metric),
          value: values[i],
          numericValue: parseNumericValue(values[i]),
          unit: cell.unit ?? "",
          period,
          ...periodColumns(period, FY_START_MONTH),
          notes: "",
          source: "manual",
          unitId: unitIds.get(unitName)!,
          createdBy: ownerId,
          updatedBy: ownerId,
          createdAt: new Date(ENTERED_AT[period] + 86_400_000 + rows.length * 15_000),
        });
      });
    }
  }
  return rows;
}

/** The audit row createEntry() would have written for an entry (lib/esg-data/service.ts). */
function createdAudit(entry: DemoEntry, ownerId: string): typeof auditLog.$inferInsert {
  const { framework, category, metric, value, numericValue, unit, period, notes = "", source = "manual" } = entry;
  return {
    actorId: ownerId,
    companyId: entry.companyId,
    entity: ENTRY_ENTITY,
    entityId: entry.id,
    action: "create",
    oldValue: null,
    newValue: { framework, category, metric, value, numeric_value: numericValue, unit, period, notes, source },
    createdAt: entry.createdAt,
  };
}

/**
 * Inserts rows in one statement that reads them from a single JSON parameter: for a few thousand
 * rows several times faster than a multi-row VALUES list (which Drizzle builds value by value),
 * on PGlite and PostgreSQL alike. Columns are the table's own, for the keys the rows carry.
 */
async function insertRows(tx: DbOrTx, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]);
  const records = rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${types})`);
}

/**
 * The demo company, created once for the demo user: its entity profile, a complete BRSR for
 * FY 2023-24 and FY 2024-25, GRI and TCFD figures, every entry with its audit row, targets and
 * checklist ticks — in one transaction.
 */
export async function seedDemoWorkspace(db: Db, ownerId: string, { teamPassword }: { teamPassword?: string } = {}): Promise<void> {
  const existing = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, ownerId)).limit(1);
  if (existing.length) return;
  const companyId = await db.transaction(async (tx) => {
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
    await tx.insert(companyFrameworks).values(["BRSR", "GRI", "TCFD"].map((framework, position) => ({ companyId: company.id, framework, position })));
    const { entries, links } = demoFigures(company.id, ownerId);
    await insertRows(tx, esgDataEntries, entries);
    await insertRows(
      tx,
      auditLog,
      entries.map((e) => createdAudit(e, ownerId)),
    );
    await insertRows(tx, figureLinks, links);
    // Section A facts: saved, validated and audited as the profile screen saves them.
    // Held per financial year (decisions D32): FY 2023-24's as at 31 March 2024, then FY 2024-25's.
    for (const [fyEndYear, profile] of DEMO_PROFILE_YEARS)
      await saveCompanyProfile({ companyId: company.id, actorId: ownerId, profile: companyProfileSchema.parse(profile), fyEndYear, db: tx });
    await seedDemoTargetsAndChecklist(tx, { companyId: company.id, ownerId });
    const unitIds = await seedDemoUnits(tx, { companyId: company.id, ownerId });
    // The units' own figures, which the questionnaire rolls up (equal to the company's own figures above).
    const unitEntries = demoUnitEntries(company.id, ownerId, unitIds);
    await insertRows(tx, esgDataEntries, unitEntries);
    await insertRows(
      tx,
      auditLog,
      unitEntries.map((e) => createdAudit(e, ownerId)),
    );
    await seedDemoSiteRequests(tx, { companyId: company.id, ownerId, unitIds });
    // Its purchase and sales ledgers, scoped at 2 % / 75 %, and a few partners' answers (lib/demo/value-chain.ts).
    const partnerEntries = await seedDemoValueChain(tx, { companyId: company.id, ownerId });
    await insertRows(
      tx,
      auditLog,
      partnerEntries.map((e) => createdAudit(e as DemoEntry, ownerId)),
    );
    return company.id;
  });
  // Its owner's peer library: synthetic steel makers for the benchmarks screen (marked synthetic there).
  await seedDemoPeers(db, ownerId, ["FY 2024-25", "FY 2023-24"]);
  // Its team, review states, evidence and a request, through the evidence service's own transactions.
  if (teamPassword) await seedDemoTeam(db, { companyId, ownerId, password: teamPassword });
}
