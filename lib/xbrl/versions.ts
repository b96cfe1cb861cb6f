/**
 * SEBI's BRSR taxonomy versions (the `in-capmkt` taxonomy the exchanges accept) and which one a
 * financial year is filed in. Namespaces follow the pattern verified in the 2021-09-30 package
 * (core `https://www.sebi.gov.in/xbrl/<ver>/in-capmkt`, entry point
 * `https://www.sebi.gov.in/xbrl/BRSR/<ver>/in-capmkt/in-capmkt-ent`); later versions are believed
 * to keep it, as generators for 2024-04-30 and 2025-05-31 declare it (see docs/xbrl.md for sources).
 */

export const TAXONOMY_VERSIONS = ["2021-09-30", "2023-06-30", "2024-04-30", "2025-05-31", "2026-02-28"] as const;
export type TaxonomyVersion = (typeof TAXONOMY_VERSIONS)[number];

/** Position of a version in time: comparisons of versions go through it. */
export function versionIndex(v: TaxonomyVersion): number {
  return TAXONOMY_VERSIONS.indexOf(v);
}

/** Whether `v` lies in [since, until] (both inclusive; an open end when absent). */
export function versionWithin(v: TaxonomyVersion, since: TaxonomyVersion, until?: TaxonomyVersion): boolean {
  const i = versionIndex(v);
  return i >= versionIndex(since) && (until === undefined || i <= versionIndex(until));
}

/**
 * The taxonomy a financial year is filed in, by the calendar year it ends in: FY 2021-22 and
 * FY 2022-23 in 2021-09-30 (late FY 2022-23 filers used 2023-06-30), FY 2023-24 in 2024-04-30,
 * FY 2024-25 in 2025-05-31, FY 2025-26 and later in 2026-02-28. Observed in filings (BRSR_FORMAT
 * §7.1, sources VER and OBS), not announced by SEBI in one table.
 */
export function taxonomyForYear(fyEndYear: number): TaxonomyVersion {
  if (fyEndYear <= 2023) return "2021-09-30";
  if (fyEndYear === 2024) return "2024-04-30";
  if (fyEndYear === 2025) return "2025-05-31";
  return "2026-02-28";
}

export type Namespaces = { core: string; ent: string; types: string; schemaRef: string };

export function namespacesOf(v: TaxonomyVersion): Namespaces {
  return {
    core: `https://www.sebi.gov.in/xbrl/${v}/in-capmkt`,
    ent: `https://www.sebi.gov.in/xbrl/BRSR/${v}/in-capmkt/in-capmkt-ent`,
    // The 2021 package imports the types schema of 2021-03-31; later ones are believed to ship their own.
    types: v === "2021-09-30" ? "https://www.sebi.gov.in/xbrl/2021-03-31/in-capmkt-types" : `https://www.sebi.gov.in/xbrl/${v}/in-capmkt-types`,
    // The exchange's published copy of the entry point; BSE serves it under this path.
    schemaRef: `https://www.sebi.gov.in/xbrl/BRSR/in-capmkt-ent-${v}.xsd`,
  };
}

/** Before 2024-04-30 energy, water, waste and emission quantities were filed with unit `pure` (the real unit in companion text). */
export function usesLegacyUnits(v: TaxonomyVersion): boolean {
  return versionIndex(v) < versionIndex("2024-04-30");
}
