import { spawn } from "node:child_process";

/**
 * Runs `next start` on the port in the foreground, passing Ctrl-C and SIGTERM on. The server
 * applies migrations (and the seed) itself before it serves: see instrumentation.ts.
 */
export function serve(env: NodeJS.ProcessEnv, port: string): void {
  const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
