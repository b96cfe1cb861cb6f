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

/** The answer to a database error the caller's input caused (422), or null for a server fault. */
export function fromDatabaseError(error: unknown): ApiError | null {
  return hasDatabaseErrorCode(error, BAD_TEXT_CODES) ? unprocessable(BAD_TEXT_DETAIL) : null;
}
