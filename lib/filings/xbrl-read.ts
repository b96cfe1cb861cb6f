/**
 * A filed BRSR instance, read into questionnaire cells by financial year: the reading direction
 * of lib/xbrl (same dictionary, cell↔element mapping and conversions). Every taxonomy version is
 * recognised by its namespace; legacy names count as the element that replaced them (the
 * dictionary's `replacedBy`); quantities are brought to the cell's unit (J/MJ/TJ to GJ, legacy
 * `pure` quantities by their `UnitOf…` companion text), percentages from fractions, durations to
 * days, booleans to Yes/No. What cannot be placed is listed by element name, never dropped
 * silently. Pure.
 */
import { cellByKey, type PlacedCell } from "@/lib/frameworks/questionnaire";
import { formulaOperands } from "@/lib/frameworks/questionnaire/parts";
import { fiscalYearOf, previousFiscalYear } from "@/lib/periods/fiscal-year";
import type { FiscalYear } from "@/lib/periods/types";
import { convertUnit, unitDimension } from "@/lib/measures/convert";
import { cellForFact } from "@/lib/xbrl/cells";
import { CIN_PATTERN, decimalText, durationToDays, fractionToPercent, ONE_CRORE } from "@/lib/xbrl/convert";
import { elementDef, typeIn, type XbrlDataType } from "@/lib/xbrl/dictionary";
import { TAXONOMY_VERSIONS, versionIndex, type TaxonomyVersion } from "@/lib/xbrl/versions";
import type { ReadContext, ReadFact, ReadInstance } from "./xbrl-parse";

export type YearColumn = "cy" | "py";

/** One fact placed in a cell for a year, as a proposal's value and unit. */
export type MappedFact = {
  key: string;
  element: string;
  column: YearColumn;
  fy: FiscalYear;
  value: string;
  unit: string;
  /** What was filed ('0.2036 pure', '1520000000 MJ'), for the reviewer. */
  filed: string;
  conversion: string | null;
  caution: string | null;
  /** The cell is one the questionnaire computes (a total, a share, an intensity). */
  computed: boolean;
};

export type FilingWarning = { element: string | null; message: string };

export type FilingReading = {
  taxonomy: TaxonomyVersion;
  /** The namespace date when it is not one of the known versions (read as the nearest earlier one). */
  taxonomyAsFiled: string;
  cin: string | null;
  companyName: string | null;
  years: { cy: FiscalYear; py: FiscalYear };
  factsRead: number;
  mapped: MappedFact[];
  /** Facts no cell takes, by element name (with how many). */
  unmapped: { element: string; count: number; reason: string }[];
  /** Entity Profile facts (Section A Q1–Q19), read but not proposed as cells. */
  profile: Record<string, string>;
  warnings: FilingWarning[];
};

const CORE_NS = /sebi\.gov\.in\/(?:xbrl|taxonomy)\/(\d{4}-\d{2}-\d{2})(?:\/in-capmkt)?\/?$/;
const SCHEMA_VERSION = /in-capmkt-ent-(\d{4}-\d{2}-\d{2})\.xsd$/;

/** The taxonomy version of an instance, by its facts' namespace (or its schemaRef): a date between known ones reads as the one before it. */
export function detectTaxonomy(inst: Pick<ReadInstance, "facts" | "schemaRef">): { version: TaxonomyVersion; asFiled: string } | null {
  const counts = new Map<string, number>();
  for (const f of inst.facts) {
    const m = CORE_NS.exec(f.ns);
    if (m) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  const date = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? SCHEMA_VERSION.exec(inst.schemaRef ?? "")?.[1];
  if (!date) return null;
  const known = [...TAXONOMY_VERSIONS].reverse().find((v) => v <= date) ?? TAXONOMY_VERSIONS[0];
  return { version: known, asFiled: date };
}

/** The unit text of a legacy `UnitOf…` companion ('Metric tonnes of CO2 equivalent', 'GJ', 'KL') as this module's unit, or null. */
function companionUnit(text: string): string | null {
  const t = text.trim();
  if (!t || /^(na|nil|-)$/i.test(t)) return null;
  if (unitDimension(t)) return t;
  const lower = t.toLowerCase();
  if (/co2|carbon/.test(lower)) return /\bkg\b|kilogram/.test(lower) ? "kgCO2e" : "tCO2e";
  if (/kilo\s*lit|\bkl\b/.test(lower)) return "kL";
  if (/giga\s*joule|\bgj\b/.test(lower)) return "GJ";
  if (/mega\s*joule|\bmj\b/.test(lower)) return "MJ";
  if (/tera\s*joule|\btj\b/.test(lower)) return "TJ";
  if (/\bmwh\b/.test(lower)) return "MWh";
  if (/\bkwh\b/.test(lower)) return "kWh";
  if (/\bkg\b|kilogram/.test(lower)) return "kg";
  if (/tonne|\bmt\b|\bton/.test(lower)) return "t";
  return null;
}

/** A unit's measure as convertUnit spells it ('kl' → 'kL'), or '' for pure. */
function measureUnit(measure: string): string {
  if (measure === "pure") return "";
  if (measure.toLowerCase() === "kl") return "kL";
  return measure;
}

const QUANTITY_TYPES: ReadonlySet<XbrlDataType> = new Set(["decimal", "energy", "ghgEmissions", "mass"]);
const YES = /^(true|1|yes|y)$/i;
const NO = /^(false|0|no|n)$/i;

type Slot = { column: YearColumn; fy: FiscalYear } | null;

/** Which year column a context's period is: its end (or instant) in the current or the previous financial year. */
function slotOf(ctx: ReadContext, years: { cy: FiscalYear; py: FiscalYear }, fyStartMonth: number): Slot | "older" {
  const day = ctx.instant ?? ctx.end;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const fy = fiscalYearOf(day, fyStartMonth);
  if (fy.id === years.cy.id) return { column: "cy", fy: years.cy };
  if (fy.id === years.py.id) return { column: "py", fy: years.py };
  return "older";
}

/** The current year: the instance's own DateOfEndOfFinancialYear, else the latest period of a context without members. */
function currentYear(inst: ReadInstance, fyStartMonth: number): FiscalYear | null {
  const stated = inst.facts.find((f) => f.element === "DateOfEndOfFinancialYear" && /^\d{4}-\d{2}-\d{2}$/.test(f.value));
  if (stated) return fiscalYearOf(stated.value, fyStartMonth);
  let latest: string | null = null;
  for (const c of inst.contexts.values()) {
    const day = c.instant ?? c.end;
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day) && (!latest || day > latest)) latest = day;
  }
  return latest ? fiscalYearOf(latest, fyStartMonth) : null;
}

const PROFILE_ELEMENTS = new Set([
  "CorporateIdentityNumber",
  "NameOfTheCompany",
  "YearOfIncorporation",
  "DateOfIncorporation",
  "AddressOfRegisteredOfficeOfCompany",
  "AddressOfCorporateOfficeOfCompany",
  "EMailOfTheCompany",
  "TelephoneOfCompany",
  "WebsiteOfCompany",
  "NameOfStockExchangeWhereTheCompanyIsListed",
  "ValueOfSharesPaidUp",
  "NameOfContactPerson",
  "ContactNumberOfContactPerson",
  "EMailOfContactPerson",
  "ReportingBoundary",
  "DateOfStartOfFinancialYear",
  "DateOfEndOfFinancialYear",
  "DateOfStartOfPreviousYear",
  "DateOfEndOfPreviousYear",
  "DateOfStartOfPriorToPreviousYear",
  "DateOfEndOfPriorToPreviousYear",
  "NumberOfLocations",
  "NumberOfStatesWhereMarketServedByTheEntity",
  "NumberOfCountriesWhereMarketServedByTheEntity",
  "PercentageOfContributionOfExportsInTheTotalTurnoverOfTheEntity",
  "ABriefOnTypesOfCustomersExplanatoryTextBlock",
  "WhetherCSRIsApplicableAsPerSection135OfCompaniesAct2013",
  "NSESymbol",
  "ScripCode",
  "MSEISymbol",
  "ISIN",
]);

/** Reading of one value into the cell's terms, or why it cannot be. */
type Converted = { value: string; unit: string; conversion: string | null; caution: string | null } | { skip: string };

function convertFact(f: ReadFact, cell: PlacedCell, type: XbrlDataType, inst: ReadInstance, companion: string | null): Converted {
  const raw = f.value;
  const filedUnit = f.unitRef ? inst.units.get(f.unitRef) : undefined;
  if (cell.kind === "input" && cell.type !== "number") {
    if (cell.type === "yesno" || type === "boolean") {
      if (YES.test(raw)) return { value: "Yes", unit: "", conversion: null, caution: null };
      if (NO.test(raw)) return { value: "No", unit: "", conversion: null, caution: null };
      if (/^na$/i.test(raw)) return { skip: "NA" };
    }
    return raw ? { value: raw, unit: cell.unit === "" ? "" : cell.unit, conversion: null, caution: null } : { skip: "empty" };
  }
  if (type === "duration") {
    const days = durationToDays(raw);
    return days === null
      ? { skip: `'${raw}' is not a number of days` }
      : { value: String(days), unit: cell.unit, conversion: `${raw} → ${days} days`, caution: null };
  }
  let text = raw;
  // The 2021 taxonomy typed some quantities as text (Nox, Sox, Scope 3): '1,250.5 MT' is read as a number and its unit.
  if (type === "string") {
    const m = /^(-?[\d,]*\.?\d+)\s*(.*)$/.exec(raw.trim());
    if (!m) return { skip: `'${raw.slice(0, 40)}' is not a number` };
    text = m[1].replace(/,/g, "");
    companion ??= m[2] || null;
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { skip: `'${raw.slice(0, 40)}' is not a number` };
  if (type === "percent" || cell.unit === "%") {
    const n = Number(raw);
    // Percentages are filed as fractions (0.2036 is 20.36 %); a figure over 1 was typed as a percentage already.
    if (n > 1 && n <= 100)
      return { value: decimalText(n), unit: "%", conversion: null, caution: `Filed as ${raw}, above 1: read as ${raw} % (percentages are filed as fractions)` };
    const pct = fractionToPercent(raw);
    return { value: decimalText(pct), unit: "%", conversion: `${raw} (fraction) → ${decimalText(pct)} %`, caution: null };
  }
  let value = Number(text);
  let conversion: string | null = null;
  let caution: string | null = null;
  const measure = filedUnit && filedUnit.denominator.length === 0 ? filedUnit.numerator[0] : undefined;
  let from = measure ? measureUnit(measure) : "";
  if (!from && companion) from = companionUnit(companion) ?? "";
  if (from && cell.unit && (QUANTITY_TYPES.has(type) || type === "string")) {
    const c = convertUnit(value, from, cell.unit);
    if (c.ok) {
      if (c.value !== value) conversion = `${text} ${from} → ${decimalText(c.value)} ${cell.unit}`;
      value = c.value;
    } else caution = `Filed in ${from}, which does not convert to ${cell.unit}: read as ${cell.unit}`;
  } else if (!from && measure === "pure" && QUANTITY_TYPES.has(type) && cell.unit && !["count", ""].includes(cell.unit)) {
    caution = `Filed without a unit (pure, as the 2021 and 2023 taxonomies asked) and no UnitOf… companion; read as ${cell.unit}`;
  }
  if (measure === "MtCO2e") caution = "Filed in MtCO2e, read as metric tonnes (most filers' meaning); check it is not megatonnes";
  if (type === "monetary" && measure && measure !== "INR") caution = `Filed in ${measure}, not rupees`;
  return { value: decimalText(value), unit: cell.unit, conversion, caution };
}

export function readFiling(inst: ReadInstance, { fyStartMonth = 4 }: { fyStartMonth?: number } = {}): FilingReading | { error: string } {
  const detected = detectTaxonomy(inst);
  if (!detected) return { error: "The instance holds no fact of SEBI's BRSR taxonomy (no in-capmkt namespace), so it is not a BRSR filing." };
  const { version } = detected;
  const cy = currentYear(inst, fyStartMonth);
  if (!cy) return { error: "The instance has no context with a period, so its financial year cannot be told." };
  const years = { cy, py: previousFiscalYear(cy, fyStartMonth, 1) };
  const warnings: FilingWarning[] = [];
  if (!(TAXONOMY_VERSIONS as readonly string[]).includes(detected.asFiled))
    warnings.push({ element: null, message: `Taxonomy ${detected.asFiled} is not one this product knows; read as ${version}.` });

  const companions = new Map<string, string>();
  for (const f of inst.facts) if (f.element.startsWith("UnitOf")) companions.set(`${f.element.slice(6)}|${f.contextRef}`, f.value);

  const mapped: MappedFact[] = [];
  const unmapped = new Map<string, { count: number; reason: string }>();
  const miss = (element: string, reason: string) => {
    const u = unmapped.get(element) ?? { count: 0, reason };
    u.count++;
    unmapped.set(element, u);
  };
  const profile: Record<string, string> = {};
  let cin: string | null = null;
  for (const c of inst.contexts.values()) if (c.identifier && CIN_PATTERN.test(c.identifier)) cin ??= c.identifier;

  let older = 0;
  const slots = new Map<string, Slot | "older">();
  for (const f of inst.facts) {
    if (f.element.startsWith("UnitOf")) continue;
    if (!CORE_NS.test(f.ns)) {
      miss(f.element, "not in SEBI's in-capmkt namespace");
      continue;
    }
    if (PROFILE_ELEMENTS.has(f.element)) {
      if (f.value && !(f.element in profile)) profile[f.element] = f.value;
      continue;
    }
    const ctx = inst.contexts.get(f.contextRef);
    if (!ctx) {
      miss(f.element, `context '${f.contextRef}' is not declared`);
      continue;
    }
    if (f.nil || f.value === "") continue;
    const key = cellForFact(f.element, ctx.dims);
    const cell = key ? cellByKey(key) : undefined;
    if (!key || !cell) {
      miss(f.element, elementDef(f.element) ? "no questionnaire cell takes this element with these members" : "not an element this product knows");
      continue;
    }
    let slot = slots.get(ctx.id);
    if (slot === undefined) slots.set(ctx.id, (slot = slotOf(ctx, years, fyStartMonth)));
    if (slot === "older") {
      older++;
      continue;
    }
    if (!slot) {
      miss(f.element, "its context has no period");
      continue;
    }
    const def = elementDef(f.element);
    const type = def ? typeIn(def, version, versionIndex) : "string";
    const companion = companions.get(`${f.element}|${f.contextRef}`) ?? null;
    const got = convertFact(f, cell, type, inst, companion);
    if ("skip" in got) {
      miss(f.element, got.skip);
      continue;
    }
    const unitText = f.unitRef ? ` ${inst.units.get(f.unitRef)?.numerator.join("·") ?? f.unitRef}` : "";
    mapped.push({
      key,
      element: f.element,
      column: slot.column,
      fy: slot.fy,
      ...got,
      filed: `${f.value}${unitText}${companion ? ` (${companion})` : ""}`,
      computed: cell.kind === "derived",
    });
  }
  if (older)
    warnings.push({
      element: null,
      message: `${older} facts of years before ${years.py.label} were read and left out (only the current and previous years are proposed).`,
    });

  cin ??= profile.CorporateIdentityNumber ?? null;
  scaleChecks(mapped, warnings);
  mapped.push(...denominators(mapped, years));
  return {
    taxonomy: version,
    taxonomyAsFiled: detected.asFiled,
    cin,
    companyName: profile.NameOfTheCompany ?? null,
    years,
    factsRead: inst.facts.length,
    mapped: dedupe(mapped, warnings),
    unmapped: [...unmapped.entries()].map(([element, u]) => ({ element, ...u })).sort((a, b) => a.element.localeCompare(b.element)),
    profile,
    warnings,
  };
}

/** One fact per cell and year: a second with another value is a conflict in the filing itself, warned about; the first stays. */
function dedupe(mapped: MappedFact[], warnings: FilingWarning[]): MappedFact[] {
  const seen = new Map<string, MappedFact>();
  for (const m of mapped) {
    const k = `${m.key}|${m.column}`;
    const before = seen.get(k);
    if (!before) seen.set(k, m);
    else if (before.value !== m.value)
      warnings.push({
        element: m.element,
        message: `${m.key} (${m.fy.label}) is filed twice with different values (${before.value} and ${m.value}); the first is proposed.`,
      });
  }
  return [...seen.values()];
}

/**
 * Scale slips a filer makes and the exchange accepts: turnover typed in crore or lakh under INR,
 * and GHG in MtCO2e that means megatonnes (Scope 1 a million times too small beside the energy).
 */
function scaleChecks(mapped: MappedFact[], warnings: FilingWarning[]) {
  const at = (key: string, column: YearColumn) => mapped.find((m) => m.key === key && m.column === column);
  for (const m of mapped) {
    if ((m.element === "Turnover" || m.element === "RevenueFromOperations") && Number(m.value) > 0 && Number(m.value) < ONE_CRORE) {
      const note = `${m.element} is ₹${m.value} for ${m.fy.label}: below ₹1 crore for a listed company, it was probably filed in crore, lakh or million`;
      m.caution = m.caution ? `${m.caution}; ${note}` : note;
      warnings.push({ element: m.element, message: note });
    }
    if (m.filed.includes("MtCO2e") && /^P6-E7-S[12]$/.test(m.key)) {
      const energy = ["P6-E1-A", "P6-E1-B", "P6-E1-C", "P6-E1-D", "P6-E1-E", "P6-E1-F"]
        .map((k) => Number(at(k, m.column)?.value ?? 0))
        .reduce((a, b) => a + b, 0);
      // A steel plant emits about 0.1–0.2 t CO2e per GJ; below 1 kg per GJ the figure is in megatonnes.
      if (energy > 0 && Number(m.value) / energy < 0.001) {
        const note = `${m.key} is ${m.value} MtCO2e beside ${decimalText(energy)} GJ of energy: the magnitude says megatonnes (×1,000,000 for tonnes)`;
        m.caution = note;
        warnings.push({ element: m.element, message: note });
      }
    }
  }
}

/** The element name of a figure worked out from others rather than filed. */
export const WORKED_OUT = "(worked out)";

/** Pairs of intensities that share a numerator: the PPP one over the per-rupee one is the PPP factor. */
const PPP_PAIRS: readonly [string, string][] = [
  ["P6-E1-INT-PPP", "P6-E1-INT-RUPEE"],
  ["P6-E7-INT-PPP", "P6-E7-INT-RUPEE"],
  ["P6-E3-INT-PPP", "P6-E3-INT-RUPEE"],
  ["P6-E9-INT-PPP", "P6-E9-INT-RUPEE"],
];
const OUTPUT_PAIRS: readonly [string, string][] = [
  ["P6-E1-INT-OUTPUT", "P6-E1-TOTAL"],
  ["P6-E7-INT-OUTPUT", "P6-E7-S1"],
];

/**
 * The intensity denominators a filing holds only implicitly: SEBI has no element for the PPP
 * conversion factor or the physical output, but a filing's PPP-adjusted intensity over its
 * per-rupee one is the factor, and a total over its per-output intensity is the output. Proposed
 * (marked as worked out) so the questionnaire recomputes the filed intensities.
 */
function denominators(mapped: readonly MappedFact[], years: { cy: FiscalYear; py: FiscalYear }): MappedFact[] {
  const out: MappedFact[] = [];
  for (const column of ["cy", "py"] as const) {
    const num = (key: string) => {
      const m = mapped.find((x) => x.key === key && x.column === column);
      const n = m ? Number(m.value) : NaN;
      return Number.isFinite(n) && n !== 0 ? n : null;
    };
    const add = (key: string, value: number, how: string) =>
      out.push({
        key,
        element: WORKED_OUT,
        column,
        fy: years[column],
        value: decimalText(Number(value.toPrecision(6))),
        unit: cellByKey(key)?.unit ?? "",
        filed: how,
        conversion: how,
        caution: "Worked out from two filed intensities: SEBI's taxonomy has no element for it",
        computed: false,
      });
    if (!mapped.some((m) => m.key === "INT-PPP" && m.column === column))
      for (const [ppp, rupee] of PPP_PAIRS) {
        const a = num(ppp);
        const b = num(rupee);
        if (a !== null && b !== null) {
          add("INT-PPP", a / b, `${ppp} ÷ ${rupee}`);
          break;
        }
      }
    // S1 alone is not the Scope 1+2 numerator; the pair is used only when Scope 2 is filed too.
    if (!mapped.some((m) => m.key === "INT-OUTPUT" && m.column === column))
      for (const [intensity, total] of OUTPUT_PAIRS) {
        const i = num(intensity);
        const t = total === "P6-E7-S1" ? (num("P6-E7-S1") !== null && num("P6-E7-S2") !== null ? num("P6-E7-S1")! + num("P6-E7-S2")! : null) : num(total);
        if (i !== null && t !== null) {
          add("INT-OUTPUT", t / i, `${total} ÷ ${intensity}`);
          break;
        }
      }
    out.push(...wellBeingHeadcounts(mapped, column, years[column]));
  }
  return out;
}

/**
 * P3 E1's 'Total (A)' headcounts have no element; each benefit's count over its filed percentage
 * gives them back. The largest percentage is used: filed to two decimals, it divides best.
 */
function wellBeingHeadcounts(mapped: readonly MappedFact[], column: YearColumn, fy: FiscalYear): MappedFact[] {
  const best = new Map<string, { pct: number; count: number; benefit: string }>();
  for (const m of mapped) {
    const match = m.column === column && /^(P3-E1[ab]-(?:PERMANENT|OTHER)-(?:MALE|FEMALE))-([a-z]+)-pct$/.exec(m.key);
    if (!match) continue;
    const count = mapped.find((c) => c.key === `${match[1]}-${match[2]}` && c.column === column);
    const pct = Number(m.value);
    if (!count || !(pct > 0) || (best.get(match[1])?.pct ?? 0) >= pct) continue;
    best.set(match[1], { pct, count: Number(count.value), benefit: match[2] });
  }
  const out: MappedFact[] = [];
  for (const [row, b] of best) {
    const key = `${row}-total`;
    if (mapped.some((m) => m.key === key && m.column === column) || !cellByKey(key)) continue;
    const how = `${row}-${b.benefit} ÷ ${b.pct} %`;
    out.push({
      key,
      element: WORKED_OUT,
      column,
      fy,
      value: String(Math.round((b.count * 100) / b.pct)),
      unit: "count",
      filed: how,
      conversion: how,
      caution: "Worked out from a filed count and its percentage: SEBI's taxonomy has no element for the table's total",
      computed: false,
    });
  }
  return out;
}

/** The input cells a computed cell is worked out from, through computed ones ('P6-E1-TOTAL' → A…F). */
function inputsOf(key: string, seen = new Set<string>()): string[] {
  const cell = cellByKey(key);
  if (!cell || seen.has(key)) return [];
  seen.add(key);
  if (cell.kind === "input") return [key];
  return formulaOperands(cell.formula).flatMap((k) => inputsOf(k, seen));
}

/** Cells a total's parts already fill, per year: a filed total is then not proposed (the questionnaire adds the parts). */
export function proposable(mapped: readonly MappedFact[]): { propose: MappedFact[]; computed: MappedFact[] } {
  const filled = new Set(mapped.filter((m) => !m.computed).map((m) => `${m.key}|${m.column}`));
  const propose: MappedFact[] = [];
  const computed: MappedFact[] = [];
  for (const m of mapped) {
    if (!m.computed) {
      propose.push(m);
      continue;
    }
    const cell = cellByKey(m.key);
    const given = cell?.kind === "derived" ? (cell.given ?? []) : [];
    const partsFilled = cell?.kind === "derived" && inputsOf(m.key).some((k) => filled.has(`${k}|${m.column}`));
    if (given.length && !partsFilled) propose.push(m);
    else computed.push(m);
  }
  return { propose, computed };
}
