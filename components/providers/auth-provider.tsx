"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { homeFor as homeOf, matchPage, pageAccess, type Visitor } from "@/lib/auth/access-table";
import { ACCOUNT_BLOCKED } from "@/lib/auth/account-messages";
import { loginPathFor } from "@/lib/auth/next-path";
import type { PublicUser } from "@/lib/users/public-user";
import { api, ApiClientError, errorMessage, getToken, onUnauthorized, setToken, TOKEN_KEY } from "@/lib/client/api";
import { isPaywallOn, loadPaywall } from "@/lib/client/paywall";

export type AuthStatus = "loading" | "authenticated" | "anonymous";
/**
 * How this tab's session ended, if it did: logged out here or in another tab, refused because an
 * admin blocked the account (the login page says so), or refused for another reason (expired,
 * revoked) — the one case where logging in again should lead back to the page.
 */
export type SessionEnded = "logout" | "elsewhere" | "blocked" | "expired" | null;

/** Where a protected page sends a visitor without a session (the page gate and the 401 handler agree). */
export function loginTarget(ended: SessionEnded): string {
  return ended === null || ended === "expired" ? loginPathFor(window.location.pathname + window.location.search) : "/login";
}
/** SPEC section 3: the login result on the client. */
export type LoginResult = { success: boolean; user?: PublicUser; error?: string };
type AuthResponse = { access_token: string; user: PublicUser };
/** SPEC's signup, or one from an invitation link (the address and company are the invitation's). */
export type SignupInput =
  { email: string; password: string; full_name: string; company_name: string } | { password: string; full_name: string; invitation_token: string };

type AuthContextValue = {
  status: AuthStatus;
  user: PublicUser | null;
  isSubscribed: boolean;
  isAdmin: boolean;
  login: (email: string, password: string) => Promise<LoginResult>;
  signup: (input: SignupInput) => Promise<LoginResult>;
  /** /admin-login: the server signs in the seeded admin only where the deployment allows it. */
  adminLogin: () => Promise<LoginResult>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<PublicUser | null>;
  sessionEnded: SessionEnded;
};

const AuthContext = createContext<AuthContextValue | null>(null);
/** How soon the user is asked for again after the server answered 5xx. */
const USER_RETRY_MS = 3_000;

/** The access table's view of a signed-in user in the browser (decisions D5: no paywall, no subscription needed). */
export function visitorOf(user: PublicUser | null): Visitor {
  if (!user) return null;
  return { isAdmin: user.is_admin, entitled: user.is_admin || user.subscription_status === "active" || !isPaywallOn() };
}

/** SPEC section 4: admin → /admin; active subscription → /setup; otherwise → /payment (lib/auth/access-table.ts). */
export function homeFor(user: PublicUser): string {
  return homeOf(visitorOf(user)!);
}

/**
 * Where a user goes after logging in, or when a signed-in user opens /login or /signup: SPEC's
 * home, except that a user who already has companies lands on their portfolio (the companies
 * grid on /) rather than on the new-company wizard — or, without a subscription of their own,
 * rather than on /payment: a member works under the company owner's subscription (decisions D20).
 */
export async function landingFor(user: PublicUser): Promise<string> {
  const home = homeFor(user);
  if (home !== "/setup" && home !== "/payment") return home;
  try {
    const companies = await api<unknown>("/companies");
    // Several clients: the consultant's portfolio; one: the landing page's card of it.
    if (!Array.isArray(companies) || !companies.length) return home;
    return companies.length > 1 ? "/portfolio" : "/";
  } catch {
    return home;
  }
}

/** Pages a revoked session may stay on: the public ones. */
function isPublicPage(pathname: string): boolean {
  const page = matchPage(pathname);
  return page !== null && pageAccess(page).level === "public";
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [status, setStatus] = useState<AuthStatus>("loading");
  const [user, setUser] = useState<PublicUser | null>(null);
  const [sessionEnded, setSessionEnded] = useState<SessionEnded>(null);

  const clear = useCallback(() => {
    setToken(null);
    setUser(null);
    setStatus("anonymous");
    queryClient.clear();
  }, [queryClient]);

  // The retry after a 5xx calls the latest refreshUser, which is declared below.
  const refreshUserRef = useRef<() => Promise<PublicUser | null>>(async () => null);
  const refreshUser = useCallback(async () => {
    try {
      // The gate reads the paywall flag as soon as a user is known.
      const [me] = await Promise.all([api<PublicUser>("/auth/me"), loadPaywall()]);
      setUser(me);
      setStatus("authenticated");
      return me;
    } catch (error) {
      console.error("Failed to load user:", error);
      // SPEC: a failed load logs the user out. A request cut off in transit (the page being
      // left while it ran, a dropped connection) says nothing about the token, so it is kept
      // for the next load; only the server's refusal (a 4xx) removes it. A 5xx is the server in
      // trouble (the database restarting answers 503): the token stays and the user is asked
      // for again shortly, the page showing its loading state meanwhile, instead of a signed-in
      // user being sent to /login by an outage (seen in the database-down journey under load).
      if (error instanceof ApiClientError && error.status < 500) clear();
      else if (error instanceof ApiClientError) window.setTimeout(() => void refreshUserRef.current(), USER_RETRY_MS);
      else setStatus("anonymous");
      return null;
    }
  }, [clear]);
  useEffect(() => {
    refreshUserRef.current = refreshUser;
  }, [refreshUser]);

  useEffect(() => {
    // Runs once at start: a stored token means "fetch the user"; none means anonymous.
    const start = async () => {
      if (getToken()) await refreshUser();
      else setStatus("anonymous");
    };
    void start();
  }, [refreshUser]);

  useEffect(
    () =>
      onUnauthorized((_status, detail) => {
        clear();
        const ended = detail === ACCOUNT_BLOCKED ? "blocked" : "expired";
        setSessionEnded(ended);
        if (!isPublicPage(window.location.pathname)) router.replace(loginTarget(ended));
      }),
    [clear, router],
  );

  // Another tab logged out (or in): local storage tells every tab of the origin, and this one
  // must not go on showing a client's data and failing its saves with "Not authenticated".
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || (event.key !== TOKEN_KEY && event.key !== null)) return;
      const token = getToken();
      if (!token) {
        if (status === "anonymous") return;
        clear();
        setSessionEnded("elsewhere");
        if (window.location.pathname !== "/login") router.replace("/login");
      } else if (event.key === TOKEN_KEY && event.newValue !== event.oldValue) {
        // Someone logged in elsewhere, perhaps as another user: nothing cached here is theirs.
        queryClient.clear();
        void refreshUser();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [status, clear, router, queryClient, refreshUser]);

  const accept = useCallback(async (data: AuthResponse): Promise<LoginResult> => {
    // homeFor, which the caller uses next, reads the paywall flag.
    await loadPaywall();
    setToken(data.access_token);
    setUser(data.user);
    setStatus("authenticated");
    setSessionEnded(null);
    return { success: true, user: data.user };
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      try {
        return await accept(await api<AuthResponse>("/auth/login", { method: "POST", body: { email, password } }));
      } catch (error) {
        return { success: false, error: errorMessage(error, "Login failed") };
      }
    },
    [accept],
  );

  const signup = useCallback(
    async (input: SignupInput): Promise<LoginResult> => {
      try {
        return await accept(await api<AuthResponse>("/auth/signup", { method: "POST", body: input }));
      } catch (error) {
        return { success: false, error: errorMessage(error, "Signup failed") };
      }
    },
    [accept],
  );

  const adminLogin = useCallback(async (): Promise<LoginResult> => {
    try {
      return await accept(await api<AuthResponse>("/auth/admin-login", { method: "POST" }));
    } catch (error) {
      return { success: false, error: errorMessage(error, "Login failed") };
    }
  }, [accept]);

  const logout = useCallback(async () => {
    try {
      await api("/auth/logout", { method: "POST" });
    } catch {
      /* the local state is cleared regardless */
    }
    clear();
    setSessionEnded("logout");
  }, [clear]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isSubscribed: user?.subscription_status === "active",
      isAdmin: Boolean(user?.is_admin),
      login,
      signup,
      adminLogin,
      logout,
      refreshUser,
      sessionEnded,
    }),
    [status, user, login, signup, adminLogin, logout, refreshUser, sessionEnded],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
