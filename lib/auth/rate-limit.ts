import "server-only";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb, type Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { tooManyRequests } from "@/lib/errors";
import { env } from "@/lib/env";

/**
 * Failed logins and reset requests are limited per account and per client address, with the
 * counters in PostgreSQL (the `rate_limits` table) so that every app instance shares them.
 */
export const RATE_LIMITS = {
  /** Consecutive failed logins for one email; a success clears them. */
  loginEmail: { keyPrefix: "login_email", points: 5, duration: 15 * 60 },
  /** Failed logins from one address across all emails (credential stuffing). */
  loginAddress: { keyPrefix: "login_ip", points: 30, duration: 15 * 60 },
  forgotEmail: { keyPrefix: "forgot_email", points: 3, duration: 60 * 60 },
  forgotAddress: { keyPrefix: "forgot_ip", points: 10, duration: 60 * 60 },
} as const;

type LimiterName = keyof typeof RATE_LIMITS;
type Limiters = Record<LimiterName, RateLimiterDrizzle>;

// One set per database handle: tests open a fresh database per file.
const cache = new WeakMap<Db, Limiters>();

async function limiters(): Promise<Limiters> {
  const db = await getDb();
  let set = cache.get(db);
  if (!set) {
    const make = (name: LimiterName, clearExpiredByTimeout: boolean) =>
      new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, clearExpiredByTimeout, ...RATE_LIMITS[name] });
    set = {
      // One limiter sweeping expired rows is enough: they all share the table.
      loginEmail: make("loginEmail", true),
      loginAddress: make("loginAddress", false),
      forgotEmail: make("forgotEmail", false),
      forgotAddress: make("forgotAddress", false),
    };
    cache.set(db, set);
  }
  return set;
}

/**
 * The caller's address for the per-address limits. Proxies append the address they saw to
 * X-Forwarded-For, so only the last `TRUSTED_PROXY_HOPS` entries were written by our own proxies;
 * anything left of them came from the client and could be made up to dodge the limit. The entry
 * counted that many from the right is the client as our outermost proxy saw it. With no trusted
 * proxy (0) or no header, X-Real-IP; without either, all such callers share one bucket, which
 * errs on the safe side.
 */
export function clientAddress(request: Request, hops = env.TRUSTED_PROXY_HOPS): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const fromProxy = hops > 0 ? forwarded[Math.max(0, forwarded.length - hops)] : undefined;
  if (fromProxy) return fromProxy.slice(0, 64);
  const real = request.headers.get("x-real-ip")?.trim();
  return real ? real.slice(0, 64) : "unknown";
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

function isLimitHit(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/**
 * Counts the attempt before the password is checked, answering 429 once either counter is spent.
 * Counting only failures, after the slow hash check, let a burst of parallel guesses all pass a
 * check that read the counters before any of them had failed; an increment is atomic in SQL.
 */
export async function reserveLoginAttempt({ email, address }: { email: string; address: string }): Promise<void> {
  const set = await limiters();
  const results = await Promise.allSettled([set.loginEmail.consume(email), set.loginAddress.consume(address)]);
  let wait = 0;
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    if (!isLimitHit(result.reason)) throw result.reason;
    wait = Math.max(wait, result.reason.msBeforeNext);
  }
  if (wait > 0) {
    throw tooManyRequests(`Too many failed login attempts. Please try again in ${waitText(wait)}.`, wait / 1000);
  }
}

/** A successful login gives its address's point back: that counter is for failures only. */
export async function releaseLoginAttempt({ email, address }: { email: string; address: string }): Promise<void> {
  const set = await limiters();
  await Promise.all([clearLoginFailures({ email }), set.loginAddress.reward(address, 1)]);
}

/** A successful login (or a password reset) ends the run of failures for that email. */
export async function clearLoginFailures({ email }: { email: string }): Promise<void> {
  const set = await limiters();
  await set.loginEmail.delete(email);
}

/** Counts one reset request, answering 429 once either counter is spent. */
export async function consumeForgotPassword({ email, address }: { email: string; address: string }): Promise<void> {
  const set = await limiters();
  try {
    await set.forgotAddress.consume(address);
    await set.forgotEmail.consume(email);
  } catch (error) {
    if (!isLimitHit(error)) throw error;
    throw tooManyRequests(`Too many password reset requests. Please try again in ${waitText(error.msBeforeNext)}.`, error.msBeforeNext / 1000);
  }
}
