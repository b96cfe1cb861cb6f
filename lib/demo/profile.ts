import type { CompanyProfileFormValues } from "@/lib/companies/profile-schema";

/**
 * The demo company's entity profile: BRSR Section A Q1–Q19, Q23 and Q24(i) (lib/demo/seed.ts).
 * Invented, but consistent with its BRSR (lib/demo/brsr.ts): two plants (Chakan and Ambad)
 * and three offices in India, products and activities making up 97% of turnover, net worth at
 * 31 March 2025 as in Section A Q24, assurance as in the P6 tables.
 */
export const DEMO_PROFILE = {
  cin: "L27100MH1996PLC098765",
  incorporation_year: 1996,
  registered_address: "Sahyadri House, 41 Bund Garden Road, Pune 411 001, Maharashtra",
  corporate_address: "7th Floor, Peninsula Business Park, Ganpatrao Kadam Marg, Lower Parel, Mumbai 400 013, Maharashtra",
  email: "investors@sahyadri-steel.example",
  telephone: "+91 20 2616 4500",
  website: "https://www.sahyadri-steel.example",
  financial_year_start_month: 4,
  stock_exchanges: ["BSE", "NSE"],
  // 2,46,00,000 equity shares of ₹10 each
  paid_up_capital_inr: 24_60_00_000,
  contact_person: {
    name: "Meera Kulkarni",
    designation: "Company Secretary and Compliance Officer",
    telephone: "+91 22 6180 2200",
    email: "cs@sahyadri-steel.example",
  },
  reporting_boundary: "standalone",
  assurance_provider: "Konkan Assurance Services LLP",
  assurance_type: "Limited assurance",
  business_activities: [
    {
      main_activity: "Manufacturing",
      business_activity: "Basic iron and steel: electric arc furnace steelmaking, continuous casting and hot rolling of long products",
      turnover_percent: 86,
    },
    { main_activity: "Manufacturing", business_activity: "Cold finishing of alloy steel bars (bright bars)", turnover_percent: 11 },
  ],
  products: [
    { product: "TMT reinforcement bars and wire rods", nic_code: "24105", turnover_percent: 58 },
    { product: "Alloy and special steel rounds and bright bars", nic_code: "24105", turnover_percent: 30 },
    { product: "Continuous-cast steel billets", nic_code: "24104", turnover_percent: 9 },
  ],
  locations: { national: { plants: 2, offices: 3 }, international: { plants: 0, offices: 0 } },
  markets: {
    national_states: 14,
    international_countries: 3,
    exports_percent: 4.5,
    customer_types:
      "Construction and infrastructure contractors and dealers (TMT bars), automotive and engineering component makers and forging shops (alloy and bright bars), and re-rolling mills (billets); exports to Nepal, Bangladesh and the UAE.",
  },
  related_companies: [{ name: "Sahyadri Scrap Processing Private Limited", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: false }],
  csr_applicable: true,
  // ₹218.4 crore at 31 March 2025 (Section A Q24(iii))
  net_worth_inr: 2_18_40_00_000,
  // Ranks 501 to 1,000 by market capitalisation: BRSR Core assessment or assurance is voluntary until FY 2026-27.
  market_cap_band: "top-1000",
} satisfies CompanyProfileFormValues;

/**
 * Section A per financial year (by the year it ends in): FY 2023-24 as at 31 March 2024 — net worth
 * ₹196.2 crore as in its Q24(iii) — then FY 2024-25 as above.
 */
export const DEMO_PROFILE_YEARS: readonly (readonly [number, CompanyProfileFormValues])[] = [
  [2024, { ...DEMO_PROFILE, net_worth_inr: 1_96_20_00_000 }],
  [2025, DEMO_PROFILE],
];
