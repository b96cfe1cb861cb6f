/** Settings every integration test starts from; a test may change process.env for itself. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
  APP_URL: "http://localhost:3000",
  RESET_LINK_IN_RESPONSE: "true",
  ADMIN_EMAIL: "admin@esgplatform.local",
  ADMIN_PASSWORD: "admin-pass-123",
};

export const UNSET_ENV = [
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API_URL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "AI_MODEL",
  "SMTP_URL",
  "ADMIN_AUTOLOGIN",
  "DEMO_SEED",
];
