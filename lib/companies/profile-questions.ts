import type { CompanyProfile } from "./profile-schema";

// The entity profile's choices and Section A questions, without its validation: what the profile
// form shows is importable without zod (lib/companies/profile-schema.ts validates, and re-exports
// all of this), so the form's first load does not carry the validator (decisions D30).

export const RELATED_COMPANY_KINDS = ["Holding", "Subsidiary", "Associate", "Joint Venture"] as const;

/**
 * Q15 since SEBI's circular of 28 March 2025 (BRSR_FORMAT §1.2, §5.4): "assessment or assurance" of
 * BRSR Core — an assessment, or an assurance that is reasonable or limited; 'None' when neither was
 * obtained. Typed spellings ('limited', 'REASONABLE ASSURANCE') are read as these.
 */
export const ASSURANCE_TYPES = ["Assessment", "Reasonable assurance", "Limited assurance", "None"] as const;
export type AssuranceType = (typeof ASSURANCE_TYPES)[number];

/**
 * The company's rank by market capitalisation as at the year (entered per year): the smallest
 * 'top N' of SEBI's glide path it falls in. It says whether BRSR Core assessment or assurance applies.
 */
export const MARKET_CAP_BANDS = ["top-150", "top-250", "top-500", "top-1000", "beyond-1000"] as const;
export type MarketCapBand = (typeof MARKET_CAP_BANDS)[number];
export const MARKET_CAP_BAND_LABELS: Record<MarketCapBand, string> = {
  "top-150": "Top 150 listed entities",
  "top-250": "Ranks 151 to 250",
  "top-500": "Ranks 251 to 500",
  "top-1000": "Ranks 501 to 1,000",
  "beyond-1000": "Beyond the top 1,000",
};

/** Indian exchanges offered as ticks; any other exchange may be typed. */
export const INDIAN_STOCK_EXCHANGES = ["BSE", "NSE", "MSEI"] as const;
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
export const DEFAULT_FY_START_MONTH = 4;

// ---------------------------------------------------------------------------------------------
// Section A questions the profile answers, in SEBI's order

type ProfileQuestion = {
  /** The profile field that holds the answer. */
  field: keyof CompanyProfile;
  /** SEBI's number within Section A: '1', '24(i)'. */
  number: string;
  label: string;
};

const PROFILE_QUESTIONS = {
  cin: { field: "cin", number: "1", label: "Corporate Identity Number (CIN)" },
  incorporation_year: { field: "incorporation_year", number: "3", label: "Year of incorporation" },
  registered_address: { field: "registered_address", number: "4", label: "Registered office address" },
  corporate_address: { field: "corporate_address", number: "5", label: "Corporate address" },
  email: { field: "email", number: "6", label: "E-mail" },
  telephone: { field: "telephone", number: "7", label: "Telephone" },
  website: { field: "website", number: "8", label: "Website" },
  stock_exchanges: { field: "stock_exchanges", number: "10", label: "Stock exchange(s) where shares are listed" },
  paid_up_capital_inr: { field: "paid_up_capital_inr", number: "11", label: "Paid-up capital (₹)" },
  contact_person: { field: "contact_person", number: "12", label: "Contact person for BRSR queries" },
  reporting_boundary: { field: "reporting_boundary", number: "13", label: "Reporting boundary" },
  assurance_provider: { field: "assurance_provider", number: "14", label: "Name of assurance provider" },
  assurance_type: { field: "assurance_type", number: "15", label: "Type of assessment or assurance obtained" },
  business_activities: { field: "business_activities", number: "16", label: "Business activities (accounting for 90% of turnover)" },
  products: { field: "products", number: "17", label: "Products/services (accounting for 90% of turnover)" },
  locations: { field: "locations", number: "18", label: "Number of locations of plants and offices" },
  markets: { field: "markets", number: "19", label: "Markets served" },
  related_companies: { field: "related_companies", number: "23", label: "Holding, subsidiary and associate companies (including joint ventures)" },
  csr_applicable: { field: "csr_applicable", number: "24(i)", label: "Is CSR applicable under section 135 of the Companies Act, 2013?" },
} as const satisfies Partial<Record<keyof CompanyProfile, ProfileQuestion>>;

type ProfileQuestionField = keyof typeof PROFILE_QUESTIONS;

/** 'Q1 Corporate Identity Number (CIN)': how the form labels a field. */
export function questionLabel(field: ProfileQuestionField): string {
  const q = PROFILE_QUESTIONS[field];
  return `Q${q.number} ${q.label}`;
}

/** Whether a value holds any answer: text, a number (0 counts), a boolean, or a list/group with one. */
function answered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.some(answered);
  if (typeof value === "object") return Object.values(value).some(answered);
  return false;
}

type Loose = Partial<Record<string, unknown>>;

/** How each question counts as answered; a question not listed is answered when its field is. */
const ANSWERED: Partial<Record<ProfileQuestionField, (p: Loose) => boolean>> = {
  // The person is the answer; a designation alone is not.
  contact_person: (p) => answered((p.contact_person as Loose | undefined)?.name),
  // No assurance obtained: there is no provider to name.
  assurance_provider: (p) => answered(p.assurance_provider) || (typeof p.assurance_type === "string" && p.assurance_type.trim().toLowerCase() === "none"),
  // An entity without holding, subsidiary or associate companies answers Q23 with 'none'.
  related_companies: (p) => answered(p.related_companies) || p.no_related_companies === true,
};

export type ProfileCompleteness = {
  answered: number;
  total: number;
  missing: { field: string; label: string; question: string }[];
};

/**
 * Which Section A questions of the profile are still unanswered (Q1, Q3–Q8, Q10–Q19, Q23,
 * Q24(i)); Q2 is the company's name, Q9 the report's year, Q20–Q22 and Q24(ii)–(iii) turnover
 * are per-year figures. Accepts a stored profile as it is, validated or not.
 */
export function profileCompleteness(profile: Partial<CompanyProfile> | null | undefined): ProfileCompleteness {
  const p = (profile ?? {}) as Loose;
  const questions = Object.values(PROFILE_QUESTIONS);
  const missing = questions
    .filter((q) => !(ANSWERED[q.field] ?? ((x: Loose) => answered(x[q.field])))(p))
    .map((q) => ({ field: q.field as string, label: q.label, question: `A-${q.number}` }));
  return { answered: questions.length - missing.length, total: questions.length, missing };
}
