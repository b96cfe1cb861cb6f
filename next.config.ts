import type { NextConfig } from "next";
import { API_CSP } from "./lib/security/csp";
import { HSTS, SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  // rate-limiter-flexible finds drizzle-orm with a dynamic import the bundler cannot follow
  // ("expression is too dynamic"); Node resolves it from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "@react-pdf/renderer", "pdfkit", "unpdf", "rate-limiter-flexible", "archiver", "pg-boss", "pg"],
  // Lets several dev servers (parallel work, e2e runs) share one checkout without clashing.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Off in production; `bench/first-load-js.ts --why` reads them to say what a route's JavaScript is.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  typedRoutes: false,
  // Parallel local e2e runs may build while someone else's file is half-written; CI never sets it.
  typescript: { ignoreBuildErrors: process.env.NEXT_IGNORE_TYPE_ERRORS === "1" },
  // On every answer, static files and prerendered pages included (proxy.ts adds the CSP).
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // Only over HTTPS (the TLS-terminating proxy says so): over plain HTTP the header is ignored at
      // best, and a development host pinned to HTTPS at worst.
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
    ];
  },
};

export default nextConfig;
