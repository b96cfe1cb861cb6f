import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { brsrSignoffs, companies, dataRequests, entryRollups, evidenceRequests, type User } from "@/db/schema";
import { listCompanies } from "@/lib/companies/service";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import { locksQuery } from "@/lib/companies/locks";
import { readCompleteness } from "@/lib/dashboard/completeness";
import { indianDay } from "@/lib/format";
import { currentSignoff } from "@/lib/reports/brsr/signoff-state";
import { writeAudit } from "@/lib/audit";
import { blockersOf, daysUntil, sortPortfolio, type PortfolioRow, type PortfolioSort } from "./rules";

/**
 * GET /api/portfolio: every company the caller is a member of, each with the default year's BRSR
 * and Core completeness (the one measure every screen shows), figures awaiting review, requests,
 * lock and sign-off state and the filing due date, with what blocks it. Overdue data requests are
 * counted as the requests board counts them (open and past their due day on India's calendar);
 * the sign-off is the year's board approval (null when the year was never signed off).
 */
export async function getPortfolio({ user, sort, now = new Date(), db: given }: { user: User; sort?: PortfolioSort; now?: Date; db?: DbOrTx }) {
  const db = given ?? (await getDb());
  // A portfolio is the caller's own clients, also for an admin (who may read every company elsewhere).
  const members = (await listCompanies({ user: { ...user, isAdmin: false } })).filter((c) => c.role);
  if (!members.length) return { companies: [] as PortfolioRow[] };
  const ids = members.map((c) => c.id);
  const today = indianDay(now);
  const [rows, awaiting, requests, overdue] = await Promise.all([
    db.select().from(companies).where(inArray(companies.id, ids)),
    db
      .select({ companyId: entryRollups.companyId, submitted: sql<number>`coalesce(sum(${entryRollups.submitted}), 0)::int` })
      .from(entryRollups)
      .where(inArray(entryRollups.companyId, ids))
      .groupBy(entryRollups.companyId),
    db
      .select({ companyId: evidenceRequests.companyId, open: sql<number>`count(*)::int` })
      .from(evidenceRequests)
      .where(and(inArray(evidenceRequests.companyId, ids), eq(evidenceRequests.status, "open")))
      .groupBy(evidenceRequests.companyId),
    db
      .select({ companyId: dataRequests.companyId, n: sql<number>`count(*)::int` })
      .from(dataRequests)
      .where(
        and(
          inArray(dataRequests.companyId, ids),
          inArray(dataRequests.state, ["not_started", "in_progress", "returned"]),
          sql`${dataRequests.dueDate} < ${today}::date`,
        ),
      )
      .groupBy(dataRequests.companyId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const awaitingOf = new Map(awaiting.map((r) => [r.companyId, Number(r.submitted)]));
  const openOf = new Map(requests.map((r) => [r.companyId, Number(r.open)]));
  const overdueOf = new Map(overdue.map((r) => [r.companyId, Number(r.n)]));

  const out = await Promise.all(
    members.map(async (dto): Promise<PortfolioRow> => {
      const company = byId.get(dto.id)!;
      const fy = await defaultFiscalYear(db, company, now);
      const [completeness, locks, signoff] = await Promise.all([
        readCompleteness(db, company.id, ["BRSR"], fy),
        locksQuery(db, company.id),
        signoffOf(db, company.id, fy.endYear),
      ]);
      const reportsBrsr = dto.frameworks.includes("BRSR");
      const due = company.filingDueDate ?? null;
      const row: Omit<PortfolioRow, "blockers"> = {
        company: { id: dto.id, name: dto.name, industry: dto.industry, location: dto.location, frameworks: dto.frameworks, role: dto.role ?? null },
        fy: { id: fy.id, label: fy.label },
        brsr: reportsBrsr ? (completeness.frameworks.BRSR ?? null) : null,
        core: reportsBrsr ? completeness.core : null,
        awaiting_review: awaitingOf.get(dto.id) ?? 0,
        open_evidence_requests: openOf.get(dto.id) ?? 0,
        requests_overdue: overdueOf.get(dto.id) ?? 0,
        locked: locks.some((l) => l.fyEndYear === fy.endYear),
        signoff,
        filing_due_date: due,
        due_in_days: due ? daysUntil(due, today) : null,
      };
      return { ...row, blockers: blockersOf(row) };
    }),
  );
  return { companies: sortPortfolio(out, sort) };
}

/**
 * The year's sign-off as the portfolio shows it: 'Signed vN' while the board's approval holds the
 * year (its lock is still there), 'Reopened after vN' once the year was reopened, null never signed.
 */
async function signoffOf(db: DbOrTx, companyId: string, fyEndYear: number): Promise<PortfolioRow["signoff"]> {
  const current = await currentSignoff(db, companyId, fyEndYear);
  if (current) return { state: `Signed v${current.version}`, signed_at: current.signedAt.toISOString() };
  const [last] = await db
    .select({ version: sql<number>`max(${brsrSignoffs.version})::int` })
    .from(brsrSignoffs)
    .where(and(eq(brsrSignoffs.companyId, companyId), eq(brsrSignoffs.fyEndYear, fyEndYear)));
  return last?.version ? { state: `Reopened after v${last.version}`, signed_at: null } : null;
}

/** Sets (or clears) the company's filing due date; audited on the company. */
export async function setFilingDueDate({ companyId, actorId, date }: { companyId: string; actorId: string; date: string | null }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ due: companies.filingDueDate }).from(companies).where(eq(companies.id, companyId)).for("update");
    await tx.update(companies).set({ filingDueDate: date }).where(eq(companies.id, companyId));
    if ((before?.due ?? null) !== date) {
      await writeAudit(tx, {
        actorId,
        companyId,
        entity: "company",
        entityId: companyId,
        action: "update",
        oldValue: { filing_due_date: before?.due ?? null },
        newValue: { filing_due_date: date },
      });
    }
    return { company_id: companyId, filing_due_date: date };
  });
}
