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
