import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { badRequest, conflict, unprocessable } from "@/lib/errors";

/**
 * # Creates that happen once
 *
 * A client sends `Idempotency-Key: <random id>` with a create and sends the same key again when it
 * retries (lib/client/api.ts). A handler wraps its work:
 *
 * ```ts
 * export const POST = route({ access: "entitled", body: input }, ({ req, user, body }) =>
 *   idempotent({ req, userId: user.id, request: body }, async () => json(await create(body), 201)));
 * ```
 *
 * The first request with a key claims it (one row per user and key; the primary key decides
 * between two requests that arrive at the same instant) and does the work; its answer is stored.
 * A request with a key already answered gets that answer again, marked `Idempotent-Replayed:
 * true`, and creates nothing. One that arrives while the first is still working waits for its
 * answer. The same key with a different request (another path or body) is refused (422): the
 * client reused a key by mistake. Keys are kept for a day. Without the header the work simply runs.
 *
 * Answers of 500 and above, and thrown errors, are not kept: the claim is released so a retry does
 * the work afresh. Client errors (409, 422) are kept, as the same request would earn them again.
 */

const IDEMPOTENCY_HEADER = "Idempotency-Key";
const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long an answer is replayed. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim older than this with no answer belongs to a request that died (a crash, a deploy); it is taken over. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before asking the client to retry. */
const WAIT_MS = 60 * 1000;
const POLL_MS = 100;

const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

type Options = {
  req: Request;
  userId: string;
  /** What makes two requests the same request besides method and path: the parsed body, a file's hash. */
  request?: unknown;
  /** Test seam: how long a duplicate waits for the first answer. */
  waitMs?: number;
};

/** JSON with sorted keys, so that the same body always hashes the same. */
function canonical(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

function requestHash(req: Request, request: unknown): string {
  const url = new URL(req.url);
  return createHash("sha256")
    .update(`${req.method} ${url.pathname}\n${canonical(request)}`)
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(row: { status: number; body: string | null; contentType: string | null }): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (row.contentType) headers.set("Content-Type", row.contentType);
  return new Response(row.status === 204 ? null : (row.body ?? ""), { status: row.status, headers });
}

/** The work's answer, kept (or released) under the key, and handed back readable. */
async function keep(userId: string, key: string, response: Response): Promise<Response> {
  const db = await getDb();
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (response.status >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return response;
  }
  const body = await response.text();
  const contentType = response.headers.get("Content-Type");
  await db.update(idempotencyKeys).set({ status: response.status, body, contentType }).where(where);
  return new Response(response.status === 204 ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export async function idempotent({ req, userId, request, waitMs = WAIT_MS }: Options, work: () => Promise<Response>): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (key === undefined || key === "") return work();
  if (!VALID_KEY.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
  const hash = requestHash(req, request);
  const db = await getDb();
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + waitMs;

  for (;;) {
    // Expired answers and abandoned claims of this key give way to a fresh claim.
    const now = Date.now();
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          or(
            lt(idempotencyKeys.createdAt, new Date(now - KEY_LIFETIME_MS)),
            and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_AFTER_MS))),
          ),
        ),
      );
    const claimed = await db.insert(idempotencyKeys).values({ userId, key, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length) {
      // Now and then, other keys past their day go too.
      if (Math.random() < 0.05) await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)));
      let response: Response;
      try {
        response = await work();
      } catch (error) {
        await db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.status)));
        throw error;
      }
      return keep(userId, key, response);
    }

    const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    // Released between our insert and this read (the first request failed): claim it again.
    if (!row) continue;
    if (row.requestHash !== hash)
      throw unprocessable(`${IDEMPOTENCY_HEADER}: this key was already used for a different request. Send a new key for a new request.`);
    if (row.status !== null) return replay({ status: row.status, body: row.body, contentType: row.contentType });
    if (Date.now() >= deadline) throw conflict("The same request is still being processed. Please try again in a moment.");
    await sleep(POLL_MS);
  }
}
