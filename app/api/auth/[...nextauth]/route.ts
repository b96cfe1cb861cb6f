// GET /api/auth/{session,csrf,providers} — Auth.js's own read-only endpoints, on the session our
// API issues. Everything else Auth.js would serve answers 404: sign-in (signin, callback) because
// POST /api/auth/login is the one way in, behind the rate limits and the origin check; sign-out
// because POST /api/auth/logout is SPEC's.
import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { errorResponse, toErrorResponse, withDetail } from "@/lib/api/route";

type Context = { params: Promise<{ nextauth?: string[] }> };

const SERVED: ReadonlySet<string> = new Set(["session", "csrf", "providers"]);

function refusal(path: string[]): Response {
  if (path[0] === "signin" || path[0] === "callback") return errorResponse(404, "Sign in with POST /api/auth/login");
  if (path[0] === "signout") return errorResponse(404, "Log out with POST /api/auth/logout");
  return errorResponse(404, "Not found");
}

export async function GET(req: NextRequest, ctx: Context): Promise<Response> {
  const path = (await ctx.params).nextauth ?? [];
  if (path.length !== 1 || !SERVED.has(path[0])) return refusal(path);
  try {
    return await withDetail(await handlers.GET(req));
  } catch (error) {
    return toErrorResponse(error);
  }
}

export async function POST(_req: NextRequest, ctx: Context): Promise<Response> {
  return refusal((await ctx.params).nextauth ?? []);
}
