"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long list's items to render: `first` at once, then `step` more per transition
 * until all are shown. A transition's render yields to the browser every few milliseconds and
 * each commit is small, so a long list no longer arrives as one long task that blocks input.
 * A new `listKey` (another section, another year) starts again from `first`; `all` shows every
 * item at once for as long as it is true (a link to an item further down must find it rendered,
 * and keep it: the caller holds `all` while the list is the one linked to).
 *
 * The count is derived in render, never set during it: a state update made while rendering is
 * lost when React rebases the state over a step still queued in a transition (a link followed
 * while another list was being revealed went back to that list's count, then to `first`, and
 * stopped there). A step that finds the state still counting another list starts this one from
 * `first` rather than leaving the state as it is, and the effect runs again on every change of the
 * state, so the reveal always goes on to the end.
 */
export function useRevealed(total: number, listKey: string, { first = 3, step = 3, all = false } = {}): number {
  const [shown, setShown] = useState({ key: listKey, count: first });
  const count = all ? total : Math.min(total, shown.key === listKey ? shown.count : first);

  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setShown((s) => ({ key: listKey, count: (s.key === listKey ? s.count : first) + step })));
  }, [shown, count, total, listKey, first, step]);

  return count;
}
