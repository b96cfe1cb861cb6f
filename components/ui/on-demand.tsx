"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import { loadOnce } from "@/lib/client/load-once";
import { whenUserActs } from "@/lib/client/when-user-acts";

/** What a control loaded on demand is given: whether to open at once (the visitor clicked its placeholder). */
export type OnDemandProps = { defaultOpen?: boolean };

/**
 * A control whose code is fetched at the visitor's first act on the page, not while it loads: a
 * placeholder that looks the same is shown meanwhile and is live. A click on it fetches the code at
 * once and opens the real control when it arrives, so no click is lost, and a page nobody touches
 * (Lighthouse's) never evaluates it during load (decisions D30: the dashboard's edit dialog and export
 * menu were 126 and 148 ms tasks right after hydration when next/dynamic fetched them).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & OnDemandProps>>,
  Placeholder: (props: { onClick: () => void; busy: boolean }) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P & OnDemandProps> | null = null;
  const fetchOnce = loadOnce(() => load().then((component) => (loaded = component)));

  function OnDemand(props: P) {
    const [Control, setControl] = useState(() => loaded);
    const [clicked, setClicked] = useState(false);
    useEffect(() => {
      if (Control) return;
      return whenUserActs(() => {
        fetchOnce().then(
          (component) => setControl(() => component),
          () => undefined,
        );
      });
    }, [Control]);
    if (Control) return <Control {...props} defaultOpen={clicked} />;
    return (
      <Placeholder
        busy={clicked}
        onClick={() => {
          setClicked(true);
          fetchOnce().then(
            (component) => setControl(() => component),
            (error: unknown) => {
              console.error("Failed to load:", error);
              setClicked(false);
              toast.error("Could not load this. Check your connection and try again.");
            },
          );
        }}
      />
    );
  }
  return OnDemand;
}
