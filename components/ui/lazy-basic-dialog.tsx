"use client";

import { lazyDialog } from "./lazy-dialog";

/** BasicDialog, loaded on demand (lazyDialog). */
export const LazyBasicDialog = lazyDialog(() => import("./basic-dialog").then((m) => m.BasicDialog));
