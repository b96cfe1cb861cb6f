import { profileWithUnits, sectionAFromUnits, type SectionAUnit } from "@/lib/units/section-a";

const u = (name: string, type: SectionAUnit["type"], extra: Partial<SectionAUnit> = {}): SectionAUnit => ({
  name,
  type,
  country: "India",
  ownershipPct: null,
  waterStressed: false,
  archived: false,
  ...extra,
});

describe("Section A from the units", () => {
  const units = [
    u("Vizag Plant", "plant", { waterStressed: true }),
    u("Jamshedpur Works", "plant"),
    u("Dubai Office", "office", { country: "United Arab Emirates" }),
    u("Pune Office", "office"),
    u("Old Depot", "plant", { archived: true }),
    u("Scrap Co", "subsidiary", { ownershipPct: 100 }),
    u("Coke JV", "joint_venture", { ownershipPct: 50 }),
  ];
  it("counts active plants and offices in India and abroad (Q18), lists subsidiaries and joint ventures (Q23) and water-stressed facilities", () => {
    expect(sectionAFromUnits(units)).toEqual({
      locations: { national: { plants: 2, offices: 1 }, international: { plants: 0, offices: 1 } },
      related_companies: [
        { name: "Scrap Co", kind: "Subsidiary", shares_held_percent: 100 },
        { name: "Coke JV", kind: "Joint Venture", shares_held_percent: 50 },
      ],
      water_stressed_facilities: ["Vizag Plant"],
    });
  });
  it("stands in for the profile's Q18 and adds to its Q23, without repeating a company typed there", () => {
    const profile = profileWithUnits(
      {
        financial_year_start_month: 4,
        locations: { national: { plants: 9, offices: 9 } },
        related_companies: [{ name: "Scrap Co", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: false }],
      } as never,
      units,
    );
    expect(profile.locations).toEqual({ national: { plants: 2, offices: 1 }, international: { plants: 0, offices: 1 } });
    expect(profile.related_companies?.map((r) => r.name)).toEqual(["Scrap Co", "Coke JV"]);
  });
  it("leaves a company without units as its profile says", () => {
    const p = { financial_year_start_month: 4, locations: { national: { plants: 3, offices: 1 } } } as never;
    expect(profileWithUnits(p, [])).toBe(p);
  });
});
