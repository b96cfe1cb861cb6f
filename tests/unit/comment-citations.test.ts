import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Comments explain themselves or point to docs/decisions.md (decisions D<n>), never to an issue
 * thread or a document outside the repository, which a clone cannot open.
 */
const ROOT = process.cwd();
const FOLDERS = ["lib", "app", "components", "db", "scripts", "bench", "tests"];
const FILES = ["proxy.ts", "auth.ts", "instrumentation.ts", "instrumentation-client.ts"];
const OUTSIDE = /(?<!Material )\bissue \d+|\bDECISIONS( \d+|\.md)|\bSPEC( ?§|\.md)/;

/** The comment part of a line of code (a data string such as a factor set's source address is not a comment). */
function comment(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("//")) return trimmed;
  const at = line.indexOf(" // ");
  return at < 0 ? "" : line.slice(at);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Fixtures are data (report text, held-out specs), not comments.
    if (statSync(full).isDirectory()) return full === path.join(ROOT, "tests", "fixtures") ? [] : sources(full);
    return /\.(ts|tsx|mjs|cjs)$/.test(name) ? [full] : [];
  });
}

const files = [...FOLDERS.flatMap((f) => sources(path.join(ROOT, f))), ...FILES.map((f) => path.join(ROOT, f))];
const decisions = new Set([...readFileSync(path.join(ROOT, "docs", "decisions.md"), "utf8").matchAll(/\*\*D(\d+) —/g)].map((m) => m[1]));

describe("comments cite what a clone holds", () => {
  it("cites no issue thread, DECISIONS number or SPEC section", () => {
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (OUTSIDE.test(comment(line)) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("cites only decisions that docs/decisions.md holds", () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/decisions D(\d+)/g)].filter((m) => !decisions.has(m[1])).map((m) => `${path.relative(ROOT, file)}: D${m[1]}`),
    );
    expect(decisions.size).toBeGreaterThanOrEqual(30);
    expect(missing).toEqual([]);
  });
});
