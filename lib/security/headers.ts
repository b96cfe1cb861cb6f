// The response headers every answer carries, pages, API and build files alike (next.config.ts).
// The Content-Security-Policy is per request and lives in lib/security/csp.ts.

/** Razorpay's checkout: its script, the frame it opens, and the payment feature it asks for. */
export const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing here uses the camera, microphone, location or USB; the checkout asks for payment.
  { key: "Permissions-Policy", value: `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${RAZORPAY_CHECKOUT}")` },
  // For browsers without CSP's frame-ancestors; the CSP says the same.
  { key: "X-Frame-Options", value: "DENY" },
];

/** Two years, subdomains included: the value hstspreload.org asks for. */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
