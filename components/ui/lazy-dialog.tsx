"use client";

import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { loadOnce } from "@/lib/client/load-once";
import { whenUserActs } from "@/lib/client/when-user-acts";

/** Whether `open` has been true at least once: from then on the dialog stays rendered, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog no page loads first: its code is fetched at the visitor's first act on the page
 * (lib/client/when-user-acts.ts) and it is rendered from the first time it opens. Radix's dialog
 * stack is about 10 kB gzip of first-load JavaScript a page showing no dialog need not carry
 * (decisions D30). React's lazy, not next/dynamic: the loader is a parameter here, which next/dynamic's
 * compile-time transform does not follow, and a dialog is never rendered on the server anyway.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // A failed early fetch (the visitor went offline) is forgotten, so opening the dialog tries again.
  const fetchOnce = loadOnce(() => load().then((component) => ({ default: component })));
  const Dialog = lazy(fetchOnce);
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    // An early fetch only warms the cache: if it fails, opening the dialog fetches again and shows that error.
    useEffect(() => whenUserActs(() => void fetchOnce().catch(() => undefined)), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
