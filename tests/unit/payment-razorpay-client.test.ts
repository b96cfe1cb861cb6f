import { spawnSync } from "node:child_process";
import Razorpay from "razorpay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayClient, pointRazorpayAt } from "@/lib/payments/razorpay";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";

// RAZORPAY_API_URL relies on an SDK internal (api.rq.defaults.baseURL); these fail if an SDK
// upgrade moves it, instead of letting tests talk to the real Razorpay.
describe("razorpay client", () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay("rzp_test_unit", "unit_secret");
  });
  afterAll(() => fake.close());

  it("has the SDK internal the override relies on, pointing at Razorpay by default", () => {
    const client = new Razorpay({ key_id: "rzp_test_x", key_secret: "y" });
    const rq = (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq;
    expect(rq.defaults.baseURL).toBe("https://api.razorpay.com");
  });

  it("sends orders.create to RAZORPAY_API_URL with Basic auth", async () => {
    const client = createRazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, apiUrl: `${fake.url}/` });
    const order = await client.orders.create({ amount: 999900, currency: "INR", receipt: "rcpt_1", notes: { plan: "monthly" } });
    expect(order.id).toMatch(/^order_/);
    expect(order.amount).toBe(999900);
    expect(fake.orders.at(-1)).toMatchObject({ id: order.id, receipt: "rcpt_1", notes: { plan: "monthly" } });
  });

  it("is refused by the fake with a wrong key pair (the fake really checks auth)", async () => {
    const client = createRazorpayClient({ keyId: fake.keyId, keySecret: "wrong", apiUrl: fake.url });
    await expect(client.orders.create({ amount: 100, currency: "INR" })).rejects.toMatchObject({ statusCode: 401 });
  });

  it("the fake answers while this thread is blocked, as it is during tests/e2e/run.ts's spawnSync", () => {
    const auth = "Basic " + Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64");
    const script = `fetch(${JSON.stringify(`${fake.url}/v1/orders`)}, { method: "POST", headers: { Authorization: ${JSON.stringify(auth)}, "Content-Type": "application/json" }, body: JSON.stringify({ amount: 999900, currency: "INR" }) }).then(async (r) => console.log(r.status, (await r.json()).amount))`;
    const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 20_000 });
    expect(child.stdout.trim()).toBe("200 999900");
  });

  it("fails loudly when the SDK's internals no longer match", () => {
    const broken = { api: {} } as unknown as Razorpay;
    expect(() => pointRazorpayAt(broken, "http://127.0.0.1:1")).toThrow(/api\.rq\.defaults\.baseURL/);
  });
});
