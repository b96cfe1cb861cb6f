import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Rules said to live in one place, held there: a second copy of any of them fails here, naming
// the file (wherever the floors put the one copy). The environment is parsed once (lib/env.ts); numbers are read once (lib/numbers) and
// shown once (lib/format); periods are read once (lib/periods); an entry is looked up once; a
// multipart upload is read once (lib/api/limited-body.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|cts)$/.test(e.name))
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { file: path.relative(ROOT, full), text: fs.readFileSync(full, "utf8") };
    });
}

const code = [...sources("lib"), ...sources("app"), ...sources("components")];
const where = (pattern: RegExp) => code.filter((s) => pattern.test(s.text)).map((s) => s.file);

describe("one declaration per rule", () => {
  it("reads the code it checks", () => {
    expect(code.length).toBeGreaterThan(300);
  });

  it("parses the environment once, in lib/env.ts: nothing else in lib/, app/ or components/ reads process.env, and drizzle.config.ts imports it", () => {
    expect(where(/\bprocess\.env\b/)).toEqual(["lib/env.ts"]);
    const drizzle = fs.readFileSync(path.join(ROOT, "drizzle.config.ts"), "utf8");
    expect(drizzle).toMatch(/from "\.\/lib\/env"/);
    expect(drizzle).not.toMatch(/process\.env/);
  });

  it("reads numbers in lib/numbers and formats them for display in lib/format only", () => {
    expect(where(/function parseNumericValue\b/)).toHaveLength(1);
    expect(where(/new Intl\.NumberFormat\b/).every((f) => f.startsWith("lib/format/"))).toBe(true);
    expect(where(/\.toLocaleString\(/).filter((f) => !f.startsWith("lib/format/"))).toEqual([]);
    expect(where(/function displayValue\b/)).toHaveLength(1);
  });

  it("reads periods in lib/periods only (no copies beside it)", () => {
    expect(where(/\bnormali[sz]eFy\b/)).toEqual([]);
    expect(fs.existsSync(path.join(ROOT, "lib/kpi/period.ts"))).toBe(false);
  });

  it("looks an entry up through one getMemberEntry", () => {
    expect(where(/function getMemberEntry\b/)).toHaveLength(1);
  });

  it("reads a multipart upload in lib/api/limited-body.ts only", () => {
    expect(where(/\.formData\(\)/)).toEqual(["lib/api/limited-body.ts"]);
  });
});
