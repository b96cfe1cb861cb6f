import type { ZodError } from "zod";

/**
 * A zod refusal as `{detail}` text: 'field.path: message; …'. `prefix` names where the parsed
 * value sits in the request ('inputs' → 'inputs.fuels.0.quantity: …'); a refusal of the whole
 * value names the prefix, or 'body'.
 */
export function zodDetail(error: Pick<ZodError, "issues">, prefix?: string): string {
  return error.issues
    .map((issue) => {
      const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
      return `${path.length ? path.join(".") : "body"}: ${issue.message}`;
    })
    .join("; ");
}
