import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default closes sockets that a
 * client (a load balancer, Playwright's request context) may be reusing that very moment, and the
 * client's request then fails with ECONNRESET; kept longer than the common 60 s of proxies.
 */
export const KEEP_ALIVE_MS = "65000";

const require = createRequire(import.meta.url);

/**
 * The arguments of `node` for the production server on `port`: Next's own bin (not `npx next`,
 * which spends about 0.4 s finding it), after the preload that answers requests Node's HTTP parser
 * refuses with `{detail}` (http-client-errors.cjs). The end-to-end run and the crash test start
 * their servers with these too, so they test the server `npm start` runs.
 */
export function nextStartArgs(port: string | number): string[] {
  const next = require.resolve("next/dist/bin/next");
  return ["--require", require.resolve("./http-client-errors.cjs"), next, "start", "-p", String(port), "--keepAliveTimeout", KEEP_ALIVE_MS];
}

/**
 * Runs `next start` on the port in the foreground with this process's Node (the project's, from
 * the `node` package, when started through npm), passing Ctrl-C and SIGTERM on: on SIGTERM Next
 * stops accepting connections, finishes the requests in flight, then exits. The server applies
 * migrations (and the seed) itself before it serves: see instrumentation.ts.
 */
export function serve(env: NodeJS.ProcessEnv, port: string): void {
  const server = spawn(process.execPath, nextStartArgs(port), { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
