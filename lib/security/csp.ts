// The pages' Content-Security-Policy, set by proxy.ts on every page answer. The session token
// lives in local storage (SPEC), so a script injected into a page could take the account over:
// this policy is the line that matters.
//
// Scripts: 'self' (Next's chunks, and nothing else of ours is served as JavaScript: API answers
// are JSON with nosniff), Razorpay's checkout, the request's nonce (Next puts it on the inline
// scripts of a page it renders per request, reading it from the request's CSP header), and the
// hashes of the inline scripts of the prerendered pages (/, /login, /signup, …: their HTML is
// built once, so a nonce cannot be in it; their inline scripts are fixed, so their hashes are
// known). The theme script next-themes inlines in the root layout is one of those, identical on
// every page, so its hash also lets it run on pages rendered per request. No 'unsafe-inline'
// and no 'strict-dynamic' (which would disallow 'self' and so the prerendered pages' chunks).
//
// Styles allow 'unsafe-inline': React's `style` attributes (Radix's popper positions, Recharts,
// sonner's toasts and the progress bars set them at run time) cannot carry a nonce or a hash,
// and a style cannot run script. No nonce in style-src: with one, browsers ignore 'unsafe-inline'.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
// Relative: next.config.ts loads this file, and its loader knows no "@/" paths.
import { getEnv } from "../env";
import { RAZORPAY_CHECKOUT } from "./headers";

/** Razorpay's API, which the checkout talks to and frames its form from. */
const RAZORPAY_API = "https://api.razorpay.com";

export type CspOptions = {
  nonce?: string;
  /** 'sha256-…' sources of inline scripts allowed everywhere (the prerendered pages'). */
  scriptHashes?: readonly string[];
  /**
   * `next dev` only: it evaluates code (React's stack frames, fast refresh) and nothing is
   * prerendered, so the theme script has no hash to be allowed by; inline scripts are allowed
   * there instead, and the nonce left out (beside a nonce, browsers ignore 'unsafe-inline').
   */
  development?: boolean;
};

export function contentSecurityPolicy({ nonce, scriptHashes = [], development = false }: CspOptions): string {
  const script = [
    "'self'",
    RAZORPAY_CHECKOUT,
    ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((h) => `'${h}'`)]),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${RAZORPAY_API}${development ? " ws:" : ""}`,
    `frame-src ${RAZORPAY_API} ${RAZORPAY_CHECKOUT}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are data, never documents: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce per page request: 128 random bits, base64 (what CSP's nonce-source allows). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The 'sha256-…' source of each inline script in an HTML document, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1]) hashes.add(`sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}`);
  }
  return [...hashes];
}

type Prerendered = { routes: ReadonlySet<string>; scriptHashes: string[] };

let cached: { distDir: string; build: Prerendered } | null = null;

/**
 * The prerendered pages of the build (`prerender-manifest.json`) and the hashes of their inline
 * scripts, read once per process (a build never changes under a running server). Nothing in
 * development or before a build: every page is then rendered per request, with the nonce.
 */
export function prerendered(distDir = getEnv().NEXT_DIST_DIR): Prerendered {
  if (cached?.distDir === distDir) return cached.build;
  const dir = path.resolve(distDir);
  let routes: string[] = [];
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "prerender-manifest.json"), "utf8")) as { routes?: Record<string, unknown> };
    routes = Object.keys(manifest.routes ?? {});
  } catch {
    /* no build here */
  }
  const hashes = new Set<string>();
  const pages = new Set<string>();
  for (const route of routes) {
    try {
      const html = fs.readFileSync(path.join(dir, "server", "app", `${route === "/" ? "/index" : route}.html`), "utf8");
      for (const h of inlineScriptHashes(html)) hashes.add(h);
      pages.add(route);
    } catch {
      /* a route without an HTML file (favicon.ico) */
    }
  }
  cached = { distDir, build: { routes: pages, scriptHashes: [...hashes].sort() } };
  return cached.build;
}
