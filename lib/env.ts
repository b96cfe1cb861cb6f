import { z } from "zod";

// Empty strings count as unset, so `FOO=` in a .env file behaves like no FOO at all.
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const flag = z.preprocess(
  (v) => (v === "" || v === undefined ? "false" : String(v).toLowerCase()),
  z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional,
  /** Connections to PostgreSQL per server process (a write's transaction holds one for its round trips). */
  DATABASE_POOL_MAX: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(200).default(10)),
  PGLITE_DATA_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("./.data/pglite")),
  AUTH_SECRET: optional,
  APP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().default("http://localhost:3000")),
  PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().default(3000)),
  TRUSTED_PROXY_HOPS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10).default(1)),
  ADMIN_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.string().email().default("admin@esgplatform.local")),
  ADMIN_PASSWORD: optional,
  ADMIN_AUTOLOGIN: flag,
  DEMO_SEED: flag,
  RESET_LINK_IN_RESPONSE: flag,
  SMTP_URL: optional,
  MAIL_FROM: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("ESG Platform <no-reply@esgplatform.local>")),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  AI_MODEL: optional,
  AI_TIMEOUT_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().default(60000)),
  // Evidence files go to S3-compatible object storage when S3_BUCKET is set, else into PostgreSQL (lib/evidence).
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  /** The job queue's workers run in the web server's process unless RUN_WORKERS is 0 or false (`npm run worker` runs them then). */
  RUN_WORKERS: z.preprocess(
    (v) => String(v ?? ""),
    z.string().transform((v) => !["0", "false"].includes(v.trim().toLowerCase())),
  ),
  /** Where `next build` writes and `next start` reads the build (the end-to-end tests build beside the main one). */
  NEXT_DIST_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().default(".next")),
});

type Env = z.infer<typeof schema> & { AUTH_SECRET: string };

const DEV_SECRET = "dev-only-secret-change-me-0123456789abcdef";

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = parsed.data;
  if (!env.AUTH_SECRET) {
    // A silent default secret in production would let anyone forge sessions.
    if (env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
      throw new Error("AUTH_SECRET must be set in production (at least 32 random characters).");
    }
    return { ...env, AUTH_SECRET: DEV_SECRET };
  }
  return env as Env;
}

/**
 * Settings are read on each access rather than frozen at import, so tests and scripts that set
 * process.env before first use see their values, and `next build` never needs runtime secrets.
 */
let cache: { key: string; env: Env } | undefined;

export function getEnv(): Env {
  const key = Object.keys(schema.shape)
    .map((name) => process.env[name] ?? "")
    .join("\u0000");
  if (cache?.key !== key) cache = { key, env: load() };
  return cache.env;
}

export const env = new Proxy({} as Env, {
  get(_target, key: string) {
    return getEnv()[key as keyof Env];
  },
});

/** Whether the deployment names its own address (APP_URL has a default for local use). */
export function isAppUrlConfigured(): boolean {
  return Boolean(process.env.APP_URL);
}

export function isPaymentGatewayConfigured(): boolean {
  return Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
}

export function isAiConfigured(): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
}

/** Whether evidence files are stored in S3-compatible object storage (else in PostgreSQL). */
export function isS3Configured(): boolean {
  return Boolean(env.S3_BUCKET);
}
