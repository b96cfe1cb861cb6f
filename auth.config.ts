// The edge-safe half of the next-auth configuration: cookie, JWT strategy and session shape,
// with no database or password hashing, so anything that runs outside Node can import it.
import type { NextAuthConfig } from "next-auth";
import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieName } from "@/lib/auth/cookies";
import { getEnv } from "@/lib/env";

declare module "next-auth" {
  interface User {
    tokenVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The user's token version when the session was issued (lib/auth/tokens.ts reads it too). */
    ver?: number;
  }
}

/** Built per request so that settings are read at run time, never at build time. */
export function authConfig(): NextAuthConfig {
  return {
    secret: getEnv().AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // The very cookie our own endpoints set (lib/auth/cookies.ts), so `auth()` and
    // getSessionUser() read one session.
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() },
      },
    },
    pages: { signIn: "/login", error: "/login" },
    logger: {
      // A wrong password is an answer, not a server fault.
      error(error) {
        if (error.name === "CredentialsSignin") return;
        console.error("[auth]", error);
      },
    },
    providers: [],
    callbacks: {
      session({ session, token }) {
        if (token.sub && session.user) session.user.id = token.sub;
        return session;
      },
    },
  };
}
