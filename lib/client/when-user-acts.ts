const FIRST_ACTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** What waits for the next act. One set of window listeners serves them all: a list of a hundred rows, each with an on-demand dialog, adds four listeners, not four hundred. */
const waiting = new Set<() => void>();

function onAct(): void {
  detach();
  const due = [...waiting];
  waiting.clear();
  for (const run of due) {
    try {
      run();
    } catch (error) {
      // One failing caller must not keep the others waiting; the error is still reported.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function attach(): void {
  for (const type of FIRST_ACTS) window.addEventListener(type, onAct, { capture: true, passive: true });
}

function detach(): void {
  for (const type of FIRST_ACTS) window.removeEventListener(type, onAct, true);
}

/**
 * Runs `run` once, at the visitor's next touch, click, key or focus on the page; returns a cancel.
 *
 * For code a page may need soon but not to show itself (a form's schema, the toaster, a
 * confirmation dialog): fetched then, it is ready well before a form is submitted or a dialog
 * opened, and its evaluation is not a long task while the page is still loading. An idle callback
 * fired during load in Lighthouse's runs, and the zod chunk's 111 ms evaluation (4x throttled)
 * counted in /login's blocking time (decisions D30).
 */
export function whenUserActs(run: () => void): () => void {
  // Each registration is its own entry, so the same function registered twice runs twice and cancels alone.
  const entry = () => run();
  if (waiting.size === 0) attach();
  waiting.add(entry);
  return () => {
    if (!waiting.delete(entry)) return;
    if (waiting.size === 0) detach();
  };
}
