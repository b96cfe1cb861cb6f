"use client";

import { Check, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { AppHeader } from "@/components/app-header";
import { useAuth } from "@/components/providers/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiClientError, api } from "@/lib/client/api";
import { formatPaise } from "@/lib/format";
import { PLANS, PLAN_IDS, type PlanId } from "@/lib/payments/plans";
import type { CreateOrderInput, CreateOrderResponse } from "@/lib/payments/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { cn } from "@/lib/utils";
import { loadCheckoutScript, type RazorpaySuccess } from "./checkout-script";
import { Main } from "@/components/main";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { loadPaywall } from "@/lib/client/paywall";
import Link from "next/link";

/** SPEC 9: how long the "not configured" message stays before moving on to /setup. */
const GATEWAY_REDIRECT_DELAY_MS = 2000;

// SPEC 8, word for word.
const PAYMENT_MESSAGES = {
  scriptFailed: "Failed to load payment gateway. Please try again.",
  missingKey: "Payment gateway not configured. Redirecting to setup...",
  notConfigured: "Payment gateway not configured yet. Proceeding to platform...",
  initiateFailed: "Failed to initiate payment. Please try again.",
  verifyFailed: "Payment verification failed. Please contact support.",
  success: "Payment successful! Subscription activated.",
  cancelled: "Payment cancelled",
} as const;

const YEARLY_SAVING = "Save ₹20,000 (17% off)";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const createOrderResolver = lazyZodResolver<CreateOrderInput>(() => import("@/lib/payments/schemas").then((m) => m.createOrderSchema));

export function PaymentScreen() {
  const { user, refreshUser } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  usePreloadedResolver(createOrderResolver);
  const form = useForm<CreateOrderInput>({ resolver: createOrderResolver, defaultValues: { plan: "monthly" } });
  const selected = useWatch({ control: form.control, name: "plan" });

  // Without a payment gateway nothing is paid and every page is open: the page says so instead of failing to load a checkout.
  const [gateway, setGateway] = useState<"unknown" | "on" | "off">("unknown");
  useEffect(() => {
    let live = true;
    void loadPaywall().then((on) => {
      if (!live) return;
      setGateway(on ? "on" : "off");
      // Start fetching the checkout early so the button responds at once; submit awaits it.
      if (on) void loadCheckoutScript();
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => router.push("/setup"), GATEWAY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, router]);

  const proceedToSetupSoon = () => setRedirecting(true);

  const verify = async (plan: PlanId, response: RazorpaySuccess) => {
    try {
      await api("/payment/verify", { method: "POST", body: { ...response, plan } });
    } catch (error) {
      console.error("Payment verification failed:", error);
      toast.error(PAYMENT_MESSAGES.verifyFailed);
      setBusy(false);
      return;
    }
    toast.success(PAYMENT_MESSAGES.success);
    await refreshUser();
    router.push("/setup");
  };

  const onSubmit = async ({ plan }: CreateOrderInput) => {
    setBusy(true);
    if (!(await loadCheckoutScript()) || !window.Razorpay) {
      toast.error(PAYMENT_MESSAGES.scriptFailed);
      setBusy(false);
      return;
    }
    let order: CreateOrderResponse;
    try {
      order = await api<CreateOrderResponse>("/payment/create-order", { method: "POST", body: { plan } });
    } catch (error) {
      console.error("Failed to create payment order:", error);
      if (error instanceof ApiClientError && error.status === 503) {
        toast.error(PAYMENT_MESSAGES.notConfigured);
        proceedToSetupSoon();
      } else {
        toast.error(PAYMENT_MESSAGES.initiateFailed);
        setBusy(false);
      }
      return;
    }
    if (!order.key_id) {
      toast.error(PAYMENT_MESSAGES.missingKey);
      proceedToSetupSoon();
      return;
    }
    try {
      const checkout = new window.Razorpay({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        name: "ESG Reporting Platform",
        description: `${PLANS[plan].name} subscription`,
        order_id: order.order_id,
        prefill: { name: user?.full_name, email: user?.email },
        notes: { plan },
        theme: { color: "#0f766e" },
        handler: (response) => void verify(plan, response),
        modal: {
          ondismiss: () => {
            toast.info(PAYMENT_MESSAGES.cancelled);
            setBusy(false);
          },
        },
      });
      checkout.open();
    } catch (error) {
      console.error("Failed to open the checkout:", error);
      toast.error(PAYMENT_MESSAGES.initiateFailed);
      setBusy(false);
    }
  };

  return (
    <div className="min-h-screen bg-gradient-to-b from-primary/5 to-background">
      <AppHeader />

      <Main className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Plan</h1>
          <p className="mt-2 text-muted-foreground">One subscription covers GRI, BRSR, TCFD and SASB reporting for every company you manage.</p>
        </div>

        {gateway === "off" ? (
          <Card className="mx-auto max-w-xl" data-testid="no-payment-needed">
            <CardHeader>
              <CardTitle>No payment is needed</CardTitle>
              <CardDescription>This installation runs without a payment gateway, so every feature is open to you without a subscription.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 sm:flex-row">
              <Button asChild className="w-full sm:w-auto">
                <Link href="/">Go to your companies</Link>
              </Button>
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link href="/setup">Add a company</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <fieldset disabled={busy} className="grid gap-4 md:grid-cols-2" role="radiogroup" aria-label="Subscription plan">
              <legend className="sr-only">Subscription plan</legend>
              {PLAN_IDS.map((id) => {
                const plan = PLANS[id];
                const checked = selected === id;
                return (
                  <label
                    key={id}
                    data-testid={`plan-${id}`}
                    data-selected={checked}
                    className={cn(
                      "relative flex cursor-pointer flex-col rounded-xl border bg-card p-6 shadow-sm transition-colors",
                      "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                      checked ? "border-primary ring-2 ring-primary" : "hover:border-primary/50",
                    )}
                  >
                    <input type="radio" value={id} className="sr-only" {...form.register("plan")} />
                    <div className="flex items-start justify-between gap-2">
                      <span className="text-lg font-semibold">{plan.name}</span>
                      {id === "yearly" ? <Badge className="whitespace-normal text-center">{YEARLY_SAVING}</Badge> : null}
                    </div>
                    <p className="mt-3">
                      <span className="text-3xl font-bold tracking-tight">{formatPaise(plan.amountPaise)}</span>{" "}
                      <span className="text-muted-foreground">/ {plan.interval}</span>
                    </p>
                    <ul className="mt-5 space-y-2 text-sm">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex items-start gap-2">
                          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                          <span className={feature === "Priority support" ? "font-medium" : undefined}>{feature}</span>
                        </li>
                      ))}
                    </ul>
                    <span
                      aria-hidden
                      className={cn(
                        "absolute right-4 bottom-4 flex size-5 items-center justify-center rounded-full border",
                        checked ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/40",
                      )}
                    >
                      {checked ? <Check className="size-3" /> : null}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {form.formState.errors.plan ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {form.formState.errors.plan.message}
              </p>
            ) : null}

            <div className="mt-8 flex flex-col items-center gap-3">
              <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-64" disabled={busy}>
                {busy ? "Processing..." : "Proceed to Payment"}
              </Button>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <ShieldCheck className="size-3.5" aria-hidden /> Secure checkout by Razorpay. Prices in Indian rupees.
              </p>
            </div>
          </form>
        )}
      </Main>
    </div>
  );
}
