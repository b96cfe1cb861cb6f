// Lists pairs of lib/ domains that import each other (docs/ARCHITECTURE.md, "Floors").
// A domain is the first folder under lib/ (a top-level file such as lib/env.ts is its own
// domain). Both `@/lib/<domain>` imports and relative imports that leave the folder count.
// Usage: npx tsx scripts/lib-layers.ts           lists the pairs (exits 1 when any exists)
//        npx tsx scripts/lib-layers.ts --check   exits 1 on a pair not in REMAINING (part of
//        `npm run lint`; REMAINING is empty: no pair is allowed)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const LIB = join(ROOT, "lib");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function domainOf(libPath: string): string {
  const first = libPath.split("/")[0];
  return first.replace(/\.(ts|tsx)$/, "");
}

const SPEC = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function domainEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files(LIB)) {
    const from = domainOf(relative(LIB, file));
    for (const match of readFileSync(file, "utf8").matchAll(SPEC)) {
      const spec = match[1] ?? match[2];
      let target: string | undefined;
      if (spec.startsWith("@/lib/")) target = spec.slice("@/lib/".length);
      else if (spec.startsWith(".")) {
        const rel = relative(LIB, resolve(dirname(file), spec));
        if (!rel.startsWith("..")) target = rel;
      }
      if (!target) continue;
      const to = domainOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

export function mutualPairs(edges = domainEdges()): string[] {
  const pairs: string[] = [];
  for (const [from, tos] of edges) for (const to of tos) if (from < to && edges.get(to)?.has(from)) pairs.push(`${from}<->${to}`);
  return pairs.sort();
}

/** Pairs still to take apart (docs/ARCHITECTURE.md, "Floors of lib/"): none since the last three went. */
export const REMAINING: string[] = [];

if (process.argv.includes("--check")) {
  const fresh = mutualPairs().filter((pair) => !REMAINING.includes(pair));
  if (fresh.length) console.error(`New mutual imports between lib/ domains:\n${fresh.join("\n")}`);
  process.exitCode = fresh.length ? 1 : 0;
} else if (import.meta.main ?? process.argv[1]?.endsWith("lib-layers.ts")) {
  const pairs = mutualPairs();
  console.log(pairs.length ? pairs.join("\n") : "no mutual imports between lib/ domains");
  process.exitCode = pairs.length ? 1 : 0;
}
