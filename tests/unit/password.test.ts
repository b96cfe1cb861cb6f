import { randomBytes, scryptSync } from "node:crypto";
import bcrypt from "bcryptjs";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/users/password";

/** A hash as the scrypt setting before Argon2id stored it. */
function scryptHash(password: string, logN = 15, r = 8, p = 3): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 });
  return ["scrypt", logN, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

describe("password hashing (Argon2id on the thread pool, scrypt and bcrypt still read)", () => {
  it("hashes with Argon2id at OWASP's minimum cost and a fresh salt, and verifies only the right password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("treats the same password in composed and decomposed Unicode as one", async () => {
    const hash = await hashPassword("caf\u00e9-123");
    expect(await verifyPassword("cafe\u0301-123", hash)).toBe(true);
  });

  it("still verifies scrypt hashes from before, and asks for them to be replaced", async () => {
    const old = scryptHash("secret-pass-1", 14);
    expect(await verifyPassword("secret-pass-1", old)).toBe(true);
    expect(await verifyPassword("secret-pass-2", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("still verifies bcrypt hashes from before, and asks for them to be replaced", async () => {
    const old = await bcrypt.hash("secret-pass-1", 4);
    expect(await verifyPassword("secret-pass-1", old)).toBe(true);
    expect(await verifyPassword("secret-pass-2", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses what is no hash at all, and cheaper Argon2id settings are upgraded", async () => {
    const junk = ["", "plain-text", "scrypt$99$8$1$AAAA$BBBB", "scrypt$15$8$3$$", "$2b$xx$", "$argon2id$v=19$m=19456,t=2,p=1$AAAA", "$argon2id$garbage"];
    for (const hash of junk) expect(await verifyPassword("x", hash)).toBe(false);
    const argon2 = await import("argon2");
    const cheaper = await argon2.hash("x", { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword("x", cheaper)).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
    expect(needsRehash("$argon2id$garbage")).toBe(true);
  });

  it("hashes off the event loop: the loop turns while a hash runs", async () => {
    // A hash on the main thread would finish (and its promise settle, a microtask) before the loop
    // could reach its check phase; off the loop, the check phase comes first. No clock involved.
    let loopTurned = false;
    const hashed = hashPassword("a long enough password").then(() => loopTurned);
    setImmediate(() => (loopTurned = true));
    expect(await hashed).toBe(true);
  });
});
