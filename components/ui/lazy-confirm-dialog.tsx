"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { whenUserActs } from "@/lib/client/when-user-acts";
import type { ConfirmDialogProps } from "./confirm-dialog";
import { useOpenedOnce } from "./use-opened-once";

const load = () => import("./confirm-dialog").then((m) => m.ConfirmDialog);
const ConfirmDialog = dynamic(load, { ssr: false });

/**
 * ConfirmDialog, fetched at the visitor's first act on the page (lib/client/when-user-acts.ts) and rendered from the first time it opens: Radix's
 * dialog stack is about 10 kB gzip that a page showing no dialog need not load first (issue 20).
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => whenUserActs(() => void load()), []);
  return opened ? <ConfirmDialog {...props} /> : null;
}
