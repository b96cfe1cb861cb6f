"use client";

import * as React from "react";

/**
 * Focus goes back to what opened a dialog when it closes. Radix does this only for its own
 * Trigger; most of our dialogs are opened from state (a row's Delete, a menu item), and Radix
 * then sends focus to the trigger it does not have — the page's top. The opener is whatever had
 * focus when the dialog mounted; if it is gone (the row was deleted), Radix's default stands.
 */
export function useReturnFocus<E extends Event>(props: { onOpenAutoFocus?: (event: E) => void; onCloseAutoFocus?: (event: E) => void }) {
  const opener = React.useRef<HTMLElement | null>(null);
  const { onOpenAutoFocus, onCloseAutoFocus } = props;
  return {
    onOpenAutoFocus: (event: E) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: E) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target || !target.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
