// The app's middleware (Next 16 calls it proxy.ts): gates every page on the server, on every
// host, by the access table (lib/auth/access-table.ts). API route handlers check access on their
// own (lib/api/route.ts); for /api/* this only refuses what Next's router would answer without
// `{detail}` (lib/api/edge.ts): malformed URLs, over-long ones, unsupported methods.
import { NextResponse, type NextRequest } from "next/server";
import { apiEdgeRefusal } from "@/lib/api/edge";
import { unavailablePage, unlessUnavailable } from "@/lib/api/unavailable";
import { pageAccessFor, pageRedirect } from "@/lib/auth/access-table";
import { loginPathFor } from "@/lib/auth/next-path";
import { GATE_HEADER, visitorOf } from "@/lib/auth/page-gate";
import { getSessionUser } from "@/lib/auth/session";
import { contentSecurityPolicy, newNonce, prerendered } from "@/lib/security/csp";

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) return apiEdgeRefusal(request) ?? NextResponse.next();
  const access = pageAccessFor(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set(GATE_HEADER, access?.level ?? "public");
  const csp = pagePolicy(request, headers);
  const next = () => withCsp(NextResponse.next({ request: { headers } }), csp);
  if (!access || access.level === "public") return next();
  // A gated page reads the visitor's session from the database first: while it cannot be reached
  // the answer is the 503 page, in the time the database takes to refuse, not a 500 from the render.
  const looked = await unlessUnavailable(getSessionUser(request));
  if (!looked) return unavailablePage();
  const session = looked.value;
  const target = pageRedirect(access, visitorOf(session?.user));
  if (!target) return next();
  // The query goes along: /kpi-management/{id}?fy=2024-25 is the page that was asked for.
  return NextResponse.redirect(new URL(target === "/login" ? loginPathFor(request.nextUrl.pathname + request.nextUrl.search) : target, request.url));
}

/**
 * The page's Content-Security-Policy (lib/security/csp.ts). A page rendered per request gets a
 * fresh nonce, handed to Next in the request's CSP header (Next reads it from there and puts it on
 * its inline scripts) and in `x-nonce` for our own code; a prerendered page is served as built, so
 * its inline scripts are allowed by their hashes and it is not handed a nonce it could not use.
 * Client-supplied values of both headers are always overwritten or removed.
 */
function pagePolicy(request: NextRequest, headers: Headers): string {
  const build = prerendered();
  const development = process.env.NODE_ENV === "development";
  headers.delete("x-nonce");
  headers.delete("content-security-policy");
  if (build.routes.has(request.nextUrl.pathname)) return contentSecurityPolicy({ scriptHashes: build.scriptHashes, development });
  const nonce = newNonce();
  const csp = contentSecurityPolicy({ nonce, scriptHashes: build.scriptHashes, development });
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  return csp;
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Every page, listed or not, and every API route (for lib/api/edge.ts; they gate themselves);
  // /_next serves build files.
  matcher: ["/((?!_next/).*)"],
};
