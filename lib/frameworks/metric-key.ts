/**
 * The one key a metric name is compared by: case and runs of white space do not make a different
 * metric ('  scope 2   EMISSIONS ' is 'Scope 2 emissions'). Every lookup by name uses it.
 */
export function metricKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}
