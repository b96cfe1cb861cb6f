"use client";

import dynamic from "next/dynamic";

/**
 * The app header for the error and not-found boundaries. Every page's first load carries its
 * boundaries' code, and the header (menus, icons) in each boundary's own chunk cost every route
 * about 15 kB gzip (decisions D30): here it loads only when a boundary is shown.
 */
export const LazyAppHeader = dynamic(() => import("@/components/app-header").then((m) => m.AppHeader), {
  ssr: false,
  loading: () => <div className="h-14 border-b" aria-hidden />,
});
