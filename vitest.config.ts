import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * How long a component test's findBy* and waitFor wait at most (Testing Library's own default is
 * 1 s; tests/setup/component.ts sets it). They return as soon as what they wait for is there; the
 * ceiling only matters on a busy machine. A test's own limit is above it, as it may wait several
 * times. Limits are guards against a hang, never what a test checks: a suite run beside other work
 * (npm run test:stress) is several times slower than on a quiet machine.
 */
const COMPONENT_WAIT_MS = 20_000;
const COMPONENT_TEST_MS = 120_000;

declare module "vitest" {
  export interface ProvidedContext {
    componentWaitMs: number;
  }
}

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only-stub.ts"),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    // Two cores here; integration files each hold their own database.
    maxWorkers: 2,
    // Vitest's 5 s per test is a quiet machine's: a hang guard that holds on a busy one.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "happy-dom",
          include: ["tests/components/**/*.test.tsx"],
          setupFiles: ["tests/setup/component.ts"],
          provide: { componentWaitMs: COMPONENT_WAIT_MS },
          testTimeout: COMPONENT_TEST_MS,
          hookTimeout: COMPONENT_TEST_MS,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/setup/integration.ts"],
          // next-auth imports "next/server" without an extension, which Node's ESM loader refuses.
          server: { deps: { inline: ["next-auth"] } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
