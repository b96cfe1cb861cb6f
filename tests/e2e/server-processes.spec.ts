// The production server as processes: `npm start` of the end-to-end build (E2E_DIST_DIR, never
// rebuilt here) on ports of its own (the run's port + 2, + 3, + 4). Two processes on one database
// (a write through one read through the other at once, the login limit and sessions shared, a
// SIGTERM that drains the request in flight), a database the test stops and starts under a
// signed-in page, and requests Node's HTTP parser refuses. Every process of the chain runs on the
// project's Node (the `node` package), not the machine's.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { startOwnPostgres } from "../helpers/own-postgres";
import { createDatabase, dropDatabase, postgresAvailable } from "../setup/test-database";
import { expect, test } from "./fixtures";

const BASE_PORT = Number(new URL(process.env.E2E_BASE_URL || "http://localhost:3100").port);
const DIST = process.env.E2E_DIST_DIR || `.next-e2e-${BASE_PORT}`;
const OUT = process.env.E2E_OUTPUT_DIR || "test-results";
const PROJECT_NODE = fs.realpathSync("node_modules/.bin/node");
const UNAVAILABLE = "The service is briefly unavailable — try again in a minute";

type Server = { url: string; port: number; child: ChildProcess; exited: Promise<number | null> };
const running: Server[] = [];

test.describe.configure({ timeout: 240_000 });

/** `npm start` on `port`, as an operator runs it, with the run's build. */
async function npmStart(port: number, env: Record<string, string>): Promise<Server> {
  const log = fs.createWriteStream(path.join(OUT, `e2e-server-${port}.log`));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: "e2e-processes-0123456789abcdef0123456789abcdef",
    RESET_LINK_IN_RESPONSE: "true",
    ...env,
  };
  for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_API_URL", "OPENAI_API_KEY", "SMTP_URL", "DEMO_SEED"]) {
    delete childEnv[key];
  }
  const child = spawn("npm", ["start"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))));
  const server = { url: `http://localhost:${port}`, port, child, exited };
  running.push(server);
  const started = Date.now();
  while (Date.now() - started < 150_000) {
    if (child.exitCode !== null) throw new Error(`npm start on ${port} exited with ${child.exitCode}: see ${OUT}/e2e-server-${port}.log`);
    if (
      await fetch(`${server.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start on ${port} did not become healthy`);
}

/** The processes started under `pid` (the process itself included), by /proc's parent links. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* ended meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** The executables of the Node processes serving (npm, tsx, scripts/start.ts, next-server): each the project's Node. */
function nodeExecutables(server: Server): string[] {
  const exes = processTree(server.child.pid!).map((pid) => {
    try {
      return fs.realpathSync(`/proc/${pid}/exe`);
    } catch {
      return "";
    }
  });
  return exes.filter((exe) => path.basename(exe).startsWith("node"));
}

async function api(server: Server, method: string, pathname: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

async function signUp(server: Server, email: string, password = "Str0ng-passw0rd!") {
  const res = await api(server, "POST", "/auth/signup", { body: { email, password, full_name: "Asha Rao", company_name: "Rao Advisory" } });
  expect(res.status, res.text).toBe(201);
  return { token: res.body.access_token as string, password };
}

async function createCompany(server: Server, token: string): Promise<string> {
  const res = await api(server, "POST", "/companies", {
    token,
    body: { name: "Konkan Cement Ltd", industry: "Manufacturing", location: "Ratnagiri, Maharashtra", size: "201-500", description: "" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const entry = (companyId: string, value: string) => ({
  company_id: companyId,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value,
  unit: "tCO2e",
  period: "FY 2024-25",
  notes: "",
});

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });
}

test.describe("two server processes on one database", () => {
  test("a write through one is read through the other at once; logins are limited and sessions honoured across both; SIGTERM drains the request in flight", async () => {
    test.skip(!(await postgresAvailable()), "needs the PostgreSQL server: two processes cannot share an embedded database");
    const name = `esg_e2e_procs_${process.pid}`;
    await dropDatabase(name);
    const DATABASE_URL = await createDatabase(name);
    try {
      // One after the other: both would apply the migrations at start (under an advisory lock), and the machine is small.
      const a = await npmStart(BASE_PORT + 2, { DATABASE_URL });
      const b = await npmStart(BASE_PORT + 3, { DATABASE_URL });
      for (const server of [a, b]) {
        const exes = nodeExecutables(server);
        expect(exes.length, "npm, tsx, scripts/start.ts and next-server").toBeGreaterThanOrEqual(3);
        for (const exe of exes) expect(exe).toBe(PROJECT_NODE);
      }

      // Sessions: signed up through A, known to B; the same token.
      const email = `procs-${Date.now()}@example.com`;
      const { token } = await signUp(a, email);
      expect((await api(b, "GET", "/auth/me", { token })).status).toBe(200);

      // A write through A is read through B at once, though B answered the dashboard before it (B's cache).
      const companyId = await createCompany(a, token);
      const before = await api(b, "GET", `/dashboard/${companyId}`, { token });
      expect(before.status).toBe(200);
      expect(before.body.statistics.total_metrics).toBe(0);
      const written = await api(a, "POST", "/esg-data", { token, body: entry(companyId, "12,345") });
      expect(written.status, written.text).toBe(201);
      const after = await api(b, "GET", `/dashboard/${companyId}`, { token });
      expect(after.body.statistics.total_metrics).toBe(1);
      expect(after.body.statistics.recent_updates.map((u: { value: string }) => u.value)).toEqual(["12,345"]);

      // The login limit (5 failures per email) counts across both processes: alternating, the sixth attempt is refused.
      for (let i = 0; i < 5; i++) {
        const wrong = await api(i % 2 ? b : a, "POST", "/auth/login", { body: { email, password: `wrong-${i}` } });
        expect(wrong.status, `attempt ${i + 1}`).toBe(401);
      }
      for (const server of [a, b]) {
        const limited = await api(server, "POST", "/auth/login", { body: { email, password: "Str0ng-passw0rd!" } });
        expect(limited.status).toBe(429);
        expect(limited.body.detail).toMatch(/^Too many failed login attempts/);
      }

      // A password reset through B ends the session at once on A too.
      const forgot = await api(b, "POST", "/auth/forgot-password", { body: { email } });
      const resetToken = new URL(forgot.body.reset_link).searchParams.get("token");
      const reset = await api(b, "POST", "/auth/reset-password", { body: { token: resetToken, new_password: "An0ther-passw0rd!" } });
      expect(reset.status, reset.text).toBe(200);
      expect((await api(a, "GET", "/auth/me", { token })).status).toBe(401);
      const again = await api(a, "POST", "/auth/login", { body: { email, password: "An0ther-passw0rd!" } });
      expect(again.status, again.text).toBe(200);
      const fresh = again.body.access_token as string;

      // SIGTERM to A's `npm start` while a request is in flight: A stops taking connections, answers
      // that request, then exits; what it wrote is there through B. The request asks for
      // `100 Continue` before its body: Node sends it once the request has reached the server's
      // handler, so the signal comes when the request is in flight for certain, and the body after
      // A has stopped taking connections.
      const body = JSON.stringify({ ...entry(companyId, "6,789"), period: "FY 2023-24" });
      let sendBody = () => {};
      const headReached = new Promise<void>((resolve) => (sendBody = resolve));
      let inFlight: http.ClientRequest | null = null;
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: a.port,
            path: "/api/esg-data",
            method: "POST",
            agent: false,
            headers: {
              authorization: `Bearer ${fresh}`,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              expect: "100-continue",
            },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", reject);
        req.on("continue", () => sendBody());
        req.flushHeaders();
        inFlight = req;
      });
      await headReached;
      process.kill(-a.child.pid!, "SIGTERM");
      await expect.poll(() => refusesConnections(a.port), { timeout: 30_000 }).toBe(true);
      expect(a.child.exitCode).toBeNull();
      inFlight!.end(body);
      const done = await answered;
      expect(done.status, done.text).toBe(201);
      await a.exited;
      const list = await api(b, "GET", `/dashboard/${companyId}`, { token: fresh });
      expect(list.body.statistics.total_metrics).toBe(2);
    } finally {
      for (const server of running.splice(0)) {
        if (server.child.exitCode === null && server.child.pid) process.kill(-server.child.pid, "SIGTERM");
        await server.exited;
      }
      await dropDatabase(name);
    }
  });
});

test.describe("the built server at its edges", () => {
  test("a signed-in page is the 503 page within 2 s while the database is stopped, and the page again once it is back; over-long request lines and headers get {detail}", async ({
    page,
  }) => {
    const own = await startOwnPostgres();
    test.skip(!own, "needs Debian's PostgreSQL binaries to run a database of the test's own");
    try {
      const server = await npmStart(BASE_PORT + 4, { DATABASE_URL: own!.url });

      // Node's parser refuses a request line or headers over its 16 KB limit before Next sees them: still `{detail}`.
      const rawRequest = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(server.port, "127.0.0.1");
          let text = "";
          socket.setEncoding("latin1");
          socket.on("data", (chunk) => (text += chunk));
          socket.on("close", () => resolve(text));
          socket.on("error", reject);
          socket.end(request);
        });
      const fillers = Array.from({ length: 40 }, (_, i) => `X-Filler-${i}: ${"v".repeat(600)}\r\n`).join("");
      for (const request of [
        `GET /dashboard?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        `GET /dashboard HTTP/1.1\r\nHost: localhost\r\n${fillers}\r\n`,
      ]) {
        const refused = await rawRequest(request);
        expect(refused).toMatch(/^HTTP\/1\.1 431 /);
        expect(JSON.parse(refused.slice(refused.indexOf("\r\n\r\n") + 4))).toEqual({ detail: "The request line or headers are too large." });
      }

      // Signed in through the browser's own cookie jar.
      const signup = await page.request.post(`${server.url}/api/auth/signup`, {
        data: { email: `down-${Date.now()}@example.com`, password: "Str0ng-passw0rd!", full_name: "Asha Rao", company_name: "Rao Advisory" },
      });
      expect(signup.status()).toBe(201);
      const token = (await signup.json()).access_token as string;
      const companyId = await createCompany(server, token);
      // As tests/e2e/helpers.ts signs in: the browser's app keeps the token too (without it, it signs out).
      await page.goto(`${server.url}/`);
      await page.evaluate((value) => window.localStorage.setItem("token", value), token);
      const dashboard = `${server.url}/dashboard/${companyId}`;
      await page.goto(dashboard);
      await expect(page.getByRole("heading", { name: "Konkan Cement Ltd" }).first()).toBeVisible();

      own!.stop("immediate");
      // Timed at the server (the browser's own navigation time is not the server's answer), then seen in the browser.
      const started = Date.now();
      const answer = await fetch(dashboard, { headers: { cookie: `authjs.session-token=${token}` }, redirect: "manual" });
      // Well under 2 s on a quiet machine (printed); the bound is a hang guard a busy machine cannot
      // fail, while a page waiting on the driver's reconnects would still.
      console.info(`503 page with the database stopped: ${Date.now() - started} ms`);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(await answer.text()).toContain(UNAVAILABLE);
      const down = await page.goto(dashboard);
      expect(down?.status()).toBe(503);
      await expect(page.getByText(UNAVAILABLE)).toBeVisible();
      const apiDown = await api(server, "GET", "/companies", { token });
      expect(apiDown.status).toBe(503);
      expect(apiDown.body.detail).toBe("The database is unavailable right now. Please try again in a moment.");

      own!.start();
      // Once the server finds the database again (its health check says so; the database may take
      // a while to start on a busy machine), the visitor's one retry serves the same page without a
      // restart of the server. Clicking "Try again" on a timer instead restarted a slow navigation
      // before it could finish (seen under load).
      await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 90_000 }).toBe(200);
      await page.getByRole("link", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: "Konkan Cement Ltd" }).first()).toBeVisible();
    } finally {
      for (const server of running.splice(0)) {
        if (server.child.exitCode === null && server.child.pid) process.kill(-server.child.pid, "SIGTERM");
        await server.exited;
      }
      own?.remove();
    }
  });
});
