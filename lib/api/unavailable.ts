import "server-only";
import { reportDatabaseUnavailable, unlessDatabaseDown } from "@/db/client";
import { fromDatabaseError } from "@/lib/errors";

/** What a page says while the database cannot be reached. */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable — try again in a minute";
/** Seconds a browser or crawler is asked to wait, and the page waits before it tries again by itself. */
export const UNAVAILABLE_RETRY_SECONDS = 60;

/**
 * `work`'s value, or null when it failed because the database cannot be reached. The outage is
 * reported (db/client.ts), so every other request in flight fails at once too and the next ones
 * fail without waiting for a connection until the database is tried again a second later: a page
 * answers in well under the two seconds of the driver's connect timeout, and recovers by itself.
 * Any other failure is thrown on.
 */
export async function unlessUnavailable<T>(work: Promise<T>): Promise<{ value: T } | null> {
  try {
    return { value: await unlessDatabaseDown(work) };
  } catch (error) {
    if (fromDatabaseError(error)?.status !== 503) throw error;
    console.error("Database unavailable:", (error as Error)?.message ?? error);
    reportDatabaseUnavailable();
    return null;
  }
}

const PAGE = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>Briefly unavailable · ESG Platform</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#fafafa;color:#111827}
main{max-width:28rem;margin:1.5rem;padding:2rem;border:1px solid #e5e7eb;border-radius:.75rem;background:#fff}
h1{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;line-height:1.5;color:#4b5563}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#066c52;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<h1>Service unavailable</h1>
<p>${UNAVAILABLE_MESSAGE}. This page tries again by itself.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

/**
 * The page answered instead of any page while the database cannot be reached: 503 with
 * Retry-After, never cached, a "Try again" link to the same address (an empty href is the page
 * itself) and a refresh after the same wait. Self-contained (no script, no app bundle, its styles
 * inline), so it shows whatever else is failing.
 */
export function unavailablePage(): Response {
  return new Response(PAGE, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(UNAVAILABLE_RETRY_SECONDS),
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
