"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long list's items to render: `first` at once, then `step` more per transition
 * until all are shown. A transition's render yields to the browser every few milliseconds and
 * each commit is small, so a long list no longer arrives as one long task that blocks input.
 * A new `listKey` (another section, another year) starts again from `first`; `all` shows every
 * item at once and from then on (a link to an item further down must find it rendered).
 */
export function useRevealed(total: number, listKey: string, { first = 3, step = 3, all = false } = {}): number {
  const [shown, setShown] = useState({ key: listKey, count: first });
  let current = shown.key === listKey ? shown : { key: listKey, count: first };
  if (all && current.count < total) current = { key: listKey, count: total };
  if (current !== shown) setShown(current);
  const count = Math.min(total, current.count);

  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setShown((s) => (s.key === listKey ? { key: listKey, count: s.count + step } : s)));
  }, [count, total, listKey, step]);

  return count;
}
