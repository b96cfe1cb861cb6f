/**
 * The four hot paths' route handlers of the current source behind a plain node:http server: what
 * bench/hot-paths.ts `--handlers` loads when code changed since the last `npm run build` (which
 * `next start` would not see). Next's own routing, proxy and rendering are not in it, so its
 * figures are the handlers' (auth, queries, JSON), not the production server's.
 *
 *   DATABASE_URL=… AUTH_SECRET=… npx tsx bench/support/handler-server.ts --port 3310
 */
import http from "node:http";
import { allowServerOnly, arg } from "./env";

allowServerOnly();
const { NextRequest } = await import("next/server");
const { GET: dashboard } = await import("@/app/api/dashboard/[companyId]/route");
const { GET: entries } = await import("@/app/api/esg-data/[id]/route");
const { GET: questionnaire } = await import("@/app/api/brsr/[companyId]/route");
const { GET: progress } = await import("@/app/api/kpi-targets/[id]/progress/route");
const { GET: health } = await import("@/app/api/health/route");

type Handler = (req: InstanceType<typeof NextRequest>, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routes: [RegExp, Handler, string][] = [
  [/^\/api\/dashboard\/([^/]+)$/, dashboard as Handler, "companyId"],
  [/^\/api\/esg-data\/([^/]+)$/, entries as Handler, "id"],
  [/^\/api\/brsr\/([^/]+)$/, questionnaire as Handler, "companyId"],
  [/^\/api\/kpi-targets\/([^/]+)\/progress$/, progress as Handler, "id"],
  [/^\/api\/(health)$/, health as Handler, "_"],
];
const port = arg("port", 3310);

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const found = routes.find(([pattern]) => pattern.test(url.pathname));
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    const [pattern, handler, param] = found;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const answer = await handler(new NextRequest(url, { headers }), { params: Promise.resolve({ [param]: pattern.exec(url.pathname)![1] }) });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(port, "127.0.0.1", () => console.log(`LISTENING ${port}`));
