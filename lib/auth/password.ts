import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import bcrypt from "bcryptjs";

/**
 * Passwords are hashed with scrypt, which Node runs on its libuv thread pool: a login no longer
 * stalls every other request on the event loop, as bcryptjs (pure JavaScript, on the main
 * thread) did — under 100 concurrent users login p99 was 7.8 s and every other endpoint's 2–4 s
 * (issue 21). Parameters are OWASP's scrypt equivalent of N=2^17: N=2^15, r=8, p=3 (32 MiB).
 *
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can rise later
 * and old hashes still verify. Hashes from before (bcrypt, `$2a$`/`$2b$`) still verify, and
 * `needsRehash` tells the login to store a scrypt hash in their place.
 */
const LOG2_N = 15;
const R = 8;
const P = 3;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// 128 · N · r bytes per hash (32 MiB here), with room for a later, costlier setting.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** LOG2_N, r: R, p: P, maxmem: MAX_MEMORY });
  return ["scrypt", LOG2_N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

type ScryptHash = { logN: number; r: number; p: number; salt: Buffer; key: Buffer };

function readScryptHash(hash: string): ScryptHash | null {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4], "base64");
  const key = Buffer.from(parts[5], "base64");
  if (!salt.length || key.length < 16) return null;
  return { logN, r, p, salt, key };
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const stored = readScryptHash(hash);
  if (stored) {
    const key = await scrypt(password, stored.salt, stored.key.length, { N: 2 ** stored.logN, r: stored.r, p: stored.p, maxmem: MAX_MEMORY });
    return timingSafeEqual(key, stored.key);
  }
  if (/^\$2[aby]\$\d\d\$/.test(hash)) return bcrypt.compare(password, hash);
  return false;
}

/** Whether a verified hash should be replaced with one of today's kind and cost. */
export function needsRehash(hash: string): boolean {
  const stored = readScryptHash(hash);
  return !stored || stored.logN < LOG2_N || stored.r < R || stored.p < P;
}
