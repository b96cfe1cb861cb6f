import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  refreshUser: vi.fn(),
  logout: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  loadCheckoutScript: vi.fn(),
}));

vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("@/components/providers/auth-provider", () => ({
  useAuth: () => ({
    user: { id: "u1", full_name: "Priya Sharma", email: "priya@example.com", is_admin: false, subscription_status: "inactive" },
    refreshUser: h.refreshUser,
    logout: h.logout,
  }),
}));
vi.mock("@/components/payment/checkout-script", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/components/payment/checkout-script")>()),
  loadCheckoutScript: h.loadCheckoutScript,
}));

import { PaymentScreen } from "@/components/payment/payment-screen";
import { setPaywall } from "@/lib/client/paywall";
import type { RazorpayCheckoutOptions } from "@/components/payment/checkout-script";

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
let requests: Array<{ url: string; body: unknown }>;
let checkoutOptions: RazorpayCheckoutOptions | null;
let openBehaviour: (options: RazorpayCheckoutOptions) => void;

const SUCCESS = { razorpay_order_id: "order_T1", razorpay_payment_id: "pay_T1", razorpay_signature: "a".repeat(64) };

beforeEach(() => {
  vi.clearAllMocks();
  // The gateway is configured (the checkout path); the no-gateway case sets it off.
  setPaywall(true);
  window.localStorage.setItem("token", "tok");
  requests = [];
  checkoutOptions = null;
  replies = {
    "/api/payment/create-order": { status: 201, body: { order_id: "order_T1", amount: 999900, currency: "INR", key_id: "rzp_test_key" } },
    "/api/payment/verify": { status: 200, body: { success: true } },
  };
  openBehaviour = (options) => options.handler(SUCCESS);
  h.loadCheckoutScript.mockResolvedValue(true);
  h.refreshUser.mockResolvedValue({ subscription_status: "active" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, "http://localhost").pathname;
      requests.push({ url: path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[path] ?? { status: 404, body: { detail: "Not found" } };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  window.Razorpay = class {
    constructor(options: RazorpayCheckoutOptions) {
      checkoutOptions = options;
    }
    open() {
      openBehaviour(checkoutOptions!);
    }
  } as unknown as typeof window.Razorpay;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

async function choose(plan: "Monthly Plan" | "Yearly Plan") {
  const user = userEvent.setup();
  render(<PaymentScreen />);
  await user.click(screen.getByText(plan));
  await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
  return user;
}

describe("PaymentScreen without a payment gateway", () => {
  afterEach(() => setPaywall(null));

  it("says no payment is needed and offers the way on, loading no checkout", async () => {
    setPaywall(false);
    render(<PaymentScreen />);
    const card = await screen.findByTestId("no-payment-needed");
    expect(card).toHaveTextContent("No payment is needed");
    expect(screen.getByRole("link", { name: "Go to your companies" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Add a company" })).toHaveAttribute("href", "/setup");
    expect(screen.queryByRole("button", { name: "Proceed to Payment" })).toBeNull();
    expect(h.loadCheckoutScript).not.toHaveBeenCalled();
    expect(h.toast.error).not.toHaveBeenCalled();
  });
});

describe("PaymentScreen", () => {
  it("shows both plans with their prices, the yearly saving and priority support", () => {
    render(<PaymentScreen />);
    const monthly = screen.getByTestId("plan-monthly");
    const yearly = screen.getByTestId("plan-yearly");
    expect(monthly).toHaveTextContent("Monthly Plan");
    expect(monthly).toHaveTextContent("₹9,999 / month");
    expect(monthly).not.toHaveTextContent("Priority support");
    expect(yearly).toHaveTextContent("Yearly Plan");
    expect(yearly).toHaveTextContent("₹99,999 / year");
    expect(yearly).toHaveTextContent("Save ₹20,000 (17% off)");
    expect(yearly).toHaveTextContent("Priority support");
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });

  it("success: creates the order for the chosen plan, prefills the checkout, verifies, refreshes the user and goes to /setup", async () => {
    replies["/api/payment/create-order"].body = { order_id: "order_T1", amount: 9999900, currency: "INR", key_id: "rzp_test_key" };
    await choose("Yearly Plan");
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith("/setup"));
    expect(requests[0]).toEqual({ url: "/api/payment/create-order", body: { plan: "yearly" } });
    expect(checkoutOptions).toMatchObject({
      key: "rzp_test_key",
      amount: 9999900,
      currency: "INR",
      order_id: "order_T1",
      prefill: { name: "Priya Sharma", email: "priya@example.com" },
    });
    expect(requests[1]).toEqual({ url: "/api/payment/verify", body: { ...SUCCESS, plan: "yearly" } });
    expect(h.toast.success).toHaveBeenCalledWith("Payment successful! Subscription activated.");
    expect(h.refreshUser).toHaveBeenCalledTimes(1);
    expect(h.refreshUser.mock.invocationCallOrder[0]).toBeLessThan(h.router.push.mock.invocationCallOrder[0]);
  });

  it("shows the busy label and disables the button while the checkout is open", async () => {
    openBehaviour = () => {};
    await choose("Monthly Plan");
    const button = await screen.findByRole("button", { name: "Processing..." });
    expect(button).toBeDisabled();
  });

  it("script failure: 'Failed to load payment gateway. Please try again.' and no order is created", async () => {
    h.loadCheckoutScript.mockResolvedValue(false);
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to load payment gateway. Please try again."));
    expect(requests).toEqual([]);
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });

  it("missing key_id: the setup message, then /setup after 2000 ms", async () => {
    replies["/api/payment/create-order"].body = { order_id: "order_T1", amount: 999900, currency: "INR" };
    const started = Date.now();
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Payment gateway not configured. Redirecting to setup..."));
    expect(h.router.push).not.toHaveBeenCalled();
    expect(checkoutOptions).toBeNull();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith("/setup"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
  });

  it("503: 'Payment gateway not configured yet. Proceeding to platform...', then /setup after 2000 ms", async () => {
    replies["/api/payment/create-order"] = { status: 503, body: { detail: "Payment gateway is not configured" } };
    const started = Date.now();
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Payment gateway not configured yet. Proceeding to platform..."));
    expect(h.router.push).not.toHaveBeenCalled();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith("/setup"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
  });

  it.each([
    [502, { detail: "The payment provider could not create the order. Please try again." }],
    [500, { detail: "Something went wrong" }],
    [422, { detail: "plan: Choose the monthly or the yearly plan" }],
  ])("other failures (%i): 'Failed to initiate payment. Please try again.'", async (status, body) => {
    replies["/api/payment/create-order"] = { status, body };
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to initiate payment. Please try again."));
    expect(checkoutOptions).toBeNull();
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(h.router.push).not.toHaveBeenCalled();
  });

  it("verification failure: 'Payment verification failed. Please contact support.', user stays", async () => {
    replies["/api/payment/verify"] = { status: 400, body: { detail: "Payment verification failed: the signature does not match" } };
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Payment verification failed. Please contact support."));
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(h.refreshUser).not.toHaveBeenCalled();
    expect(h.router.push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });

  it("dismissal: 'Payment cancelled' and the button is usable again", async () => {
    openBehaviour = (options) => options.modal.ondismiss();
    await choose("Monthly Plan");
    await waitFor(() => expect(h.toast.info).toHaveBeenCalledWith("Payment cancelled"));
    expect(requests.map((r) => r.url)).toEqual(["/api/payment/create-order"]);
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    expect(h.router.push).not.toHaveBeenCalled();
  });
});
