import type { User } from "@/db/schema";
import { isEntitled } from "./entitlement";

/** What each page needs (DECISIONS 2). Pages not listed here are public. */
export type PageRequirement = "login" | "subscription" | "admin";

const RULES: Array<[RegExp, PageRequirement]> = [
  [/^\/admin(\/|$)/, "admin"],
  [/^\/payment(\/|$)/, "login"],
  [/^\/setup(\/|$)/, "subscription"],
  [/^\/(dashboard|data-collection|insights|kpi-management|checklist|profile|brsr|reports|calculator)(\/|$)/, "subscription"],
];

export function pageRequirement(pathname: string): PageRequirement | null {
  for (const [pattern, requirement] of RULES) if (pattern.test(pathname)) return requirement;
  return null;
}

/** Where to send the visitor instead, or null to let the page render. */
export function pageRedirect(requirement: PageRequirement | null, user: User | null): string | null {
  if (!requirement) return null;
  if (!user) return "/login";
  if (requirement === "admin" && !user.isAdmin) return "/?denied=admin";
  if (requirement === "subscription" && !isEntitled(user)) return "/payment";
  return null;
}
