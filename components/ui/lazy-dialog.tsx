"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentType } from "react";
import { whenUserActs } from "@/lib/client/when-user-acts";

/** Whether `open` has been true at least once: from then on the dialog stays rendered, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog component that no page loads first: fetched at the visitor's first act on the page
 * (lib/client/when-user-acts.ts) and rendered from the first time it opens. Radix's dialog stack is
 * about 10 kB gzip of first-load JavaScript a page showing no dialog need not carry (issue 20).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = dynamic(load, { ssr: false });
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    useEffect(() => whenUserActs(() => void load()), []);
    return opened ? <Dialog {...props} /> : null;
  }
  return LazyDialog;
}
