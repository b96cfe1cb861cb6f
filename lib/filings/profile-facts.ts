import { companyProfileSchema, type CompanyProfile } from "@/lib/companies/profile-schema";
import { parseNumericValue } from "@/lib/numbers/read";
import type { ProfileFacts } from "./pdf-read";

/*
 * Section A facts a filed BRSR states about the entity (CIN, year of incorporation, addresses,
 * contacts, paid-up capital, reporting boundary) are facts of the Entity Profile, not figures of a
 * year: a filing proposes them to the profile, and an editor applies those they want (through the
 * profile's own save, its rules and audit). Pure.
 */

export const PROFILE_FACT_FIELDS = [
  "cin",
  "incorporation_year",
  "registered_address",
  "corporate_address",
  "email",
  "telephone",
  "website",
  "paid_up_capital_inr",
  "reporting_boundary",
] as const;
export type ProfileFactField = (typeof PROFILE_FACT_FIELDS)[number];
export type FiledProfile = Partial<Record<ProfileFactField, string | number>>;

export const PROFILE_FACT_LABELS: Record<ProfileFactField, string> = {
  cin: "Corporate Identity Number (CIN)",
  incorporation_year: "Year of incorporation",
  registered_address: "Registered office address",
  corporate_address: "Corporate address",
  email: "E-mail",
  telephone: "Telephone",
  website: "Website",
  paid_up_capital_inr: "Paid-up capital (₹)",
  reporting_boundary: "Reporting boundary",
};

/** One fact the filing states, beside what the profile holds now. */
export type ProfileFact = { field: ProfileFactField; label: string; value: string | number; held: string | number | null };

const yearOf = (v: string) => /\b(1[89]\d{2}|20\d{2})\b/.exec(v)?.[1];

/** The facts of an XBRL instance's Section A elements (lib/filings/xbrl-read.ts `profile`), by profile field. */
export function filedProfileOfXbrl(elements: Readonly<Record<string, string>>): FiledProfile {
  const out: FiledProfile = {};
  const set = (field: ProfileFactField, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && value !== "" && out[field] === undefined) out[field] = value;
  };
  set("cin", elements.CorporateIdentityNumber?.trim().toUpperCase());
  const year = yearOf(elements.YearOfIncorporation ?? "") ?? yearOf(elements.DateOfIncorporation ?? "");
  set("incorporation_year", year ? Number(year) : undefined);
  set("registered_address", elements.AddressOfRegisteredOfficeOfCompany?.trim());
  set("corporate_address", elements.AddressOfCorporateOfficeOfCompany?.trim());
  set("email", elements.EMailOfTheCompany?.trim());
  set("telephone", elements.TelephoneOfCompany?.trim());
  set("website", elements.WebsiteOfCompany?.trim());
  set("paid_up_capital_inr", elements.ValueOfSharesPaidUp ? (parseNumericValue(elements.ValueOfSharesPaidUp) ?? undefined) : undefined);
  const boundary = (elements.ReportingBoundary ?? "").toLowerCase();
  set("reporting_boundary", /consolidated/.test(boundary) ? "consolidated" : /standalone/.test(boundary) ? "standalone" : undefined);
  return out;
}

/** The facts a PDF's Section A table or lines state (lib/filings/pdf-read.ts), by profile field. */
export function filedProfileOfPdf(facts: ProfileFacts): FiledProfile {
  const out: FiledProfile = {};
  if (facts.cin) out.cin = facts.cin;
  if (facts.incorporation_year) out.incorporation_year = Number(facts.incorporation_year);
  for (const f of ["registered_address", "corporate_address", "email", "telephone", "website", "reporting_boundary"] as const) if (facts[f]) out[f] = facts[f];
  // The one number reader applies a scale word once: '₹ 48.20 crore' is ₹48,20,00,000.
  const paid = facts.paid_up_capital ? parseNumericValue(facts.paid_up_capital) : null;
  if (paid !== null) out.paid_up_capital_inr = paid;
  return out;
}

/** Whether the profile's own rules take a value for a field (a malformed CIN or web address is not proposed). */
function acceptable(field: ProfileFactField, value: string | number): boolean {
  return companyProfileSchema.safeParse({ [field]: value }).success;
}

/** The filed facts that would change the profile: valid by the profile's rules and not what it holds. */
export function profileFacts(filed: FiledProfile, held: CompanyProfile): ProfileFact[] {
  const out: ProfileFact[] = [];
  for (const field of PROFILE_FACT_FIELDS) {
    const value = filed[field];
    if (value === undefined || !acceptable(field, value)) continue;
    const current = (held as Record<string, unknown>)[field];
    const now = typeof current === "string" || typeof current === "number" ? current : null;
    if (now !== null && String(now).trim().toLowerCase() === String(value).trim().toLowerCase()) continue;
    out.push({ field, label: PROFILE_FACT_LABELS[field], value, held: now });
  }
  return out;
}

/** The profile with the chosen facts written in. */
export function withFacts(held: CompanyProfile, filed: FiledProfile, fields: readonly ProfileFactField[]): CompanyProfile {
  const next: Record<string, unknown> = { ...held };
  for (const f of fields) if (filed[f] !== undefined) next[f] = filed[f];
  return next as CompanyProfile;
}
