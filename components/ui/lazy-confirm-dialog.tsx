"use client";

import { lazyDialog } from "./lazy-dialog";

/** ConfirmDialog, loaded on demand (lazyDialog). */
export const LazyConfirmDialog = lazyDialog(() => import("./confirm-dialog").then((m) => m.ConfirmDialog));
