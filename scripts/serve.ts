import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/**
 * Runs `next start` on the port in the foreground, passing Ctrl-C and SIGTERM on. The server
 * applies migrations (and the seed) itself before it serves: see instrumentation.ts.
 */
/**
 * How long an idle keep-alive connection stays open. Node's 5 s default closes sockets that a
 * client (a load balancer, Playwright's request context) may be reusing that very moment, and the
 * client's request then fails with ECONNRESET; kept longer than the common 60 s of proxies.
 */
export const KEEP_ALIVE_MS = "65000";

export function serve(env: NodeJS.ProcessEnv, port: string): void {
  // Next's own bin with this node, not `npx next`: npx spends about 0.4 s finding it (cold start, issue 20).
  const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const server = spawn(process.execPath, [next, "start", "-p", port, "--keepAliveTimeout", KEEP_ALIVE_MS], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
