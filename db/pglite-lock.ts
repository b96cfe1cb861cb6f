import fs from "node:fs";
import path from "node:path";

// PGlite has no lock between processes: two processes on one folder corrupt it for good.
// A pid file claims the folder; a live other holder makes the second opener fail loudly.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function pgliteHolder(dir: string): number | null {
  const file = path.join(dir, ".esg-owner.pid");
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  return pid;
}

export function claimPgliteFolder(dir: string): void {
  const holder = pgliteHolder(dir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${holder} (a running server). ` + `Stop it first, or point DATABASE_URL at PostgreSQL.`,
    );
  }
  const file = path.join(dir, ".esg-owner.pid");
  fs.writeFileSync(file, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
}
