/**
 * First-load JavaScript per page route (decisions D30), in gzip kB, from a finished build; flags any
 * route at or over the limit (200 kB gzip by default). Builds nothing and starts nothing.
 *
 *   npx tsx bench/first-load-js.ts [--dist .next] [--limit 200] [--why /route] [--top 25]
 *   npx tsx bench/first-load-js.ts --dist .next --budget bench/first-load-budget.json
 *
 * `--budget` holds every route to its ceiling in that file (`routes`, by URL as listed below) or
 * else its `default`, and exits 1 when any is over: `npm test` runs it on the end-to-end build
 * (tests/e2e/run.ts). A route's ceiling may only come down: lower it when the route shrinks.
 *
 * `--why /dashboard/[companyId]` also says what that route's first-load JavaScript is: each
 * package (or project file) with its share of the gzip bytes, from the chunks' source maps. Each
 * chunk's gzip size is split among the sources in proportion to the minified bytes the source map
 * gives them. It needs a build with browser source maps:
 *   NEXT_BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npx next build
 *   npx tsx bench/first-load-js.ts --dist .next-maps --why /dashboard/[companyId]
 *
 * Method: every App Router page has a client reference manifest
 * (<dist>/server/app/<route>/page_client-reference-manifest.js) whose `entryJSFiles` name the
 * chunks of the page and of each segment the server may render with it (its layouts, error,
 * not-found and global-error boundaries) — the <script src> tags the page's HTML carries. Added to
 * those are the build manifest's `rootMainFiles` (the runtime every page loads); the polyfill file
 * is left out, as its script is `nomodule` and no current browser fetches it. Each distinct chunk is
 * gzipped (level 9, as a server or CDN would send it) and summed once per route. For prerendered
 * routes the bench cross-checks the set against the <script src> tags of <dist>/server/app/*.html
 * and says so if they differ. Chunks fetched later (next/dynamic, route prefetches) are not counted:
 * they are not first-load.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { decode } from "@jridgewell/sourcemap-codec";
import { arg, reportFigure } from "./support/env";

const DIST = path.resolve(arg("dist", ".next"));
const LIMIT_KB = arg("limit", 200);
const WHY = arg("why", "");
const TOP = arg("top", 25);
const BUDGET = arg("budget", "");

/** bench/first-load-budget.json: gzip kB per route URL, and the ceiling of every route not listed. */
type Budget = { default: number; routes: Record<string, number> };
const budget: Budget | null = BUDGET ? (JSON.parse(fs.readFileSync(BUDGET, "utf8")) as Budget) : null;
const ceilingOf = (url: string) => (budget ? (budget.routes[url] ?? budget.default) : LIMIT_KB);

const gzCache = new Map<string, number>();
function gzipBytes(chunk: string): number {
  let size = gzCache.get(chunk);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(DIST, chunk)), { level: 9 }).length;
    gzCache.set(chunk, size);
  }
  return size;
}

function findManifests(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findManifests(full));
    else if (entry.name === "page_client-reference-manifest.js") out.push(full);
  }
  return out;
}

type RscManifest = { entryJSFiles?: Record<string, string[]> };

/** The manifest is a script assigning to globalThis.__RSC_MANIFEST; run it in an empty context. */
function readManifest(file: string): Record<string, RscManifest> {
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, RscManifest> } = {};
  context.globalThis = context;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), context);
  return context.__RSC_MANIFEST ?? {};
}

/** "/(public)/login/page" → "/login"; route groups do not appear in URLs. */
function urlOf(key: string): string {
  const parts = key
    .replace(/\/page$/, "")
    .split("/")
    .filter((p) => p && !/^\(.*\)$/.test(p));
  return "/" + parts.join("/");
}

/** For a prerendered route, the chunks its HTML asks for (module scripts only). */
function htmlChunks(url: string): Set<string> | null {
  const name = url === "/" ? "index" : url.slice(1);
  const file = path.join(DIST, "server/app", `${name}.html`);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, "utf8");
  const chunks = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    const src = /\bsrc="\/_next\/([^"?]+)/.exec(attrs)?.[1];
    if (src && !/\bnomodule\b/i.test(attrs)) chunks.add(src);
  }
  return chunks;
}

/** A source's package ("react-hook-form", "@radix-ui/react-select") or, for project code, its path. */
function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  return source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^turbopack:\/\/\/\[turbopack\]\/.*/, "(bundler runtime)");
}

type SourceMap = { sources: string[]; mappings: string };
type IndexMap = { sections: { offset: { line: number; column: number }; map: SourceMap }[] };

/** A chunk's gzip bytes split among its owners, in proportion to the minified bytes mapped to each. */
function gzipByOwner(chunk: string): Map<string, number> {
  const code = fs.readFileSync(path.join(DIST, chunk), "utf8");
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const shares = new Map<string, number>();
  const mapFile = mapName ? path.join(DIST, path.dirname(chunk), mapName) : "";
  if (!mapName || !fs.existsSync(mapFile)) return new Map([[`(no source map: ${chunk})`, gzipBytes(chunk)]]);
  const parsed = JSON.parse(fs.readFileSync(mapFile, "utf8")) as SourceMap | IndexMap;
  const sections = "sections" in parsed ? parsed.sections : [{ offset: { line: 0, column: 0 }, map: parsed }];
  const lines = code.split("\n");
  let mapped = 0;
  for (const { offset, map } of sections) {
    decode(map.mappings).forEach((segments, i) => {
      const line = lines[offset.line + i] ?? "";
      const shift = i === 0 ? offset.column : 0;
      segments.forEach((segment, k) => {
        const end = k + 1 < segments.length ? segments[k + 1][0] + shift : line.length;
        const bytes = end - (segment[0] + shift);
        const owner = segment.length > 1 ? ownerOf(map.sources[segment[1]!]) : "(unmapped)";
        shares.set(owner, (shares.get(owner) ?? 0) + bytes);
        mapped += bytes;
      });
    });
  }
  const gz = gzipBytes(chunk);
  for (const [owner, bytes] of shares) shares.set(owner, (bytes / Math.max(mapped, 1)) * gz);
  return shares;
}

function explain(url: string, chunks: Set<string>) {
  const owners = new Map<string, number>();
  for (const chunk of chunks) for (const [owner, bytes] of gzipByOwner(chunk)) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  const total = [...owners.values()].reduce((a, b) => a + b, 0);
  console.log(`\nWhat ${url}'s first-load JavaScript is (gzip kB, split by source map; top ${TOP} of ${owners.size}):`);
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)}  ${((bytes / total) * 100).toFixed(0).padStart(3)}%  ${owner}`);
}

function main() {
  const build = JSON.parse(fs.readFileSync(path.join(DIST, "build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
  const polyfills = new Set(build.polyfillFiles);
  const rows: { url: string; chunks: number; kb: number; html: string }[] = [];
  let why: Set<string> | null = null;
  for (const file of findManifests(path.join(DIST, "server/app"))) {
    for (const [key, manifest] of Object.entries(readManifest(file))) {
      if (!key.endsWith("/page")) continue;
      const url = urlOf(key);
      const chunks = new Set(build.rootMainFiles.filter((c) => !polyfills.has(c)));
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const c of list) if (!polyfills.has(c)) chunks.add(c);
      const kb = [...chunks].reduce((sum, c) => sum + gzipBytes(c), 0) / 1024;
      const fromHtml = htmlChunks(url);
      let html = "—";
      if (fromHtml) {
        const missing = [...fromHtml].filter((c) => !chunks.has(c));
        const extra = [...chunks].filter((c) => !fromHtml.has(c));
        html = missing.length === 0 && extra.length === 0 ? "matches" : `differs (+${missing.length} in HTML, ${extra.length} not in HTML)`;
      }
      rows.push({ url, chunks: chunks.size, kb, html });
      if (WHY && url === WHY) why = chunks;
    }
  }
  rows.sort((a, b) => b.kb - a.kb);
  const limitText = budget ? `ceilings from ${BUDGET}, ${budget.default} kB where none is set` : `limit ${LIMIT_KB} kB`;
  console.log(`First-load JS per route, gzip kB (${limitText}), from ${path.relative(process.cwd(), DIST) || DIST}\n`);
  console.log(`${"route".padEnd(44)} ${"chunks".padStart(6)} ${"gzip kB".padStart(8)} ${"ceiling".padStart(8)}  prerendered HTML`);
  for (const r of rows) {
    const mark = budget ? (r.kb > ceilingOf(r.url) ? " ✗" : "  ") : r.kb >= LIMIT_KB ? " ✗" : "  ";
    console.log(`${r.url.padEnd(44)} ${String(r.chunks).padStart(6)} ${r.kb.toFixed(1).padStart(8)} ${String(ceilingOf(r.url)).padStart(8)}${mark} ${r.html}`);
  }
  if (WHY) {
    if (why) explain(WHY, why);
    else console.log(`\n--why ${WHY}: no such route (routes are listed above as URLs)`);
  }
  if (budget) {
    const overBudget = rows.filter((r) => r.kb > ceilingOf(r.url));
    const unknown = Object.keys(budget.routes).filter((url) => !rows.some((r) => r.url === url));
    if (unknown.length) console.log(`\n${BUDGET} names route(s) the build does not have: ${unknown.join(", ")}`);
    console.log(
      `\n${overBudget.length} route(s) over their ceiling${overBudget.length ? ": " + overBudget.map((r) => `${r.url} ${r.kb.toFixed(1)} kB > ${ceilingOf(r.url)} kB`).join(", ") : ""}`,
    );
    if (overBudget.length || unknown.length) process.exitCode = 1;
  }
  const over = rows.filter((r) => r.kb >= LIMIT_KB);
  const largest = rows[0];
  console.log(`${over.length} route(s) at or over ${LIMIT_KB} kB${over.length ? ": " + over.map((r) => r.url).join(", ") : ""}`);
  if (largest) {
    reportFigure({
      figure: "Largest first-load JS (gzip)",
      measured: `${largest.kb.toFixed(0)} kB (${largest.url})`,
      goal: `< ${LIMIT_KB} kB`,
      holds: over.length === 0,
      value: largest.kb,
    });
  }
  const home = rows.find((r) => r.url === "/");
  if (home)
    reportFigure({
      figure: "First-load JS / (gzip)",
      measured: `${home.kb.toFixed(0)} kB`,
      goal: `< ${LIMIT_KB} kB`,
      holds: home.kb < LIMIT_KB,
      value: home.kb,
    });
}

main();
