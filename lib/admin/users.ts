import "server-only";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { forbidden, notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { toPublicUser } from "@/lib/users/public-user";
import type { AdminUserItem, AdminUserPage, UserListQuery } from "./schemas";

/** The list item: the public user (subscription read with its end date) and two dates. */
function toAdminUserItem(user: User, now = new Date()): AdminUserItem {
  const pub = toPublicUser(user, now);
  return {
    id: pub.id,
    full_name: pub.full_name,
    email: pub.email,
    is_admin: pub.is_admin,
    company_name: pub.company_name,
    subscription_status: pub.subscription_status,
    subscription_plan: pub.subscription_plan,
    subscription_ends_at: user.subscriptionEndsAt?.toISOString() ?? null,
    is_active: pub.is_active,
    created_at: user.createdAt.toISOString(),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users newest first, optionally those whose email or name contains `q` (any case). */
export async function listUsers({ q, page, page_size }: UserListQuery): Promise<AdminUserPage> {
  const db = await getDb();
  let where: SQL | undefined;
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where = or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(users.companyName, pattern));
  }
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(page_size)
    .offset((page - 1) * page_size);
  const now = new Date();
  return { items: rows.map((u) => toAdminUserItem(u, now)), total: Number(total), page, page_size };
}

/**
 * Blocks or unblocks a user. Administrators cannot be blocked (nobody could unblock the last
 * one). Blocking bumps the token version so every session the user holds stops working at
 * once; the change and who made it go to the audit log in the same transaction.
 */
export async function toggleUserStatus({ actor, userId }: { actor: User; userId: string }): Promise<AdminUserItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound("User not found");
    if (target.isAdmin) throw forbidden("Administrator accounts cannot be blocked");
    const blocking = target.isActive;
    const [updated] = await tx
      .update(users)
      .set({
        isActive: !blocking,
        tokenVersion: blocking ? sql`${users.tokenVersion} + 1` : target.tokenVersion,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, target.id), eq(users.isAdmin, false)))
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      entity: "user",
      entityId: target.id,
      action: blocking ? "block" : "unblock",
      oldValue: { is_active: target.isActive },
      newValue: { is_active: updated.isActive },
    });
    return toAdminUserItem(updated);
  });
}
