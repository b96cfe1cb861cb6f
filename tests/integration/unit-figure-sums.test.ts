import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries, reportingUnits, unitFigureSums } from "@/db/schema";
import { createCompany, createUser } from "../helpers/factories";

/** What the triggers keep must equal what summing the rows says, after every kind of write (migration 0022). */
async function live(companyId: string) {
  const db = await getDb();
  const rows = (await db.execute(sql`
    select e.period_end::text as period_end, e.metric_key, e.period, e.unit, u.in_standalone, u.in_consolidated,
           coalesce(u.active_from_fy, '') as active_from_fy, coalesce(u.active_to_fy, '') as active_to_fy,
           count(*)::int as figures, count(e.numeric_value)::int as numeric_figures, coalesce(sum(e.numeric_value::numeric), 0)::text as total,
           (count(*) filter (where e.review_state = 'draft'))::int as draft, (count(*) filter (where e.review_state = 'submitted'))::int as submitted
    from esg_data_entries e join reporting_units u on u.id = e.unit_id
    where e.company_id = ${companyId} and e.unit_id is not null and e.period_end is not null
    group by 1, 2, 3, 4, 5, 6, 7, 8`)) as unknown as Record<string, unknown>[];
  return rows.map((r) => ({ ...r, total: Number(r.total) })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function kept(companyId: string) {
  const db = await getDb();
  const rows = await db.select().from(unitFigureSums).where(eq(unitFigureSums.companyId, companyId));
  return rows
    .map((r) => ({
      period_end: r.periodEnd,
      metric_key: r.metricKey,
      period: r.period,
      unit: r.unit,
      in_standalone: r.inStandalone,
      in_consolidated: r.inConsolidated,
      active_from_fy: r.activeFromFy,
      active_to_fy: r.activeToFy,
      figures: r.figures,
      numeric_figures: r.numericFigures,
      total: Number(r.total),
      draft: r.draft,
      submitted: r.submitted,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe("unit_figure_sums, kept by triggers", () => {
  it("follows inserts, updates, deletes and a unit's boundary change, exactly (no rounding left behind)", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
    const db = await getDb();
    const units = await db
      .insert(reportingUnits)
      .values([
        { companyId: company.id, name: "Vizag Plant", type: "plant" },
        { companyId: company.id, name: "Pune Office", type: "office" },
        { companyId: company.id, name: "Overseas Sub", type: "subsidiary", inStandalone: false },
      ])
      .returning();
    const figure = (unitId: string | null, metric: string, value: number | null, period = "FY 2024-25") => ({
      companyId: company.id,
      unitId,
      framework: "BRSR",
      category: "Environment",
      metric,
      metricKey: metric.toLowerCase(),
      value: value === null ? "n/a" : String(value),
      numericValue: value,
      unit: "kL",
      period,
      periodKind: "fy",
      periodStart: period === "FY 2024-25" ? "2024-04-01" : "2023-04-01",
      periodEnd: period === "FY 2024-25" ? "2025-03-31" : "2024-03-31",
    });
    const rows = await db
      .insert(esgDataEntries)
      .values([
        figure(units[0].id, "Water withdrawal", 0.1),
        figure(units[1].id, "Water withdrawal", 0.2),
        figure(units[2].id, "Water withdrawal", 5),
        figure(units[0].id, "Water withdrawal", 7, "FY 2023-24"),
        figure(units[1].id, "Energy", null),
        figure(null, "Water withdrawal", 1000), // the company's own: no part of the sums
      ])
      .returning();
    expect(await kept(company.id)).toEqual(await live(company.id));
    const standalone = (await kept(company.id)).find((r) => r.in_standalone && r.period === "FY 2024-25" && r.metric_key === "water withdrawal")!;
    expect(standalone).toMatchObject({ figures: 2, total: 0.3 });
    expect((await kept(company.id)).find((r) => r.metric_key === "energy")).toMatchObject({ figures: 1, numeric_figures: 0 });

    // An update of value and review state, then one that moves a figure to another year.
    await db.update(esgDataEntries).set({ value: "0.4", numericValue: 0.4, reviewState: "submitted" }).where(eq(esgDataEntries.id, rows[1].id));
    await db.update(esgDataEntries).set({ period: "FY 2023-24", periodStart: "2023-04-01", periodEnd: "2024-03-31" }).where(eq(esgDataEntries.id, rows[2].id));
    expect(await kept(company.id)).toEqual(await live(company.id));

    // A unit leaves the standalone boundary: its figures move to the other class's groups at once.
    await db.update(reportingUnits).set({ inStandalone: false, activeFromFy: "2023-24" }).where(eq(reportingUnits.id, units[0].id));
    expect(await kept(company.id)).toEqual(await live(company.id));
    // A rename alone moves nothing.
    await db.update(reportingUnits).set({ name: "Vizag Works" }).where(eq(reportingUnits.id, units[0].id));
    expect(await kept(company.id)).toEqual(await live(company.id));

    // Deleting figures takes them out; an emptied group goes; 0.1 + 0.4 − 0.4 leaves exactly 0.1.
    await db.delete(esgDataEntries).where(eq(esgDataEntries.id, rows[4].id));
    await db.delete(esgDataEntries).where(eq(esgDataEntries.id, rows[1].id));
    expect(await kept(company.id)).toEqual(await live(company.id));
    expect((await kept(company.id)).some((r) => r.metric_key === "energy")).toBe(false);
    expect((await kept(company.id)).filter((r) => r.period === "FY 2024-25").map((r) => r.total)).toEqual([0.1]);
  });
});
