import { describe, expect, it } from "vitest";
import { zodDetail } from "@/lib/api/route";
import { CIN_MESSAGE, EMPTY_PROFILE, companyProfileSchema, profileCompleteness, questionLabel, type CompanyProfile } from "@/lib/companies/profile-schema";

const detail = (input: unknown) => {
  const result = companyProfileSchema.safeParse(input);
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`);
  return zodDetail(result.error);
};

const FULL: CompanyProfile = {
  cin: "L27100MH1995PLC084723",
  incorporation_year: 1995,
  registered_address: "Plot 4, MIDC Bhosari, Pune 411026",
  corporate_address: "Nariman Point, Mumbai 400021",
  email: "investors@deccanalloys.in",
  telephone: "+91 22 6665 8282",
  website: "https://www.deccanalloys.in",
  stock_exchanges: ["BSE", "NSE"],
  paid_up_capital_inr: 125_000_000,
  contact_person: { name: "Asha Kulkarni", designation: "Company Secretary", telephone: "022-66658282", email: "cs@deccanalloys.in" },
  reporting_boundary: "standalone",
  assurance_provider: "Shah & Rao LLP",
  assurance_type: "Reasonable assurance",
  business_activities: [{ main_activity: "Manufacturing", business_activity: "Basic metals", turnover_percent: 92 }],
  products: [{ product: "Alloy steel forgings", nic_code: "24105", turnover_percent: 88 }],
  locations: { national: { plants: 3, offices: 5 }, international: { plants: 0, offices: 1 } },
  markets: { national_states: 22, international_countries: 14, exports_percent: 31.5, customer_types: "Automotive OEMs and tier-1 suppliers" },
  related_companies: [{ name: "Deccan Forge Pvt Ltd", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: true }],
  csr_applicable: true,
  net_worth_inr: 4_500_000_000,
  financial_year_start_month: 4,
};

describe("CIN", () => {
  it.each(["L27100MH1995PLC084723", "U72200KA2008PTC045678", "  l27100mh1995plc084723 "])("accepts %j and upper-cases it", (cin) => {
    expect(companyProfileSchema.parse({ cin }).cin).toBe(cin.trim().toUpperCase());
  });

  it.each([
    "L27100MH1995PLC08472",
    "X27100MH1995PLC084723",
    "L27100MH1995PLC0847231",
    "L2710MH1995PLC0847233",
    "L27100M11995PLC084723",
    "L27100MH95PLC08472300",
  ])("refuses %j naming the field", (cin) => {
    expect(detail({ cin })).toBe(`cin: ${CIN_MESSAGE}`);
  });

  it("treats an empty or null CIN as not answered", () => {
    expect(companyProfileSchema.parse({ cin: "" })).toEqual({});
    expect(companyProfileSchema.parse({ cin: null })).toEqual({});
  });
});

describe("companyProfileSchema", () => {
  it("keeps a full profile as it is", () => {
    expect(companyProfileSchema.parse(FULL)).toEqual(FULL);
  });

  it("accepts an empty profile and drops empty answers, keeping 0 and false", () => {
    expect(companyProfileSchema.parse({})).toEqual({});
    const parsed = companyProfileSchema.parse({
      registered_address: "   ",
      email: "",
      stock_exchanges: [],
      contact_person: { name: "", email: "" },
      locations: { national: { plants: 0 }, international: {} },
      markets: { customer_types: "" },
      csr_applicable: false,
      products: [],
    });
    expect(parsed).toEqual({ locations: { national: { plants: 0 } }, csr_applicable: false });
  });

  it("normalises known exchanges and drops repeats", () => {
    expect(companyProfileSchema.parse({ stock_exchanges: ["bse", "NSE", "BSE", " London Stock Exchange "] }).stock_exchanges).toEqual([
      "BSE",
      "NSE",
      "London Stock Exchange",
    ]);
  });

  it.each([
    [{ incorporation_year: 1849 }, "incorporation_year: Year of incorporation must be 1850 or later"],
    [{ incorporation_year: new Date().getFullYear() + 1 }, "incorporation_year: Year of incorporation cannot be in the future"],
    [{ incorporation_year: 1995.5 }, "incorporation_year: Enter a year, e.g. 1995"],
    [{ email: "investors@" }, "email: Enter a valid e-mail address, e.g. investors@example.com"],
    [{ website: "www.example.com" }, "website: Website must be a web address starting with http:// or https://, e.g. https://www.example.com"],
    [{ telephone: "call us" }, "telephone: Enter a telephone number, e.g. +91 22 6665 8282"],
    [{ paid_up_capital_inr: -1 }, "paid_up_capital_inr: Paid-up capital must be an amount in rupees, 0 or more"],
    [{ paid_up_capital_inr: "12 crore" }, "paid_up_capital_inr: Paid-up capital must be an amount in rupees, 0 or more"],
    [{ reporting_boundary: "group" }, "reporting_boundary: Reporting boundary must be standalone or consolidated"],
    [{ contact_person: { email: "nope" } }, "contact_person.email: Enter a valid e-mail address, e.g. investors@example.com"],
    [{ products: [{ product: "Forgings", nic_code: "2410A" }] }, "products.0.nic_code: NIC code must be 2 to 5 digits (NIC 2008), e.g. 24105"],
    [{ products: [{ product: "", nic_code: "24105" }] }, "products.0.product: Product/service is required"],
    [{ locations: { national: { plants: -1 } } }, "locations.national.plants: Number of plants must be a whole number, 0 or more"],
    [{ markets: { national_states: 37 } }, "markets.national_states: Number of states must be a whole number from 0 to 36"],
    [{ markets: { exports_percent: 101 } }, "markets.exports_percent: Exports as % of turnover must be a percentage between 0 and 100"],
    [{ related_companies: [{ name: "X Ltd", kind: "Cousin" }] }, "related_companies.0.kind: Choose one of: Holding, Subsidiary, Associate, Joint Venture"],
    [
      { related_companies: [{ name: "X Ltd", shares_held_percent: 120 }] },
      "related_companies.0.shares_held_percent: % of shares held must be a percentage between 0 and 100",
    ],
    [{ financial_year_start_month: 13 }, "financial_year_start_month: Financial year start month must be a month number from 1 to 12"],
    [{ csr_applicable: "yes" }, "csr_applicable: CSR applicability must be yes or no"],
  ])("refuses %j", (input, expected) => {
    expect(detail(input)).toBe(expected);
  });

  it("refuses 'none' while related companies are listed", () => {
    expect(detail({ no_related_companies: true, related_companies: [{ name: "X Ltd" }] })).toBe(
      "no_related_companies: The entity cannot have no holding, subsidiary or associate companies while some are listed",
    );
  });
});

describe("turnover percentages", () => {
  it("refuses products adding up past 100%, naming the field", () => {
    const products = [
      { product: "Forgings", nic_code: "24105", turnover_percent: 60 },
      { product: "Castings", nic_code: "2431", turnover_percent: 44 },
    ];
    expect(detail({ products })).toBe("products: turnover percentages add up to 104%; they must not exceed 100%");
  });

  it("refuses business activities adding up past 100%", () => {
    const business_activities = [
      { main_activity: "Manufacturing", turnover_percent: 70.25 },
      { main_activity: "Trading", turnover_percent: 30 },
    ];
    expect(detail({ business_activities })).toBe("business_activities: turnover percentages add up to 100.25%; they must not exceed 100%");
  });

  it("accepts exactly 100% despite floating point, and rows without a percentage", () => {
    const products = [
      { product: "A", turnover_percent: 33.33 },
      { product: "B", turnover_percent: 33.33 },
      { product: "C", turnover_percent: 33.34 },
      { product: "D" },
    ];
    expect(companyProfileSchema.parse({ products }).products).toHaveLength(4);
  });
});

describe("profileCompleteness", () => {
  it("lists all 19 Section A questions as missing for an empty profile", () => {
    const result = profileCompleteness(EMPTY_PROFILE);
    expect(result.answered).toBe(0);
    expect(result.total).toBe(19);
    expect(result.missing.map((m) => m.question)).toEqual([
      "A-1",
      "A-3",
      "A-4",
      "A-5",
      "A-6",
      "A-7",
      "A-8",
      "A-10",
      "A-11",
      "A-12",
      "A-13",
      "A-14",
      "A-15",
      "A-16",
      "A-17",
      "A-18",
      "A-19",
      "A-23",
      "A-24(i)",
    ]);
    expect(result.missing[0]).toEqual({ field: "cin", label: "Corporate Identity Number (CIN)", question: "A-1" });
    expect(profileCompleteness(null).answered).toBe(0);
  });

  it("counts a full profile as complete", () => {
    expect(profileCompleteness(FULL)).toEqual({ answered: 19, total: 19, missing: [] });
  });

  it("counts partial answers by what each question needs", () => {
    const result = profileCompleteness({
      cin: "L27100MH1995PLC084723",
      contact_person: { designation: "Company Secretary" }, // no name: Q12 still open
      assurance_type: "None", // no assurance: no provider to name (Q14 and Q15 answered)
      locations: { national: { plants: 0 } }, // 0 is an answer
      no_related_companies: true, // Q23 answered 'none'
      csr_applicable: false, // 'No' is an answer
      products: [],
    });
    expect(result.answered).toBe(6);
    expect(result.missing.map((m) => m.field)).toEqual([
      "incorporation_year",
      "registered_address",
      "corporate_address",
      "email",
      "telephone",
      "website",
      "stock_exchanges",
      "paid_up_capital_inr",
      "contact_person",
      "reporting_boundary",
      "business_activities",
      "products",
      "markets",
    ]);
  });

  it("labels form fields with the SEBI question number", () => {
    expect(questionLabel("cin")).toBe("Q1 Corporate Identity Number (CIN)");
    expect(questionLabel("csr_applicable")).toMatch(/^Q24\(i\) /);
  });
});

describe("the entity profile page", () => {
  it("is gated like the other company pages", async () => {
    const { pageAccessFor } = await import("@/lib/auth/access-table");
    expect(pageAccessFor("/profile/abc")).toEqual(pageAccessFor("/dashboard/abc"));
    expect(pageAccessFor("/profile/abc")).toEqual({ level: "member", company: { param: "companyId" } });
  });
});
