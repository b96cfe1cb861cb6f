import { sql, type SQL } from "drizzle-orm";

/**
 * Texts as one PostgreSQL text[] parameter: a list of any length (hundreds of metric keys) stays
 * one bind value, where drizzle would bind each element.
 */
export function textArray(values: readonly string[]): SQL {
  // The same list (the questionnaire's thousand metric keys, read on every build) is written once.
  let text = WRITTEN.get(values);
  if (text === undefined) {
    text = `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
    WRITTEN.set(values, text);
  }
  return sql`${text}::text[]`;
}

/** By the list itself: a list passed again unchanged. Callers do not change a list once passed (they are module constants). */
const WRITTEN = new WeakMap<readonly string[], string>();
