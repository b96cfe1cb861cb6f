import "server-only";
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { cookies } from "next/headers";
import { apiAccessFor, demandOf } from "@/lib/auth/access-table";
import { resolveSession } from "@/lib/auth/session";
import { getMembership, type Membership } from "@/lib/companies/access";
import { isEntitled } from "@/lib/subscriptions/entitlement";
import type { User } from "@/db/schema";
import { ApiError } from "@/lib/errors";

/**
 * A company page's initial data, read on the server from lib/ for this page request's visitor:
 * the roles that may read it are the access table's entry for the API path the screen would
 * otherwise fetch (`apiPath`, e.g. `/dashboard/{id}`), and the company is read as that route reads
 * it (lib/companies/access.ts). Null without a session, for a company the visitor may not read, or
 * when reading fails: the screen then fetches it as before and shows its own not-found or error
 * state. JSON-shaped, as the browser's fetch would have it.
 */
export async function companyPageData<T>(apiPath: string, companyId: string, load: (membership: Membership, user: User) => Promise<T>): Promise<T | null> {
  return pageData(apiPath, async (user) => {
    const access = apiAccessFor("GET", `/api${apiPath}`);
    if (access?.level !== "member") return null;
    const membership = await getMembership({ user, companyId, demand: demandOf(access, "read") });
    return load(membership, user);
  });
}

/**
 * companyPageData for an API path that is not a company's (`/peers`, `/industry-checklist/{industry}`):
 * read for a signed-in visitor as its access-table entry allows (a user's, or an entitled user's),
 * else null and the screen fetches it as before.
 */
export async function userPageData<T>(apiPath: string, load: (user: User) => Promise<T>): Promise<T | null> {
  return pageData(apiPath, async (user) => {
    const level = apiAccessFor("GET", `/api${apiPath}`)?.level;
    if (level !== "user" && !(level === "entitled" && isEntitled(user))) return null;
    return load(user);
  });
}

/** The page request's visitor, `read` for them, JSON-shaped as the browser's fetch would have it; null without a session or when reading fails. */
async function pageData<T>(apiPath: string, read: (user: User) => Promise<T | null>): Promise<T | null> {
  try {
    const session = await resolveSession({ cookies: await cookies() });
    if (!session) return null;
    const data = await read(session.user);
    return data === null ? null : (JSON.parse(JSON.stringify(data)) as T);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error(`[page data] ${apiPath}:`, error);
    return null;
  }
}

/** Queries' data for the browser's cache (TanStack Query's HydrationBoundary): a screen then renders with it on the server and at once in the browser. */
export function seededQueries(entries: readonly (readonly [QueryKey, unknown])[]): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) if (data !== null && data !== undefined) client.setQueryData(key, data);
  return dehydrate(client);
}
