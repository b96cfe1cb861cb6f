import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { NextRequest } from "next/server";
import { sessionCookieName } from "./cookies";
import { readToken } from "./tokens";

export type SessionSource = "bearer" | "cookie";
export type Session = { user: User; source: SessionSource };

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/**
 * The session cookie through Next's cookie API, which skips a malformed cookie (a bad %-escape)
 * instead of throwing: such a caller is simply not logged in (401), never a 500.
 */
function sessionCookie(request: Request): string | null {
  const cookies = request instanceof NextRequest ? request.cookies : new NextRequest(request.url, { headers: request.headers }).cookies;
  return cookies.get(sessionCookieName())?.value || null;
}

/**
 * The caller's user, from `Authorization: Bearer` or the session cookie, or null. A token is
 * honoured only while its version matches the user's (blocking and password resets bump it)
 * and the account is active.
 */
export async function getSessionUser(request: Request): Promise<Session | null> {
  const bearer = bearerToken(request);
  const raw = bearer ?? sessionCookie(request);
  if (!raw) return null;
  const claims = await readToken(raw);
  if (!claims) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user || user.tokenVersion !== claims.ver || !user.isActive) return null;
  return { user, source: bearer ? "bearer" : "cookie" };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies ride along on cross-site requests; bearer tokens do not. So a write authenticated by
 * cookie must come from our own origin (CSRF).
 */
export function isCrossSiteCookieWrite(request: Request, source: SessionSource): boolean {
  if (source !== "cookie" || SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return !ownOrigins(request).has(origin);
}

function ownOrigins(request: Request): Set<string> {
  return new Set([new URL(getEnv().APP_URL).origin, new URL(request.url).origin]);
}

/**
 * For endpoints that set the session cookie without needing one (login, signup): a browser
 * always names the page's origin on a POST, so a foreign one is another site's form.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  return Boolean(origin) && !ownOrigins(request).has(origin!);
}
