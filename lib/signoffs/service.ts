import "server-only";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { auditLog, brsrSignoffArtifacts, brsrSignoffs, companies, fiscalYearLocks, users, type BrsrSignoff, type Company } from "@/db/schema";
import { conflict, notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getReadiness } from "@/lib/brsr/service";
import { formatCount } from "@/lib/format";
import { fiscalYear } from "@/lib/periods";
import { requireFiscalYear } from "@/lib/periods/param";
import type { FiscalYear } from "@/lib/periods/types";
import { LOCK_ENTITY } from "@/lib/companies/locks";
import { ARTIFACT_PRODUCERS } from "./producers";
import { approvalOf } from "@/lib/reports/brsr/signoff-state";
import { putArtifact } from "./store";
import type { ArtifactKind, SignoffInput } from "./schemas";
import type { SignoffDto } from "./types";

export type { SignoffDto } from "./types";

export const SIGNOFF_ENTITY = "brsr_signoff";

type Signer = { id: string; name: string | null; email: string | null } | null;
type ArtifactRow = { kind: string; contentType: string; sha256: string; byteSize: number };

function signoffDto(company: Company, s: BrsrSignoff, signer: Signer, artifacts: readonly ArtifactRow[], current: boolean): SignoffDto {
  const fy = fiscalYear(s.fyEndYear, company.fyStartMonth);
  return {
    id: s.id,
    fy: fy.id,
    label: fy.label,
    version: s.version,
    approved_by: s.approvedBy,
    din: s.din,
    designation: s.designation,
    approval_date: s.approvalDate,
    resolution_reference: s.resolutionReference,
    notes: s.notes,
    reopen_reason: s.reopenReason,
    signed_at: s.signedAt.toISOString(),
    signed_by: signer ? { id: signer.id, full_name: signer.name ?? "", email: signer.email ?? "" } : null,
    current,
    artifacts: artifacts.map((a) => ({
      kind: a.kind as ArtifactKind,
      content_type: a.contentType,
      sha256: a.sha256,
      byte_size: a.byteSize,
      url: `/api/companies/${company.id}/signoffs/${s.id}/${a.kind}`,
    })),
  };
}

/** The sentence a refused sign-off answers: what is missing, counted, with the first few named. */
export function notReadyDetail(
  fyLabel: string,
  r: { items: readonly { reason: string; message: string }[]; unapproved_core: readonly { message: string }[] },
): string {
  const parts: string[] = [];
  const named = (items: readonly { message: string }[]) =>
    items
      .slice(0, 3)
      .map((i) => i.message)
      .join("; ") + (items.length > 3 ? `; and ${formatCount(items.length - 3)} more` : "");
  if (r.unapproved_core.length) parts.push(`${formatCount(r.unapproved_core.length)} BRSR Core figures not approved (${named(r.unapproved_core)})`);
  const groups: [string, string][] = [
    ["missing", "Essential indicators not answered"],
    ["core", "BRSR Core figures not disclosed"],
    ["denominator", "intensities without their denominator"],
    ["profile", "Entity Profile answers missing"],
  ];
  for (const [reason, title] of groups) {
    const items = r.items.filter((i) => i.reason === reason);
    if (items.length) parts.push(`${formatCount(items.length)} ${title} (${named(items)})`);
  }
  return `${fyLabel} cannot be signed off yet: ${parts.join(". ")}.`;
}

/** Why the year was last reopened, after the version before this one. */
async function reopenReasonSince(tx: DbOrTx, companyId: string, fy: FiscalYear, since: Date) {
  const [row] = await tx
    .select({ value: auditLog.newValue })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, LOCK_ENTITY), eq(auditLog.entityId, `${companyId}:${fy.endYear}`), eq(auditLog.action, "reopen"), gt(auditLog.createdAt, since)),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const reason = (row?.value as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? reason : null;
}

/**
 * The board's approval of a year (owners): refused (409) unless the year is ready — every
 * Essential indicator answered, every BRSR Core figure approved — or while it is signed off
 * already. In one transaction: the year is locked (every write path then answers 423), the
 * version recorded, and each artifact (ARTIFACT_PRODUCERS) made from what the transaction reads
 * and stored with its SHA-256, so a download later is byte for byte what was signed.
 */
export async function signOff({
  company,
  input,
  actorId,
  now = new Date(),
}: {
  company: Company;
  input: SignoffInput;
  actorId: string;
  now?: Date;
}): Promise<SignoffDto> {
  const fy = requireFiscalYear(input.fy, company.fyStartMonth);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Writers read the locks under a share lock of this row: none lands while the year is judged and frozen.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const [latest] = await tx
      .select()
      .from(brsrSignoffs)
      .where(and(eq(brsrSignoffs.companyId, company.id), eq(brsrSignoffs.fyEndYear, fy.endYear)))
      .orderBy(desc(brsrSignoffs.version))
      .limit(1);
    const [lock] = await tx
      .select()
      .from(fiscalYearLocks)
      .where(and(eq(fiscalYearLocks.companyId, company.id), eq(fiscalYearLocks.fyEndYear, fy.endYear)));
    if (latest && lock && lock.lockedAt.getTime() <= latest.signedAt.getTime()) {
      throw conflict(`${fy.label} is signed off already (version ${latest.version}). Reopen the year, giving a reason, to sign a new version.`);
    }
    const readiness = await getReadiness({ company, fyParam: fy.id, db: tx });
    if (!readiness.ready) throw conflict(notReadyDetail(fy.label, readiness));

    const version = (latest?.version ?? 0) + 1;
    const reopenReason = latest ? await reopenReasonSince(tx, company.id, fy, latest.signedAt) : null;
    const [signoff] = await tx
      .insert(brsrSignoffs)
      .values({
        companyId: company.id,
        fyEndYear: fy.endYear,
        version,
        approvedBy: input.approved_by,
        din: input.din,
        designation: input.designation,
        approvalDate: input.approval_date,
        resolutionReference: input.resolution_reference,
        notes: input.notes,
        reopenReason,
        signedBy: actorId,
        signedAt: now,
      })
      .returning();
    if (!lock) {
      await tx
        .insert(fiscalYearLocks)
        .values({ companyId: company.id, fyEndYear: fy.endYear, reason: `Signed off by the Board (version ${version})`, lockedBy: actorId, lockedAt: now });
      await writeAudit(tx, {
        actorId,
        companyId: company.id,
        entity: LOCK_ENTITY,
        entityId: `${company.id}:${fy.endYear}`,
        action: "lock",
        newValue: { fy: fy.id, reason: `Signed off by the Board (version ${version})` },
      });
    }
    const approval = approvalOf(signoff);
    const artifacts: ArtifactRow[] = [];
    for (const producer of ARTIFACT_PRODUCERS) {
      const bytes = await producer.produce({ db: tx, company, fy, approval, now });
      if (!bytes) continue;
      artifacts.push(await putArtifact(tx, { signoffId: signoff.id, companyId: company.id, kind: producer.kind, contentType: producer.contentType, bytes }));
    }
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: SIGNOFF_ENTITY,
      entityId: signoff.id,
      action: "sign_off",
      newValue: {
        fy: fy.id,
        version,
        approved_by: input.approved_by,
        din: input.din,
        designation: input.designation,
        approval_date: input.approval_date,
        resolution_reference: input.resolution_reference,
        reopen_reason: reopenReason,
        artifacts: artifacts.map((a) => ({ kind: a.kind, sha256: a.sha256 })),
      },
    });
    const [signer] = await tx.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(eq(users.id, actorId));
    return signoffDto(company, signoff, signer ?? null, artifacts, true);
  });
}

/** The sign-offs of a year (or of every year), newest version first, with their frozen files' hashes. */
export async function listSignoffs({ company, fyParam }: { company: Company; fyParam?: string }): Promise<SignoffDto[]> {
  const fy = fyParam ? requireFiscalYear(fyParam, company.fyStartMonth) : null;
  const db = await getDb();
  const rows = await db
    .select({ signoff: brsrSignoffs, signerId: users.id, name: users.fullName, email: users.email, lockedAt: fiscalYearLocks.lockedAt })
    .from(brsrSignoffs)
    .leftJoin(users, eq(users.id, brsrSignoffs.signedBy))
    .leftJoin(fiscalYearLocks, and(eq(fiscalYearLocks.companyId, brsrSignoffs.companyId), eq(fiscalYearLocks.fyEndYear, brsrSignoffs.fyEndYear)))
    .where(and(eq(brsrSignoffs.companyId, company.id), fy ? eq(brsrSignoffs.fyEndYear, fy.endYear) : sql`true`))
    .orderBy(desc(brsrSignoffs.fyEndYear), desc(brsrSignoffs.version));
  if (!rows.length) return [];
  const artifacts = await db
    .select({
      signoffId: brsrSignoffArtifacts.signoffId,
      kind: brsrSignoffArtifacts.kind,
      contentType: brsrSignoffArtifacts.contentType,
      sha256: brsrSignoffArtifacts.sha256,
      byteSize: brsrSignoffArtifacts.byteSize,
    })
    .from(brsrSignoffArtifacts)
    .innerJoin(brsrSignoffs, eq(brsrSignoffs.id, brsrSignoffArtifacts.signoffId))
    .where(eq(brsrSignoffs.companyId, company.id))
    .orderBy(asc(brsrSignoffArtifacts.kind));
  const latestOfYear = new Map<number, number>();
  for (const r of rows) latestOfYear.set(r.signoff.fyEndYear, Math.max(latestOfYear.get(r.signoff.fyEndYear) ?? 0, r.signoff.version));
  return rows.map((r) => {
    const s = r.signoff;
    const current = latestOfYear.get(s.fyEndYear) === s.version && !!r.lockedAt && r.lockedAt.getTime() <= s.signedAt.getTime();
    return signoffDto(
      company,
      s,
      r.signerId ? { id: r.signerId, name: r.name, email: r.email } : null,
      artifacts.filter((a) => a.signoffId === s.id),
      current,
    );
  });
}

/** One sign-off of the company (404 for another company's or none). */
export async function getSignoff({ company, signoffId }: { company: Company; signoffId: string }): Promise<BrsrSignoff> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(signoffId)) throw notFound("Sign-off not found");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(brsrSignoffs)
    .where(and(eq(brsrSignoffs.id, signoffId), eq(brsrSignoffs.companyId, company.id)));
  if (!row) throw notFound("Sign-off not found");
  return row;
}
