import "server-only";
import { QueryClient, dehydrate, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { headers } from "next/headers";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A route handler's answer to this page request's visitor, asked in-process with the page's own
 * cookie: the same gate (session, membership, role) and the same answer as the browser's fetch
 * would get, from the one place that decides them. Null for anything but a 200 — the screen then
 * loads it as before and shows its own not-found or error state.
 */
export async function answerFor<T>(handler: Handler, path: string, params: Record<string, string>): Promise<T | null> {
  const cookie = (await headers()).get("cookie");
  if (!cookie) return null;
  try {
    const response = await handler(new NextRequest(new URL(`/api${path}`, "http://localhost"), { headers: { cookie } }), { params: Promise.resolve(params) });
    return response.status === 200 ? ((await response.json()) as T) : null;
  } catch (error) {
    console.error(`[seed] ${path}:`, error);
    return null;
  }
}

/** Queries' data for the browser's cache (TanStack Query's HydrationBoundary): a screen then renders with it on the server and at once in the browser. */
export function seededQueries(entries: readonly (readonly [QueryKey, unknown])[]): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) if (data !== null && data !== undefined) client.setQueryData(key, data);
  return dehydrate(client);
}
