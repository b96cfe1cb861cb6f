const encoder = new TextEncoder();
const made = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/** `value` as JSON in UTF-8: a body that is copied when sent, where a string is encoded again for every response. */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify(value));
}

/**
 * jsonBytes, made once per object: an answer kept in a cache (lib/companies/data-version-cache.ts)
 * is sent many times, and writing hundreds of kilobytes of JSON again each time was most of its
 * cost. The value must not change after the first call.
 */
export function jsonBytesOf(value: object): Uint8Array<ArrayBuffer> {
  let bytes = made.get(value);
  if (!bytes) {
    bytes = jsonBytes(value);
    made.set(value, bytes);
  }
  return bytes;
}

/** A 200 (or `status`) answer whose body is JSON bytes made already, with any other headers. */
export function jsonBytesResponse(bytes: Uint8Array<ArrayBuffer>, headers?: HeadersInit, status = 200): Response {
  const all = new Headers(headers);
  all.set("Content-Type", "application/json");
  return new Response(bytes, { status, headers: all });
}

/**
 * A JSON object's bytes (as jsonBytes writes them) with more fields first, without parsing it: a
 * kept answer of hundreds of kilobytes is copied, not written again. A field the object holds too
 * is the object's when read (JSON.parse keeps the last).
 */
export function withFields(fields: Record<string, unknown>, object: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const head = jsonBytes(fields);
  if (head.length <= 2) return object;
  if (object.length <= 2) return head;
  // '{"a":1}' and '{"b":2}' → '{"a":1' + ',' + '"b":2}'.
  const out = new Uint8Array(head.length + object.length - 1);
  out.set(head.subarray(0, head.length - 1), 0);
  out[head.length - 1] = 0x2c;
  out.set(object.subarray(1), head.length);
  return out;
}
