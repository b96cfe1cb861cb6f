import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may
 * stop and start again ("tested by stopping a database the test started itself").
 * Needs Debian's PostgreSQL binaries; as root they run as the `postgres` user. Null when neither
 * is possible here.
 */
export type OwnPostgres = { url: string; start: () => void; stop: (mode?: "fast" | "immediate") => void; remove: () => void };

function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const version = fs.readdirSync(root).sort().pop();
  const dir = version ? path.join(root, version, "bin") : null;
  return dir && fs.existsSync(path.join(dir, "initdb")) ? dir : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOwnPostgres(): Promise<OwnPostgres | null> {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" }) : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "own-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = (mode: "fast" | "immediate" = "immediate") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop("immediate");
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
