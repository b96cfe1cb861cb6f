/**
 * The evidence button loads its dialog lazily (`dynamic(() => import("./evidence-dialog"))`); the
 * dialog once imported the role type back from the button, and re-exported it, closing the one
 * import cycle ESLint's import/no-cycle found outside lib/ (docs/ARCHITECTURE.md). The shared type
 * lives in components/evidence/evidence-role.ts; this lints the folder with the rule on.
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const LINT_MS = 240_000;

describe("components/evidence imports", () => {
  it(
    "hold no cycle, the lazily loaded dialog included",
    async () => {
      const eslint = new ESLint({
        cwd: ROOT,
        overrideConfig: {
          files: ["components/evidence/**"],
          settings: { "import/ignore": ["node_modules"] },
          // disableScc: the text linted below under the dialog's name is not on disk (see tests/unit/lib-floors.test.ts).
          rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] },
        },
      });
      const results = await eslint.lintFiles(["components/evidence/"]);
      const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "import/no-cycle").map((m) => `${r.filePath}: ${m.message}`));
      expect(results.length).toBeGreaterThanOrEqual(5);
      expect(cycles).toEqual([]);
      // The rule does see a cycle here: the dialog importing the button back is one.
      const [back] = await eslint.lintText('import { EvidenceButton } from "./evidence-button";\nexport const x = EvidenceButton;\n', {
        filePath: resolve(ROOT, "components/evidence/evidence-dialog.tsx"),
      });
      expect(back.messages.map((m) => m.ruleId)).toContain("import/no-cycle");
    },
    LINT_MS,
  );
});
