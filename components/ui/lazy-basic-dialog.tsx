"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { whenIdle } from "@/lib/client/when-idle";
import type { BasicDialogProps } from "./basic-dialog";
import { useOpenedOnce } from "./use-opened-once";

const load = () => import("./basic-dialog").then((m) => m.BasicDialog);
const BasicDialog = dynamic(load, { ssr: false });

/** BasicDialog, fetched when the page is idle and rendered from the first time it opens (as LazyConfirmDialog). */
export function LazyBasicDialog(props: BasicDialogProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => whenIdle(() => void load()), []);
  return opened ? <BasicDialog {...props} /> : null;
}
