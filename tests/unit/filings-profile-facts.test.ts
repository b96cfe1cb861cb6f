import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "@/lib/companies/profile-schema";
import { filedProfileOfPdf, filedProfileOfXbrl, profileFacts, withFacts } from "@/lib/filings/profile-facts";

describe("Section A facts of a filing, for the Entity Profile", () => {
  it("reads an instance's Section A elements by profile field (year from a date, boundary and amounts normalised)", () => {
    expect(
      filedProfileOfXbrl({
        CorporateIdentityNumber: " l27100mh1996plc098765 ",
        DateOfIncorporation: "1996-07-12",
        AddressOfRegisteredOfficeOfCompany: "Plot 4, MIDC, Pune",
        EMailOfTheCompany: "investors@example.com",
        WebsiteOfCompany: "https://www.example.com",
        ValueOfSharesPaidUp: "482000000",
        ReportingBoundary: "Consolidated",
        NameOfTheCompany: "not a profile field",
      }),
    ).toEqual({
      cin: "L27100MH1996PLC098765",
      incorporation_year: 1996,
      registered_address: "Plot 4, MIDC, Pune",
      email: "investors@example.com",
      website: "https://www.example.com",
      paid_up_capital_inr: 482000000,
      reporting_boundary: "consolidated",
    });
  });

  it("reads a PDF's paid-up capital with its scale word once", () => {
    expect(filedProfileOfPdf({ paid_up_capital: "₹ 48.20 crore", incorporation_year: "1985" })).toEqual({
      paid_up_capital_inr: 482000000,
      incorporation_year: 1985,
    });
  });

  it("proposes only valid facts that change the profile, and writes the chosen ones", () => {
    const held = { ...EMPTY_PROFILE, cin: "L27100MH1996PLC098765", website: "https://old.example.com" };
    const filed = { cin: "L27100MH1996PLC098765", website: "www.example.com", email: "investors@example.com", incorporation_year: 1996 };
    // The same CIN is not proposed; a web address without its scheme fails the profile's rule.
    expect(profileFacts(filed, held).map((f) => [f.field, f.value, f.held])).toEqual([
      ["incorporation_year", 1996, null],
      ["email", "investors@example.com", null],
    ]);
    expect(withFacts(held, filed, ["email"])).toMatchObject({ email: "investors@example.com", website: "https://old.example.com" });
  });
});
