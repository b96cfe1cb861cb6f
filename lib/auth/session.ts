import "server-only";
import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { companies, companyDataVersions, companyMembers, users, type User } from "@/db/schema";
import { MEMBERSHIP_FIELDS, callersMembership, companysDataVersion, isUuid, membershipOf, type LoadedMembership } from "@/lib/companies/access";
import { getEnv } from "@/lib/env";
import { readToken, sessionCookieName, type SessionClaims } from "./tokens";

export type SessionSource = "bearer" | "cookie";
export type Session = { user: User; source: SessionSource };

/** What a session can be read from: a request, or a layout's `cookies()` (no header there). */
export type SessionCarrier = {
  authorization?: string | null;
  cookies: { get(name: string): { value: string } | undefined };
};

function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * The account a token's claims name, while the token is still honoured: the account is active
 * and its token version is the one the token was issued with (blocking a user and a password
 * reset bump it). The one revocation check; Auth.js's own endpoints use it too (auth.ts).
 */
export async function sessionUser(claims: SessionClaims): Promise<User | null> {
  return (await claimsLookup(claims)).user;
}

/**
 * A blocked account's tokens are refused like any revoked one; `blocked` lets the answer say why.
 * With `companyId` the caller's membership of that company is read in the same statement
 * (getMembership decides what it allows).
 */
async function claimsLookup(claims: SessionClaims, companyId?: string): Promise<{ user: User | null; blocked: boolean; membership?: LoadedMembership }> {
  const db = await getDb();
  let user: User | undefined;
  let membership: LoadedMembership | undefined;
  if (companyId && isUuid(companyId)) {
    const [row] = await db
      .select({ user: users, ...MEMBERSHIP_FIELDS })
      .from(users)
      .leftJoin(companies, eq(companies.id, companyId))
      .leftJoin(companyMembers, callersMembership(users.id))
      .leftJoin(companyDataVersions, companysDataVersion())
      .where(eq(users.id, claims.sub))
      .limit(1)
      // Every company route sends it: prepared on the connection, it is parsed and planned once (decisions D30).
      .prepare("session_with_membership")
      .execute();
    user = row?.user;
    if (row) membership = { userId: row.user.id, companyId, found: membershipOf(row) };
  } else {
    [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1).prepare("session_user").execute();
  }
  if (!user) return { user: null, blocked: false };
  if (!user.isActive) return { user: null, blocked: true };
  return user.tokenVersion === claims.ver ? { user, blocked: false, membership } : { user: null, blocked: false };
}

/**
 * The caller, from `Authorization: Bearer` (SPEC's clients) or else the session cookie (pages
 * and the proxy). An Authorization header that names a bad token is a failed login, not a
 * reason to fall back to the cookie. Anything unreadable is simply no session.
 */
export async function resolveSession(carrier: SessionCarrier): Promise<Session | null> {
  return (await lookupSession(carrier)).session;
}

/**
 * resolveSession, and whether a missing session is a blocked account's: a token that is genuine
 * (our secret sealed it) but names an account an admin has blocked, so the 401 can say so.
 */
export async function lookupSession(
  carrier: SessionCarrier,
  { companyId }: { companyId?: string } = {},
): Promise<{ session: Session | null; blocked: boolean; membership?: LoadedMembership }> {
  const none = { session: null, blocked: false };
  const header = carrier.authorization?.trim() || null;
  const bearer = bearerToken(header);
  const raw = header ? bearer : (carrier.cookies.get(sessionCookieName())?.value ?? null);
  if (!raw) return none;
  const claims = await readToken(raw);
  if (!claims) return none;
  const { user, blocked, membership } = await claimsLookup(claims, companyId);
  return user ? { session: { user, source: header ? "bearer" : "cookie" }, blocked: false, membership } : { session: null, blocked };
}

/** Next's cookie API skips a malformed cookie (a bad %-escape) rather than throwing. */
export function getSessionUser(request: NextRequest): Promise<Session | null> {
  return resolveSession(requestCarrier(request));
}

export function requestCarrier(request: NextRequest): SessionCarrier {
  return { authorization: request.headers.get("authorization"), cookies: request.cookies };
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
