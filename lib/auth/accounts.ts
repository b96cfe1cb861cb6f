import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict, forbidden, unauthorized } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { deliverResetLink } from "@/lib/mail/reset-email";
import { ACCOUNT_BLOCKED } from "./account-messages";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/users/password";
import { clearLoginFailures, consumeForgotPassword, releaseLoginAttempt, reserveLoginAttempt } from "./rate-limit";
import { createResetToken, resetPasswordWithToken } from "./reset-tokens";
import type { ForgotPasswordInput, LoginInput, SignupInput } from "./schemas";

const AUTH_ERRORS = {
  emailTaken: "An account with this email already exists",
  badCredentials: "Invalid email or password",
  blocked: ACCOUNT_BLOCKED,
  autologinOff: "Automatic admin login is disabled on this server",
  noAdmin: "No administrator account is configured",
} as const;

const FORGOT_PASSWORD_MESSAGE = "If the email exists, a password reset link has been sent.";

async function findUserByEmail(email: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function createAccount(input: SignupInput): Promise<User> {
  if (await findUserByEmail(input.email)) throw conflict(AUTH_ERRORS.emailTaken);
  const db = await getDb();
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        fullName: input.full_name,
        companyName: input.company_name,
      })
      .returning();
    return user;
  } catch (error) {
    // Two signups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(AUTH_ERRORS.emailTaken);
    throw error;
  }
}

/**
 * A password just proven against an older kind or cost of hash (bcrypt, scrypt) is stored again
 * as today's Argon2id. Only where the hash is still the one checked: a reset meanwhile wins.
 */
async function upgradePasswordHash(user: User, password: string): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

// Compared against when the email is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the credentials under the rate limits. Unknown email and wrong password answer the
 * same 401; a blocked account is told so only once its password is proven.
 */
export async function authenticate({ email, password, address }: LoginInput & { address: string }): Promise<User> {
  await reserveLoginAttempt({ email, address });
  const user = await findUserByEmail(email);
  decoyHash ??= hashPassword("decoy-password-never-matches");
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) throw unauthorized(AUTH_ERRORS.badCredentials);
  await releaseLoginAttempt({ email, address });
  if (needsRehash(user.passwordHash)) await upgradePasswordHash(user, password);
  if (!user.isActive) throw forbidden(AUTH_ERRORS.blocked);
  return user;
}

/** decisions D6: only where the deployment turns it on, and only for the seeded administrator. */
export async function adminAutoLogin(): Promise<User> {
  const env = getEnv();
  if (!env.ADMIN_AUTOLOGIN) throw forbidden(AUTH_ERRORS.autologinOff);
  const admin = env.ADMIN_PASSWORD ? await findUserByEmail(env.ADMIN_EMAIL) : undefined;
  if (!admin || !admin.isAdmin) throw forbidden(AUTH_ERRORS.noAdmin);
  if (!admin.isActive) throw forbidden(AUTH_ERRORS.blocked);
  return admin;
}

function resetLinkFor(token: string): string {
  const url = new URL("/reset-password", getEnv().APP_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The same answer whatever the email (decisions D7). The link is emailed (or logged without
 * SMTP) and returned only when the deployment opts in with RESET_LINK_IN_RESPONSE.
 */
export async function requestPasswordReset({ email, address }: ForgotPasswordInput & { address: string }): Promise<{ message: string; reset_link?: string }> {
  await consumeForgotPassword({ email, address });
  const user = await findUserByEmail(email);
  if (!user || !user.isActive) return { message: FORGOT_PASSWORD_MESSAGE };
  const link = resetLinkFor(await createResetToken({ userId: user.id }));
  // Not awaited: a slow mail server must neither hold the answer nor reveal that the email exists.
  void deliverResetLink({ to: user.email, name: user.fullName, link });
  return getEnv().RESET_LINK_IN_RESPONSE ? { message: FORGOT_PASSWORD_MESSAGE, reset_link: link } : { message: FORGOT_PASSWORD_MESSAGE };
}

/** Sets the new password; failures counted against the old one no longer apply. */
export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<User> {
  const user = await resetPasswordWithToken({ token, newPassword });
  await clearLoginFailures({ email: user.email.toLowerCase() });
  return user;
}
