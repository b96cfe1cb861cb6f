/**
 * The page a visitor asked for before being sent to /login (`?next=`), when it is safe to go
 * back to: a path on this site. Anything that could leave the site is refused — `//evil.com`
 * and `/\evil.com` (browsers read both as another host), `https:` and other schemes, control
 * characters a browser strips before reading the address — and so are the account pages
 * themselves and the API, which are no place to land after logging in. Pure: runs in the
 * browser and on the server.
 */
const NOT_A_DESTINATION = /^\/(login|signup|admin-login|api)(\/|\?|#|$)/i;

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  // Browsers drop tabs and newlines from URLs, which would turn "/\t/evil.com" into "//evil.com".
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  const base = "http://same-origin.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = url.pathname + url.search + url.hash;
  return NOT_A_DESTINATION.test(path) ? null : path;
}

/** `/login?next=…` for a page the visitor could not open yet (the path and its query). */
export function loginPathFor(pathAndQuery: string): string {
  const next = safeNextPath(pathAndQuery);
  return next && next !== "/" ? `/login?${new URLSearchParams({ next })}` : "/login";
}
