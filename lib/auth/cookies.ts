import { getEnv } from "@/lib/env";

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Auth.js's own cookie name, so next-auth's `auth()` reads the sessions our endpoints issue. */
export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export function secureCookies(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

export function sessionCookieHeader(token: string): string {
  const parts = [
    `${sessionCookieName()}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
  ];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookieHeader(): string {
  const parts = [`${sessionCookieName()}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}
