import "server-only";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditLog, companyMembers, esgDataEntries, reportingUnits, users } from "@/db/schema";
import { hashPassword } from "@/lib/users/password";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { uploadEvidence } from "@/lib/evidence/service";
import { raiseRequest } from "@/lib/evidence/requests";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { metricKey } from "@/lib/frameworks/metric-key";
import { ALL_CELLS } from "@/lib/frameworks/questionnaire";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";

/** The demo company's team besides its owner (decisions D28); they log in with the demo password. */
export const DEMO_TEAM = [
  { email: "demo-reviewer@esgplatform.local", fullName: "Ravi Kulkarni", role: "reviewer" },
  { email: "demo-assurer@esgplatform.local", fullName: "Meera Iyer", role: "assurer" },
] as const;

const ASSURER_DAYS = 180;

/** A fuel log as the plant keeps it: the evidence behind FY 2024-25's Scope 1 figure. */
const FUEL_LOG_CSV = [
  "month,diesel_litres,lpg_kg,natural_gas_scm,source",
  "Apr 2024,41200,3100,182000,Stores ledger",
  "May 2024,39850,3050,179500,Stores ledger",
  "Jun 2024,40120,2980,176300,Stores ledger",
  "Q2 FY 2024-25,121900,9120,538700,Stores ledger (quarter)",
  "H2 FY 2024-25,246300,18420,1089000,Stores ledger (half year)",
  "",
].join("\r\n");

/** The year whose review is still under way in the demo; every earlier year is approved. */
const DEMO_REVIEW_YEAR = "FY 2024-25";

/**
 * FY 2024-25's figures the reviewer has not approved yet, the rest of that year being approved:
 * Scope 2 (the assurer asked for the electricity bills behind it) and water discharge (P6 E4),
 * submitted; TCFD's disclosures new that year, still drafts.
 */
const DEMO_AWAITING_REVIEW = new Set(
  [M.scope2, ...ALL_CELLS.flatMap((c) => (c.key.startsWith("P6-E4-") && c.metric ? [c.metric] : []))].map((m) => metricKey(m)),
);
const DEMO_DRAFTS = new Set(["Internal carbon price", "Emissions reduction target"].map(metricKey));

/**
 * The demo's teamwork, after the company's own transaction: a reviewer and an assurer (until 180
 * days on); the company's figures submitted by the owner and approved by the reviewer (each step
 * in the audit trail), but for a few of FY 2024-25's still awaiting review or drafts (so progress
 * on approved figures, decisions D33, shows the targets' real state and the review queue has
 * work); the fuel log as evidence on FY 2024-25's Scope 1, and the assurer's open request for the
 * electricity bills behind Scope 2. The value-chain partners' figures keep their own states.
 */
export async function seedDemoTeam(db: Db, { companyId, ownerId, password }: { companyId: string; ownerId: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(password);
  const ids: Record<(typeof DEMO_TEAM)[number]["role"], string> = { reviewer: "", assurer: "" };
  for (const member of DEMO_TEAM) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    const [user] = existing
      ? [existing]
      : await db
          .insert(users)
          .values({ email: member.email, passwordHash, fullName: member.fullName, companyName: "Sahyadri Steel & Alloys Ltd" })
          .returning({ id: users.id });
    ids[member.role] = user.id;
    await db
      .insert(companyMembers)
      .values({
        companyId,
        userId: user.id,
        role: member.role,
        addedBy: ownerId,
        accessUntil: member.role === "assurer" ? new Date(Date.now() + ASSURER_DAYS * 86_400_000) : null,
      })
      .onConflictDoNothing();
  }

  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: esgDataEntries.id, period: esgDataEntries.period, metricKey: esgDataEntries.metricKey, createdAt: esgDataEntries.createdAt })
      .from(esgDataEntries)
      .leftJoin(reportingUnits, eq(reportingUnits.id, esgDataEntries.unitId))
      .where(and(eq(esgDataEntries.companyId, companyId), or(isNull(reportingUnits.type), ne(reportingUnits.type, PARTNER_UNIT_TYPE))));
    const pending = (e: (typeof own)[number]) => e.period === DEMO_REVIEW_YEAR && (DEMO_AWAITING_REVIEW.has(e.metricKey) || DEMO_DRAFTS.has(e.metricKey));
    const approved = own.filter((e) => !pending(e));
    const submitted = own.filter((e) => pending(e) && DEMO_AWAITING_REVIEW.has(e.metricKey));
    const at = (e: { createdAt: Date }, days: number) => new Date(e.createdAt.getTime() + days * 86_400_000);
    const audits: (typeof auditLog.$inferInsert)[] = [];
    for (const e of [...approved, ...submitted]) {
      audits.push({
        actorId: ownerId,
        companyId,
        entity: ENTRY_ENTITY,
        entityId: e.id,
        action: "submit",
        oldValue: { review_state: "draft" },
        newValue: { review_state: "submitted" },
        createdAt: at(e, 2),
      });
    }
    for (const e of approved) {
      audits.push({
        actorId: ids.reviewer,
        companyId,
        entity: ENTRY_ENTITY,
        entityId: e.id,
        action: "approve",
        oldValue: { review_state: "submitted" },
        newValue: { review_state: "approved" },
        createdAt: at(e, 5),
      });
    }
    for (let i = 0; i < audits.length; i += 1000) await tx.insert(auditLog).values(audits.slice(i, i + 1000));
    if (approved.length)
      await tx
        .update(esgDataEntries)
        .set({
          reviewState: "approved",
          submittedBy: ownerId,
          submittedAt: sql`${esgDataEntries.createdAt} + interval '2 days'`,
          reviewedBy: ids.reviewer,
          reviewedAt: sql`${esgDataEntries.createdAt} + interval '5 days'`,
        })
        .where(
          inArray(
            esgDataEntries.id,
            approved.map((e) => e.id),
          ),
        );
    if (submitted.length)
      await tx
        .update(esgDataEntries)
        .set({ reviewState: "submitted", submittedBy: ownerId, submittedAt: sql`${esgDataEntries.createdAt} + interval '2 days'` })
        .where(
          inArray(
            esgDataEntries.id,
            submitted.map((e) => e.id),
          ),
        );
  });

  const figure = async (metric: string) => {
    const [row] = await db
      .select()
      .from(esgDataEntries)
      .where(
        and(
          eq(esgDataEntries.companyId, companyId),
          eq(esgDataEntries.framework, "BRSR"),
          eq(esgDataEntries.metricKey, metricKey(metric)),
          eq(esgDataEntries.period, "FY 2024-25"),
          isNull(esgDataEntries.unitId),
        ),
      )
      .limit(1);
    return row;
  };
  const scope1 = await figure(M.scope1);
  if (scope1) await uploadEvidence({ entry: scope1, actorId: ownerId, fileName: "fuel-log-FY2024-25.csv", bytes: new TextEncoder().encode(FUEL_LOG_CSV) });
  const scope2 = await figure(M.scope2);
  if (scope2)
    await raiseRequest({
      entry: scope2,
      actorId: ids.assurer,
      comment: "Please attach the MSEDCL electricity bills for both plants (April 2024 to March 2025) behind this Scope 2 figure.",
    });
}
