// Runs in the browser before the app's code (Next's client instrumentation hook).
//
// Zod probes whether it may compile parsers with `new Function` the first time it parses an
// object; the pages' Content-Security-Policy (lib/security/csp.ts) forbids eval, and the refused
// probe is reported as a violation. Parsing without compiled parsers is what it falls back to anyway.
//
// The setting is written where zod keeps its configuration (`globalThis.__zod_globalConfig`, the
// object `z.config()` reads and writes, whichever of the two runs first) instead of importing zod:
// even `zod/v4/core` alone put 4.7 kB gzip into every page's first load (decisions D30).
// tests/unit/zod-jitless.test.ts checks that zod still reads it there.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
