const FIRST_ACTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Runs `run` once, at the visitor's first touch, click, key or focus on the page; returns a cancel.
 *
 * For code a page may need soon but not to show itself (a form's schema, the toaster, a
 * confirmation dialog): fetched then, it is ready well before a form is submitted or a dialog
 * opened, and its evaluation is not a long task while the page is still loading. An idle callback
 * fired during load in Lighthouse's runs, and the zod chunk's 111 ms evaluation (4x throttled)
 * counted in /login's blocking time (issue 20).
 */
export function whenUserActs(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const stop = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, once, true);
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
