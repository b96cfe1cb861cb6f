// Runs in the browser before the app's code (Next's client instrumentation hook).
// Only zod's config is imported: `import { z } from "zod"` here put all of zod (31 kB gzip) into
// every page's first load, the landing page's too (issue 20).
import { config } from "zod/v4/core";

// Zod probes whether it may compile parsers with `new Function` the first time it parses an
// object; the pages' Content-Security-Policy (lib/security/csp.ts) forbids eval, and the refused
// probe is reported as a violation. Parsing without compiled parsers is what it falls back to anyway.
config({ jitless: true });
