import { Worker } from "node:worker_threads";

export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  /** The orders created so far, oldest first (a fresh copy on each read). */
  orders: Array<Record<string, unknown>>;
  /** Set to a status (500, say) to make the next order creations fail like an outage. */
  failWith: number | null;
  close: () => Promise<void>;
};

// The server runs on a worker thread with its own event loop: tests/e2e/run.ts starts it and then
// blocks its own thread in spawnSync for the whole Playwright run, and a server on that thread
// would never answer. State is shared through SharedArrayBuffers, so `orders` and `failWith`
// read and write synchronously, and an order is visible before its HTTP answer is sent.
const ORDERS_BYTES = 4 * 1024 * 1024;

const WORKER_SOURCE = `
const http = require("node:http");
const { randomBytes } = require("node:crypto");
const { parentPort, workerData } = require("node:worker_threads");
const { keyId, keySecret, control, data } = workerData;
const ints = new Int32Array(control);
const bytes = new Uint8Array(data);
const orders = [];
const expected = "Basic " + Buffer.from(keyId + ":" + keySecret).toString("base64");

function publish() {
  const encoded = Buffer.from(JSON.stringify(orders));
  if (encoded.length > bytes.length) orders.splice(0, orders.length - 100);
  const again = Buffer.from(JSON.stringify(orders));
  bytes.set(again.subarray(0, bytes.length));
  Atomics.store(ints, 1, Math.min(again.length, bytes.length));
}

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const send = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== expected) {
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (req.method === "POST" && req.url && req.url.replace(/\\/$/, "").endsWith("/orders")) {
      const failWith = Atomics.load(ints, 0);
      if (failWith) return send(failWith, { error: { code: "SERVER_ERROR", description: "The server encountered an error." } });
      let body = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        // The SDK may post form-encoded bodies.
        body = Object.fromEntries(new URLSearchParams(raw));
      }
      const order = {
        id: "order_" + randomBytes(7).toString("hex"),
        entity: "order",
        amount: Number(body.amount),
        amount_paid: 0,
        amount_due: Number(body.amount),
        currency: body.currency || "INR",
        receipt: body.receipt || null,
        notes: body.notes || {},
        status: "created",
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.push(order);
      publish();
      return send(200, order);
    }
    send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
`;

/**
 * A stand-in for Razorpay's Orders API on loopback: checks Basic auth with the test key pair
 * and answers POST /v1/orders like the real API does.
 */
export async function startFakeRazorpay(keyId = "rzp_test_fakekey", keySecret = "fake_secret_123"): Promise<FakeRazorpay> {
  const control = new SharedArrayBuffer(8);
  const data = new SharedArrayBuffer(ORDERS_BYTES);
  const ints = new Int32Array(control);
  const bytes = new Uint8Array(data);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { keyId, keySecret, control, data } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", (message: { port: number }) => resolve(message.port));
    worker.once("error", reject);
  });
  // A test that forgets close() must not keep the process alive.
  worker.unref();
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    get orders() {
      const length = Atomics.load(ints, 1);
      return length ? (JSON.parse(Buffer.from(bytes.slice(0, length)).toString("utf8")) as Array<Record<string, unknown>>) : [];
    },
    get failWith() {
      return Atomics.load(ints, 0) || null;
    },
    set failWith(value: number | null) {
      Atomics.store(ints, 0, value ?? 0);
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
