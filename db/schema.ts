import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    isAdmin: boolean("is_admin").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** 'active' or 'inactive'; read together with subscriptionEndsAt (lib/auth/entitlement.ts). */
    subscriptionStatus: text("subscription_status").notNull().default("inactive"),
    subscriptionPlan: text("subscription_plan"),
    subscriptionEndsAt: timestamp("subscription_ends_at", { withTimezone: true }),
    /** Bumped on block and password reset: tokens carrying an older version are refused. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    orderId: text("order_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** 'created' | 'paid' | 'failed' */
    status: text("status").notNull().default("created"),
    paymentId: text("payment_id"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_orders_order_id_idx").on(t.orderId),
    index("payment_orders_user_idx").on(t.userId),
    index("payment_orders_status_idx").on(t.status, t.completedAt),
  ],
);

export const companies = pgTable(
  "companies",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    industry: text("industry"),
    location: text("location").notNull(),
    size: text("size").notNull(),
    description: text("description"),
    /** First month (1–12) of the company's financial year; India's default is April (decisions D19). */
    fyStartMonth: integer("fy_start_month").notNull().default(4),
    checklistUpdatedAt: timestamp("checklist_updated_at", { withTimezone: true }),
    /** When the annual report (and the BRSR in it) is due: entered per company, shown on the consultant's portfolio. */
    filingDueDate: date("filing_due_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("companies_owner_idx").on(t.ownerId, t.createdAt)],
);

export const companyFrameworks = pgTable(
  "company_frameworks",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.framework] })],
);

export const pdfExtractions = pgTable(
  "pdf_extractions",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    pageCount: integer("page_count").notNull().default(0),
    extractedCount: integer("extracted_count").notNull().default(0),
    engine: text("engine").notNull(),
    metrics: jsonb("metrics")
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** SHA-256 of the uploaded bytes (hex), so a file already extracted is recognised when it comes again. */
    fileSha256: text("file_sha256"),
  },
  (t) => [index("pdf_extractions_company_idx").on(t.companyId, t.createdAt), index("pdf_extractions_file_idx").on(t.companyId, t.fileSha256)],
);

export const esgDataEntries = pgTable(
  "esg_data_entries",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    category: text("category").notNull(),
    metric: text("metric").notNull(),
    /**
     * metricKey(metric) (lib/frameworks/metric-key.ts): what every grouping and lookup by metric
     * compares, so 'Scope 1  emissions' and 'scope 1 emissions' are one metric. Written with the
     * name by every insert and update (an insert without it does not type-check); rows from
     * before the column: migration 0005 and lib/esg-data/metric-keys.ts.
     */
    metricKey: text("metric_key").notNull(),
    /** As entered (free text, SPEC); numericValue is its parsed number where it reads as one. */
    value: text("value").notNull(),
    numericValue: doublePrecision("numeric_value"),
    unit: text("unit").notNull().default(""),
    period: text("period").notNull(),
    /**
     * The period read into a kind and dates (lib/periods), beside the free text SPEC keeps:
     * 'fy' | 'half' | 'quarter' | 'month' | 'calendar_year' | 'date' | 'unparsed'. Dates are null
     * when unparsed. Recomputed when the company's financial-year start month changes.
     */
    periodKind: text("period_kind").notNull().default("unparsed"),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    /** The company marked the notes for print: the BRSR report prints them as a footnote of the cell (decisions D24). */
    notesPrint: boolean("notes_print").notNull().default(false),
    /** 'manual' | 'calculator' | 'extraction' | 'import': assurance providers ask where a figure came from. */
    source: text("source").notNull().default("manual"),
    extractionId: uuid("extraction_id").references(() => pdfExtractions.id, { onDelete: "set null" }),
    /** The calculation that wrote the figure (its inputs, factor set, edition and factors), for source 'calculator'. */
    calculatorRunId: uuid("calculator_run_id").references((): AnyPgColumn => calculatorRuns.id, { onDelete: "set null" }),
    /** The spreadsheet import that last wrote the figure (source 'import'), so the batch can be reverted. */
    importBatchId: uuid("import_batch_id").references((): AnyPgColumn => importBatches.id, { onDelete: "set null" }),
    /** The site the figure is for (lib/units); null: the company as a whole. A unit holding figures cannot be deleted, only archived. */
    unitId: uuid("unit_id").references((): AnyPgColumn => reportingUnits.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Who last changed the figure (value, unit, period, metric): they may not approve it (maker–checker). */
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    /** 'draft' | 'submitted' | 'approved' | 'rejected' (lib/review). Changing an approved figure sends it back to 'submitted'. */
    reviewState: text("review_state").notNull().default("draft"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The reviewer who last approved or rejected it, when, and the comment (a rejection's reason). */
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewComment: text("review_comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("esg_data_company_review_idx").on(t.companyId, t.reviewState),
    // The entry list's order and keyset (decisions D30): newest first, id breaking ties.
    index("esg_data_company_list_idx").on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A figure (lib/esg-data/duplicates.ts): by metric, and by its period's dates (the entry list's duplicates, decisions D30).
    index("esg_data_company_figure_idx").on(t.companyId, t.framework, t.metricKey, t.periodStart, t.periodEnd),
    // A metric's figures across frameworks, newest of each period first: KPI progress and the dashboard's target statuses (decisions D30).
    index("esg_data_company_metric_period_idx").on(t.companyId, t.metricKey, t.period, t.createdAt.desc().nullsFirst()),
    index("esg_data_company_category_idx").on(t.companyId, t.category),
    index("esg_data_company_period_idx").on(t.companyId, t.periodEnd),
    // The questionnaire's cells by their periods' dates, and the latest financial year entered (lib/esg-data/source-entries.ts, decisions D30).
    index("esg_data_company_metric_end_idx").on(t.companyId, t.metricKey, t.periodEnd),
    index("esg_data_company_kind_end_idx").on(t.companyId, t.periodKind, t.periodEnd),
    index("esg_data_unit_idx")
      .on(t.unitId, t.metricKey, t.periodEnd)
      .where(sql`unit_id IS NOT NULL`),
    // The company's own figures (no unit) of the questionnaire's cells, past 100,000 unit figures
    // of the same metrics: the questionnaire's reads never step over the units' rows (migration 0022).
    index("esg_data_company_own_metric_end_idx")
      .on(t.companyId, t.metricKey, t.periodEnd)
      .where(sql`unit_id IS NULL`),
    index("esg_data_company_own_brsr_idx")
      .on(t.companyId, t.framework, t.metricKey, t.periodEnd, t.id)
      .where(sql`unit_id IS NULL`),
  ],
);

/**
 * The frameworks a figure answers besides the one it is stored under (decisions D23): one stored
 * figure, every framework that asks for it a reference (lib/esg-data/figures.ts). The metric is
 * the framework's own name for it (lib/frameworks/links.ts decides which names are one figure).
 */
export const figureLinks = pgTable(
  "figure_links",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => esgDataEntries.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    metric: text("metric").notNull(),
    metricKey: text("metric_key").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.framework] }), index("figure_links_company_idx").on(t.companyId, t.framework, t.metricKey)],
);

export type FigureLink = typeof figureLinks.$inferSelect;

/**
 * Copies of one figure (same shared metric key, period and site) that hold different values,
 * found by the merge (lib/esg-data/figures.ts): listed for a person to pick one, never dropped.
 * 'open' until resolved; the chosen entry is kept, the others merged into it.
 */
export const figureConflicts = pgTable(
  "figure_conflicts",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The figure: shared metric key | period dates (or text) | site. */
    figure: text("figure").notNull(),
    metric: text("metric").notNull(),
    period: text("period").notNull(),
    entryIds: uuid("entry_ids").array().notNull(),
    status: text("status").notNull().default("open"),
    chosenEntryId: uuid("chosen_entry_id"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("figure_conflicts_company_idx").on(t.companyId, t.status),
    uniqueIndex("figure_conflicts_open_idx")
      .on(t.companyId, t.figure)
      .where(sql`status = 'open'`),
  ],
);

export type FigureConflict = typeof figureConflicts.$inferSelect;

/**
 * Section A facts about a company that are not metrics (CIN, addresses, exchanges, NIC codes,
 * plants, subsidiaries…): one validated document per company (lib/companies/profile), audited
 * like data. Per-year figures (turnover, headcounts) are BRSR cells, not profile fields.
 */
export const companyProfiles = pgTable("company_profiles", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  data: jsonb("data")
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * The Section A facts SEBI asks as at the reporting year (exchanges, paid-up capital, contact person,
 * boundary, assessment or assurance and its provider, the market-capitalisation rank band, Q16–Q19,
 * Q23, Q24): one document per company and financial year (by the year it ends in). A year without a
 * row reads the nearest earlier year's (a new year starts as a copy of the previous one) and is
 * written on its own. Migration 0020 copied each company's single profile into every year it had.
 */
export const companyProfileYears = pgTable(
  "company_profile_years",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fyEndYear: integer("fy_end_year").notNull(),
    data: jsonb("data")
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fyEndYear] })],
);

export const kpiTargets = pgTable(
  "kpi_targets",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    category: text("category").notNull(),
    metric: text("metric").notNull(),
    targetValue: doublePrecision("target_value").notNull(),
    unit: text("unit").notNull().default(""),
    targetPeriod: text("target_period").notNull(),
    baselineValue: doublePrecision("baseline_value"),
    baselinePeriod: text("baseline_period"),
    /** 'decrease' | 'increase' | null (null: inferred from baseline vs target). */
    direction: text("direction"),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("kpi_targets_company_idx").on(t.companyId, t.createdAt)],
);

export const aiInsights = pgTable(
  "ai_insights",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    category: text("category"),
    insights: text("insights").notNull(),
    recommendations: jsonb("recommendations")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The model name, or 'offline analysis'. */
    engine: text("engine").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("ai_insights_company_idx").on(t.companyId, t.createdAt)],
);

export const checklistProgress = pgTable(
  "checklist_progress",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: createdAt(),
  },
  // The primary key makes a double toggle unable to leave two rows for one item.
  (t) => [primaryKey({ columns: [t.companyId, t.item] })],
);

export const reportsGenerated = pgTable(
  "reports_generated",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("brsr"),
    pageCount: integer("page_count").notNull().default(0),
    generatedBy: uuid("generated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("reports_generated_company_idx").on(t.companyId, t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept without a foreign key so a company's deletion stays on record. */
    companyId: uuid("company_id"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt), index("audit_log_company_idx").on(t.companyId)],
);

/**
 * Emission-factor sets (decisions D27): 'india' and 'spec-defaults', seeded from lib/factors/data at
 * start (lib/factors/service.ts), so the library is data and its sources are queryable.
 */
export const factorSets = pgTable("factor_sets", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  edition: text("edition").notNull(),
  description: text("description").notNull().default(""),
  /** Which IPCC assessment's 100-year GWPs the set converts gases with. */
  gwpBasis: text("gwp_basis").notNull().default(""),
  position: integer("position").notNull().default(0),
  /** Activities the calculators ask for that the set has no sourced factor for, with reasons. */
  gaps: jsonb("gaps")
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Fuel energy contents (kWh per unit) with their calorific basis and source. */
  energyContents: jsonb("energy_contents")
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One factor: kg CO2e per unit of an activity, with its scope, years and source. */
export const emissionFactors = pgTable(
  "emission_factors",
  {
    /** '<set>:<activity>' or '<set>:<activity>:<fy>'. */
    id: text("id").primaryKey(),
    setId: text("set_id")
      .notNull()
      .references(() => factorSets.id, { onDelete: "cascade" }),
    /** The activity the calculators know it by ('diesel', 'grid_electricity', 'r410a'). */
    activity: text("activity").notNull(),
    category: text("category").notNull(),
    label: text("label").notNull(),
    unit: text("unit").notNull(),
    /** kg CO2e per unit. */
    value: doublePrecision("value").notNull(),
    /** kg CO2e of each gas per unit where the source splits it: {co2, ch4, n2o, hfcs, hcfcs}. */
    gases: jsonb("gases"),
    scope: integer("scope").notNull(),
    scope3Category: integer("scope3_category"),
    region: text("region").notNull(),
    /** First and last financial year ('2024-25') the factor applies to; null is open. */
    fyFrom: text("fy_from"),
    fyTo: text("fy_to"),
    sourcePublisher: text("source_publisher").notNull(),
    sourceDocument: text("source_document").notNull(),
    sourceEdition: text("source_edition").notNull(),
    sourceYear: integer("source_year"),
    sourceUrl: text("source_url").notNull(),
    /** Table/row and arithmetic; and, where read on a secondary page, that page. */
    sourceLocator: text("source_locator"),
    sourceVia: jsonb("source_via"),
    notes: text("notes").notNull().default(""),
    /** Montreal Protocol gases (HCFC-22) are reported outside Scopes 1–3. */
    outsideScopes: boolean("outside_scopes").notNull().default(false),
    unitAssumed: boolean("unit_assumed").notNull().default(false),
    position: integer("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("emission_factors_set_idx").on(t.setId, t.position), index("emission_factors_activity_idx").on(t.setId, t.activity)],
);

/**
 * A company's factor set for one financial year (by the year it ends in), frozen: the factors the
 * set had for that year when the company first saved a calculation (or chose the set) are copied
 * here, so a new edition of the library never changes a saved figure. Only an explicit
 * recalculation (lib/calculators/recalculation.ts) replaces the copy.
 */
export const companyFactorYears = pgTable(
  "company_factor_years",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fyEndYear: integer("fy_end_year").notNull(),
    setId: text("set_id")
      .notNull()
      .references(() => factorSets.id),
    setEdition: text("set_edition").notNull(),
    /** The set's factors for the year (lib/factors EmissionFactor[]), with their sources. */
    factors: jsonb("factors").notNull(),
    energyContents: jsonb("energy_contents")
      .notNull()
      .default(sql`'[]'::jsonb`),
    gaps: jsonb("gaps")
      .notNull()
      .default(sql`'[]'::jsonb`),
    frozenAt: timestamp("frozen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fyEndYear] })],
);

/** A company's own value for one activity's factor in one financial year, with its reason (audited). */
export const companyFactorOverrides = pgTable(
  "company_factor_overrides",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fyEndYear: integer("fy_end_year").notNull(),
    activity: text("activity").notNull(),
    /** kg CO2e per the factor's unit. */
    value: doublePrecision("value").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fyEndYear, t.activity] })],
);

/**
 * One saved calculation: what was entered, which set, edition and factors priced it, and what it
 * gave. The entries it wrote point back here (esg_data_entries.calculator_run_id).
 */
export const calculatorRuns = pgTable(
  "calculator_runs",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** 'ghg' | 'water' | 'waste' | 'energy'. */
    kind: text("kind").notNull(),
    fyEndYear: integer("fy_end_year").notNull(),
    /** The year's label the entries were filed under ('FY 2024-25'). */
    period: text("period").notNull(),
    setId: text("set_id").notNull(),
    setEdition: text("set_edition").notNull(),
    inputs: jsonb("inputs").notNull(),
    /** Every factor the calculation used, as applied (overrides marked), with sources. */
    factors: jsonb("factors")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The figures written: [{ metric, value, unit }]. */
    figures: jsonb("figures")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when an explicit recalculation replaced this run. */
    supersededBy: uuid("superseded_by"),
    /** The reporting unit whose figures the run wrote (lib/units); null: the company as a whole. */
    unitId: uuid("unit_id").references((): AnyPgColumn => reportingUnits.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("calculator_runs_company_idx").on(t.companyId, t.fyEndYear, t.kind, t.createdAt)],
);

/** Shared state of rate-limiter-flexible's RateLimiterDrizzle, so app instances share limits. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

export type User = typeof users.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type EsgDataEntry = typeof esgDataEntries.$inferSelect;
export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
export type KpiTarget = typeof kpiTargets.$inferSelect;
export type AiInsight = typeof aiInsights.$inferSelect;
export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type FactorSetRow = typeof factorSets.$inferSelect;
export type EmissionFactorRow = typeof emissionFactors.$inferSelect;
export type CalculatorRun = typeof calculatorRuns.$inferSelect;
export type CompanyFactorYear = typeof companyFactorYears.$inferSelect;
export type CompanyFactorOverride = typeof companyFactorOverrides.$inferSelect;

/**
 * The first answer to a create sent with an `Idempotency-Key` (lib/api/idempotency.ts), kept for a
 * day: the same key again — a retry, a double click landing twice — gets that answer back instead
 * of creating a second row. Keys belong to the user who sent them.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key sent with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** The answer's status; null while the first request is still being answered. */
    status: integer("status"),
    body: text("body"),
    contentType: text("content_type"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * One committed spreadsheet import (decisions D29): who sent which file (its SHA-256) and what it did.
 * The entries it wrote point back here (esg_data_entries.import_batch_id); `changes` keeps each
 * entry's state before and after, so a revert restores exactly what was there.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** 'xlsx' | 'csv'. */
    format: text("format").notNull(),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** [{ entry_id, before: snapshot | null, updated_at }], then [{ link }] for each link it added to a figure held before (lib/spreadsheets/imports.ts). */
    changes: jsonb("changes")
      .notNull()
      .default(sql`'[]'::jsonb`),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
    revertedBy: uuid("reverted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("import_batches_company_idx").on(t.companyId, t.createdAt)],
);

export type ImportBatch = typeof importBatches.$inferSelect;

/** Raw bytes (PostgreSQL bytea), for evidence files kept in the database. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Who may work in a company and how (decisions D20; lib/companies/members.ts). The creator is
 * its first owner. An assurer's access ends at `access_until`; past it the row is as if absent.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'owner' | 'reviewer' | 'editor' | 'viewer' | 'assurer'. */
    role: text("role").notNull(),
    accessUntil: timestamp("access_until", { withTimezone: true }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user_idx").on(t.userId)],
);

export type CompanyMember = typeof companyMembers.$inferSelect;

/** An invitation to join a company with a role. The token is sent once and stored hashed (SHA-256). */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Lower-cased; only the account with this e-mail may accept. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** For an assurer: when the access the invitation grants ends. */
    accessUntil: timestamp("access_until", { withTimezone: true }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("company_invitations_token_idx").on(t.tokenHash), index("company_invitations_company_idx").on(t.companyId, t.createdAt)],
);

export type CompanyInvitation = typeof companyInvitations.$inferSelect;

/**
 * A closed financial year (lib/companies/locks.ts): every write to its entries, cells, evidence
 * and targets answers 423. Reopening deletes the row; the audit trail keeps both with reasons.
 */
export const fiscalYearLocks = pgTable(
  "fiscal_year_locks",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The calendar year the financial year ends in (FY 2024-25 → 2025), as company_factor_years. */
    fyEndYear: integer("fy_end_year").notNull(),
    reason: text("reason").notNull().default(""),
    lockedBy: uuid("locked_by").references(() => users.id, { onDelete: "set null" }),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fyEndYear] })],
);

export type FiscalYearLock = typeof fiscalYearLocks.$inferSelect;

/** A file attached to an entry (a figure or a questionnaire cell's entry) as its evidence (lib/evidence). */
export const evidenceFiles = pgTable(
  "evidence_files",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => esgDataEntries.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** Read from the content, never from the name: 'application/pdf', 'image/png', … */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** 'postgres' (bytes in evidence_blobs) | 's3' (object key in storage_key). */
    storage: text("storage").notNull(),
    storageKey: text("storage_key"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("evidence_files_entry_idx").on(t.entryId, t.createdAt), index("evidence_files_company_idx").on(t.companyId, t.createdAt)],
);

export type EvidenceFile = typeof evidenceFiles.$inferSelect;

/** The bytes of an evidence file stored in PostgreSQL, apart so listing files never reads them. */
export const evidenceBlobs = pgTable("evidence_blobs", {
  evidenceId: uuid("evidence_id")
    .primaryKey()
    .references(() => evidenceFiles.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});

/** An assurer's (or reviewer's) request for evidence on a figure: a thread, open until closed. */
export const evidenceRequests = pgTable(
  "evidence_requests",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => esgDataEntries.id, { onDelete: "cascade" }),
    /** 'open' | 'closed'. */
    status: text("status").notNull().default("open"),
    raisedBy: uuid("raised_by").references(() => users.id, { onDelete: "set null" }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("evidence_requests_company_idx").on(t.companyId, t.status), index("evidence_requests_entry_idx").on(t.entryId)],
);

export type EvidenceRequest = typeof evidenceRequests.$inferSelect;

export const evidenceRequestComments = pgTable(
  "evidence_request_comments",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => evidenceRequests.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("evidence_request_comments_request_idx").on(t.requestId, t.createdAt)],
);

/** A group's entries by review state and the newest one's time: what the summaries and their rollups keep. */
const entryCounts = () => ({
  entries: integer("entries").notNull(),
  draft: integer("draft").notNull().default(0),
  submitted: integer("submitted").notNull().default(0),
  approved: integer("approved").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  latest: timestamp("latest", { withTimezone: true }),
});

/**
 * Per company, framework, category and metric: how many entries, by review state, and the newest
 * one's time (decisions D30). Kept by statement-level triggers on esg_data_entries in the same
 * transaction as every write (migration 0009's `entry_summaries_*` functions: one aggregated
 * upsert per statement, so a 50,000-row import is one), so the dashboard reads a few summary
 * rows instead of grouping every entry. `rebuildEntrySummaries` (lib/dashboard/summaries.ts, `npm
 * run summaries:rebuild`) recomputes them; a test holds them equal to a full recomputation.
 */
export const entrySummaries = pgTable(
  "entry_summaries",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    category: text("category").notNull(),
    metricKey: text("metric_key").notNull(),
    ...entryCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.framework, t.category, t.metricKey] }),
    // The dashboard asks which catalogue metrics a company has, by key, whatever the framework.
    index("entry_summaries_company_metric_idx").on(t.companyId, t.metricKey),
  ],
);

/**
 * The entry summaries summed per company, framework and category, kept by the same triggers in
 * the same statement (migration 0013): what the dashboard's totals read, a few rows per company
 * however many metrics its sites report.
 */
export const entryRollups = pgTable(
  "entry_rollups",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    category: text("category").notNull(),
    ...entryCounts(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.framework, t.category] })],
);

/**
 * A number per company that changes with every write to what its dashboard shows (entries,
 * targets, year locks, reports made, checklist ticks, evidence requests, frameworks, the company
 * row, a member's name), set by statement-level triggers in the same transaction (migration 0014)
 * from one sequence, so it never repeats. It is read in the session's own statement, and a
 * process answers the dashboard and KPI progress from what it computed for the same number (lib/companies/data-version-cache.ts).
 */
export const companyDataVersions = pgTable("company_data_versions", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * A board's approval of one financial year's BRSR (lib/signoffs): who approved it, under which
 * resolution, and the version it made. Versions of a year count up; a reopened year signed again
 * makes the next one, with the reason it was reopened. The year's lock is taken in the same transaction.
 */
export const brsrSignoffs = pgTable(
  "brsr_signoffs",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fyEndYear: integer("fy_end_year").notNull(),
    version: integer("version").notNull(),
    approvedBy: text("approved_by").notNull(),
    din: text("din").notNull(),
    designation: text("designation").notNull(),
    approvalDate: date("approval_date", { mode: "string" }).notNull(),
    resolutionReference: text("resolution_reference").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** Why the year was reopened after the previous version (null for version 1). */
    reopenReason: text("reopen_reason"),
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("brsr_signoffs_company_year_version_idx").on(t.companyId, t.fyEndYear, t.version)],
);

/** The bytes frozen at a sign-off, one per kind (the annual-report PDF, the XBRL instance), with their SHA-256. */
export const brsrSignoffArtifacts = pgTable(
  "brsr_signoff_artifacts",
  {
    signoffId: uuid("signoff_id")
      .notNull()
      .references(() => brsrSignoffs.id, { onDelete: "cascade" }),
    /** 'report.pdf' | 'instance.xml' */
    kind: text("kind").notNull(),
    contentType: text("content_type").notNull(),
    sha256: text("sha256").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** 'postgres' (the bytes in `data`) or 's3' (under `storage_key`), as evidence files. */
    storage: text("storage").notNull().default("postgres"),
    storageKey: text("storage_key"),
    data: bytea("data"),
  },
  (t) => [primaryKey({ columns: [t.signoffId, t.kind] })],
);

export type BrsrSignoff = typeof brsrSignoffs.$inferSelect;
export type BrsrSignoffArtifact = typeof brsrSignoffArtifacts.$inferSelect;

/**
 * A reporting unit of a company (lib/units): a plant, office, warehouse, subsidiary or joint
 * venture, in a tree under the company. Section A's plant, office, subsidiary and water-stressed
 * facility lists are derived from these; figures may be entered per unit and roll up to the
 * company by the year's boundary (standalone or consolidated).
 */
export const reportingUnits = pgTable(
  "reporting_units",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => reportingUnits.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** 'plant' | 'office' | 'warehouse' | 'subsidiary' | 'joint_venture'. */
    type: text("type").notNull(),
    country: text("country").notNull().default("India"),
    state: text("state"),
    district: text("district"),
    nicCode: text("nic_code"),
    ownershipPct: doublePrecision("ownership_pct"),
    inStandalone: boolean("in_standalone").notNull().default(true),
    inConsolidated: boolean("in_consolidated").notNull().default(true),
    waterStressed: boolean("water_stressed").notNull().default(false),
    /** Financial years the unit reports ('2023-24'); null: from always / until now. */
    activeFromFy: text("active_from_fy"),
    activeToFy: text("active_to_fy"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("reporting_units_company_name_idx").on(t.companyId, sql`lower(${t.name})`), index("reporting_units_parent_idx").on(t.parentId)],
);

export type ReportingUnit = typeof reportingUnits.$inferSelect;

/**
 * The unit figures of a company summed per metric, period, unit of measure and the units' class
 * (boundary flags and active years: what the roll-up filters units by), kept by triggers on
 * `esg_data_entries` and `reporting_units` in the same statement as every write (migration
 * 0022). What the questionnaire's roll-up reads for a company with many unit figures: a thousand
 * rows instead of 100,000 (lib/units/rollup-source.ts). `total` sums `numeric_value` exactly
 * (numeric), so a figure taken out again leaves no rounding behind; it counts only while every
 * figure of the group reads as a number (`numeric_figures = figures`).
 */
export const unitFigureSums = pgTable(
  "unit_figure_sums",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    metricKey: text("metric_key").notNull(),
    metric: text("metric").notNull(),
    period: text("period").notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    unit: text("unit").notNull(),
    inStandalone: boolean("in_standalone").notNull(),
    inConsolidated: boolean("in_consolidated").notNull(),
    /** The units' active years; '' for none (always / until now). */
    activeFromFy: text("active_from_fy").notNull(),
    activeToFy: text("active_to_fy").notNull(),
    figures: integer("figures").notNull(),
    numericFigures: integer("numeric_figures").notNull(),
    total: numeric("total").notNull(),
    draft: integer("draft").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    submitted: integer("submitted").notNull().default(0),
    latest: timestamp("latest", { withTimezone: true }),
  },
  (t) => [
    primaryKey({
      name: "unit_figure_sums_pk",
      columns: [t.companyId, t.periodEnd, t.metricKey, t.period, t.unit, t.inStandalone, t.inConsolidated, t.activeFromFy, t.activeToFy],
    }),
  ],
);

export type UnitFigureSum = typeof unitFigureSums.$inferSelect;

/**
 * A request for figures (lib/requests): cells or whole sections of a unit and year, assigned to
 * a member or a contributor (a role that reaches only its requests), with a due date. States:
 * 'not_started' | 'in_progress' | 'submitted' | 'approved' | 'returned'; overdue is read from the
 * due date.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => reportingUnits.id, { onDelete: "cascade" }),
    fy: text("fy").notNull(),
    /** The questionnaire cell keys asked for (sections are expanded to their cells when the request is made). */
    cells: jsonb("cells").$type<string[]>().notNull(),
    sections: jsonb("sections")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    assigneeEmail: text("assignee_email").notNull(),
    /** Null until the invited contributor accepts. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    message: text("message").notNull().default(""),
    state: text("state").notNull().default("not_started"),
    returnComment: text("return_comment"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("data_requests_company_idx").on(t.companyId, t.fy),
    index("data_requests_assignee_idx").on(t.assigneeId),
    index("data_requests_email_idx").on(t.companyId, t.assigneeEmail),
    index("data_requests_due_idx").on(t.dueDate, t.state),
  ],
);

export type DataRequest = typeof dataRequests.$inferSelect;

/** A company's reminder settings: days before the due date, and the interval of overdue reminders. */
export const requestSettings = pgTable("request_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  daysBefore: jsonb("days_before")
    .$type<number[]>()
    .notNull()
    .default(sql`'[7,1]'::jsonb`),
  overdueEveryDays: integer("overdue_every_days").notNull().default(7),
  /** Whether overdue reminders go at all (then every `overdue_every_days`), and the owners' weekly digest. An empty `days_before` sends none before the due date. */
  overdueEnabled: boolean("overdue_enabled").notNull().default(true),
  digestEnabled: boolean("digest_enabled").notNull().default(true),
});

/**
 * Each reminder once: keyed by request and rule (or owner and week for the digest). A row is
 * claimed when the reminder falls due and a job sends it; `sent_at` marks it delivered.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: id(),
    key: text("key").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").references(() => dataRequests.id, { onDelete: "cascade" }),
    rule: text("rule").notNull(),
    recipient: text("recipient").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_deliveries_key_idx").on(t.key), index("reminder_deliveries_pending_idx").on(t.sentAt)],
);

/**
 * A value-chain partner (lib/value-chain): an upstream supplier or a downstream customer, with
 * the value of purchases from it (or sales to it) per financial year. Its BRSR Core figures are
 * asked through the data requests of a reporting unit of type 'value_chain_partner' made with it
 * (`unit_id`): that unit holds the partner's attributed figures, never rolls up into the
 * company's, and is not listed among the company's units.
 */
export const valueChainPartners = pgTable(
  "value_chain_partners",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => reportingUnits.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** 'upstream' (purchases from it) | 'downstream' (sales to it). */
    side: text("side").notNull(),
    cin: text("cin"),
    gstin: text("gstin"),
    email: text("email"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("value_chain_partners_company_name_idx").on(t.companyId, t.side, sql`lower(${t.name})`),
    uniqueIndex("value_chain_partners_unit_idx").on(t.unitId),
  ],
);

export type ValueChainPartner = typeof valueChainPartners.$inferSelect;

/**
 * A partner's value of business in a financial year ('2024-25', ₹), and whether the company
 * added it to the chosen set beyond the default (the fewest partners covering 75 %).
 */
export const valueChainAmounts = pgTable(
  "value_chain_amounts",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => valueChainPartners.id, { onDelete: "cascade" }),
    fy: text("fy").notNull(),
    amount: doublePrecision("amount").notNull(),
    added: boolean("added").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.fy] })],
);

/** A company's value-chain disclosure of a year: whether the BRSR prints it after BRSR Core. */
export const valueChainYears = pgTable(
  "value_chain_years",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fy: text("fy").notNull(),
    includeInReport: boolean("include_in_report").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fy] })],
);

/**
 * Long work done by the job queue's worker (lib/jobs/long-work.ts): a large spreadsheet import, a
 * filed BRSR, the assurance pack. The route answers 202 with the id; `GET /api/jobs/{id}` reads
 * state, progress, and the result or the error. `input` holds what the work needs (an uploaded
 * file's bytes in `file`), cleared when the work ends; `file` a result's bytes (the pack's ZIP).
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** 'import' | 'filing' | 'assurance-pack' | 'extraction' */
    kind: text("kind").notNull(),
    /** 'queued' | 'running' | 'succeeded' | 'failed' */
    state: text("state").notNull().default("queued"),
    /** 0–100. */
    progress: integer("progress").notNull().default(0),
    /** What the work is doing now ('Reading rows', 'Writing figures'). */
    stage: text("stage").notNull().default(""),
    input: jsonb("input")
      .notNull()
      .default(sql`'{}'::jsonb`),
    file: bytea("file"),
    fileName: text("file_name"),
    result: jsonb("result"),
    /** The HTTP status the work would have answered had it run in the request (201, 200, 409, 422). */
    resultStatus: integer("result_status"),
    error: text("error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("background_jobs_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * A BRSR filed elsewhere (an exchange's XBRL instance, or the BRSR pages of an annual report)
 * brought in for a company. Its id is the id of the `pdf_extractions` row whose proposals hold
 * its figures, so the review queue serves it unchanged and an accepted figure's entry names the
 * filing by its `extraction_id` (source 'filing'). The mapping report is kept as read.
 */
export const brsrFilings = pgTable(
  "brsr_filings",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => pdfExtractions.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** 'xbrl' | 'pdf' */
    kind: text("kind").notNull(),
    filename: text("filename").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** The taxonomy version read from the namespace (null for a PDF). */
    taxonomy: text("taxonomy"),
    /** Financial years the file holds: { cy, py } labels. */
    years: jsonb("years").notNull(),
    cin: text("cin"),
    report: jsonb("report").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("brsr_filings_company_file_idx").on(t.companyId, t.fileSha256), index("brsr_filings_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * A peer's filing in an account's peer library: figures for benchmarks, not a company with a
 * workspace. Seen only by the account that uploaded it.
 */
export const peerFilings = pgTable(
  "peer_filings",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cin: text("cin"),
    nicCode: text("nic_code"),
    /** 'FY 2024-25' */
    fy: text("fy").notNull(),
    filename: text("filename").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** BRSR Core numerators and denominators by questionnaire cell key (numbers in the cell's unit). */
    figures: jsonb("figures").notNull(),
    /** Shown on screen: the demo's synthetic peers say so. */
    synthetic: boolean("synthetic").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("peer_filings_owner_file_idx").on(t.ownerId, t.fileSha256, t.fy), index("peer_filings_owner_idx").on(t.ownerId, t.fy)],
);

/**
 * An account's peer library shared with a company: the company's members see those peers in its
 * benchmarks (never in their own library), while the account stays a member of the company.
 */
export const peerLibraryShares = pgTable(
  "peer_library_shares",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.companyId] }), index("peer_library_shares_company_idx").on(t.companyId)],
);
