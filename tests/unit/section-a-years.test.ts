import { COMPANY_WIDE_FIELDS, companyProfileSchema, coreAssuranceApplicability, coreAssuranceThreshold, splitProfile } from "@/lib/companies/profile-schema";

describe("BRSR Core assessment or assurance by market-capitalisation band (BRSR_FORMAT §5.4)", () => {
  it("follows SEBI's glide path: top 150, 250, 500, then 1,000; nothing before FY 2023-24", () => {
    expect([2023, 2024, 2025, 2026, 2027, 2030].map(coreAssuranceThreshold)).toEqual([null, 150, 250, 500, 1000, 1000]);
  });

  it("applies when the year's band is within the year's top N", () => {
    expect(coreAssuranceApplicability("top-150", 2024, "FY 2023-24")).toMatchObject({ applies: true, threshold: 150 });
    expect(coreAssuranceApplicability("top-250", 2024, "FY 2023-24")).toMatchObject({ applies: false, threshold: 150 });
    expect(coreAssuranceApplicability("top-250", 2025, "FY 2024-25")).toMatchObject({ applies: true, threshold: 250 });
    expect(coreAssuranceApplicability("top-1000", 2026, "FY 2025-26").applies).toBe(false);
    expect(coreAssuranceApplicability("top-1000", 2027, "FY 2026-27").applies).toBe(true);
    expect(coreAssuranceApplicability("beyond-1000", 2030, "FY 2029-30").applies).toBe(false);
    expect(coreAssuranceApplicability("top-150", 2023, "FY 2022-23")).toMatchObject({ applies: false, threshold: null });
  });

  it("says the band is missing rather than guessing", () => {
    const r = coreAssuranceApplicability(undefined, 2025, "FY 2024-25");
    expect(r.applies).toBeNull();
    expect(r.message).toMatch(/Enter the market-capitalisation rank band for FY 2024-25/);
  });
});

describe("Q15 assessment or assurance", () => {
  it.each([
    ["limited", "Limited assurance"],
    ["REASONABLE ASSURANCE", "Reasonable assurance"],
    ["assessment", "Assessment"],
    ["none", "None"],
  ])("reads %s as %s", (typed, stored) => {
    expect(companyProfileSchema.parse({ assurance_type: typed }).assurance_type).toBe(stored);
  });

  it("refuses anything else, and a band that is not one", () => {
    expect(companyProfileSchema.safeParse({ assurance_type: "Statutory audit" }).success).toBe(false);
    expect(companyProfileSchema.safeParse({ market_cap_band: "top-100" }).success).toBe(false);
    expect(companyProfileSchema.parse({ market_cap_band: "top-500" }).market_cap_band).toBe("top-500");
  });
});

describe("splitProfile", () => {
  it("keeps the company's own facts apart from the year's", () => {
    const { company, year } = splitProfile({
      cin: "L27100MH1995PLC084723",
      website: "https://x.example",
      stock_exchanges: ["BSE"],
      paid_up_capital_inr: 10,
      market_cap_band: "top-250",
    });
    expect(company).toEqual({ cin: "L27100MH1995PLC084723", website: "https://x.example" });
    expect(year).toEqual({ stock_exchanges: ["BSE"], paid_up_capital_inr: 10, market_cap_band: "top-250" });
    expect(COMPANY_WIDE_FIELDS).not.toContain("assurance_provider");
  });
});
