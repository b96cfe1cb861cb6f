import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResetTokens, users, type User } from "@/db/schema";
import { badRequest } from "@/lib/errors";
import { hashPassword } from "@/lib/users/password";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const RESET_ERRORS = {
  unknown: "Invalid or expired reset link",
  used: "This reset link has already been used",
  expired: "This reset link has expired. Please request a new one.",
} as const;

/** Only the hash is stored: a leaked table cannot be turned into working links. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** 32 random bytes, url-safe; valid for one hour, once. */
export async function createResetToken({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Sets the new password and spends the token in one transaction. The token version is bumped
 * so that every session issued before the reset stops working at once, and the user's other
 * outstanding links are spent too.
 */
export async function resetPasswordWithToken({ token, newPassword, now = new Date() }: { token: string; newPassword: string; now?: Date }): Promise<User> {
  const db = await getDb();
  const tokenHash = hashResetToken(token);
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
  if (!row) throw badRequest(RESET_ERRORS.unknown);
  if (row.usedAt) throw badRequest(RESET_ERRORS.used);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(RESET_ERRORS.expired);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Conditional on usedAt: of two concurrent resets with one link, only one wins.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw badRequest(RESET_ERRORS.used);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning();
    return user;
  });
}
