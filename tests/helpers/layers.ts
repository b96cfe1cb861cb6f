import { screen, waitFor, type ByRoleOptions } from "@testing-library/react";

/** The nearest pointer-events an element has or inherits, found the way user-event looks before it clicks. */
function pointerEventsOf(element: Element): string {
  for (let el: Element | null = element; el; el = el.parentElement) {
    const value = window.getComputedStyle(el).pointerEvents;
    if (value && value !== "inherit" && value !== "unset") return value;
  }
  return "auto";
}

/**
 * Whether `element` sits in an open modal layer (a dialog, alert dialog, menu or select list) that
 * takes the pointer. Radix opens one in two renders: the first turns the page's pointer events off,
 * the next turns the layer's back on. A click between the two hits `pointer-events: none`; on a busy
 * machine that second render can come after the layer is already in the document, so finding the
 * layer is not enough to click in it.
 */
export function takesPointer(element: Element): boolean {
  return document.body.style.pointerEvents === "none" && pointerEventsOf(element) !== "none";
}

/** `find()`'s element once it is in an open modal layer a visitor can click in (see takesPointer). */
export function findInOpenLayer<T extends HTMLElement>(find: () => T): Promise<T> {
  return waitFor(() => {
    const element = find();
    if (!takesPointer(element)) throw new Error("The layer is still opening: the page's pointer events are not yet handed to it");
    return element;
  });
}

/** The open dialog, once it takes the pointer. */
export function findDialog(options?: ByRoleOptions): Promise<HTMLElement> {
  return findInOpenLayer(() => screen.getByRole("dialog", options));
}

/** The open alert dialog (a confirmation), once it takes the pointer. */
export function findAlertDialog(options?: ByRoleOptions): Promise<HTMLElement> {
  return findInOpenLayer(() => screen.getByRole("alertdialog", options));
}

/** The element with this test id, once the layer it is in takes the pointer. */
export function findInLayerByTestId(testId: string): Promise<HTMLElement> {
  return findInOpenLayer(() => screen.getByTestId(testId));
}

/**
 * Waits until no dialog, alert dialog, menu or select list is open and the page takes the pointer
 * again: Radix gives the page its pointer events back only after the layer has left the document,
 * so a click right after a dialog vanished can still hit `pointer-events: none`.
 */
export function waitForLayersClosed(): Promise<void> {
  return waitFor(() => {
    for (const role of ["dialog", "alertdialog", "menu", "listbox"] as const) {
      if (screen.queryByRole(role)) throw new Error(`A ${role} is still open`);
    }
    if (document.body.style.pointerEvents === "none") throw new Error("The page does not take the pointer yet");
  });
}
