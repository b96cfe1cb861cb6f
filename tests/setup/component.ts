import { reactSettled } from "./react-settled";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, getConfig } from "@testing-library/react";
import { afterEach, inject, vi } from "vitest";

// findBy* and waitFor give up after vitest.config.ts's wait, not Testing Library's 1 s. They still return as soon
// as what they wait for is there; the ceiling only matters on a busy machine, where the first import
// of a dialog fetched on demand (Vite transforms it then) or a list's re-render took over a second
// and failed tests that pass on a quiet one.
configure({ asyncUtilTimeout: inject("componentWaitMs") });

// Every user-event call and every findBy*/waitFor runs through Testing Library's asyncWrapper,
// which leaves React's act() while it runs; React's work then goes through its scheduler, and the
// wrapper's own end (one zero-delay timer) came before that work on a busy machine. So a test went
// on while a dialog was half open (the page's pointer events off, the dialog's not yet on), or read
// a result a submit had not rendered yet. Waiting for React to settle after each call makes the
// order the same on a busy machine as on a quiet one.
const testingLibraryWrapper = getConfig().asyncWrapper;
configure({
  asyncWrapper: (run) =>
    testingLibraryWrapper(async () => {
      const result = await run();
      await reactSettled();
      return result;
    }),
});

afterEach(() => cleanup());

/**
 * TEST_ON_DEMAND_LAG_MS: every loader behind loadOnce() (on-demand dialogs and controls, a form's
 * schema) answers that much later, as a first import does on a busy machine. It opens every time
 * the gap that load opens at random, to find tests that only pass when the machine is quick; the
 * stress script runs one pass with it (scripts/test-stress.ts).
 */
const onDemandLag = Number(process.env.TEST_ON_DEMAND_LAG_MS || 0);
if (onDemandLag > 0) {
  vi.doMock("@/lib/client/load-once", async (importOriginal) => {
    const real = await importOriginal<typeof import("@/lib/client/load-once")>();
    const later = () => new Promise((resolve) => setTimeout(resolve, onDemandLag));
    return { loadOnce: <T>(load: () => Promise<T>) => real.loadOnce(() => later().then(load)) };
  });
}
