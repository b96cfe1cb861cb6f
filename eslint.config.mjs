import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import LIB_FLOORS from "./scripts/lib-floors.json" with { type: "json" };

// The architecture's forbidden imports (docs/ARCHITECTURE.md, "Layout"), per folder. Later
// entries replace earlier ones for the same file, so each folder's list is whole.
const UI = {
  group: ["@/components", "@/components/*", "@/app", "@/app/*", "**/components/*", "**/app/*"],
  message: "Screens and pages sit above this layer: import nothing from components/ or app/.",
};
const HTTP = [
  { name: "next/server", message: "Requests and responses belong to route handlers (app/api) and lib/api; pass plain values in." },
  { name: "next/headers", message: "Requests and responses belong to route handlers (app/api) and lib/api; pass plain values in." },
  { name: "next/navigation", message: "Navigation belongs to pages and components." },
  { name: "@/lib/api/route", message: "route() wraps handlers in app/api; domain code throws ApiError (lib/errors) instead." },
];
const restricted = (...entries) => ({
  "no-restricted-imports": ["error", { paths: entries.flatMap((e) => e.paths ?? []), patterns: entries.flatMap((e) => e.patterns ?? []) }],
});
const DB_LAYER = {
  group: ["@/lib/*", "!@/lib/env", "@/lib/*/**"],
  message: "db/ is the schema, the connection and the migrations: it imports no rules from lib/ (configuration from lib/env only).",
};

// The floors of lib/, bottom first (docs/ARCHITECTURE.md, "Floors of lib/"): each folder or
// top-level file of lib/ is on exactly one floor (tests/unit/lib-floors.test.ts checks that).
const FLOORS = Object.fromEntries(Object.entries(LIB_FLOORS).map(([floor, names]) => [floor, names.map((name) => `./lib/${name}`)]));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { drizzle },
    rules: {
      // An update or delete without `where` touches every row of the table.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The schema imports nothing from the application at all.
    files: ["db/**"],
    rules: restricted({ paths: HTTP, patterns: [DB_LAYER, UI] }),
  },
  {
    // Start-up orchestration: runs the domain's seeders and backfills after the migrations.
    files: ["db/seed.ts", "db/prepare.ts"],
    rules: restricted({ paths: HTTP, patterns: [UI] }),
  },
  {
    files: ["db/schema.ts"],
    rules: restricted({
      paths: HTTP,
      patterns: [{ group: ["@/*", "./*", "../*"], message: "The schema is tables only: it imports no rules, no configuration, nothing of the application." }],
    }),
  },
  {
    // Domain rules and data access: no HTTP, no screens.
    files: ["lib/**"],
    rules: restricted({ paths: HTTP, patterns: [UI] }),
  },
  {
    // The HTTP edge of lib/ (route(), errors, sessions and cookies) may use Next's request API.
    files: ["lib/api/**", "lib/auth/**"],
    rules: restricted({ patterns: [UI] }),
  },
  {
    // Screens reach data through the API (lib/client/api.ts), never the database or its schema.
    files: ["components/**"],
    rules: restricted({
      patterns: [
        { group: ["@/db", "@/db/*", "**/db/*"], message: "Components reach data through the API; shared types live in lib/<domain>/ (schemas.ts, types.ts)." },
      ],
    }),
  },
  {
    // Floors of lib/ (docs/ARCHITECTURE.md, "Floors of lib/"): each floor imports only from
    // itself and the floors below; import/no-cycle keeps files of one floor from importing each
    // other in a circle. scripts/lib-layers.ts --check (in `npm run lint`) fails on two folders
    // importing each other.
    files: ["lib/**"],
    // no-cycle reads every module a file imports; packages cannot import lib/ back, so it skips
    // them (without this it parses node_modules too: lint's no-cycle time 97 s -> 28 s).
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: FLOORS.kernel,
              from: "./lib",
              except: FLOORS.kernel.map((path) => path.replace("./lib/", "./")),
              message:
                "The kernel (errors, periods, formatting, the number reader, units of measure, the framework catalogue and the questionnaire) sits at the bottom: pass what it needs in instead.",
            },
            {
              target: FLOORS.records,
              from: [...FLOORS.features, ...FLOORS.http],
              message: "Records (the stored figures, companies, reviews, units) sit below features and http: move the shared piece down, or pass it in.",
            },
            {
              target: FLOORS.features,
              from: FLOORS.http,
              message: "Features sit below http (lib/api, lib/auth): return values and throw ApiError (lib/errors); route handlers make the response.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  globalIgnores([".next*/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "db/migrations/**", "tmp/**"]),
]);
