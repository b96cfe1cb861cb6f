// The app's middleware (Next 16 calls it proxy.ts): gates pages on the server, on every host.
// API route handlers check again on their own (lib/api/route.ts); this only decides redirects.
import { NextResponse, type NextRequest } from "next/server";
import { pageRedirect, pageRequirement } from "@/lib/auth/page-access";
import { getSessionUser } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
  const requirement = pageRequirement(request.nextUrl.pathname);
  if (!requirement) return NextResponse.next();
  const session = await getSessionUser(request);
  const target = pageRedirect(requirement, session?.user ?? null);
  if (!target) return NextResponse.next();
  const url = new URL(target, request.url);
  if (target === "/login") url.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(url);
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/payment/:path*",
    "/setup/:path*",
    "/dashboard/:path*",
    "/data-collection/:path*",
    "/insights/:path*",
    "/kpi-management/:path*",
    "/checklist/:path*",
    "/profile/:path*",
    "/brsr/:path*",
    "/reports/:path*",
    "/calculator/:path*",
  ],
};
