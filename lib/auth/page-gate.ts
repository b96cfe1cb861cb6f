import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { User } from "@/db/schema";
import { covers, GROUPS, pageRedirect, type Access, type Group, type Visitor } from "./access-table";
import { isEntitled } from "@/lib/subscriptions/entitlement";
import { resolveSession } from "./session";

/**
 * Set by proxy.ts on every page request (overwriting whatever the client sent): the level it
 * enforced for the URL, so a group's layout knows whether the page was gated already.
 */
export const GATE_HEADER = "x-page-gate";

const LEVELS: ReadonlySet<string> = new Set<Access["level"]>(["public", "user", "entitled", "member", "admin"]);

export function visitorOf(user: User | null | undefined): Visitor {
  return user ? { isAdmin: user.isAdmin, entitled: isEntitled(user) } : null;
}

/**
 * The server half of a route group's gate. proxy.ts has gated every page the access table
 * lists; a page added under the group but not yet listed (tests/unit/access-table.test.ts fails
 * then) is gated here with the group's own requirement instead of being left open.
 */
export async function gateGroup(group: Group): Promise<{ signedIn: boolean }> {
  const needed = GROUPS[group];
  const applied = (await headers()).get(GATE_HEADER);
  // The proxy let the request through a gate that asks for a session: there is one.
  if (applied && LEVELS.has(applied) && covers(applied as Access["level"], needed.level)) return { signedIn: needed.level !== "public" };
  console.warn(`[access] a page under app/(${group}) is missing from lib/auth/access-table.ts`);
  const session = await resolveSession({ cookies: await cookies() });
  const target = pageRedirect(needed, visitorOf(session?.user));
  if (target) redirect(target);
  return { signedIn: Boolean(session) };
}
