import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, entryRollups, evidenceRequests, type User } from "@/db/schema";
import { listCompanies } from "@/lib/companies/service";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import { locksQuery } from "@/lib/companies/locks";
import { readCompleteness } from "@/lib/dashboard/completeness";
import { indianDay } from "@/lib/format";
import { writeAudit } from "@/lib/audit";
import { blockersOf, daysUntil, sortPortfolio, type PortfolioRow, type PortfolioSort } from "./rules";

/**
 * GET /api/portfolio: every company the caller is a member of, each with the default year's BRSR
 * and Core completeness (the one measure every screen shows), figures awaiting review, requests,
 * lock and sign-off state and the filing due date, with what blocks it. Sign-off and overdue data
 * requests read null until those parts of the product record them.
 */
export async function getPortfolio({ user, sort, now = new Date(), db: given }: { user: User; sort?: PortfolioSort; now?: Date; db?: DbOrTx }) {
  const db = given ?? (await getDb());
  // A portfolio is the caller's own clients, also for an admin (who may read every company elsewhere).
  const members = (await listCompanies({ user: { ...user, isAdmin: false } })).filter((c) => c.role);
  if (!members.length) return { companies: [] as PortfolioRow[] };
  const ids = members.map((c) => c.id);
  const [rows, awaiting, requests] = await Promise.all([
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
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const awaitingOf = new Map(awaiting.map((r) => [r.companyId, Number(r.submitted)]));
  const openOf = new Map(requests.map((r) => [r.companyId, Number(r.open)]));
  const today = indianDay(now);

  const out = await Promise.all(
    members.map(async (dto): Promise<PortfolioRow> => {
      const company = byId.get(dto.id)!;
      const fy = await defaultFiscalYear(db, company, now);
      const [completeness, locks] = await Promise.all([readCompleteness(db, company.id, ["BRSR"], fy), locksQuery(db, company.id)]);
      const reportsBrsr = dto.frameworks.includes("BRSR");
      const due = company.filingDueDate ?? null;
      const row: Omit<PortfolioRow, "blockers"> = {
        company: { id: dto.id, name: dto.name, industry: dto.industry, location: dto.location, frameworks: dto.frameworks, role: dto.role ?? null },
        fy: { id: fy.id, label: fy.label },
        brsr: reportsBrsr ? (completeness.frameworks.BRSR ?? null) : null,
        core: reportsBrsr ? completeness.core : null,
        awaiting_review: awaitingOf.get(dto.id) ?? 0,
        open_evidence_requests: openOf.get(dto.id) ?? 0,
        requests_overdue: null,
        locked: locks.some((l) => l.fyEndYear === fy.endYear),
        signoff: null,
        filing_due_date: due,
        due_in_days: due ? daysUntil(due, today) : null,
      };
      return { ...row, blockers: blockersOf(row) };
    }),
  );
  return { companies: sortPortfolio(out, sort) };
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
