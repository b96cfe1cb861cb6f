import { parseNumericValue } from "@/lib/numbers/read";
import { DEFAULT_FY_START_MONTH } from "@/lib/companies/profile-questions";
import type { CompanyProfile, CompanyProfileFormValues } from "@/lib/companies/profile-schema";

export type ProfileFormValues = CompanyProfileFormValues;

/** The form's starting values: every text input gets a string, every list an array. */
export function toFormValues(p: CompanyProfile): ProfileFormValues {
  return {
    cin: p.cin ?? "",
    incorporation_year: p.incorporation_year,
    registered_address: p.registered_address ?? "",
    corporate_address: p.corporate_address ?? "",
    email: p.email ?? "",
    telephone: p.telephone ?? "",
    website: p.website ?? "",
    financial_year_start_month: p.financial_year_start_month ?? DEFAULT_FY_START_MONTH,
    stock_exchanges: p.stock_exchanges ?? [],
    paid_up_capital_inr: p.paid_up_capital_inr,
    contact_person: {
      name: p.contact_person?.name ?? "",
      designation: p.contact_person?.designation ?? "",
      telephone: p.contact_person?.telephone ?? "",
      email: p.contact_person?.email ?? "",
    },
    reporting_boundary: p.reporting_boundary ?? "",
    assurance_provider: p.assurance_provider ?? "",
    assurance_type: p.assurance_type ?? "",
    market_cap_band: p.market_cap_band ?? "",
    business_activities: (p.business_activities ?? []).map((r) => ({
      main_activity: r.main_activity,
      business_activity: r.business_activity ?? "",
      turnover_percent: r.turnover_percent,
    })),
    products: (p.products ?? []).map((r) => ({ product: r.product, nic_code: r.nic_code ?? "", turnover_percent: r.turnover_percent })),
    locations: {
      national: { plants: p.locations?.national?.plants, offices: p.locations?.national?.offices },
      international: { plants: p.locations?.international?.plants, offices: p.locations?.international?.offices },
    },
    markets: {
      national_states: p.markets?.national_states,
      international_countries: p.markets?.international_countries,
      exports_percent: p.markets?.exports_percent,
      customer_types: p.markets?.customer_types ?? "",
    },
    related_companies: (p.related_companies ?? []).map((r) => ({
      name: r.name,
      kind: r.kind ?? "",
      shares_held_percent: r.shares_held_percent,
      participates_in_br: r.participates_in_br ?? false,
    })),
    no_related_companies: p.no_related_companies ?? false,
    csr_applicable: p.csr_applicable,
    net_worth_inr: p.net_worth_inr,
  };
}

/**
 * What a number input holds, as the schema reads it: blank → not answered; otherwise the project's
 * number reader (Indian or western grouping, '₹', '12.5 crore', '3 lakh'); anything else that is
 * not a number stays NaN so that the schema names the field.
 */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return value;
  const text = String(value);
  return text.trim() === "" ? undefined : (parseNumericValue(text) ?? Number.NaN);
}
