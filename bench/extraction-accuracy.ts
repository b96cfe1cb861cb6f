// Extraction accuracy on the benchmark set: precision and recall per file and overall, against
// the floors (precision ≥ 98%, recall ≥ 85% overall), with every miss and wrong proposal.
// Run: npx tsx bench/extraction-accuracy.ts [--verbose]
import { overallScore, type Score } from "../lib/extraction/accuracy";
import { benchmarkFiles, scoreFile } from "./extraction-accuracy-set";

const verbose = process.argv.includes("--verbose");
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const scores: Score[] = [];
console.log(`${"file".padEnd(32)} ${"found".padStart(5)} ${"right".padStart(5)} ${"truth".padStart(5)} ${"precision".padStart(9)} ${"recall".padStart(7)}`);
for (const file of benchmarkFiles()) {
  const { score, found } = await scoreFile(file);
  scores.push(score);
  console.log(
    `${file.file.padEnd(32)} ${String(score.found).padStart(5)} ${String(score.correct).padStart(5)} ${String(score.expected).padStart(5)} ${pct(score.precision).padStart(9)} ${pct(score.recall).padStart(7)}`,
  );
  for (const m of score.misses) console.log(`    missed: ${m.key} ${m.period} = ${m.value} ${m.unit}`);
  for (const w of score.wrong)
    console.log(`    wrong:  ${w.cell ?? w.metric} ${w.period} = ${w.value} ${w.unit} (page ${w.page}: "${w.sentence.slice(0, 90)}")`);
  if (verbose)
    for (const f of found) console.log(`    found:  ${f.cell ?? "-"} ${f.metric} ${f.period} = ${f.value} ${f.unit} [${f.confidence}] ${f.conversion ?? ""}`);
}
const all = overallScore(scores);
console.log(
  `${"overall".padEnd(32)} ${String(all.found).padStart(5)} ${String(all.correct).padStart(5)} ${String(all.expected).padStart(5)} ${pct(all.precision).padStart(9)} ${pct(all.recall).padStart(7)}`,
);
const ok = all.precision >= 0.98 && all.recall >= 0.85;
console.log(ok ? "floors met: precision ≥ 98%, recall ≥ 85%" : "floors NOT met: precision ≥ 98% and recall ≥ 85% overall");
process.exitCode = ok ? 0 : 1;
