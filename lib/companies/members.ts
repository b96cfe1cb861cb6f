import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companyMembers, users, type Company, type CompanyMember, type User } from "@/db/schema";
import { conflict, notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { ROLE_LABELS, type CompanyRole } from "./roles";
import { isUuid } from "./access";
import type { MemberDto, MemberUpdateInput } from "./member-schemas";

export const MEMBER_ENTITY = "company_member";

export const LAST_OWNER_DETAIL = "A company needs at least one owner: make another member an owner first.";

/** What the audit trail keeps of a membership. */
export function memberAuditSnapshot(row: Pick<CompanyMember, "userId" | "role" | "accessUntil">, email?: string) {
  return { user_id: row.userId, email: email ?? null, role: row.role, access_until: row.accessUntil?.toISOString() ?? null };
}

/** A company's members, owners first then by name; an assurer whose date has passed is shown too (with the date) so the owner can extend or remove. */
export async function listMembers({ user, company }: { user: User; company: Company }): Promise<MemberDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ member: companyMembers, fullName: users.fullName, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(users.fullName));
  const rank = (role: string) => (role === "owner" ? 0 : 1);
  return rows
    .map(({ member, fullName, email }) => ({
      user_id: member.userId,
      full_name: fullName,
      email,
      role: member.role as CompanyRole,
      access_until: member.accessUntil?.toISOString() ?? null,
      created_at: member.createdAt.toISOString(),
      is_you: member.userId === user.id,
    }))
    .sort((a, b) => rank(a.role) - rank(b.role));
}

/**
 * The company's owner rows, locked: two owners demoting each other at once serialise here, and
 * the second sees the first's change (FOR UPDATE re-reads a row changed meanwhile).
 */
async function lockOwners(tx: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
    .for("update");
  return rows.map((r) => r.userId);
}

async function lockMember(tx: DbOrTx, companyId: string, userId: string): Promise<CompanyMember & { email: string; fullName: string }> {
  if (!isUuid(userId)) throw notFound("Member not found");
  const [row] = await tx
    .select({ member: companyMembers, email: users.email, fullName: users.fullName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for("update", { of: companyMembers });
  if (!row) throw notFound("Member not found");
  return { ...row.member, email: row.email, fullName: row.fullName };
}

/** Changes a member's role (and an assurer's end date). The last owner cannot be demoted: 409. */
export async function updateMember({
  user,
  company,
  userId,
  input,
}: {
  user: User;
  company: Company;
  userId: string;
  input: MemberUpdateInput;
}): Promise<MemberDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx, company.id);
    const before = await lockMember(tx, company.id, userId);
    if (before.role === "owner" && input.role !== "owner" && owners.filter((id) => id !== userId).length === 0) throw conflict(LAST_OWNER_DETAIL);
    const [after] = await tx
      .update(companyMembers)
      .set({ role: input.role, accessUntil: input.access_until, updatedAt: new Date() })
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)))
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: MEMBER_ENTITY,
      entityId: userId,
      action: "update",
      oldValue: memberAuditSnapshot(before, before.email),
      newValue: memberAuditSnapshot(after, before.email),
    });
    return {
      user_id: after.userId,
      full_name: before.fullName,
      email: before.email,
      role: after.role as CompanyRole,
      access_until: after.accessUntil?.toISOString() ?? null,
      created_at: after.createdAt.toISOString(),
      is_you: after.userId === user.id,
    };
  });
}

/** Removes a member; their next request finds no membership (404). The last owner cannot be removed: 409. */
export async function removeMember({ user, company, userId }: { user: User; company: Company; userId: string }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, company.id);
    const before = await lockMember(tx, company.id, userId);
    if (before.role === "owner" && owners.filter((id) => id !== userId).length === 0) {
      throw conflict(`${LAST_OWNER_DETAIL} (${before.fullName} is the only ${ROLE_LABELS.owner.toLowerCase()}.)`);
    }
    await tx.delete(companyMembers).where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)));
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: MEMBER_ENTITY,
      entityId: userId,
      action: "delete",
      oldValue: memberAuditSnapshot(before, before.email),
    });
  });
}
