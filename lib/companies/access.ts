import "server-only";
import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyDataVersions, companyMembers, users, type Company, type User } from "@/db/schema";
import { ApiError, forbidden, notFound, paymentRequired } from "@/lib/errors";
import { NARROW_ROLES, ROLE_LABELS, type CompanyRole } from "./roles";
import { isEntitled } from "@/lib/subscriptions/entitlement";
import { isPaymentGatewayConfigured } from "@/lib/env";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL or body can name a row at all (anything else is 404 without a query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Reading (GET/HEAD) or changing. Admins may read every company (decisions D3); changes are members' alone. */
type CompanyUse = "read" | "write";

/**
 * What the request's entry in the access table demands of the caller's membership: the roles
 * that may call it (none listed: every member but a contributor) and whether it changes
 * anything. `route()` hands it to the handler, which passes it on to the domain code that finds
 * the company through a body field or a row (an entry, a target, a batch); a page reads with
 * `{ use: "read" }`.
 */
export type CompanyDemand = { roles?: readonly CompanyRole[]; use: CompanyUse };

/** A page's or a read's demand: any member (not a contributor), and admins (decisions D3). */
export const READ_DEMAND: CompanyDemand = { use: "read" };

export type Membership = {
  company: Company;
  /** Null for an admin reading a company they are not a member of. */
  role: CompanyRole | null;
  /** The company's data version as read with it (company_data_versions, migration 0014): 0 before its first write. */
  dataVersion: number;
};

/** The caller's live role in the company: none when not a member or when an assurer's access has ended. */
async function loadMembership(user: User, companyId: string): Promise<LoadedMembership["found"]> {
  const db = await getDb();
  const [row] = await db
    .select(MEMBERSHIP_FIELDS)
    .from(companies)
    .leftJoin(companyMembers, callersMembership(user.id))
    .leftJoin(companyDataVersions, companysDataVersion())
    .where(eq(companies.id, companyId))
    .limit(1);
  return membershipOf(row);
}

/** The join to the caller's row among the company's members: the membership read's, with or without the account. */
export function callersMembership(userId: string | SQLWrapper): SQL | undefined {
  return and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId));
}

/** The join to the company's data version, read with the membership: a dashboard answered from a process's cache costs no statement of its own. */
export function companysDataVersion(): SQL {
  return eq(companyDataVersions.companyId, companies.id);
}

/** What the membership read selects: the company, the caller's row of its members (null when none), and the company's data version. */
export const MEMBERSHIP_FIELDS = {
  company: companies,
  role: companyMembers.role,
  accessUntil: companyMembers.accessUntil,
  dataVersion: companyDataVersions.version,
};
type MembershipRow = { company: Company | null; role: string | null; accessUntil: Date | null; dataVersion: number | null };

/** The company and the caller's live role from a membership read's row (none: no such company). */
export function membershipOf(row: MembershipRow | undefined): LoadedMembership["found"] {
  if (!row?.company) return null;
  const current = row.role && (!row.accessUntil || row.accessUntil.getTime() > Date.now());
  return { company: row.company, role: current ? (row.role as CompanyRole) : null, dataVersion: Number(row.dataVersion ?? 0) };
}

/**
 * A membership read ahead of getMembership: with the caller's account, in the session's own
 * statement, when the route names its company in the URL (lib/auth/session.ts). One statement
 * fewer on every company route (decisions D30). It answers only for that user and company.
 */
export type LoadedMembership = { userId: string; companyId: string; found: Membership | null };

/**
 * decisions D20: members work under the company's owners' subscription. With the gateway on and
 * no owner entitled, the company is read-only for everyone.
 */
async function ownersEntitled(companyId: string): Promise<boolean> {
  if (!isPaymentGatewayConfigured()) return true;
  const db = await getDb();
  const owners = await db
    .select({ subscriptionStatus: users.subscriptionStatus, subscriptionEndsAt: users.subscriptionEndsAt, isAdmin: users.isAdmin, isActive: users.isActive })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));
  return owners.some((o) => o.isActive && isEntitled(o));
}

export const READ_ONLY_DETAIL =
  "This company is read-only: its owner's subscription is not active. The owner can renew it on the payment page; until then figures can be read but not changed.";

/**
 * The company and the caller's role if the caller may use it so, else an ApiError: 404 for a
 * non-member (never 403, so ids cannot be probed; decisions D20), 403 for a member whose role the
 * access table does not list for the request, 402 for a change while the owners' subscription
 * has lapsed, all as `demand` asks.
 */
export async function getMembership({
  user,
  companyId,
  demand,
  loaded,
}: {
  user: User;
  companyId: string;
  demand: CompanyDemand;
  loaded?: LoadedMembership | null;
}): Promise<Membership> {
  const { use, roles: allowedRoles } = demand;
  if (!isUuid(companyId)) throw notFound("Company not found");
  const found = loaded && loaded.userId === user.id && loaded.companyId === companyId ? loaded.found : await loadMembership(user, companyId);
  if (!found) throw notFound("Company not found");
  const { company, role, dataVersion } = found;
  if (!role) {
    if (user.isAdmin && use === "read") return { company, role: null, dataVersion };
    throw notFound("Company not found");
  }
  // A contributor sees the company only through their requests: elsewhere it is as absent as to a stranger.
  if (NARROW_ROLES.includes(role) && !allowedRoles?.includes(role)) throw notFound("Company not found");
  if (allowedRoles && !allowedRoles.includes(role)) {
    throw forbidden(`Your role in ${company.name} is ${ROLE_LABELS[role]}, which cannot do this`);
  }
  if (use === "write" && !(await ownersEntitled(company.id))) throw paymentRequired(READ_ONLY_DETAIL);
  return { company, role, dataVersion };
}

/** The company if the caller may use it (see getMembership). */
export async function getMemberCompany(args: Parameters<typeof getMembership>[0]): Promise<Company> {
  return (await getMembership(args)).company;
}

/**
 * A row addressed by its own id (an entry, a target) that lives in a company: the row if the
 * caller may use that company so, else 404 with the row's own wording (403 and 402 pass as
 * they are: the caller is a member and knows the row exists).
 */
export async function getRowInMemberCompany<T extends { companyId: string }>({
  user,
  id,
  load,
  missing,
  demand,
}: {
  user: User;
  id: string;
  load: (id: string) => Promise<T | undefined>;
  missing: string;
  demand: CompanyDemand;
}): Promise<T> {
  const row = isUuid(id) ? await load(id) : undefined;
  if (!row) throw notFound(missing);
  try {
    await getMembership({ user, companyId: row.companyId, demand });
  } catch (e) {
    if (e instanceof ApiError && e.status !== 404) throw e;
    throw notFound(missing);
  }
  return row;
}
