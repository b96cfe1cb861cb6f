/**
 * The floors of lib/ (docs/ARCHITECTURE.md, "Floors of lib/") as `npm run lint` enforces them:
 * every folder is on one floor, and a wrong-way import or a cycle fails ESLint. The imports are
 * linted as text under a real file's name (ESLint's Node API), so nothing is written to lib/.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import LIB_FLOORS from "../../scripts/lib-floors.json";
import { mutualPairs, REMAINING } from "../../scripts/lib-layers";

const ROOT = resolve(import.meta.dirname, "../..");
// Linting resolves the imports of what it lints, and no-cycle follows them: slow on a busy machine.
const LINT_MS = 240_000;

const eslint = new ESLint({ cwd: ROOT });
// no-cycle first groups the files on disk into cycles (its SCC shortcut) and skips an import into
// another group: a text linted under a file's name is not on disk, so here the rule looks at every import.
const eslintEveryImport = new ESLint({
  cwd: ROOT,
  overrideConfig: { files: ["lib/**"], rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] } },
});

async function ruleIds(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(ROOT, filePath) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("floors of lib/", () => {
  it("puts every folder and top-level file of lib/ on exactly one floor", () => {
    const placed = Object.values(LIB_FLOORS).flat();
    const entries = readdirSync(join(ROOT, "lib")).filter((name) => !name.startsWith("."));
    expect(placed.filter((name, i) => placed.indexOf(name) !== i)).toEqual([]);
    expect(entries.filter((name) => !placed.includes(name))).toEqual([]);
    expect(placed.filter((name) => !entries.includes(name))).toEqual([]);
  });

  it("has no two folders importing each other, and none left to take apart", () => {
    expect(mutualPairs()).toEqual([]);
    expect(REMAINING).toEqual([]);
  });

  it(
    "fails lint on an import from a floor above",
    async () => {
      // records -> features
      expect(await ruleIds("lib/esg-data/checks.ts", 'import { buildView } from "@/lib/brsr/view";\nexport const x = buildView;\n')).toEqual([
        expect.stringMatching(/^import\/no-restricted-paths: .*Records/),
      ]);
      // features -> http
      expect(await ruleIds("lib/brsr/tabs.ts", 'import { readLimitedBody } from "@/lib/api/limited-body";\nexport const x = readLimitedBody;\n')).toEqual([
        expect.stringMatching(/^import\/no-restricted-paths: .*Features sit below http/),
      ]);
      // kernel -> records
      expect(
        await ruleIds("lib/frameworks/links.ts", 'import { describeExisting } from "@/lib/esg-data/duplicates";\nexport const x = describeExisting;\n'),
      ).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*kernel/)]);
      // The same imports the right way round pass: features -> records, http -> features.
      expect(await ruleIds("lib/brsr/tabs.ts", 'import { describeExisting } from "@/lib/esg-data/duplicates";\nexport const x = describeExisting;\n')).toEqual(
        [],
      );
      expect(await ruleIds("lib/api/edge.ts", 'import { buildView } from "@/lib/brsr/view";\nexport const x = buildView;\n')).toEqual([]);
    },
    LINT_MS,
  );

  it(
    "fails lint on a cycle between files",
    async () => {
      // lib/esg-data/service.ts imports lib/esg-data/figure-locks.ts: importing it back closes a circle.
      expect(
        await ruleIds("lib/esg-data/figure-locks.ts", 'import { toEntryDto } from "./service";\nexport const x = toEntryDto;\n', eslintEveryImport),
      ).toEqual([expect.stringMatching(/^import\/no-cycle: /)]);
    },
    LINT_MS,
  );
});
