// The app's middleware (Next 16 calls it proxy.ts): gates every page on the server, on every
// host, by the access table (lib/auth/access-table.ts). API route handlers check on their own
// (lib/api/route.ts); this only decides page redirects.
import { NextResponse, type NextRequest } from "next/server";
import { pageAccessFor, pageRedirect } from "@/lib/auth/access-table";
import { loginPathFor } from "@/lib/auth/next-path";
import { GATE_HEADER, visitorOf } from "@/lib/auth/page-gate";
import { getSessionUser } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
  const access = pageAccessFor(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set(GATE_HEADER, access?.level ?? "public");
  if (!access || access.level === "public") return NextResponse.next({ request: { headers } });
  const session = await getSessionUser(request);
  const target = pageRedirect(access, visitorOf(session?.user));
  if (!target) return NextResponse.next({ request: { headers } });
  // The query goes along: /kpi-management/{id}?fy=2024-25 is the page that was asked for.
  return NextResponse.redirect(new URL(target === "/login" ? loginPathFor(request.nextUrl.pathname + request.nextUrl.search) : target, request.url));
}

export const config = {
  // Every page, listed or not; API routes gate themselves and /_next serves build files.
  matcher: ["/((?!api/|_next/).*)"],
};
