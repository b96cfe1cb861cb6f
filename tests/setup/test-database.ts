import net from "node:net";
import postgres from "postgres";

export const PG_ADMIN_URL = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** True when the real PostgreSQL answers (TEST_DB=pglite forces the embedded engine). */
export async function postgresAvailable(): Promise<boolean> {
  if (process.env.TEST_DB === "pglite") return false;
  const { hostname, port } = new URL(PG_ADMIN_URL);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
  if (!open) return false;
  const sql = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}

export async function createDatabase(name: string): Promise<string> {
  const sql = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const sql = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await sql.end();
  }
}
