import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { companies, companyInvitations, companyMembers, users, type Company, type CompanyInvitation, type User } from "@/db/schema";
import { ApiError, conflict, forbidden, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { ROLE_LABELS, type CompanyRole } from "./roles";
import { getEnv, isAppUrlConfigured } from "@/lib/env";
import { formatDate, formatDateTime } from "@/lib/format";
import { deliverInvitation } from "./invitation-email";
import { isUuid } from "./access";
import { MEMBER_ENTITY, memberAuditSnapshot } from "./members";
import { maskEmail } from "./member-display";
import {
  type AcceptedInvitationDto,
  type CreatedInvitationDto,
  type InvitationCreateInput,
  type InvitationDto,
  type InvitationPreviewDto,
  type InvitationStatus,
} from "./member-schemas";

export const INVITATION_ENTITY = "company_invitation";

const UNKNOWN = "This invitation link is not valid. It may have been revoked; ask the company's owner for a new one.";

/** Only the hash is stored: the table cannot be turned back into working links. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The page the link opens: APP_URL when the deployment sets it, else the origin the owner called from. */
function invitationLink(token: string, origin: string): string {
  const base = isAppUrlConfigured() ? getEnv().APP_URL : origin;
  return new URL(`/invitations/${token}`, base).toString();
}

function statusOf(row: Pick<CompanyInvitation, "acceptedAt" | "expiresAt">, now = Date.now()): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  return row.expiresAt.getTime() <= now ? "expired" : "pending";
}

function invitationAuditSnapshot(row: CompanyInvitation) {
  return {
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    access_until: row.accessUntil?.toISOString() ?? null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

function toDto(row: CompanyInvitation, inviter: { id: string; full_name: string } | null): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role as CompanyRole,
    expires_at: row.expiresAt.toISOString(),
    access_until: row.accessUntil?.toISOString() ?? null,
    invited_by: inviter,
    created_at: row.createdAt.toISOString(),
  };
}

/** A membership that still counts: an assurer's past its date does not. */
const currentMember = or(isNull(companyMembers.accessUntil), gt(companyMembers.accessUntil, sql`now()`));

/**
 * Invites an e-mail address with a role. A second pending invitation for the same address
 * replaces (revokes) the first; an address that is already a member is refused (409). The link
 * is answered once, e-mailed when SMTP is configured (logged otherwise), and never stored.
 */
export async function createInvitation({
  user,
  company,
  input,
  origin,
}: {
  user: User;
  company: Company;
  input: InvitationCreateInput;
  origin: string;
}): Promise<CreatedInvitationDto> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    // Two invitations for one address at once: the second waits and then replaces the first.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const [existing] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, company.id), sql`lower(${users.email}) = ${input.email}`, currentMember))
      .limit(1);
    if (existing) throw conflict(`${input.email} is already a member of ${company.name}`);
    const replaced = await tx
      .delete(companyInvitations)
      .where(and(eq(companyInvitations.companyId, company.id), eq(companyInvitations.email, input.email), isNull(companyInvitations.acceptedAt)))
      .returning();
    for (const old of replaced) {
      await writeAudit(tx, {
        actorId: user.id,
        companyId: company.id,
        entity: INVITATION_ENTITY,
        entityId: old.id,
        action: "revoke",
        oldValue: { ...invitationAuditSnapshot(old), replaced: true },
      });
    }
    const [created] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email: input.email,
        role: input.role,
        accessUntil: input.access_until,
        tokenHash: hashInvitationToken(token),
        expiresAt: input.expires_at,
        invitedBy: user.id,
      })
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: INVITATION_ENTITY,
      entityId: created.id,
      action: "invite",
      newValue: invitationAuditSnapshot(created),
    });
    return created;
  });
  const link = invitationLink(token, origin);
  // Not awaited: a slow mail server must not hold the answer; the owner has the link on screen.
  void deliverInvitation({
    to: row.email,
    companyName: company.name,
    role: row.role as CompanyRole,
    inviterName: user.fullName,
    link,
    expiresAt: row.expiresAt,
    accessUntil: row.accessUntil,
  });
  return { ...toDto(row, { id: user.id, full_name: user.fullName }), link };
}

/** Invitations not yet accepted and not expired, newest first; never their token. */
export async function listInvitations({ company }: { company: Company }): Promise<InvitationDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ invitation: companyInvitations, inviterId: users.id, inviterName: users.fullName })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, company.id), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(companyInvitations.createdAt));
  return rows.map(({ invitation, inviterId, inviterName }) => toDto(invitation, inviterId ? { id: inviterId, full_name: inviterName ?? "" } : null));
}

/** Revokes (deletes) an invitation not yet accepted; its link stops working at once. */
export async function revokeInvitation({ user, company, invitationId }: { user: User; company: Company; invitationId: string }): Promise<void> {
  if (!isUuid(invitationId)) throw notFound("Invitation not found");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, company.id)))
      .for("update");
    if (!row) throw notFound("Invitation not found");
    if (row.acceptedAt) throw conflict("This invitation has already been accepted; remove the member instead");
    await tx.delete(companyInvitations).where(eq(companyInvitations.id, row.id));
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: INVITATION_ENTITY,
      entityId: row.id,
      action: "revoke",
      oldValue: invitationAuditSnapshot(row),
    });
  });
}

async function findByToken(token: string) {
  const db = await getDb();
  const inviter = alias(users, "inviter");
  const [row] = await db
    .select({ invitation: companyInvitations, companyName: companies.name, inviterName: inviter.fullName })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row;
}

/**
 * Whom an invited signup creates an account for: the invitation's address and its company's name
 * (the invitee types only a name and a password; lib/auth/invited-signup.ts makes the account).
 * Refused 422 unless the invitation is pending; the invitee then accepts it on the landing page as
 * any signed-in invitee does.
 */
export async function invitedAccount(token: string): Promise<{ email: string; companyName: string }> {
  const row = await findByToken(token);
  if (!row || statusOf(row.invitation) !== "pending")
    throw unprocessable("invitation_token: this invitation can no longer be used to sign up (it was revoked, used or has expired); ask for a new one");
  return { email: row.invitation.email, companyName: row.companyName };
}

/** What the landing page shows to whoever holds the link: the company, role, inviter, masked address and state. */
export async function previewInvitation({ token }: { token: string }): Promise<InvitationPreviewDto> {
  const row = await findByToken(token);
  if (!row) throw notFound(UNKNOWN);
  const { invitation } = row;
  return {
    company_name: row.companyName,
    role: invitation.role as CompanyRole,
    email: maskEmail(invitation.email),
    invited_by_name: row.inviterName ?? null,
    expires_at: invitation.expiresAt.toISOString(),
    access_until: invitation.accessUntil?.toISOString() ?? null,
    status: statusOf(invitation),
  };
}

/**
 * Makes the signed-in user a member with the invitation's role (and an assurer's end date).
 * Refused: unknown or revoked 404, another account's invitation 403 (naming the masked address),
 * expired 410, already used 409, already a member 409. Single use even under a race: the row is
 * spent by `UPDATE … WHERE accepted_at IS NULL RETURNING`, and only the request that spent it
 * adds the member.
 */
export async function acceptInvitation({ user, token }: { user: User; token: string }): Promise<AcceptedInvitationDto> {
  const found = await findByToken(token);
  if (!found) throw notFound(UNKNOWN);
  const { invitation } = found;
  if (invitation.acceptedAt) throw conflict("This invitation has already been used");
  if (invitation.email !== user.email.toLowerCase()) {
    throw forbidden(`This invitation is for ${maskEmail(invitation.email)}. Log in with that account to accept it.`);
  }
  if (statusOf(invitation) === "expired") {
    throw new ApiError(410, `This invitation expired on ${formatDateTime(invitation.expiresAt)}. Ask the owner of ${found.companyName} for a new one.`);
  }
  if (invitation.accessUntil && invitation.accessUntil.getTime() <= Date.now()) {
    throw new ApiError(
      410,
      `The access this invitation grants ended on ${formatDate(invitation.accessUntil)}. Ask the owner of ${found.companyName} for a new one.`,
    );
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, sql`now()`)))
      .returning();
    if (!spent) throw conflict("This invitation has already been used");
    const [existing] = await tx
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, spent.companyId), eq(companyMembers.userId, user.id)))
      .for("update");
    const current = existing && (!existing.accessUntil || existing.accessUntil.getTime() > Date.now());
    if (current) throw conflict(`You are already a member of ${found.companyName} (as ${ROLE_LABELS[existing.role as CompanyRole]})`);
    const values = { role: spent.role, accessUntil: spent.accessUntil, addedBy: spent.invitedBy, updatedAt: new Date() };
    const [member] = existing
      ? await tx
          .update(companyMembers)
          .set(values)
          .where(and(eq(companyMembers.companyId, spent.companyId), eq(companyMembers.userId, user.id)))
          .returning()
      : await tx
          .insert(companyMembers)
          .values({ companyId: spent.companyId, userId: user.id, ...values })
          .onConflictDoNothing()
          .returning();
    if (!member) throw conflict(`You are already a member of ${found.companyName}`);
    await writeAudit(tx, {
      actorId: user.id,
      companyId: spent.companyId,
      entity: INVITATION_ENTITY,
      entityId: spent.id,
      action: "accept",
      oldValue: invitationAuditSnapshot(invitation),
      newValue: invitationAuditSnapshot(spent),
    });
    await writeAudit(tx, {
      actorId: user.id,
      companyId: spent.companyId,
      entity: MEMBER_ENTITY,
      entityId: user.id,
      action: existing ? "update" : "create",
      oldValue: existing ? memberAuditSnapshot(existing, user.email) : null,
      newValue: { ...memberAuditSnapshot(member, user.email), invitation_id: spent.id },
    });
    return { company_id: spent.companyId, role: member.role as CompanyRole, access_until: member.accessUntil?.toISOString() ?? null };
  });
}
