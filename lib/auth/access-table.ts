/**
 * What each page and each API route requires, in one place (decisions D1–3). Read by proxy.ts
 * (pages, on the server), the route-group layouts (`app/(account)`, `app/(workspace)`, `app/(company)`,
 * `app/(admin)`: a server fallback and the client gate), the auth provider's `homeFor`, and
 * `route()` (API). tests/unit/access-table.test.ts fails when a page, a route file or one of its
 * methods under app/ is missing here or a page sits in another group than listed;
 * tests/integration/access-everywhere.test.ts when a handler declares other access than listed.
 *
 * Pure data and rules: imported by the browser as well as the server.
 */
import { NARROW_ROLES, REVIEWERS, type CompanyRole } from "@/lib/companies/roles";
import type { CompanyDemand } from "@/lib/companies/access";

export type Level = "public" | "user" | "entitled" | "admin";

// The roles themselves are the companies' (lib/companies/roles.ts, a floor below); here, who may call what.
export { COMPANY_ROLES, NARROW_ROLES, REVIEWERS, ROLE_LABELS, type CompanyRole } from "@/lib/companies/roles";

/** Who changes figures (entries, cells, targets, evidence, imports, calculations, settings of data). */
export const EDITORS = ["owner", "editor"] as const satisfies readonly CompanyRole[];
/** Who runs the review workflow at all: makers submit, checkers approve. */
export const REVIEW_WORKFLOW = ["owner", "reviewer", "editor"] as const satisfies readonly CompanyRole[];
/** Who raises evidence requests and closes them. */
export const REQUESTERS = ["owner", "reviewer", "assurer"] as const satisfies readonly CompanyRole[];
/** Who may write in an evidence request's thread (everyone but viewers). */
export const DISCUSSANTS = ["owner", "reviewer", "editor", "assurer"] as const satisfies readonly CompanyRole[];
/** The company itself: its name, frameworks, members, invitations, deletion. */
export const OWNERS = ["owner"] as const satisfies readonly CompanyRole[];

/** Who opens a data request: its assignee (whatever their role) and those who run the company's data. */
export const REQUEST_READERS = ["owner", "reviewer", "editor", "viewer", "contributor"] as const satisfies readonly CompanyRole[];
/** Who fills a request's cells: its assignee alone (lib/requests checks), a member or a contributor. */
export const REQUEST_FILLERS = ["owner", "reviewer", "editor", "contributor"] as const satisfies readonly CompanyRole[];

/** Whether a role may do what an entry's `roles` lists (no list: every member but a contributor). */
export function roleAllows(roles: readonly CompanyRole[] | undefined, role: CompanyRole): boolean {
  return roles ? roles.includes(role) : !NARROW_ROLES.includes(role);
}

/**
 * What an entry demands of a caller's membership, for reading or changing: its roles (an entry
 * that lists none, or is no member entry, leaves them to the default: every member but a contributor).
 */
export function demandOf(access: Access | null | undefined, use: CompanyDemand["use"]): CompanyDemand {
  const roles = access?.level === "member" ? access.roles : undefined;
  return roles ? { roles, use } : { use };
}

/**
 * Where a request names its company: a route param holding the company id, a body field
 * holding it, or a route param holding the id of a row inside the company (an entry, a target).
 * `route()` loads the company itself only for `param`; the others are checked by the domain code
 * once it has read the body or the row.
 */
export type CompanyRef = { param: string } | { body: string } | { row: string };

export type Access =
  | { level: Level }
  /** Logged in, entitled, and a member of the company (with one of `roles`, when given). Admins may read every company. */
  | { level: "member"; company: CompanyRef; roles?: readonly CompanyRole[] };

const PUBLIC = { level: "public" } as const satisfies Access;
export const USER = { level: "user" } as const satisfies Access;
const ENTITLED = { level: "entitled" } as const satisfies Access;
export const ADMIN = { level: "admin" } as const satisfies Access;

/** A member route's entry, with its company reference and roles kept as written: `route()` types the handler from it. */
export type MemberAccess<C extends CompanyRef = CompanyRef, R extends readonly CompanyRole[] | undefined = readonly CompanyRole[] | undefined> = {
  level: "member";
  company: C;
  roles?: R;
};

/*#__NO_SIDE_EFFECTS__*/
export function member<const P extends string, const R extends readonly CompanyRole[] | undefined = undefined>(
  param: P,
  roles?: R,
): MemberAccess<{ param: P }, R> {
  return roles ? { level: "member", company: { param }, roles } : { level: "member", company: { param } };
}
const memberByBody = /*#__NO_SIDE_EFFECTS__*/ <const F extends string, const R extends readonly CompanyRole[] | undefined = undefined>(
  field: F,
  roles?: R,
): MemberAccess<{ body: F }, R> => (roles ? { level: "member", company: { body: field }, roles } : { level: "member", company: { body: field } });
const memberByRow = /*#__NO_SIDE_EFFECTS__*/ <const P extends string, const R extends readonly CompanyRole[] | undefined = undefined>(
  param: P,
  roles?: R,
): MemberAccess<{ row: P }, R> => (roles ? { level: "member", company: { row: param }, roles } : { level: "member", company: { row: param } });

/** Each route group's requirement: a page under `app/(<group>)` needs at least this. */
export const GROUPS = {
  public: PUBLIC,
  /** Signed in, no subscription needed (decisions D2: /payment). */
  account: USER,
  workspace: ENTITLED,
  /**
   * A company's pages: signed in; membership and role are the API's to check (404 to a stranger).
   * No subscription of the visitor's own: members work under the owners' (decisions D20), and a
   * lapsed company still reads.
   */
  company: USER,
  admin: ADMIN,
} as const satisfies Record<string, Access>;
export type Group = keyof typeof GROUPS;

type PageEntry = { group: Group; /** The route param naming the company the page works in. */ company?: string };

/** Pages by URL pattern (the file path under app/ without its route group). */
export const PAGES = {
  "/": { group: "public" },
  "/login": { group: "public" },
  "/signup": { group: "public" },
  "/admin-login": { group: "public" },
  "/forgot-password": { group: "public" },
  "/reset-password": { group: "public" },
  "/payment": { group: "account" },
  /** A consultant's clients at a glance: their own companies only, so a login is enough. */
  "/portfolio": { group: "account" },
  "/setup": { group: "workspace" },
  "/dashboard/[companyId]": { group: "company", company: "companyId" },
  "/data-collection/[companyId]": { group: "company", company: "companyId" },
  "/insights/[companyId]": { group: "company", company: "companyId" },
  "/kpi-management/[companyId]": { group: "company", company: "companyId" },
  "/checklist/[companyId]": { group: "company", company: "companyId" },
  "/profile/[companyId]": { group: "company", company: "companyId" },
  "/brsr/[companyId]": { group: "company", company: "companyId" },
  "/reports/[companyId]": { group: "company", company: "companyId" },
  "/benchmarks/[companyId]": { group: "company", company: "companyId" },
  "/calculator/[companyId]": { group: "company", company: "companyId" },
  "/team/[companyId]": { group: "company", company: "companyId" },
  "/units/[companyId]": { group: "company", company: "companyId" },
  "/figure-conflicts/[companyId]": { group: "company", company: "companyId" },
  "/requests/board/[companyId]": { group: "company", company: "companyId" },
  "/value-chain/[companyId]": { group: "company", company: "companyId" },
  /** A contributor's list of their requests, and one request's cells; the API checks the assignee. */
  "/requests": { group: "company" },
  "/requests/[requestId]": { group: "company" },
  /** An invitation's landing page: anyone holding the link sees whom it invites; accepting needs the invitee's login. */
  "/invitations/[token]": { group: "public" },
  "/admin": { group: "admin" },
} as const satisfies Record<string, PageEntry>;

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** API routes by URL pattern and method. A method not listed is not served. */
export const API = {
  "/api/health": { GET: PUBLIC },
  "/api/auth/[...nextauth]": { GET: PUBLIC, POST: PUBLIC },
  "/api/auth/signup": { POST: PUBLIC },
  "/api/auth/login": { POST: PUBLIC },
  "/api/auth/admin-login": { POST: PUBLIC },
  "/api/auth/logout": { POST: PUBLIC },
  "/api/auth/me": { GET: USER },
  "/api/auth/forgot-password": { POST: PUBLIC },
  "/api/auth/reset-password": { POST: PUBLIC },
  "/api/auth/paywall": { GET: PUBLIC },
  "/api/payment/create-order": { POST: USER },
  "/api/payment/verify": { POST: USER },
  /** Razorpay's server; the signature is the credential. */
  "/api/payment/webhook": { POST: PUBLIC },
  "/api/frameworks": { GET: PUBLIC },
  "/api/frameworks/recommend": { GET: PUBLIC },
  "/api/emission-factors": { GET: ENTITLED },
  "/api/industry-checklist/[industry]": { GET: ENTITLED },
  "/api/companies": { GET: USER, POST: ENTITLED },
  "/api/companies/[id]": { GET: member("id"), PATCH: member("id", OWNERS), DELETE: member("id", OWNERS) },
  "/api/companies/[id]/frameworks": { PUT: member("id", OWNERS) },
  "/api/companies/[id]/filing-due-date": { PUT: member("id", OWNERS) },
  "/api/portfolio": { GET: USER },
  "/api/companies/[id]/profile": { GET: member("id"), PUT: member("id", EDITORS) },
  "/api/companies/[id]/factors": { GET: member("id"), PUT: member("id", EDITORS) },
  "/api/companies/[id]/factors/overrides": { PUT: member("id", EDITORS), DELETE: member("id", EDITORS) },
  "/api/companies/[id]/factors/recalculation": { GET: member("id"), POST: member("id", EDITORS) },
  "/api/companies/[id]/members": { GET: member("id") },
  "/api/companies/[id]/members/[userId]": { PATCH: member("id", OWNERS), DELETE: member("id", OWNERS) },
  "/api/companies/[id]/invitations": { GET: member("id", OWNERS), POST: member("id", OWNERS) },
  "/api/companies/[id]/invitations/[invId]": { DELETE: member("id", OWNERS) },
  /** The token is the credential: it names the company and role it invites to. */
  "/api/invitations/[token]": { GET: PUBLIC },
  /** By the signed-in account whose e-mail the invitation names. */
  "/api/invitations/[token]/accept": { POST: USER },
  "/api/companies/[id]/locks": { GET: member("id"), POST: member("id", REVIEWERS) },
  /** Reopening a year; the body gives the reason. */
  "/api/companies/[id]/locks/[fy]": { DELETE: member("id", REVIEWERS) },
  /** The board's sign-off of a year's BRSR (owners), and the versions it froze. */
  "/api/companies/[id]/signoffs": { GET: member("id"), POST: member("id", OWNERS) },
  "/api/companies/[id]/signoffs/[signoffId]/report.pdf": { GET: member("id") },
  "/api/companies/[id]/signoffs/[signoffId]/instance.xml": { GET: member("id") },
  /** Batch review of many entries (a whole section); each action's own rule in lib/review. */
  "/api/companies/[id]/review": { POST: member("id", REVIEW_WORKFLOW) },
  /** Reporting units: plants, offices, warehouses, subsidiaries, joint ventures (lib/units). */
  "/api/companies/[id]/units": { GET: member("id"), POST: member("id", EDITORS) },
  /** The units' Excel template, and its upload (the bulk add). */
  "/api/companies/[id]/units/template.xlsx": { GET: member("id") },
  "/api/companies/[id]/units/import": { POST: member("id", EDITORS) },
  "/api/companies/[id]/units/[unitId]": { PATCH: member("id", EDITORS), DELETE: member("id", EDITORS) },
  /** Value-chain partners and their values per year; POST is one partner or a year's ledger (lib/value-chain). */
  "/api/companies/[id]/partners": { GET: member("id"), POST: member("id", EDITORS) },
  "/api/companies/[id]/partners/[partnerId]": { PATCH: member("id", EDITORS), DELETE: member("id", EDITORS) },
  /** The ledgers as an Excel workbook: its template, and its upload (the ledger import with its dry run). */
  "/api/companies/[id]/partners/ledger/template.xlsx": { GET: member("id") },
  "/api/companies/[id]/partners/ledger": { POST: member("id", EDITORS) },
  /** A year's scoping and disclosure; PUT the year's totals and the partners added to the chosen set. */
  "/api/companies/[id]/value-chain": { GET: member("id"), PUT: member("id", EDITORS) },
  /** One click for all: the sites' data requests to the chosen partners. */
  "/api/companies/[id]/value-chain/requests": { POST: member("id", REVIEWERS) },
  /** Data requests to a unit's people (lib/requests): the board, and making them (bulk: one per unit). */
  "/api/companies/[id]/requests": { GET: member("id"), POST: member("id", REVIEWERS) },
  /** Which reminders the company's data requests get (lib/requests/settings.ts). */
  "/api/companies/[id]/reminder-settings": { GET: member("id"), PUT: member("id", OWNERS) },
  /** A request id; the assignee or a member who runs the data (lib/requests checks the assignee). */
  "/api/requests/[requestId]": {
    GET: memberByRow("requestId", REQUEST_READERS),
    PATCH: memberByRow("requestId", REVIEWERS),
    DELETE: memberByRow("requestId", REVIEWERS),
  },
  "/api/requests/[requestId]/cells": { PUT: memberByRow("requestId", REQUEST_FILLERS) },
  "/api/requests/[requestId]/submit": { POST: memberByRow("requestId", REQUEST_FILLERS) },
  "/api/requests/[requestId]/return": { POST: memberByRow("requestId", REVIEWERS) },
  "/api/requests/[requestId]/approve": { POST: memberByRow("requestId", REVIEWERS) },
  /** The caller's own requests across companies (a contributor's home). */
  "/api/requests": { GET: USER },
  "/api/companies/[id]/evidence-requests": { GET: member("id") },
  /** Files per entry, for every evidence button of a screen at once. */
  "/api/companies/[id]/evidence-counts": { GET: member("id") },
  /** Copies of one figure under several frameworks whose values differ (decisions D23), and picking one. */
  "/api/companies/[id]/figure-conflicts": { GET: member("id") },
  "/api/figure-conflicts/[conflictId]/resolve": { POST: memberByRow("conflictId", EDITORS) },
  /** POST queues the same pack on the job queue (any member, as the GET). */
  "/api/companies/[id]/assurance-pack": { GET: member("id"), POST: member("id") },
  "/api/companies/[id]/export.xlsx": { GET: member("id") },
  "/api/companies/[id]/export.csv": { GET: member("id") },
  "/api/companies/[id]/template.xlsx": { GET: member("id") },
  "/api/companies/[id]/imports": { GET: member("id"), POST: member("id", EDITORS) },
  /** A batch id; the batch's company is checked in lib/spreadsheets. */
  "/api/imports/[batchId]": { DELETE: memberByRow("batchId", EDITORS) },
  "/api/jobs/[id]": { GET: memberByRow("id") },
  "/api/jobs/[id]/download": { GET: memberByRow("id") },
  "/api/dashboard/[companyId]": { GET: member("companyId") },
  "/api/esg-data": { POST: memberByBody("company_id", EDITORS) },
  /** GET takes a company id; PATCH and DELETE an entry id. */
  "/api/esg-data/[id]": { GET: member("id"), PATCH: memberByRow("id", EDITORS), DELETE: memberByRow("id", EDITORS) },
  "/api/esg-data/[id]/history": { GET: memberByRow("id") },
  /** Submit, approve or reject one entry; who may do which is lib/review's rule. */
  "/api/esg-data/[id]/review": { POST: memberByRow("id", REVIEW_WORKFLOW) },
  "/api/esg-data/[id]/evidence": { GET: memberByRow("id"), POST: memberByRow("id", EDITORS) },
  "/api/esg-data/[id]/evidence-requests": { GET: memberByRow("id"), POST: memberByRow("id", REQUESTERS) },
  /** An evidence file's id. */
  "/api/evidence/[evidenceId]": { GET: memberByRow("evidenceId"), DELETE: memberByRow("evidenceId", EDITORS) },
  /** Close or reopen a request. */
  "/api/evidence-requests/[requestId]": { PATCH: memberByRow("requestId", REQUESTERS) },
  "/api/evidence-requests/[requestId]/comments": { POST: memberByRow("requestId", DISCUSSANTS) },
  "/api/kpi-targets": { POST: memberByBody("company_id", EDITORS) },
  /** GET takes a company id; PATCH and DELETE a target id. */
  "/api/kpi-targets/[id]": { GET: member("id"), PATCH: memberByRow("id", EDITORS), DELETE: memberByRow("id", EDITORS) },
  "/api/kpi-targets/[id]/progress": { GET: member("id") },
  /** The unit and baseline the target form fills (a company id). */
  "/api/kpi-targets/[id]/prefill": { GET: member("id") },
  "/api/checklist-progress/[companyId]": { GET: member("companyId") },
  "/api/checklist-progress/[companyId]/pdf": { GET: member("companyId") },
  "/api/checklist-progress/[companyId]/toggle": { POST: member("companyId", EDITORS) },
  "/api/ai-insights": { POST: memberByBody("company_id", REVIEW_WORKFLOW) },
  "/api/ai-insights/[companyId]": { GET: member("companyId") },
  "/api/extract-pdf/[companyId]": { POST: member("companyId", EDITORS) },
  /** A PDF extraction's review queue (decisions D21): an extraction id; its company is checked in lib/extraction/review. */
  "/api/extractions/[id]": { GET: memberByRow("id") },
  "/api/extractions/[id]/accept": { POST: memberByRow("id", EDITORS) },
  "/api/extractions/[id]/reject": { POST: memberByRow("id", EDITORS) },
  "/api/companies/[id]/extractions": { GET: member("id") },
  "/api/companies/[id]/filings": { GET: member("id"), POST: member("id", EDITORS) },
  /** The caller's own peer library (not a company's): each account sees only what it uploaded. */
  "/api/peers": { GET: ENTITLED, POST: ENTITLED },
  "/api/peers/[id]": { DELETE: ENTITLED },
  "/api/companies/[id]/benchmarks": { GET: member("id") },
  "/api/companies/[id]/filings/[filingId]/profile": { POST: member("id", EDITORS) },
  "/api/companies/[id]/peer-library": { GET: member("id"), PUT: member("id"), DELETE: member("id") },
  "/api/generate-brsr-report/[companyId]": { GET: member("companyId") },
  "/api/brsr/[companyId]": { GET: member("companyId") },
  "/api/brsr/[companyId]/readiness": { GET: member("companyId") },
  "/api/brsr/[companyId]/cells": { PUT: member("companyId", EDITORS) },
  "/api/brsr/[companyId]/xbrl": { GET: member("companyId") },
  "/api/brsr/[companyId]/xbrl/validation": { GET: member("companyId") },
  "/api/calculators/[kind]/[companyId]": { POST: member("companyId", EDITORS) },
  "/api/calculators/runs/[id]": { GET: memberByRow("id") },
  "/api/admin/analytics": { GET: ADMIN },
  "/api/admin/users": { GET: ADMIN },
  "/api/admin/users/[id]/toggle-status": { PUT: ADMIN },
  // Every /api URL no route above serves: 404 {detail} for any method.
  "/api/[...path]": { GET: PUBLIC, HEAD: PUBLIC, POST: PUBLIC, PUT: PUBLIC, PATCH: PUBLIC, DELETE: PUBLIC, OPTIONS: PUBLIC },
} as const satisfies Record<string, Partial<Record<HttpMethod, Access>>>;

/** The route answering 404 to every /api URL no other route serves (app/api/[...path]). */
export const API_CATCH_ALL = "/api/[...path]" satisfies ApiPattern;

// ---- Matching a URL to its entry, with Next's precedence: static segment, then [param], then [...rest].

type Compiled<K extends string> = { key: K; segments: string[]; rank: number[] };

function compile<K extends string>(keys: readonly K[]): Compiled<K>[] {
  const rankOf = (s: string) => (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2);
  const compiled = keys.map((key) => {
    const segments = key.split("/").filter(Boolean);
    return { key, segments, rank: segments.map(rankOf) };
  });
  // More specific first: compare segment kinds left to right, a longer static path before a shorter one.
  return compiled.sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const d = (b.rank[i] ?? -1) - (a.rank[i] ?? -1);
      if (d) return d;
    }
    return 0;
  });
}

function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith("[...")) return path.length > i;
    if (i >= path.length) return false;
    if (!p.startsWith("[") && p !== path[i]) return false;
  }
  return pattern.length === path.length;
}

function matcher<K extends string>(keys: readonly K[]): (pathname: string) => K | null {
  const compiled = compile(keys);
  return (pathname) => {
    const path = pathname.split("/").filter(Boolean);
    return compiled.find((c) => matches(c.segments, path))?.key ?? null;
  };
}

export type PagePattern = keyof typeof PAGES;
export type ApiPattern = keyof typeof API;

/**
 * One method of one route, as a request line names it: "GET /api/companies/[id]". A route file's
 * handler says which it serves (`route("PATCH /api/companies/[id]", ...)`); its entry here is all
 * that is declared of who may call it, and what the handler is given follows from it.
 */
export type ApiEndpoint = { [P in ApiPattern]: `${keyof (typeof API)[P] & HttpMethod} ${P}` }[ApiPattern];

/** The entry of an endpoint, as typed in the table. */
export type EndpointAccess<E extends ApiEndpoint> = E extends `${infer M} ${infer P extends ApiPattern}` ? (typeof API)[P][M & keyof (typeof API)[P]] : never;

/** The entry of an endpoint, read from the table when asked (so the table is what is enforced). */
export function endpointAccess(endpoint: ApiEndpoint): Access {
  const space = endpoint.indexOf(" ");
  const methods: Partial<Record<string, Access>> = API[endpoint.slice(space + 1) as ApiPattern];
  const access = methods[endpoint.slice(0, space)];
  if (!access) throw new Error(`${endpoint} is not in the access table`);
  return access;
}

// Marked pure so that a browser bundle, which matches pages only, drops the API table (decisions D30).
export const matchPage = /*#__PURE__*/ matcher(/*#__PURE__*/ Object.keys(PAGES) as PagePattern[]);
export const matchApi = /*#__PURE__*/ matcher(/*#__PURE__*/ Object.keys(API) as ApiPattern[]);

export function pageAccess(pattern: PagePattern): Access {
  const entry: PageEntry = PAGES[pattern];
  return entry.company ? member(entry.company) : GROUPS[entry.group];
}

/** The entry for a page URL, or null for a URL that names no listed page. */
export function pageAccessFor(pathname: string): Access | null {
  const pattern = matchPage(pathname);
  return pattern ? pageAccess(pattern) : null;
}

/** The entry for an API request, or null when the table lists no such route or method. */
export function apiAccessFor(method: string, pathname: string): Access | null {
  const pattern = matchApi(pathname);
  if (!pattern) return null;
  const methods: Partial<Record<string, Access>> = API[pattern];
  const verb = method.toUpperCase();
  return methods[verb] ?? (verb === "HEAD" ? (methods.GET ?? null) : null);
}

// ---- Deciding.

// A company page asks a login of the visitor, not a subscription (decisions D20): member ranks with user.
const RANK: Record<Access["level"], number> = { public: 0, user: 1, member: 1, entitled: 2, admin: 3 };

/** Whether a gate at `applied` already enforces what `needed` asks of the visitor (company membership aside). */
export function covers(applied: Access["level"], needed: Access["level"]): boolean {
  return RANK[applied] >= RANK[needed];
}

/**
 * What the gate knows of a visitor: on the server from the account (`isEntitled`), in the
 * browser from SPEC's user and the paywall flag. Null when nobody is signed in.
 */
export type Visitor = { isAdmin: boolean; entitled: boolean } | null;

/**
 * Where to send a visitor instead of the page, or null to show it (decisions D2): anonymous →
 * /login, not an admin → / with 'Admin access required', not entitled → /payment. Company
 * membership is the API's to check (404), so a page names no company to a stranger.
 */
export function pageRedirect(access: Access, visitor: Visitor): string | null {
  if (access.level === "public") return null;
  if (!visitor) return "/login";
  if (access.level === "admin" && !visitor.isAdmin) return "/?denied=admin";
  // A company's pages ask no subscription of the visitor (decisions D20): the company's API decides.
  if (access.level === "entitled" && !visitor.entitled) return "/payment";
  return null;
}

/** SPEC section 4's landing after login or signup: the first of these pages the visitor may open. */
const HOMES = ["/admin", "/setup", "/payment"] as const satisfies readonly PagePattern[];

export function homeFor(visitor: NonNullable<Visitor>): string {
  return HOMES.find((page) => !pageRedirect(pageAccess(page), visitor)) ?? "/payment";
}
