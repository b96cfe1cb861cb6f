/**
 * The mapping report of a filed BRSR: what was read, what was placed in which year, what was
 * not (by element name), and what the reviewer must know first. Pure.
 */
import { cellByKey } from "@/lib/frameworks/questionnaire";
import type { ExtractedMetric } from "@/lib/extraction/types";
import type { CategoryId } from "@/lib/frameworks";
import { filedProfileOfXbrl, type FiledProfile } from "./profile-facts";
import { proposable, WORKED_OUT, type FilingReading, type FilingWarning, type MappedFact } from "./xbrl-read";

export type FilingReport = {
  kind: "xbrl" | "pdf";
  taxonomy: string | null;
  taxonomy_as_filed: string | null;
  years: { cy: string; py: string };
  cin: string | null;
  /** The company's own CIN differs from the file's: a warning, not a refusal (a group company's filing may be meant). */
  cin_mismatch: { file: string; company: string } | null;
  company_name: string | null;
  facts_read: number;
  facts_mapped: number;
  /** Denominators SEBI has no element for, worked out from filed figures (PPP factor, output, P3 E1 totals) and proposed. */
  worked_out: number;
  mapped_by_year: Record<string, number>;
  proposed: number;
  /** Filed figures the questionnaire computes from the proposed ones (totals, shares, intensities): shown, not proposed. */
  computed: { key: string; element: string; year: string; value: string }[];
  not_mapped: { element: string; count: number; reason: string }[];
  conflicts: number;
  warnings: FilingWarning[];
  /** Section A facts the filing states about the entity, by Entity Profile field (absent on filings read before they were kept). */
  filed_profile?: FiledProfile;
};

/** The proposals of a reading (one per cell and year) and its report, conflicts still to be counted. */
export function proposalsAndReport(reading: FilingReading, companyCin: string | null): { found: ExtractedMetric[]; report: Omit<FilingReport, "conflicts"> } {
  const { propose, computed } = proposable(reading.mapped);
  const byYear: Record<string, number> = {};
  const filed = reading.mapped.filter((m) => m.element !== WORKED_OUT);
  for (const m of filed) byYear[m.fy.label] = (byYear[m.fy.label] ?? 0) + 1;
  const mismatch = reading.cin && companyCin && reading.cin !== companyCin ? { file: reading.cin, company: companyCin } : null;
  const warnings = [...reading.warnings];
  if (mismatch)
    warnings.unshift({
      element: "CorporateIdentityNumber",
      message: `The filing is of CIN ${mismatch.file}, but this company's Entity Profile says ${mismatch.company}: check it is this company's filing before accepting.`,
    });
  return {
    found: propose.map(toMetric),
    report: {
      kind: "xbrl",
      taxonomy: reading.taxonomy,
      taxonomy_as_filed: reading.taxonomyAsFiled,
      years: { cy: reading.years.cy.label, py: reading.years.py.label },
      cin: reading.cin,
      cin_mismatch: mismatch,
      company_name: reading.companyName,
      facts_read: reading.factsRead,
      facts_mapped: filed.length,
      worked_out: reading.mapped.length - filed.length,
      mapped_by_year: byYear,
      proposed: propose.length,
      computed: computed.map((m) => ({ key: m.key, element: m.element, year: m.fy.label, value: m.value })),
      not_mapped: reading.unmapped,
      warnings,
      filed_profile: filedProfileOfXbrl(reading.profile),
    },
  };
}

function toMetric(m: MappedFact): ExtractedMetric {
  const cell = cellByKey(m.key)!;
  const metric = cell.kind === "input" ? cell.metric : (cell.given?.[0] ?? cell.metric ?? m.key);
  const category: CategoryId = (cell.kind === "input" ? cell.category : cell.category) ?? "environmental";
  return {
    framework: "BRSR",
    category,
    metric,
    value: m.value,
    unit: m.unit,
    period: m.fy.label,
    page: 0,
    sentence: `${m.element} = ${m.filed} (${m.fy.label})`,
    conversion: m.conversion,
    caution: m.caution,
    confidence: 1,
    cell: m.key,
  };
}
