/**
 * Whether subscriptions are enforced (DECISIONS 5: only when the payment gateway is
 * configured). The root layout writes the server's answer into <html data-paywall>.
 */
export function isPaywallOn(): boolean {
  if (typeof document === "undefined") return true;
  return document.documentElement.dataset.paywall !== "off";
}
