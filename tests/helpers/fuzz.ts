import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb, queryRows } from "@/db/client";
import { API, type ApiPattern } from "@/lib/auth/access-table";

/**
 * What the fuzzers share: the route handlers by URL pattern, the params Next would
 * hand them, the `{detail}` rule, and a ledger proving that the database holds only what
 * acknowledged calls made. Cases run one at a time, so the database's state before and after a
 * call is that call's doing alone.
 */

export type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type Endpoint = { pattern: ApiPattern; handlers: Partial<Record<string, Handler>> };

const APP = path.resolve(import.meta.dirname, "../../app");

export async function loadEndpoints(skip: ReadonlySet<string> = new Set()): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const pattern of Object.keys(API) as ApiPattern[]) {
    if (skip.has(pattern)) continue;
    const file = path.join(APP, ...pattern.split("/").filter(Boolean), "route.ts");
    if (!fs.existsSync(file)) continue;
    out.push({ pattern, handlers: (await import(file)) as Endpoint["handlers"] });
  }
  return out;
}

/** The params Next hands the handler: each dynamic segment decoded, a catch-all as a list. */
export function paramsOf(pattern: string, pathname: string): Record<string, string | string[]> {
  const names = pattern.split("/").filter(Boolean);
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string | string[]> = {};
  names.forEach((name, i) => {
    const m = /^\[(\.\.\.)?(.+)\]$/.exec(name);
    if (m) params[m[2]] = m[1] ? parts.slice(i) : parts[i];
  });
  return params;
}

/** Throws unless the answer is what the fuzzers allow: no 5xx but 503, and every 4xx a `{detail}`. */
export async function expectWellFormed(res: Response, label: string, method: string): Promise<void> {
  if (res.status >= 500 && res.status !== 503) throw new Error(`${label}: ${(await res.clone().text()).slice(0, 300)}`);
  if (res.status >= 400 && method !== "HEAD") {
    const text = await res.clone().text();
    let detail: unknown;
    try {
      detail = (JSON.parse(text) as { detail?: unknown }).detail;
    } catch {
      /* not JSON */
    }
    if (typeof detail !== "string") throw new Error(`${label} without {detail}: ${text.slice(0, 200)}`);
  }
}

/**
 * The tables a call may change, counted. Left out, with the reason: rate_limits (refused logins
 * count by design), idempotency_keys (a key keeps its 4xx answer by design), entry_summaries
 * (derived from the entries by trigger), factor_sets and emission_factors (reference data seeded at
 * start), audit_log (the change marker itself, below).
 */
export const COUNTED_TABLES = [
  "users",
  "password_reset_tokens",
  "payment_orders",
  "companies",
  "company_frameworks",
  "company_profiles",
  "company_members",
  "company_invitations",
  "esg_data_entries",
  "kpi_targets",
  "checklist_progress",
  "ai_insights",
  "reports_generated",
  "pdf_extractions",
  "calculator_runs",
  "company_factor_years",
  "company_factor_overrides",
  "import_batches",
  "fiscal_year_locks",
  "evidence_files",
  "evidence_blobs",
  "evidence_requests",
  "evidence_request_comments",
] as const;

/** Tables whose every change is a domain write, recorded in audit_log in the same transaction. */
const AUDITED = new Set<string>([
  "companies",
  "company_frameworks",
  "company_profiles",
  "company_members",
  "company_invitations",
  "esg_data_entries",
  "kpi_targets",
  "checklist_progress",
  "calculator_runs",
  "company_factor_overrides",
  "import_batches",
  "fiscal_year_locks",
  "evidence_files",
  "evidence_requests",
  "evidence_request_comments",
]);

export type Fingerprint = Record<string, number>;

/** Row counts of the counted tables and the last audit row's id, in one statement. */
export async function fingerprint(): Promise<Fingerprint> {
  const db = await getDb();
  const columns = COUNTED_TABLES.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(", ");
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql.raw(`select ${columns}, (select coalesce(max(id), 0) from audit_log)::bigint as audit_log`),
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every call's effect on the database, checked as it happens: a call that was refused (or only
 * read) changed nothing; an acknowledged write's changes to audited tables came with audit rows.
 * At the end, each table's change over the run is the sum of the acknowledged calls' changes.
 */
export class Ledger {
  private last: Fingerprint | null = null;
  private first: Fingerprint | null = null;
  /** Per table, rows added and removed by acknowledged calls. */
  readonly acknowledged = new Map<string, { added: number; removed: number }>();
  readonly writes = { acknowledged: 0, refused: 0, creates: 0, deletes: 0 };

  async start(): Promise<void> {
    this.last = await fingerprint();
    this.first ??= this.last;
  }

  /** After a call that reached a handler. Throws on a change it was not entitled to. */
  async record(method: string, status: number, label: string): Promise<void> {
    if (!this.last) await this.start();
    const after = await fingerprint();
    const before = this.last!;
    this.last = after;
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    const write = WRITES.has(method);
    const ok = status >= 200 && status < 300;
    if (write) {
      if (ok) this.writes.acknowledged++;
      else this.writes.refused++;
      if (ok && status === 201) this.writes.creates++;
      if (ok && method === "DELETE") this.writes.deletes++;
    }
    if (!changed.length) return;
    const what = changed.map((k) => `${k} ${before[k]}→${after[k]}`).join(", ");
    if (!(write && ok)) throw new Error(`${label} was not an acknowledged write, yet changed ${what}`);
    if (changed.some((k) => AUDITED.has(k)) && !changed.includes("audit_log")) throw new Error(`${label} changed ${what} without an audit row`);
    for (const k of changed) {
      if (k === "audit_log") continue;
      const entry = this.acknowledged.get(k) ?? { added: 0, removed: 0 };
      if (after[k] > before[k]) entry.added += after[k] - before[k];
      else entry.removed += before[k] - after[k];
      this.acknowledged.set(k, entry);
    }
  }

  /** The run's change per table against the acknowledged calls' sum; throws on any difference. */
  async settle(tag: string): Promise<void> {
    const end = await fingerprint();
    const start = this.first!;
    const lines: string[] = [];
    const wrong: string[] = [];
    for (const t of COUNTED_TABLES) {
      const { added = 0, removed = 0 } = this.acknowledged.get(t) ?? {};
      const delta = end[t] - start[t];
      if (delta !== added - removed) wrong.push(`${t}: ${start[t]}→${end[t]} but acknowledged calls account for +${added} −${removed}`);
      if (delta || added || removed) lines.push(`${t} ${start[t]}→${end[t]} (+${added} −${removed})`);
    }
    console.log(
      `[${tag}] writes acknowledged ${this.writes.acknowledged} (${this.writes.creates} creates 201, ${this.writes.deletes} deletes), refused ${this.writes.refused}; ` +
        `tables: ${lines.join(", ") || "unchanged"}; audit rows +${end.audit_log - start.audit_log}`,
    );
    if (wrong.length) throw new Error(`database holds what no acknowledged call made:\n${wrong.join("\n")}`);
  }
}

/**
 * A CI run stops at the first failing case (fast-check then shrinks it); a long run
 * (bench/fuzz.ts, FUZZ_KEEP_GOING=1) goes on and reports every failure at the end.
 */
export class Failures {
  readonly keepGoing = process.env.FUZZ_KEEP_GOING === "1";
  readonly samples: string[] = [];
  count = 0;

  async guard(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (error) {
      if (!this.keepGoing) throw error;
      this.count++;
      if (this.samples.length < 50) this.samples.push(error instanceof Error ? error.message.split("\n")[0].slice(0, 400) : String(error));
    }
  }

  /** Prints the failures (none: says so) and throws when there were any. */
  settle(tag: string): void {
    console.log(`[${tag}] failures: ${this.count}${this.samples.length ? `\n  ${this.samples.join("\n  ")}` : ""}`);
    if (this.count) throw new Error(`${this.count} failing case(s); first: ${this.samples[0]}`);
  }
}
