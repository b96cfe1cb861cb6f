"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentProps } from "react";
import { onToastWanted, toastWanted } from "@/lib/client/toast";
import { whenUserActs } from "@/lib/client/when-user-acts";
import type { Toaster as ToasterType } from "./sonner";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/**
 * The Toaster, mounted at the visitor's first act on the page, or as soon as a toast is asked for,
 * so that sonner is not part of any page's first-load JavaScript (lib/client/toast.ts).
 */
export function LazyToaster(props: ComponentProps<typeof ToasterType>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    if (toastWanted()) {
      mount();
      return;
    }
    const stopActs = whenUserActs(mount);
    const stopWanted = onToastWanted(mount);
    return () => {
      stopActs();
      stopWanted();
    };
  }, [mounted]);
  return mounted ? <Toaster {...props} /> : null;
}
