import { sql, type SQL } from "drizzle-orm";

/**
 * Texts as one PostgreSQL text[] parameter: a list of any length (hundreds of metric keys) stays
 * one bind value, where drizzle would bind each element.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;
}
