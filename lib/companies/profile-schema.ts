import { z } from "zod";
import { formatCount } from "@/lib/format";
import {
  ASSURANCE_TYPES,
  DEFAULT_FY_START_MONTH,
  INDIAN_STOCK_EXCHANGES,
  MARKET_CAP_BAND_LABELS,
  MARKET_CAP_BANDS,
  RELATED_COMPANY_KINDS,
  type AssuranceType,
  type MarketCapBand,
} from "./profile-questions";

export * from "./profile-questions";

// The entity profile: BRSR Section A facts about the listed entity that are not per-year figures
// (../shared/BRSR_FORMAT.md §2). Shared by PUT /api/companies/{id}/profile and the profile form
// (zodResolver): pure, no server-only imports. Every field is optional — a profile fills up over
// time — but validated when present. Empty text, null and empty lists or groups mean "not
// answered" and are dropped, so a stored profile holds only answers.

const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
export const CIN_MESSAGE = "CIN must be 21 characters, e.g. L27100MH1995PLC084723";
const NIC_CODE_PATTERN = /^\d{2,5}$/;

const REPORTING_BOUNDARIES = ["standalone", "consolidated"] as const;
const ASSURANCE_SPELLINGS = new Map<string, AssuranceType>([
  ...ASSURANCE_TYPES.map((t) => [t.toLowerCase(), t] as const),
  ["reasonable", "Reasonable assurance"],
  ["limited", "Limited assurance"],
  ["assurance (reasonable)", "Reasonable assurance"],
  ["assurance (limited)", "Limited assurance"],
  ["no assurance", "None"],
]);
export const ASSURANCE_TYPE_MESSAGE = `Type of assessment or assurance must be one of: ${ASSURANCE_TYPES.join(", ")}`;

const BAND_RANK: Record<MarketCapBand, number> = { "top-150": 150, "top-250": 250, "top-500": 500, "top-1000": 1000, "beyond-1000": Infinity };

/**
 * SEBI's glide path for BRSR Core assessment or assurance, by the year the financial year ends in
 * (BRSR_FORMAT §5.4, believed: circulars of 12 July 2023 and 28 March 2025 as summarised by R23,
 * R25): FY 2023-24 the top 150 by market capitalisation, FY 2024-25 the top 250, FY 2025-26 the top
 * 500, FY 2026-27 onwards the top 1,000. Null before FY 2023-24.
 */
export function coreAssuranceThreshold(fyEndYear: number): number | null {
  if (fyEndYear < 2024) return null;
  if (fyEndYear === 2024) return 150;
  if (fyEndYear === 2025) return 250;
  if (fyEndYear === 2026) return 500;
  return 1000;
}

export type CoreAssuranceApplicability = {
  /** null: the band was not entered for the year. */
  applies: boolean | null;
  band: MarketCapBand | null;
  /** The glide path's 'top N' for the year; null before BRSR Core assurance began. */
  threshold: number | null;
  message: string;
};

/** Whether BRSR Core assessment or assurance applies to the company for the year, from its band. */
export function coreAssuranceApplicability(band: MarketCapBand | undefined | null, fyEndYear: number, fyLabel: string): CoreAssuranceApplicability {
  const threshold = coreAssuranceThreshold(fyEndYear);
  if (!band)
    return {
      applies: null,
      band: null,
      threshold,
      message: `Enter the market-capitalisation rank band for ${fyLabel} in the Entity Profile to know whether BRSR Core assessment or assurance applies`,
    };
  const applies = threshold !== null && BAND_RANK[band] <= threshold;
  const message = applies
    ? `BRSR Core assessment or assurance applies for ${fyLabel} (the top ${formatCount(threshold!)} listed entities): name its type and provider in Section A Q14–Q15`
    : threshold === null
      ? `BRSR Core assessment or assurance does not apply before FY 2023-24`
      : `BRSR Core assessment or assurance does not apply for ${fyLabel} (${MARKET_CAP_BAND_LABELS[band]}; it applies to the top ${formatCount(threshold)})`;
  return { applies, band, threshold, message };
}

const MAX_ROWS = { business_activities: 50, products: 200, related_companies: 1000, stock_exchanges: 20 } as const;

/** Optional text: trimmed; empty or null → not answered. */
const text = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${formatCount(max)} characters at most)`)
    .nullish()
    .transform((v) => v || undefined)
    .optional();

/** Optional text that must match a rule when given. */
const checkedText = (label: string, ok: (value: string) => boolean, message: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${formatCount(max)} characters at most)`)
    .refine((v) => v === "" || ok(v), message)
    .nullish()
    .transform((v) => v || undefined)
    .optional();

/** Required text inside a table row (the row's own name). */
const rowName = (label: string, max = 300) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${formatCount(max)} characters at most)`);

const emailSchema = z.email();
const isEmail = (v: string) => emailSchema.safeParse(v).success;

function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

/** At least six digits; separators, '+', brackets and an extension ('ext. 12') but no other words. */
const isTelephone = (v: string) => (v.match(/\d/g)?.length ?? 0) >= 6 && !/[a-z]/i.test(v.replace(/\bext(n|ension)?\b\.?/gi, ""));

type NumberRule = { min?: number; max?: number; int?: boolean; message: string };

/** Optional number; null → not answered. */
const number = ({ min, max, int, message }: NumberRule) => {
  let schema = z.number({ error: message });
  if (int) schema = schema.int(message);
  if (min !== undefined) schema = schema.min(min, message);
  if (max !== undefined) schema = schema.max(max, message);
  return schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
};

const count = (label: string) => number({ min: 0, int: true, message: `${label} must be a whole number, 0 or more` });
const percent = (label: string) => number({ min: 0, max: 100, message: `${label} must be a percentage between 0 and 100` });
const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be yes or no` })
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();

/** Optional choice from a fixed list; "" or null → not answered. */
const choice = <T extends readonly string[]>(choices: T, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || (choices as readonly string[]).includes(v), message)
    .nullish()
    .transform((v) => (v || undefined) as T[number] | undefined)
    .optional();

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Q16 and Q17 list what makes up the turnover: their percentages cannot add up past 100. */
const turnoverRows = <S extends z.ZodType<{ turnover_percent?: number }>>(row: S, max: number, what: string) =>
  z
    .array(row, { error: `Send a list of ${what}` })
    .max(max, `At most ${max} ${what}`)
    .superRefine((rows, ctx) => {
      // Runs even when a row failed: a percentage that is itself wrong is that row's error alone.
      const shares = rows.map((r) => r?.turnover_percent as unknown);
      if (shares.some((v) => v != null && (typeof v !== "number" || !(v >= 0 && v <= 100)))) return;
      const total = round2((shares as (number | null | undefined)[]).reduce<number>((sum, v) => sum + (v ?? 0), 0));
      if (total > 100) ctx.addIssue({ code: "custom", message: `turnover percentages add up to ${total}%; they must not exceed 100%` });
    })
    .optional();

const businessActivitySchema = z.object({
  main_activity: rowName("Description of main activity"),
  business_activity: text("Description of business activity", 300),
  turnover_percent: percent("% of turnover"),
});

const productSchema = z.object({
  product: rowName("Product/service"),
  nic_code: checkedText("NIC code", (v) => NIC_CODE_PATTERN.test(v), "NIC code must be 2 to 5 digits (NIC 2008), e.g. 24105", 5),
  turnover_percent: percent("% of turnover"),
});

const relatedCompanySchema = z.object({
  name: rowName("Company name"),
  kind: choice(RELATED_COMPANY_KINDS, `Choose one of: ${RELATED_COMPANY_KINDS.join(", ")}`),
  shares_held_percent: percent("% of shares held"),
  participates_in_br: flag("Participation in business responsibility initiatives"),
});

const plantsAndOffices = z.object({ plants: count("Number of plants"), offices: count("Number of offices") });

const KNOWN_EXCHANGES = new Map(INDIAN_STOCK_EXCHANGES.map((code) => [code.toLowerCase(), code]));

const profileObject = z.object({
  // I. Details of the listed entity
  cin: z
    .string({ error: CIN_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || CIN_PATTERN.test(v), CIN_MESSAGE)
    .nullish()
    .transform((v) => v || undefined)
    .optional(),
  incorporation_year: z
    .number({ error: "Enter a year, e.g. 1995" })
    .int("Enter a year, e.g. 1995")
    .min(1850, "Year of incorporation must be 1850 or later")
    .refine((year) => year <= new Date().getFullYear(), "Year of incorporation cannot be in the future")
    .nullish()
    .transform((v) => v ?? undefined)
    .optional(),
  registered_address: text("Registered office address", 1000),
  corporate_address: text("Corporate address", 1000),
  email: checkedText("E-mail", isEmail, "Enter a valid e-mail address, e.g. investors@example.com", 254),
  telephone: checkedText("Telephone", isTelephone, "Enter a telephone number, e.g. +91 22 6665 8282", 100),
  website: checkedText("Website", isHttpUrl, "Website must be a web address starting with http:// or https://, e.g. https://www.example.com", 500),
  financial_year_start_month: number({ min: 1, max: 12, int: true, message: "Financial year start month must be a month number from 1 to 12" }),
  stock_exchanges: z
    .array(
      z
        .string({ error: "Stock exchange must be text" })
        .trim()
        .min(1, "Stock exchange name is empty")
        .max(100, "Stock exchange name is too long (100 characters at most)"),
      {
        error: "Send a list of stock exchanges",
      },
    )
    .max(MAX_ROWS.stock_exchanges, `At most ${MAX_ROWS.stock_exchanges} stock exchanges`)
    .transform((list) => [...new Set(list.map((name) => KNOWN_EXCHANGES.get(name.toLowerCase()) ?? name))])
    .optional(),
  paid_up_capital_inr: number({ min: 0, message: "Paid-up capital must be an amount in rupees, 0 or more" }),
  contact_person: z
    .object({
      name: text("Contact person's name", 200),
      designation: text("Designation", 200),
      telephone: checkedText("Telephone", isTelephone, "Enter a telephone number, e.g. +91 22 6665 8282", 100),
      email: checkedText("E-mail", isEmail, "Enter a valid e-mail address, e.g. investors@example.com", 254),
    })
    .optional(),
  reporting_boundary: choice(REPORTING_BOUNDARIES, "Reporting boundary must be standalone or consolidated"),
  assurance_provider: text("Assurance provider", 300),
  assurance_type: z
    .string({ error: ASSURANCE_TYPE_MESSAGE })
    .trim()
    .refine((v) => v === "" || ASSURANCE_SPELLINGS.has(v.toLowerCase()), ASSURANCE_TYPE_MESSAGE)
    .nullish()
    .transform((v) => (v ? ASSURANCE_SPELLINGS.get(v.toLowerCase()) : undefined))
    .optional(),
  market_cap_band: choice(MARKET_CAP_BANDS, `Market-capitalisation rank band must be one of: ${MARKET_CAP_BANDS.join(", ")}`),

  // II. Products/services
  business_activities: turnoverRows(businessActivitySchema, MAX_ROWS.business_activities, "business activities"),
  products: turnoverRows(productSchema, MAX_ROWS.products, "products/services"),

  // III. Operations
  locations: z.object({ national: plantsAndOffices.optional(), international: plantsAndOffices.optional() }).optional(),
  markets: z
    .object({
      national_states: number({ min: 0, max: 36, int: true, message: "Number of states must be a whole number from 0 to 36" }),
      international_countries: count("Number of countries"),
      exports_percent: percent("Exports as % of turnover"),
      customer_types: text("Types of customers", 2000),
    })
    .optional(),

  // V. Holding, subsidiary and associate companies (including joint ventures)
  related_companies: z
    .array(relatedCompanySchema, { error: "Send a list of companies" })
    .max(MAX_ROWS.related_companies, `At most ${MAX_ROWS.related_companies} companies`)
    .optional(),
  /** Q23 answered "none": the entity has no holding, subsidiary, associate or joint venture. */
  no_related_companies: z
    .boolean({ error: "No holding, subsidiary or associate companies must be yes or no" })
    .nullish()
    .transform((v) => v || undefined)
    .optional(),

  // VI. CSR details (turnover is a per-year figure, entered in the BRSR questionnaire)
  csr_applicable: flag("CSR applicability"),
  net_worth_inr: number({ message: "Net worth must be an amount in rupees" }),
});

/** Drops what is not an answer: undefined, null, empty text, empty lists and empty groups. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? (prune(item) ?? {}) : item));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = Array.isArray(v) ? (v.length ? prune(v) : undefined) : prune(v);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (value === null || value === "") return undefined;
  return value;
}

export const companyProfileSchema = profileObject
  .superRefine((profile, ctx) => {
    if (profile.no_related_companies && profile.related_companies?.length) {
      ctx.addIssue({
        code: "custom",
        path: ["no_related_companies"],
        message: "The entity cannot have no holding, subsidiary or associate companies while some are listed",
      });
    }
  })
  .transform((profile) => (prune(profile) ?? {}) as typeof profile);

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
/** What the form holds before validation (text may be empty, numbers may be missing). */
export type CompanyProfileFormValues = z.input<typeof companyProfileSchema>;

/** GET/PUT /api/companies/{id}/profile. */
export type CompanyProfileDto = {
  company_id: string;
  profile: CompanyProfile;
  /** null until the profile is first saved. */
  updated_at: string | null;
  /** The user who saved it last. */
  updated_by: string | null;
  /** The financial year whose Section A facts these are ('2024-25'); absent before any year was saved and none was asked. */
  fy?: string;
  /** The year the facts were copied from when the year has none of its own yet (a new year starts as the previous one's); null: its own. */
  year_facts_from?: string | null;
};

/**
 * The facts that are the company's own whatever the year (Q1, Q3–Q8 and the year's start month);
 * every other field is asked as at the reporting year and held per financial year (decisions D32).
 */
export const COMPANY_WIDE_FIELDS = [
  "cin",
  "incorporation_year",
  "registered_address",
  "corporate_address",
  "email",
  "telephone",
  "website",
  "financial_year_start_month",
] as const satisfies readonly (keyof CompanyProfile)[];
const COMPANY_WIDE = new Set<string>(COMPANY_WIDE_FIELDS);

/** A profile cut into the company's own facts and the year's. */
export function splitProfile(profile: Partial<CompanyProfile>): { company: Partial<CompanyProfile>; year: Partial<CompanyProfile> } {
  const company: Record<string, unknown> = {};
  const year: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) (COMPANY_WIDE.has(key) ? company : year)[key] = value;
  return { company: company as Partial<CompanyProfile>, year: year as Partial<CompanyProfile> };
}

/** A profile with no answers yet; the financial year starts in April unless the company says otherwise. */
export const EMPTY_PROFILE: CompanyProfile = Object.freeze({ financial_year_start_month: DEFAULT_FY_START_MONTH });
