import { sql, type SQL } from "drizzle-orm";

/**
 * Texts as one PostgreSQL text[] parameter: a list of any length (hundreds of metric keys) stays
 * one bind value, where drizzle would bind each element. Written afresh on every call: a
 * thousand keys take well under a millisecond, and a cache keyed by the array's identity
 * would answer stale text for a list changed after its first use.
 */
export function textArray(values: readonly string[]): SQL {
  const text = `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  return sql`${text}::text[]`;
}
