import bcrypt from "bcryptjs";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";

describe("password hashing (scrypt on the thread pool, bcrypt still read)", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the right password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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

  it("still verifies bcrypt hashes from before, and asks for them to be replaced", async () => {
    const old = await bcrypt.hash("secret-pass-1", 4);
    expect(await verifyPassword("secret-pass-1", old)).toBe(true);
    expect(await verifyPassword("secret-pass-2", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses what is no hash at all, and cheaper scrypt settings are upgraded", async () => {
    for (const junk of ["", "plain-text", "scrypt$99$8$1$AAAA$BBBB", "scrypt$15$8$3$$", "$2b$xx$"]) expect(await verifyPassword("x", junk)).toBe(false);
    expect(needsRehash("scrypt$14$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5")).toBe(true);
  });

  it("hashes off the event loop: a timer keeps firing while a hash runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await hashPassword("a long enough password");
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // With the hash on the main thread no tick could run until it finished.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(3, Math.floor(elapsed / 5) - 1));
  });
});
