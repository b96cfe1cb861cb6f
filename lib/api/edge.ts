// What proxy.ts refuses on /api/* before Next routes the request: a URL Next would fail to decode
// (a 500 in text/plain, or an HTML page, from Next's own router), an over-long URL or header set,
// and a method the route does not serve (Next's own 405 has an empty body and no Allow header).
// Each refusal is SPEC's `{detail}` (decisions D14). Cheap: no session, no database.
import { NextResponse } from "next/server";
import { API, matchApi } from "@/lib/auth/access-table";

/**
 * Node refuses a request head over 16 KB itself (431, empty body, before any of our code runs);
 * below that, these are ours. A URL of 8 KB is far past anything the app builds (browsers and
 * proxies commonly stop at 8 KB), and 12 KB of headers leaves the session cookie (at most 4 KB)
 * plenty of room.
 */
export const MAX_URL_LENGTH = 8 * 1024;
const MAX_HEADERS_LENGTH = 12 * 1024;

function refuse(status: number, detail: string, headers?: Record<string, string>): NextResponse {
  return NextResponse.json({ detail }, { status, headers });
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The raw path and query as sent, before any decoding: `new URL` keeps %-escapes as they were. */
function rawParts(url: string): { path: string; query: string } {
  const { pathname, search } = new URL(url);
  return { path: pathname, query: search.slice(1) };
}

/** The methods a route answers, for `Allow`: the table's, HEAD with GET (Next derives it), and OPTIONS (Next answers it). */
export function allowedMethods(pathname: string): string[] | null {
  const pattern = matchApi(pathname);
  if (!pattern) return null;
  const listed = Object.keys(API[pattern]);
  const methods = new Set(listed);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => methods.has(m));
}

function headersLength(headers: Headers): number {
  let total = 0;
  headers.forEach((value, name) => (total += name.length + value.length + 4));
  return total;
}

/** The answer to an /api request that must not reach its route, or null to let it through. */
export function apiEdgeRefusal(request: { url: string; method: string; headers: Headers }): NextResponse | null {
  if (request.url.length > MAX_URL_LENGTH) return refuse(431, "Request URL is too long");
  if (headersLength(request.headers) > MAX_HEADERS_LENGTH) return refuse(431, "Request headers are too large");
  const { path, query } = rawParts(request.url);
  if (!path.split("/").every(decodes)) return refuse(400, "Malformed URL: a path segment is not valid percent-encoding");
  if (query && !query.split("&").every((pair) => decodes(pair.replace(/\+/g, " ")))) {
    return refuse(400, "Malformed URL: the query string is not valid percent-encoding");
  }
  const allowed = allowedMethods(path);
  if (allowed && !allowed.includes(request.method.toUpperCase())) {
    return refuse(405, `Method ${request.method.toUpperCase()} is not allowed here`, { Allow: allowed.join(", ") });
  }
  return null;
}
