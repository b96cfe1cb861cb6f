// Extraction benchmark: a generated 100-page report through the offline engine (text and positions
// per page with unpdf, tables rebuilt from positions, then metric matching), as an upload runs it.
// Prints pages per second and peak memory.
// Run: npx tsx bench/extraction.ts [pages]
import os from "node:os";
import { extractMetricsOffline } from "../lib/extraction/offline";
import { readPdfLayouts } from "../lib/extraction/pdf";
import { longReportPages, makePdf } from "../tests/helpers/make-pdf";

const pageCount = Number(process.argv[2] ?? 100);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const bytes = await makePdf(longReportPages(pageCount));
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

const cpuBefore = process.cpuUsage();
const started = performance.now();
const { pages, layouts } = await readPdfLayouts(bytes);
const read = performance.now();
const metrics = extractMetricsOffline(pages, { layouts });
const done = performance.now();
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);

const seconds = (done - started) / 1000;
console.log(`PDF: ${pageCount} pages, ${mb(bytes.byteLength)} MB`);
console.log(`text extraction: ${((read - started) / 1000).toFixed(2)} s, metric matching: ${((done - read) / 1000).toFixed(2)} s`);
console.log(`total: ${seconds.toFixed(2)} s — ${(pages.length / seconds).toFixed(1)} pages per second`);
// On a shared machine wall time includes waiting for the CPU; CPU time is what the work costs.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `CPU time: ${cpuSeconds.toFixed(2)} s — ${(pages.length / cpuSeconds).toFixed(1)} pages per CPU-second (load average ${os.loadavg()[0].toFixed(1)})`,
);
console.log(`metrics found: ${metrics.length} (one per metric and period; repeats across pages are kept once)`);
console.log(`peak memory (RSS): ${mb(peak)} MB (before extraction: ${mb(baseline)} MB)`);
const ok = seconds < 5 && peak < 300 * 1024 * 1024;
console.log(ok ? "goal met: under 5 s and under 300 MB" : "goal NOT met: 100 pages in under 5 s and under 300 MB");
process.exitCode = ok ? 0 : 1;
