"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { whenUserActs } from "@/lib/client/when-user-acts";
import type { BasicDialogProps } from "./basic-dialog";
import { useOpenedOnce } from "./use-opened-once";

const load = () => import("./basic-dialog").then((m) => m.BasicDialog);
const BasicDialog = dynamic(load, { ssr: false });

/** BasicDialog, fetched at the visitor's first act on the page and rendered from the first time it opens (as LazyConfirmDialog). */
export function LazyBasicDialog(props: BasicDialogProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => whenUserActs(() => void load()), []);
  return opened ? <BasicDialog {...props} /> : null;
}
