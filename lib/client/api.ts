"use client";

/** The error the API's `{detail}` envelope turns back into on the client. */
export class ApiClientError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string | null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiClientError";
  }
}

export const TOKEN_KEY = "token";
const API_BASE = "/api";

export function getToken(): string | null {
  if (typeof window === "undefined") return null;
  return window.localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}

/** The server's detail comes along: a blocked account's 401 says so (lib/auth/account-messages.ts). */
type Listener = (status: number, detail: string | null) => void;
const unauthorizedListeners = new Set<Listener>();

/** The auth provider listens so that a revoked session (401) logs the user out at once. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type RequestOptions = Omit<RequestInit, "body"> & {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  timeoutMs?: number;
  /** The body is FormData or a Blob, sent as is. */
  raw?: boolean;
  /**
   * The Idempotency-Key of a create. A screen passes the key of the user's action (kept until it
   * succeeds), so a double click that lands twice creates once; without it each call gets its own.
   */
  idempotencyKey?: string;
};

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A fresh key for one create; random, so no two actions share one. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  // randomUUID exists only on secure origins; a plain-http deployment still needs unique keys.
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A create sent with its action's key whose request got no answer (the network dropped) is sent again with that key. */
const RETRY_DELAYS_MS = [300, 1000];
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

type Opened = { response: Response; signal: AbortSignal; release: () => void };

/**
 * Sends the request and checks the status. The timeout keeps running until `release()` is called, so
 * a caller that still has the body to read (apiBlob) stays inside the time limit while it reads it.
 */
async function open(path: string, options: RequestOptions = {}): Promise<Opened> {
  const { body, query, timeoutMs, raw, idempotencyKey, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  // Creates carry a key the server remembers for a day: a retry replays the first answer.
  const creates = (init.method ?? "GET").toUpperCase() === "POST";
  if (creates && !headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, idempotencyKey ?? newIdempotencyKey());
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  else headers.delete("Authorization");
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (raw) payload = body as BodyInit;
    else {
      headers.set("Content-Type", "application/json");
      payload = JSON.stringify(body);
    }
  }
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(new DOMException("Timed out", "TimeoutError")), timeoutMs) : null;
  const release = () => {
    if (timer) clearTimeout(timer);
  };
  try {
    const url = buildUrl(path, query);
    const request = () => fetch(url, { ...init, headers, body: payload, signal: init.signal ?? controller.signal });
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await request();
        break;
      } catch (error) {
        const signal = init.signal ?? controller.signal;
        // Only a screen that passed its action's key knows the endpoint honours it; others never resend.
        if (!creates || idempotencyKey === undefined || !isNetworkFailure(error) || signal.aborted || attempt >= RETRY_DELAYS_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      }
    }
    if (!response.ok) {
      let detail: string | null = null;
      try {
        const data = await response.json();
        if (data && typeof data.detail === "string") detail = data.detail;
      } catch {
        /* not JSON */
      }
      if (response.status === 401 && token) unauthorizedListeners.forEach((l) => l(401, detail));
      throw new ApiClientError(response.status, detail);
    }
    return { response, signal: controller.signal, release };
  } catch (error) {
    release();
    throw error;
  }
}

async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { response, release } = await open(path, options);
  release();
  return response;
}

/** JSON request to `/api{path}`; throws ApiClientError carrying the server's `detail`. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** JSON request whose answer's headers matter too (a list's X-Total-Count and Link). */
export async function apiWithHeaders<T = unknown>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: (await response.json()) as T, headers: response.headers };
}

/** Binary request (PDF download). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { response, signal, release } = await open(path, options);
  // The time limit covers reading the body too: a stalled body ends with the timeout error.
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([response.blob(), aborted]);
  } finally {
    release();
    if (onAbort) signal.removeEventListener("abort", onAbort);
  }
}

export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** The server's detail when it sent one, else the screen's own fallback sentence (SPEC 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.detail) return error.detail;
  return fallback;
}
