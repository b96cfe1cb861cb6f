"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Renders `children` once their place comes within `margin` of the viewport, `fallback` (which
 * should take the same room) until then. For heavy parts below the fold, such as charts: their
 * code is loaded and run when the reader gets near them, not while the page starts (decisions D30:
 * recharts was a long task of its own on a phone). Without IntersectionObserver, at once.
 */
export function WhenNear({ children, fallback, margin = 400 }: { children: React.ReactNode; fallback: React.ReactNode; margin?: number }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      const soon = setTimeout(() => setNear(true));
      return () => clearTimeout(soon);
    }
    const observer = new IntersectionObserver((seen) => (seen.some((s) => s.isIntersecting) ? setNear(true) : undefined), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={place}>{fallback}</div>;
}
