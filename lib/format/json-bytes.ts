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
