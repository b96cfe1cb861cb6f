import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import argon2 from "argon2";
import bcrypt from "bcryptjs";

/**
 * Passwords are hashed with Argon2id (the native `argon2` addon, which hashes on libuv's thread
 * pool): a login does not stall the event loop, as bcryptjs on the main thread did (decisions D31:
 * login p99 7.8 s and every other endpoint 2–4 s under 100 users). The cost is OWASP's minimum
 * for Argon2id, m = 19 MiB, t = 2, p = 1: about 30–50 ms of one core here, where the scrypt
 * setting used before (N=2^15, r=8, p=3) took about 330 ms and, under 40 signing-in users, ate
 * one of the machine's two cores.
 *
 * Hashes of earlier kinds still verify — scrypt (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`) and
 * bcrypt (`$2a$`/`$2b$`) — and `needsRehash` tells the login to store an Argon2id hash in their
 * place (lib/auth/accounts.ts).
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const normalise = (password: string) => password.normalize("NFC");

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalise(password), ARGON2_OPTIONS);
}

// Older scrypt hashes: 128 · N · r bytes each, with room for the costliest setting ever stored.
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));
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

const isArgon2id = (hash: string) => hash.startsWith("$argon2id$");

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (isArgon2id(hash)) {
    // A damaged hash is a failed login, not an error.
    return argon2.verify(hash, normalise(password)).catch(() => false);
  }
  const stored = readScryptHash(hash);
  if (stored) {
    const key = await scrypt(normalise(password), stored.salt, stored.key.length, {
      N: 2 ** stored.logN,
      r: stored.r,
      p: stored.p,
      maxmem: SCRYPT_MAX_MEMORY,
    });
    return timingSafeEqual(key, stored.key);
  }
  if (/^\$2[aby]\$\d\d\$/.test(hash)) return bcrypt.compare(password, hash);
  return false;
}

/** Whether a verified hash should be replaced with one of today's kind and cost. */
export function needsRehash(hash: string): boolean {
  if (!isArgon2id(hash)) return true;
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}
