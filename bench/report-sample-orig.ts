/**
 * Writes a sample BRSR PDF from a small, realistic company (no database) for a visual check:
 *   npx tsx bench/report-sample.ts [/tmp/brsr-sample.pdf]
 */
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(s, c, next) { return s === "server-only" ? { url: "data:text/javascript,export{}", shortCircuit: true } : next(s, c); }`,
    ),
);

await import("./report-sample-orig-run");
