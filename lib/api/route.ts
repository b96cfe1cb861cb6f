import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import type { Company, User } from "@/db/schema";
import { demandOf, endpointAccess, type Access, type ApiEndpoint, type CompanyRole, type EndpointAccess } from "@/lib/auth/access-table";
import { getMembership, type CompanyDemand, type LoadedMembership } from "@/lib/companies/access";
import { isEntitled } from "@/lib/subscriptions/entitlement";
import { ACCOUNT_BLOCKED } from "@/lib/auth/account-messages";
import { isCrossSiteCookieWrite, lookupSession, requestCarrier } from "@/lib/auth/session";
import { reportDatabaseUnavailable, unlessDatabaseDown } from "@/db/client";
import { readLimitedBody } from "./limited-body";
import { zodDetail } from "@/lib/format/zod-detail";
import { ApiError, forbidden, fromDatabaseError, paymentRequired, unauthorized } from "@/lib/errors";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * What a handler is given follows from its endpoint's entry in the access table, the one
 * declaration of who may call it: the user (null only on a public route), and on a member route
 * the company named by a route param (loaded by route(): 404 to a non-member, 403 to a role the
 * entry does not list, 402 for a change while its owners' subscription has lapsed) or, where the
 * domain code finds the company in the body or a row, the entry's demand to check it against.
 */
type CallerArgs<A> = A extends { level: "public" } ? { user: User | null } : { user: User };
type CompanyArgs<A> = A extends { level: "member"; company: { param: string } }
  ? {
      company: Company;
      /** The caller's role in `company` (null for an admin reading a company they are not a member of). */
      role: CompanyRole | null;
      /** `company`'s data version, read with it (lib/companies/access.ts): what a cached answer of its data is checked against. */
      dataVersion: number;
      demand: CompanyDemand;
    }
  : A extends { level: "member" }
    ? {
        /** The roles the entry lists and whether the request reads or changes: what the domain code holds the company it finds to. */
        demand: CompanyDemand;
      }
    : unknown;

type HandlerArgs<E extends ApiEndpoint, P, B, Q> = { req: NextRequest; params: P; body: B; query: Q } & CallerArgs<EndpointAccess<E>> &
  CompanyArgs<EndpointAccess<E>>;

type Options<P, B, Q> = {
  params?: ZodType<P>;
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** Largest JSON body accepted, in bytes (default `JSON_BODY_LIMIT`); larger is 413 unread. */
  bodyLimit?: number;
};

/** 1 MB: a year of a company's figures typed in one request is a few kilobytes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A handler may return a Response as is, or data for a 200 JSON answer. */
type HandlerResult = Response | unknown;

export function json(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(data, { status, headers });
}

export function errorResponse(status: number, detail: string, headers?: Record<string, string>): NextResponse {
  return NextResponse.json({ detail }, { status, headers });
}

export { zodDetail };

async function readJson(req: Request, limit: number): Promise<unknown> {
  const bytes = await readLimitedBody(req, limit, `Request body is too large (the limit is ${formatBytes(limit)})`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "Request body must be valid JSON");
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body must be valid JSON");
  }
}

function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : `${Math.ceil(n / 1024)} KB`;
}

function parseOr<T>(schema: ZodType<T> | undefined, input: unknown, status: number): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(status, zodDetail(result.error));
  return result.data;
}

type RouteHandler = ((req: NextRequest, ctx?: RouteContext) => Promise<Response>) & { endpoint: ApiEndpoint };
type Handler<E extends ApiEndpoint, P, B, Q> = (args: HandlerArgs<E, P, B, Q>) => Promise<HandlerResult> | HandlerResult;

/**
 * The handler of one endpoint ("GET /api/companies/[id]"): resolves the session, and what the
 * endpoint's entry in the access table asks (read at each request: the table is what is enforced),
 * the role, subscription and company membership; parses input; maps errors.
 */
export function route<const E extends ApiEndpoint>(endpoint: E, handler: Handler<E, undefined, undefined, undefined>): RouteHandler;
export function route<const E extends ApiEndpoint, P = undefined, B = undefined, Q = undefined>(
  endpoint: E,
  options: Options<P, B, Q>,
  handler: Handler<E, P, B, Q>,
): RouteHandler;
export function route<const E extends ApiEndpoint, P, B, Q>(
  endpoint: E,
  optionsOrHandler: Options<P, B, Q> | Handler<E, P, B, Q>,
  maybeHandler?: Handler<E, P, B, Q>,
): RouteHandler {
  const options: Options<P, B, Q> = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler) as (
    args: Record<string, unknown>,
  ) => Promise<HandlerResult> | HandlerResult;
  const use: CompanyDemand["use"] = isRead(endpoint.slice(0, endpoint.indexOf(" "))) ? "read" : "write";
  const serve = async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    let sessionSeen = false;
    try {
      const access = endpointAccess(endpoint);
      const rawParams = (await ctx?.params) ?? {};
      // The company a URL names is read with the caller's account, in one statement.
      const named = access.level === "member" && "param" in access.company ? rawParams[access.company.param] : undefined;
      const { session, blocked, membership } = await unlessDatabaseDown(
        lookupSession(requestCarrier(req), { companyId: typeof named === "string" ? named : undefined }),
      );
      sessionSeen = session !== null;
      if (access.level !== "public") {
        if (!session) throw unauthorized(blocked ? ACCOUNT_BLOCKED : undefined);
        if (isCrossSiteCookieWrite(req, session.source)) throw forbidden("Cross-site request refused");
        if (access.level === "admin" && !session.user.isAdmin) throw forbidden("Admin access required");
        // Inside a company the owners' subscription counts, not the caller's (decisions D20): lib/companies/access.
        if (access.level === "entitled" && !isEntitled(session.user)) throw paymentRequired();
      }
      return await unlessDatabaseDown(serveMember(req, rawParams, access, session?.user ?? null, membership));
    } catch (error) {
      return privately(toErrorResponse(error), sessionSeen);
    }
  };
  const serveMember = async (
    req: NextRequest,
    rawParams: Awaited<RouteContext["params"]>,
    access: Access,
    user: User | null,
    loaded: LoadedMembership | undefined,
  ): Promise<Response> => {
    const signedIn = user !== null;
    try {
      // A malformed id is simply an id that names nothing: 404, like one that is not ours.
      let params: P;
      try {
        params = parseOr(options.params, rawParams, 404);
      } catch (e) {
        if (e instanceof ApiError) throw new ApiError(404, "Not found");
        throw e;
      }
      // Who may call it comes before what they sent: a stranger learns nothing (404) and a role that
      // may not call it is told so (403), whatever the body or query holds.
      const companyArgs: Record<string, unknown> = {};
      if (access.level === "member") {
        const demand = demandOf(access, use);
        companyArgs.demand = demand;
        if ("param" in access.company) {
          const id = rawParams[access.company.param];
          const { company, role, dataVersion } = await getMembership({ user: user!, companyId: typeof id === "string" ? id : "", demand, loaded });
          Object.assign(companyArgs, { company, role, dataVersion });
        }
      }
      const query = parseOr(options.query, Object.fromEntries(req.nextUrl.searchParams), 422);
      const body = options.body ? parseOr(options.body, await readJson(req, options.bodyLimit ?? JSON_BODY_LIMIT), 422) : undefined;
      const result = await handler({ req, params, body, query, user, ...companyArgs });
      return privately(result instanceof Response ? result : json(result ?? null), signedIn);
    } catch (error) {
      return privately(toErrorResponse(error), signedIn);
    }
  };
  return Object.assign(serve, { endpoint });
}

/**
 * An answer to a signed-in caller is theirs alone: no browser or shared cache may keep it (a
 * company's figures left in a cache on a shared computer). A handler's own Cache-Control stands.
 */
function isRead(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

function privately(response: Response, signedIn: boolean): Response {
  if (!signedIn || response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // A Response with immutable headers (one passed on from fetch): copied with the header.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * Auth.js answers its own failures in its own words (plain text, an HTML page, a redirect to an
 * error page); ours are `{detail}` like every other API answer (decisions D14). Successes pass as
 * they are.
 */
export async function withDetail(response: Response): Promise<Response> {
  if (response.ok) return response;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === "object" && typeof (body as { detail?: unknown }).detail === "string") return response;
  }
  // Auth.js answers a failure of its GET endpoints with a redirect to its error page (which we do not serve).
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location") ?? "";
    if (/[?&]error=Configuration\b/.test(location)) return errorResponse(500, "Something went wrong on our side. Please try again.");
    return errorResponse(400, "Bad request");
  }
  return errorResponse(response.status, response.status >= 500 ? "Something went wrong on our side. Please try again." : "Bad request");
}

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return errorResponse(error.status, error.detail, error.headers);
  if (error instanceof ZodError) return errorResponse(422, zodDetail(error));
  // Text PostgreSQL refuses (a NUL character) is bad input, not a server fault (decisions D14); a database that is down is 503.
  const known = fromDatabaseError(error);
  if (known) {
    if (known.status === 503) {
      console.error("Database unavailable:", (error as Error)?.message ?? error);
      reportDatabaseUnavailable();
    }
    return errorResponse(known.status, known.detail, known.headers);
  }
  console.error("Unhandled API error:", error);
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}

export const uuidParam = z.string().uuid();
