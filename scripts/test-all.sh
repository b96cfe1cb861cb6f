#!/usr/bin/env bash
# The whole test suite: unit, component and integration (Vitest), then end-to-end (Playwright in
# Debian's Chromium). Ends with one summary line: "tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  (apt-get update -qq && apt-get install -y -qq chromium) >/dev/null 2>&1 || echo "warning: could not install chromium"
fi

export NEXT_TELEMETRY_DISABLED=1
# The project's Node (the `node` package's binary) for everything below, also when this script is
# run directly rather than through `npm test` (which puts node_modules/.bin first itself).
export PATH="$PWD/node_modules/.bin:$PATH"
echo "node $(node --version) at $(command -v node)"

# The architecture's import rules (eslint.config.mjs) and one code format (Prettier), checked first
# because they are the quickest to fail.
npx eslint . && npx prettier --check --log-level warn "**/*.{ts,tsx,js,mjs,cjs,css,json}"
lint_status=$?
if [ $lint_status -ne 0 ]; then echo "lint/format: FAILED (npm run lint; npm run format)"; else echo "lint/format: ok"; fi

start=$(date +%s)
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_status=$?
mid=$(date +%s)
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx tsx tests/e2e/run.ts --reporter=list,json
e2e_status=$?
end=$(date +%s)

node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json "$((mid - start))" "$((end - mid))"
if [ $lint_status -ne 0 ]; then echo "lint/format: FAILED"; fi
if [ $lint_status -ne 0 ] || [ $vitest_status -ne 0 ] || [ $e2e_status -ne 0 ]; then exit 1; fi
