/**
 * The basis of preparation an assurer asks first: which emission factors (set and edition) each
 * year's figures were calculated with, which GWPs, how Scope 2 is counted (location-based in P6 E7,
 * the market-based figure beside it), the boundary, the PPP factor and its source, the physical
 * output the intensities divide by; and a check of Scope 2 against the year's grid factor. Pure.
 */
import { formatFigure } from "@/lib/frameworks/questionnaire/evaluate";
import type { QuestionnaireView } from "@/lib/brsr/view";
import { viewCells, type CellView } from "@/lib/brsr/view";
import { metricKey } from "@/lib/frameworks/metric-key";
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import type { FactRow } from "./model";

/** A year's emission factors as the report states them. */
export type YearFactors = {
  fyLabel: string;
  set: string;
  edition: string;
  gwpBasis: string;
  /** Whether the set was frozen for the year (a calculation saved with it) or is the default read today. */
  frozen: boolean;
  /** The year's grid factor, kg CO2e per kWh. */
  gridKgPerKwh: number | null;
};

export type BasisInput = {
  view: QuestionnaireView;
  profile: CompanyProfile;
  factors: readonly YearFactors[];
  /** The year's market-based Scope 2 (tCO2e) where a calculation saved one. */
  scope2Market: number | null;
  /** The notes of the entries behind a cell (the PPP factor's source). */
  notesOf: (entryIds: readonly string[]) => string;
};

export const MARKET_SCOPE2_METRIC = metricKey("Scope 2 emissions (market-based)");

/** Scope 2 beyond this share away from grid electricity × the grid factor is flagged. */
export const SCOPE2_TOLERANCE = 0.01;

const GJ_PER_KWH = 0.0036;

function cellsOf(view: QuestionnaireView): Map<string, CellView> {
  const out = new Map<string, CellView>();
  for (const { cell } of viewCells(view)) out.set(cell.key, cell);
  return out;
}

const num = (c: CellView | undefined): number | null => {
  const v = c?.values.cy?.value;
  return typeof v === "number" ? v : null;
};

/**
 * Scope 2 (location-based) against the grid electricity the company drew (P6 E1's non-renewable
 * electricity, D) times the year's grid factor; null when a figure is missing, else both figures and
 * whether they differ by more than 1 %.
 */
export function scope2Check(view: QuestionnaireView, gridKgPerKwh: number | null): { expected: number; reported: number; off: boolean } | null {
  const cells = cellsOf(view);
  const reported = num(cells.get("P6-E7-S2"));
  const gridGj = num(cells.get("P6-E1-D"));
  if (reported === null || gridGj === null || gridKgPerKwh === null) return null;
  const expected = ((gridGj / GJ_PER_KWH) * gridKgPerKwh) / 1000;
  const off = expected === 0 ? reported !== 0 : Math.abs(reported - expected) > SCOPE2_TOLERANCE * expected;
  return { expected, reported, off };
}

const BOUNDARY: Record<string, string> = {
  standalone: "Standalone: the listed entity only",
  consolidated: "Consolidated: the entity and its consolidated subsidiaries",
};

export function basisOfPreparation({ view, profile, factors, scope2Market, notesOf }: BasisInput): FactRow[] {
  const cells = cellsOf(view);
  const rows: FactRow[] = [];
  for (const f of factors) {
    rows.push({
      label: `Emission factors, ${f.fyLabel}`,
      value: { text: `${f.set}, ${f.edition}${f.frozen ? "" : " (no calculation saved for the year; the set the figures default to)"}` },
    });
  }
  const gwp = [...new Set(factors.map((f) => f.gwpBasis))];
  if (gwp.length) rows.push({ label: "Global warming potentials", value: { text: gwp.join("; ") } });
  const s2 = num(cells.get("P6-E7-S2"));
  rows.push({
    label: "Scope 2 method",
    value: {
      text: `Location-based in P6 E7 (grid average factors)${s2 !== null ? `: ${formatFigure(s2, "tCO2e")}` : ""}. ${
        scope2Market !== null ? `Market-based, for reference: ${formatFigure(scope2Market, "tCO2e")}.` : "No market-based figure was calculated."
      }`,
    },
  });
  const check = scope2Check(view, factors[0]?.gridKgPerKwh ?? null);
  if (check) {
    rows.push({
      label: "Scope 2 against grid electricity",
      value: {
        text: `Grid electricity (P6 E1, D) × the year's grid factor gives ${formatFigure(check.expected, "tCO2e")}; P6 E7 reports ${formatFigure(check.reported, "tCO2e")}${
          check.off ? " — they differ by more than 1%." : "."
        }`,
      },
    });
  }
  rows.push({
    label: "GHG and reporting boundary",
    value: profile.reporting_boundary ? { text: BOUNDARY[profile.reporting_boundary] ?? profile.reporting_boundary } : { text: "Not disclosed", muted: true },
  });
  const ppp = cells.get("INT-PPP");
  const pppValue = num(ppp);
  const pppSource = ppp?.values.cy ? notesOf(ppp.values.cy.entryIds).trim() : "";
  rows.push({
    label: "PPP conversion factor",
    value:
      pppValue === null
        ? { text: "Not disclosed", muted: true }
        : { text: `${formatFigure(pppValue, "₹ per $")}${pppSource ? `. Source: ${pppSource}` : ". Source not stated"}` },
  });
  const output = cells.get("INT-OUTPUT");
  const outputValue = num(output);
  rows.push({
    label: "Physical output",
    value: outputValue === null ? { text: "Not disclosed", muted: true } : { text: formatFigure(outputValue, output?.values.cy?.unit || output?.unit || "") },
  });
  return rows;
}
