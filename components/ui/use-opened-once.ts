import { useState } from "react";

/** Whether `open` has been true at least once: a dialog loaded on demand is rendered from then on, so it can animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
