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

type Listener = (status: number) => void;
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
};

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
  const { body, query, timeoutMs, raw, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
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
    const response = await fetch(buildUrl(path, query), { ...init, headers, body: payload, signal: init.signal ?? controller.signal });
    if (!response.ok) {
      let detail: string | null = null;
      try {
        const data = await response.json();
        if (data && typeof data.detail === "string") detail = data.detail;
      } catch {
        /* not JSON */
      }
      if (response.status === 401 && token) unauthorizedListeners.forEach((l) => l(401));
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
