// Runs in the browser before the app's code (Next's client instrumentation hook).
import { z } from "zod";

// Zod probes whether it may compile parsers with `new Function` the first time it parses an
// object; the pages' Content-Security-Policy (lib/security/csp.ts) forbids eval, and the refused
// probe is reported as a violation. Parsing without compiled parsers is what it falls back to anyway.
z.config({ jitless: true });
