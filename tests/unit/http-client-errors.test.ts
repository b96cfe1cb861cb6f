import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// scripts/http-client-errors.cjs, which `npm start` preloads into the server: what Node's HTTP
// parser refuses is answered `{detail}`, by any server created after it is loaded (Next's among
// them: tests/e2e/server-processes.spec.ts sends the same to the built server).
createRequire(import.meta.url)("../../scripts/http-client-errors.cjs");

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.end(bytes);
  });
}

describe("requests Node's HTTP parser refuses", () => {
  it("a request line over Node's header limit: 431 {detail}", async () => {
    const res = await raw(`GET /dashboard?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(res.body)));
    expect(JSON.parse(res.body)).toEqual({ detail: "The request line or headers are too large." });
  });

  it("headers over the limit: 431 {detail}", async () => {
    const res = await raw(
      `GET / HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 40 }, (_, i) => `X-Filler-${i}: ${"v".repeat(600)}`).join("\r\n")}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ detail: "The request line or headers are too large." });
  });

  it("a malformed request: 400 {detail}", async () => {
    const res = await raw("NOT HTTP AT ALL\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: "The request is not well-formed HTTP." });
  });

  it("leaves a well-formed request to the server", async () => {
    const res = await raw("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(200);
    expect(res.body).toBe("ok");
  });
});
