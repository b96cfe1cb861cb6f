import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  /** Sent as is (FormData, a string of bad JSON…) instead of JSON.stringify(body). */
  rawBody?: BodyInit;
  token?: string | null;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

export type CallResult<T = any> = { status: number; body: T; text: string; headers: Headers; response: Response };

/** Calls a route handler the way Next does, with a real Request, and reads the answer. */
export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const { method = "GET", path = "/api/test", body, rawBody, token, cookie, params = {}, headers = {} } = options;
  const h = new Headers(headers);
  if (token) h.set("Authorization", `Bearer ${token}`);
  if (cookie) h.set("Cookie", cookie);
  let payload: BodyInit | undefined = rawBody;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    h.set("Content-Type", "application/json");
  }
  const req = new NextRequest(new URL(path, "http://localhost:3000"), { method, headers: h, body: payload });
  const response = await handler(req, { params: Promise.resolve(params) });
  const clone = response.clone();
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON (a PDF, say) */
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers, response: clone };
}
