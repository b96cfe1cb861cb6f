import "server-only";
import { NextResponse } from "next/server";
import type { User } from "@/db/schema";
import { forbidden } from "@/lib/errors";
import { toPublicUser } from "@/lib/users/public-user";
import { isForeignOrigin } from "./session";
import { issueToken, SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions } from "./tokens";

/**
 * SPEC's login result `{access_token, user}`; the same token is set as the httpOnly cookie
 * that proxy.ts reads to gate pages.
 */
export async function sessionResponse(user: User, status = 200): Promise<NextResponse> {
  const token = await issueToken(user);
  const response = NextResponse.json({ access_token: token, user: toPublicUser(user) }, { status });
  response.cookies.set(sessionCookieName(), token, { ...sessionCookieOptions(), maxAge: SESSION_MAX_AGE_SECONDS });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function loggedOutResponse(): NextResponse {
  const response = NextResponse.json({ message: "Logged out" });
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}

/** Endpoints that set the session cookie refuse other sites' pages (login CSRF). */
export function assertSameOrigin(request: Request): void {
  if (isForeignOrigin(request)) throw forbidden("Cross-site request refused");
}
