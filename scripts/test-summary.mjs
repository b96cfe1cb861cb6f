// Prints one closing line over both runners: "tests: N passed, N failed[, N skipped]".
import fs from "node:fs";

const [vitestFile, playwrightFile, vitestSeconds, e2eSeconds] = process.argv.slice(2);
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

let passed = 0,
  failed = 0,
  skipped = 0;
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites && !vitest.numFailedTests ? vitest.numFailedTestSuites : 0);
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed in ${vitestSeconds}s`);
} else {
  failed += 1;
  console.log("vitest: no report (the run failed before reporting)");
}
const pw = read(playwrightFile);
if (pw?.stats) {
  const s = pw.stats;
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
  console.log(`playwright: ${s.expected} passed, ${(s.unexpected ?? 0) + (s.flaky ?? 0)} failed, ${s.skipped} skipped in ${e2eSeconds}s`);
} else {
  failed += 1;
  console.log("playwright: no report (the run failed before reporting)");
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
