/**
 * The one key a metric name is compared by: case and runs of white space do not make a different
 * metric ('  scope 2   EMISSIONS ' is 'Scope 2 emissions'). Every lookup by name uses it.
 */
export function metricKey(name: string): string {
  let key = KEYS.get(name);
  if (key === undefined) {
    key = name.trim().toLowerCase().replace(/\s+/g, " ");
    // A build asks for the same few thousand names again and again; an unbounded variety is let go.
    if (KEYS.size >= MAX_KEPT) KEYS.clear();
    KEYS.set(name, key);
  }
  return key;
}

const KEYS = new Map<string, string>();
const MAX_KEPT = 20_000;
