import { decode, encode, type JWT, type JWTDecodeParams, type JWTEncodeParams } from "next-auth/jwt";
import { getEnv } from "@/lib/env";

/**
 * The session token: an Auth.js session JWT, encrypted with AUTH_SECRET. One string serves as
 * SPEC's bearer `access_token` (local storage) and as the httpOnly cookie, so Auth.js's own
 * endpoints (auth.ts) and our API read the same session through this codec.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Auth.js derives the encryption key from the secret and a salt, by default the cookie's name.
 * Our name changes with the scheme (`__Secure-` over https), so the salt is fixed here instead
 * and auth.ts hands Auth.js this codec: a token stays valid whichever way it travels.
 */
const SESSION_SALT = "authjs.session-token";

/** Real tokens are a few hundred characters; anything far longer is not worth decrypting. */
export const MAX_TOKEN_LENGTH = 4096;

export type SessionClaims = { sub: string; ver: number };

/** Auth.js's cookie name for this deployment; also what Auth.js looks for (auth.ts). */
export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

function secureCookies(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookies() };
}

/** The `jwt` option of the Auth.js configuration, and what our own endpoints use. */
export const sessionJwt = {
  encode(params: Pick<JWTEncodeParams, "token" | "maxAge">): Promise<string> {
    return encode({ token: params.token, maxAge: params.maxAge ?? SESSION_MAX_AGE_SECONDS, secret: getEnv().AUTH_SECRET, salt: SESSION_SALT });
  },
  async decode(params: Pick<JWTDecodeParams, "token">): Promise<JWT | null> {
    const { token } = params;
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      return await decode({ token, secret: getEnv().AUTH_SECRET, salt: SESSION_SALT });
    } catch {
      // Truncated, tampered, sealed with another secret or not a JWE at all: no session.
      return null;
    }
  },
};

function sessionClaims(user: { id: string; tokenVersion: number }): SessionClaims {
  return { sub: user.id, ver: user.tokenVersion };
}

export async function issueToken(user: { id: string; tokenVersion: number }): Promise<string> {
  return sessionJwt.encode({ token: sessionClaims(user) });
}

/**
 * Tokens already opened, with what they said and when they expire. Opening one costs a key
 * derivation (HKDF) and a decryption, about 3 ms of the server's one thread on every request
 * (decisions D30's dashboard breakdown); the same string always opens to the same claims under the same
 * secret, so a token is opened once and its claims read back until it expires. Revocation is not
 * decided here: every request still reads the account and compares its token version (session.ts).
 * Only tokens that opened are kept (a forger cannot fill it), at most `OPENED_MAX`, oldest out.
 */
const OPENED_MAX = 10_000;
const opened = new Map<string, { secret: string; claims: SessionClaims; expiresAt: number }>();

export async function readToken(token: string): Promise<SessionClaims | null> {
  const secret = getEnv().AUTH_SECRET;
  const known = opened.get(token);
  if (known && known.secret === secret && known.expiresAt > Date.now()) return { ...known.claims };
  if (known) opened.delete(token);
  const claims = await sessionJwt.decode({ token });
  if (!claims || typeof claims.sub !== "string" || typeof claims.ver !== "number") return null;
  const read = { sub: claims.sub, ver: claims.ver };
  // Auth.js always sets exp; a token without one is read but not kept.
  if (typeof claims.exp === "number") {
    if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
    opened.set(token, { secret, claims: read, expiresAt: claims.exp * 1000 });
  }
  return read;
}
