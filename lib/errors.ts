import { getEnv } from "./env";

/** The one error type the API throws; the route wrapper turns it into `{detail}` with `status`. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = "Not authenticated") => new ApiError(401, detail);
export const paymentRequired = (detail = "An active subscription is required") => new ApiError(402, detail);
export const forbidden = (detail = "Not allowed") => new ApiError(403, detail);
export const notFound = (detail = "Not found") => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const unprocessable = (detail: string) => new ApiError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const badGateway = (detail: string) => new ApiError(502, detail);
export const serviceUnavailable = (detail: string) => new ApiError(503, detail);

/** The sentence for text PostgreSQL cannot store (a NUL character, an escape it cannot translate). */
export const BAD_TEXT_DETAIL = "Text fields cannot contain NUL characters";

/**
 * PostgreSQL error codes caused by the text a caller sent, not by the server: 22021
 * character_not_in_repertoire (a NUL byte in a text value) and 22P05 untranslatable_character
 * (`\u0000` inside a jsonb value).
 */
const BAD_TEXT_CODES = new Set(["22021", "22P05"]);

/**
 * Whether a database error carries one of these SQLSTATE codes anywhere along its `cause` chain:
 * postgres-js's PostgresError and PGlite's errors carry `.code`; Drizzle wraps them in a
 * DrizzleQueryError whose `.cause` is the driver's error.
 */
export function hasDatabaseErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && codes.has(code)) return true;
  }
  return false;
}

/**
 * The database cannot be reached or is going away: the socket's errors, postgres-js's own codes
 * for a connection that timed out or closed, and PostgreSQL's connection-exception (08xxx),
 * shutdown (57P01–57P03) and too-many-connections (53300) states.
 */
const UNAVAILABLE_CODES = new Set([
  "DATABASE_UNAVAILABLE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** Socket failures: the database's only when the error came through a query or names the database's port (an AI or mail server refusing is not). */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function databasePort(): number | null {
  const url = getEnv().DATABASE_URL;
  if (!url) return null;
  try {
    return Number(new URL(url).port || 5432);
  } catch {
    return null;
  }
}

function isDatabaseSocketError(error: unknown): boolean {
  if (!hasDatabaseErrorCode(error, SOCKET_CODES)) return false;
  const port = databasePort();
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { name?: unknown }).name === "DrizzleQueryError") return true;
    if (port !== null && (e as { port?: unknown }).port === port) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_DETAIL = "The database is unavailable right now. Please try again in a moment.";

/**
 * The answer to a database error: 422 for text the caller sent that PostgreSQL cannot store, 503
 * (with Retry-After) when the database cannot be reached — not a 500 after the driver's long
 * reconnect (decisions D31) — or null for a server fault.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  if (hasDatabaseErrorCode(error, BAD_TEXT_CODES)) return unprocessable(BAD_TEXT_DETAIL);
  if (hasDatabaseErrorCode(error, UNAVAILABLE_CODES) || isDatabaseSocketError(error))
    return new ApiError(503, DATABASE_UNAVAILABLE_DETAIL, { "Retry-After": "5" });
  return null;
}
