import bcrypt from "bcryptjs";

// Cost 10 is bcrypt's long-standing default: ~70 ms here, well above what offline guessing likes.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
