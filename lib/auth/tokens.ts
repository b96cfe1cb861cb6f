import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName } from "./cookies";

export type SessionClaims = { sub: string; ver: number };

/**
 * The access token is an Auth.js session JWT (encrypted, signed with AUTH_SECRET). The same
 * string is the bearer token kept in local storage and the httpOnly cookie value.
 */
export async function issueToken(user: { id: string; tokenVersion: number }): Promise<string> {
  return encode({
    token: { sub: user.id, ver: user.tokenVersion },
    secret: getEnv().AUTH_SECRET,
    salt: sessionCookieName(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export async function readToken(token: string): Promise<SessionClaims | null> {
  try {
    const claims = await decode({ token, secret: getEnv().AUTH_SECRET, salt: sessionCookieName() });
    if (!claims || typeof claims.sub !== "string" || typeof claims.ver !== "number") return null;
    return { sub: claims.sub, ver: claims.ver };
  } catch {
    return null;
  }
}
