const encoder = new TextEncoder();
const made = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/**
 * `value` as JSON in UTF-8, made once per object: an answer kept in a cache
 * (lib/companies/data-version-cache.ts) is sent many times, and writing hundreds of kilobytes of
 * JSON again each time was most of its cost. The value must not change after the first call.
 */
export function jsonBytesOf(value: object): Uint8Array<ArrayBuffer> {
  let bytes = made.get(value);
  if (!bytes) {
    bytes = encoder.encode(JSON.stringify(value));
    made.set(value, bytes);
  }
  return bytes;
}
