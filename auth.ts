// next-auth v5 (Auth.js): Credentials provider over our own account rules, JWT sessions in the
// cookie that lib/auth/tokens.ts also issues. The app's pages use /api/auth/login, which returns
// the bearer token as well; this keeps next-auth's own endpoints and `auth()` consistent with it.
import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { eq } from "drizzle-orm";
import { authConfig } from "@/auth.config";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { authenticate } from "@/lib/auth/accounts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { loginSchema } from "@/lib/auth/schemas";

export const { handlers, auth, signIn, signOut } = NextAuth(() => {
  const base = authConfig();
  return {
    ...base,
    providers: [
      Credentials({
        credentials: { email: { type: "email", label: "Email" }, password: { type: "password", label: "Password" } },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const user = await authenticate({ ...parsed.data, address: clientAddress(request) });
            return { id: user.id, name: user.fullName, email: user.email, tokenVersion: user.tokenVersion };
          } catch (error) {
            if (error instanceof ApiError) return null;
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      ...base.callbacks,
      async jwt({ token, user }) {
        if (user?.id) return { ...token, sub: user.id, ver: user.tokenVersion ?? 0 };
        // Blocking and password resets bump the version: an older session ends here too.
        if (!token.sub) return null;
        const db = await getDb();
        const [row] = await db.select({ ver: users.tokenVersion, active: users.isActive }).from(users).where(eq(users.id, token.sub)).limit(1);
        if (!row || !row.active || row.ver !== token.ver) return null;
        return token;
      },
    },
  };
});
