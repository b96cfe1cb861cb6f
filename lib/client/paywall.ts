/**
 * Whether subscriptions are enforced (decisions D5: only when the payment gateway is
 * configured). Fetched from GET /api/auth/paywall once per page load rather than written into
 * the HTML, which would make every page render per request. The auth provider waits for it
 * before it reports a user, so the client gate and `homeFor` never decide on a guess.
 */
let known: boolean | null = null;
let pending: Promise<boolean> | null = null;

/** Until the server has answered: on, the stricter reading (the server gate decides anyway). */
export function isPaywallOn(): boolean {
  return known ?? true;
}

export function loadPaywall(): Promise<boolean> {
  pending ??= fetch("/api/auth/paywall", { cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/auth/paywall answered ${response.status}`);
      const body = (await response.json()) as { paywall?: unknown };
      known = body.paywall !== false;
      return known;
    })
    .catch((error: unknown) => {
      console.error("Failed to load the paywall setting:", error);
      // Asked again on the next start rather than remembered as an answer.
      pending = null;
      return isPaywallOn();
    });
  return pending;
}

/** Sets the answer without asking the server; null forgets it (tests). */
export function setPaywall(on: boolean | null): void {
  known = on;
  pending = on === null ? null : Promise.resolve(on);
}
