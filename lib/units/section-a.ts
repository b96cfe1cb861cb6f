/**
 * Section A's answers that a company's units give (pure): Q18, the number of plants and offices in
 * India and abroad; Q23, its subsidiaries and joint ventures with the share held; and the
 * facilities in water-stressed areas that P6's leadership indicator 1 reports one by one. Derived
 * from the units, so they are not typed twice: where the company has active units, these stand in
 * for the Entity Profile's own Q18 and Q23 (which stay for a company without units).
 */
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import { isInternational, type UnitType } from "./rules";

export type SectionAUnit = {
  name: string;
  type: UnitType;
  country: string;
  ownershipPct: number | null;
  waterStressed: boolean;
  archived: boolean;
};

export type UnitsSectionA = {
  locations: { national: { plants: number; offices: number }; international: { plants: number; offices: number } };
  related_companies: { name: string; kind: "Subsidiary" | "Joint Venture"; shares_held_percent?: number }[];
  water_stressed_facilities: string[];
};

export function sectionAFromUnits(units: readonly SectionAUnit[]): UnitsSectionA {
  const active = units.filter((u) => !u.archived);
  const count = (abroad: boolean, type: "plant" | "office") => active.filter((u) => isInternational(u) === abroad && u.type === type).length;
  return {
    locations: {
      national: { plants: count(false, "plant"), offices: count(false, "office") },
      international: { plants: count(true, "plant"), offices: count(true, "office") },
    },
    related_companies: active
      .filter((u) => u.type === "subsidiary" || u.type === "joint_venture")
      .map((u) => ({
        name: u.name,
        kind: u.type === "subsidiary" ? ("Subsidiary" as const) : ("Joint Venture" as const),
        ...(u.ownershipPct !== null ? { shares_held_percent: u.ownershipPct } : {}),
      })),
    water_stressed_facilities: active.filter((u) => u.waterStressed).map((u) => u.name),
  };
}

/** The profile as the questionnaire reads it: Q18 from the units when there are any, Q23's subsidiaries and joint ventures added to those typed. */
export function profileWithUnits(profile: CompanyProfile, units: readonly SectionAUnit[]): CompanyProfile {
  if (!units.some((u) => !u.archived)) return profile;
  const derived = sectionAFromUnits(units);
  const typed = profile.related_companies ?? [];
  const named = new Set(typed.map((r) => r.name.trim().toLowerCase()));
  const added = derived.related_companies
    .filter((r) => !named.has(r.name.toLowerCase()))
    .map((r) => ({ ...r, participates_in_br: undefined }) as unknown as NonNullable<CompanyProfile["related_companies"]>[number]);
  return {
    ...profile,
    locations: derived.locations,
    ...(typed.length || added.length ? { related_companies: [...typed, ...added], no_related_companies: undefined } : {}),
  };
}
