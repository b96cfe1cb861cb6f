/**
 * The questionnaire reads only the cells' entries of its three years: what it shows must
 * be what `questionnaireFrom` makes of every entry of the company, the way it was read before.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries, type Company } from "@/db/schema";
import { getQuestionnaire, questionnaireFrom } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { getCompanyProfile } from "@/lib/companies/profile";
import { readCompleteness } from "@/lib/dashboard/completeness";
import { parseFiscalYearParam } from "@/lib/periods";
import { companySourceEntries, sourceEntriesForYears } from "@/lib/esg-data/source-entries";
import { metricKey } from "@/lib/frameworks/metric-key";
import { periodColumns } from "@/lib/periods";
import { createCompany, createUser } from "../helpers/factories";

type Row = {
  metric: string;
  period: string;
  value: string;
  framework?: string;
  unit?: string;
  notes?: string;
  review?: "draft" | "submitted" | "approved" | "rejected";
  /** Written as a path that does not read periods leaves it: kind 'unparsed', no dates (lib/periods/backfill). */
  unread?: true;
};

async function companyWith(rows: Row[], fyStartMonth = 4): Promise<Company> {
  const { user } = await createUser({ subscribed: true });
  const company = await createCompany(user.id, { fyStartMonth });
  const db = await getDb();
  if (!rows.length) return company;
  await db.insert(esgDataEntries).values(
    rows.map((r, i) => ({
      companyId: company.id,
      framework: r.framework ?? "BRSR",
      category: "environmental",
      metric: r.metric,
      metricKey: metricKey(r.metric),
      value: r.value,
      unit: r.unit ?? "",
      period: r.period,
      ...(r.unread ? {} : periodColumns(r.period, fyStartMonth)),
      notes: r.notes ?? "",
      reviewState: r.review ?? "draft",
      // Distinct and out of insertion order: 'newest' must mean the same entry both ways.
      createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 1000) * 60_000),
    })),
  );
  return company;
}

/** The questionnaire as it was built before it was made fast: every entry of the company and every review state. */
async function fromEveryEntry(company: Company, fyParam?: string) {
  const db = await getDb();
  const [entries, states, profile] = await Promise.all([
    companySourceEntries(db, company.id),
    db.select({ id: esgDataEntries.id, reviewState: esgDataEntries.reviewState }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)),
    getCompanyProfile({ companyId: company.id, db }),
  ]);
  const stateOf = new Map(states.map((s) => [s.id, s.reviewState]));
  const inputs = { company, entries: entries.map((e) => ({ ...e, reviewState: stateOf.get(e.id) })), fyParam, profile: profile.profile };
  // Completeness is of the year the questionnaire shows.
  const year = parseFiscalYearParam(questionnaireFrom(inputs).fy.id, company.fyStartMonth)!;
  return questionnaireFrom({ ...inputs, completeness: await readCompleteness(db, company.id, ["BRSR"], year) });
}

/** Sites' own monthly figures under names no cell reads: what makes a company's entries many. */
const siteMonths = (years: number[]): Row[] =>
  years.flatMap((y) => ["Apr", "Sep", "Mar"].map((m) => ({ metric: `Metric 3 - Site ${y % 7}`, period: `${m} ${m === "Mar" ? y + 1 : y}`, value: String(y) })));

const MIXED: Row[] = [
  // An input cell: the year itself, quarters written four ways, two months, and years outside the three.
  { metric: "Renewable electricity consumption", period: "FY 2024-25", value: "1,200", unit: "GJ", review: "approved" },
  { metric: "Renewable electricity consumption", period: "Q1 FY 2023-24", value: "100", unit: "GJ", review: "submitted" },
  { metric: "Renewable electricity consumption", period: "Q2 FY24", value: "110", unit: "GJ" },
  { metric: "Renewable electricity consumption", period: "FY24 Q3", value: "120", unit: "GJ", review: "approved" },
  { metric: "Renewable electricity consumption", period: "Q4 2023-24", value: "130", unit: "GJ" },
  { metric: "Renewable electricity consumption", period: "Apr 2022", value: "9", unit: "GJ" },
  { metric: "renewable  ELECTRICITY consumption ", period: "May 2022", value: "11", unit: "GJ", review: "rejected" },
  { metric: "Renewable electricity consumption", period: "FY 2019-20", value: "700", unit: "GJ" },
  { metric: "Renewable electricity consumption", period: "FY 2026-27", value: "1,500", unit: "GJ" },
  // One year's figure entered twice (a duplicate warning), and consumption above withdrawal (an identity warning).
  { metric: "Total water consumption", period: "FY 2024-25", value: "500", unit: "kL" },
  { metric: "Total water consumption", period: "FY25", value: "520", unit: "kL", review: "submitted" },
  { metric: "Total water consumption", period: "2023-24", value: "480", unit: "kL" },
  { metric: "Total water consumption", period: "Apr 2023 - Mar 2024", value: "490", unit: "kL" },
  { metric: "Total water withdrawal", period: "FY 2024-25", value: "400", unit: "kL" },
  { metric: "Total water withdrawal", period: "FY 2024-25", value: "9,999", unit: "kL", framework: "GRI" },
  // A computed cell's total from another framework only, its period written as dates.
  { metric: "Total water discharge", period: "1 April 2024 to 31 March 2025", value: "100", unit: "kL", framework: "GRI" },
  // A synonym under GRI for the year, while BRSR has the metric only years before: BRSR's wins, the cell stays empty.
  { metric: "NOx", period: "FY 2024-25", value: "5", unit: "t", framework: "GRI" },
  { metric: "NOx emissions", period: "FY 2017-18", value: "3", unit: "t" },
  // Calendar years and a dated figure touching the years; a stock read at a month's end.
  { metric: "SOx", period: "2024", value: "7", unit: "t", framework: "GRI" },
  { metric: "SOx emissions", period: "CY 2021", value: "8", unit: "t", framework: "GRI" },
  { metric: "Revenue from operations (₹)", period: "31/03/2025", value: "₹ 45 crore" },
  { metric: "Permanent employees: male", period: "Mar 2025", value: "410", review: "approved" },
  { metric: "Permanent employees: male", period: "Sep 2023", value: "390" },
  { metric: "Permanent employees: male", period: "Mar 2022", value: "370" },
  // Not read yet: a readable period whose columns still say 'unparsed', and text no reader understands.
  { metric: "Total employees", period: "FY 2023-24", value: "820", unread: true },
  { metric: "Total water withdrawal", period: "FY 2023-24", value: "470", unit: "kL", unread: true },
  { metric: "Total employees", period: "FY 2022-23", value: "800" },
  { metric: "Fines and penalties", period: "latest", value: "10" },
  { metric: "Fines and penalties", period: "FY 2024-25", value: "0" },
  // A text answer.
  {
    metric: "Grievance redressal mechanism for communities (Yes/No, web link)",
    period: "FY 2024-25",
    value: "Yes, https://example.com/g",
    review: "submitted",
  },
  // Entries no cell reads, among them the latest whole year of any entry.
  { metric: "Scope 3 category 15", period: "FY 2027-28", value: "1", framework: "GRI" },
  { metric: "Site diesel", period: "FY 2024-25", value: "2" },
  ...siteMonths([2019, 2020, 2021, 2022, 2023, 2024, 2025]),
];

describe("the questionnaire's reader", () => {
  it("reads only the cells' entries of the three years, yet shows what every entry would show", async () => {
    const company = await companyWith(MIXED);
    const db = await getDb();
    const read = await sourceEntriesForYears(db, {
      companyId: company.id,
      metricKeys: [metricKey("Renewable electricity consumption"), metricKey("NOx emissions"), metricKey("NOx")],
      from: "2022-04-01",
      to: "2025-03-31",
    });
    // The three years' entries, and besides them at most one BRSR entry of each metric (the preference: NOx's from 2017-18).
    const inYears = ["Apr 2022", "FY 2024-25", "FY 2024-25", "FY24 Q3", "May 2022", "Q1 FY 2023-24", "Q2 FY24", "Q4 2023-24"];
    expect(
      read
        .filter((e) => inYears.includes(e.period))
        .map((e) => e.period)
        .sort(),
    ).toEqual(inYears.sort());
    const besides = read.filter((e) => !inYears.includes(e.period));
    expect(besides.map((e) => e.period)).toContain("FY 2017-18");
    expect(besides.every((e) => e.framework === "BRSR")).toBe(true);
    expect(new Set(besides.map((e) => metricKey(e.metric))).size).toBe(besides.length);
    expect(read.find((e) => e.period === "Q1 FY 2023-24")?.reviewState).toBe("submitted");

    for (const fy of ["2024-25", "FY 2023-24", "2026-27", undefined]) {
      const q = await getQuestionnaire({ company, fyParam: fy });
      expect(q, `fy ${fy ?? "(not given)"}`).toEqual(await fromEveryEntry(company, fy));
    }
  });

  it("is not equal by emptiness: the year shows summed, partial, unread and preferred entries, and their warnings", async () => {
    const company = await companyWith(MIXED);
    const q = await getQuestionnaire({ company, fyParam: "2024-25" });
    expect(cellValue(q, "P6-E1-A", "cy")).toMatchObject({ value: 1200 });
    expect(cellValue(q, "P6-E1-A", "py")).toMatchObject({ value: 460 });
    const before = await getQuestionnaire({ company, fyParam: "2023-24" });
    expect(cellValue(before, "P6-E1-A", "py")).toMatchObject({ state: "partial" });
    expect(cellValue(before, "P6-E3-WITHDRAWAL", "cy")).toMatchObject({ value: 470 });
    expect(cellValue(q, "P6-E6-NOX", "cy")).toMatchObject({ state: "missing" });
    expect(cellValue(q, "P6-E4-TOTAL", "cy")).toMatchObject({ value: 100 });
    const messages = q.warnings.map((w) => w.message).join("\n");
    expect(messages).toMatch(/2 figures are recorded for/);
    expect(messages).toMatch(/Water consumption is more than water withdrawn/);
    expect(q.unapproved_core.length).toBeGreaterThan(0);

    const latest = await getQuestionnaire({ company });
    expect(latest.fy.id).toBe("2027-28");
  });

  it("chooses the year from a period not read yet, and from no entry at all, as before", async () => {
    const unread = await companyWith([
      { metric: "Total water consumption", period: "FY 2023-24", value: "10", unit: "kL" },
      { metric: "Site diesel", period: "FY 2025-26", value: "2", unread: true },
      ...siteMonths([2024, 2025]),
    ]);
    const q = await getQuestionnaire({ company: unread });
    expect(q.fy.id).toBe("2025-26");
    expect(q).toEqual(await fromEveryEntry(unread));

    const empty = await companyWith([]);
    expect(await getQuestionnaire({ company: empty })).toEqual(await fromEveryEntry(empty));

    // Entries, but none a cell reads: the reader loads no entry (and no review state) at all.
    const others = await companyWith([{ metric: "Site diesel", period: "FY 2024-25", value: "2", review: "approved" }, ...siteMonths([2023, 2024])]);
    for (const fy of ["2024-25", undefined]) expect(await getQuestionnaire({ company: others, fyParam: fy })).toEqual(await fromEveryEntry(others, fy));
  });

  it("holds for a year that starts in January", async () => {
    const company = await companyWith(
      [
        { metric: "Total water consumption", period: "FY 2024", value: "300", unit: "kL" },
        { metric: "Total water consumption", period: "Q1 2023", value: "70", unit: "kL" },
        { metric: "Total water consumption", period: "H2 2023", value: "150", unit: "kL" },
        { metric: "Total water withdrawal", period: "2022", value: "350", unit: "kL", framework: "GRI" },
        { metric: "Site diesel", period: "FY 2025", value: "2" },
      ],
      1,
    );
    for (const fy of ["2024", undefined]) {
      const q = await getQuestionnaire({ company, fyParam: fy });
      expect(q).toEqual(await fromEveryEntry(company, fy));
    }
    expect((await getQuestionnaire({ company })).fy.id).toBe("2025");
    expect(cellValue(await getQuestionnaire({ company, fyParam: "2024" }), "P6-E3-CONSUMPTION", "cy")).toMatchObject({ value: 300 });
  });
});
