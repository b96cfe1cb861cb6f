import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// /favicon.ico is served (Next serves app/favicon.ico), not a 404 in every tab.
describe("app/favicon.ico", () => {
  it("is an ICO file holding 16, 32 and 48 px images", () => {
    const file = path.resolve(import.meta.dirname, "../../app/favicon.ico");
    const bytes = fs.readFileSync(file);
    expect(bytes.readUInt16LE(0)).toBe(0);
    expect(bytes.readUInt16LE(2)).toBe(1);
    const count = bytes.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => bytes.readUInt8(6 + i * 16));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < count; i++) {
      const length = bytes.readUInt32LE(6 + i * 16 + 8);
      const offset = bytes.readUInt32LE(6 + i * 16 + 12);
      expect(offset + length).toBeLessThanOrEqual(bytes.length);
      // Each image is a PNG.
      expect(bytes.subarray(offset, offset + 4).toString("latin1")).toBe("\x89PNG");
    }
  });
});
