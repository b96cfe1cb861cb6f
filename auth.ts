// next-auth v5 (Auth.js) owns the session format: its JWT codec, cookie and revocation callback
// are the ones our API uses (lib/auth/tokens.ts, lib/auth/session.ts). It has no sign-in provider:
// SPEC's POST /api/auth/login is the one way in, behind the rate limits and the origin check
// (app/api/auth/[...nextauth]/route.ts refuses Auth.js's own sign-in endpoints).
import "server-only";
import NextAuth from "next-auth";
import { sessionUser } from "@/lib/auth/session";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions, sessionJwt } from "@/lib/auth/tokens";
import { getEnv } from "@/lib/env";

declare module "next-auth/jwt" {
  interface JWT {
    /** The user's token version when the session was issued. */
    ver?: number;
  }
}

// Built per request so that settings are read at run time, never at build time.
export const { handlers } = NextAuth(() => ({
  secret: getEnv().AUTH_SECRET,
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: sessionJwt,
  cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
  pages: { signIn: "/login", error: "/login" },
  providers: [],
  logger: {
    error(error) {
      // A cookie that does not decrypt is a visitor without a session, not a server fault.
      if ((error as { type?: string }).type === "JWTSessionError") return;
      console.error("[auth]", error);
    },
  },
  callbacks: {
    async jwt({ token }) {
      if (typeof token.sub !== "string" || typeof token.ver !== "number") return null;
      return (await sessionUser({ sub: token.sub, ver: token.ver })) ? token : null;
    },
    session({ session, token }) {
      if (token.sub && session.user) session.user.id = token.sub;
      return session;
    },
  },
}));
