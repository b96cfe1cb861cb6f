import type { ExternalToast } from "sonner";
import { whenUserActs } from "./when-user-acts";

/**
 * The app's toasts, with sonner loaded on first use rather than in every page's first load
 * (about 10 kB gzip, decisions D30). A toast asked for before sonner arrives is shown as soon as it
 * does, in the order asked; the Toaster (components/ui/lazy-toaster.tsx) replays toasts that
 * exist before it subscribes, so none is lost whichever of the two arrives first.
 */
type Kind = "success" | "error" | "info" | "warning";
type Sonner = typeof import("sonner");

let sonner: Sonner | null = null;
let loading: Promise<Sonner | null> | null = null;
const waiting: [Kind, string, ExternalToast | undefined][] = [];
const wantedListeners = new Set<() => void>();

/**
 * Loads sonner (once) and shows what was asked for meanwhile. A failed load (the visitor went
 * offline) is tried again at the next toast, when the browser is back online, or at the visitor's
 * next act, so that what waits is not held until something else is said.
 */
export function loadToasts(): Promise<Sonner | null> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const [kind, message, options] of waiting.splice(0)) module.toast[kind](message, options);
      return module;
    },
    (error: unknown) => {
      loading = null;
      console.error("Notifications could not be loaded", error);
      if (waiting.length) retryLater();
      return null;
    },
  );
  return loading;
}

function retryLater(): void {
  if (typeof window === "undefined") return;
  const retry = () => {
    stopActs();
    window.removeEventListener("online", retry);
    if (!sonner && !loading) void loadToasts();
  };
  const stopActs = whenUserActs(retry);
  window.addEventListener("online", retry);
}

/** Whether a toast has been asked for (or sonner loaded) already. */
export function toastWanted(): boolean {
  return loading !== null;
}

/** Called when a toast is first asked for, so that the Toaster mounts at once rather than at the visitor's first act. */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (sonner) {
    sonner.toast[kind](message, options);
    return;
  }
  waiting.push([kind, message, options]);
  for (const listener of wantedListeners) listener();
  void loadToasts();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};
