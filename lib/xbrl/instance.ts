/**
 * Builds the BRSR XBRL instance of one financial year from the questionnaire (its evaluated cells)
 * and the Entity Profile: contexts for each year (durations and year-end instants on the
 * company's own financial-year dates, dimensional ones for table rows), units, and one fact per
 * answered cell and year. Pure; the XML is written with every text and attribute escaped.
 */
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import type { CellValue } from "@/lib/frameworks/questionnaire/evaluate";
import type { YearSlot } from "@/lib/frameworks/questionnaire/types";
import type { FiscalYear } from "@/lib/periods/types";
import { cellElements, dimsKey, elementIn } from "./cells";
import { decimalText, decimalsOf, daysToDuration, percentToFraction, toIsoDate, unitFor, NUMERIC_TYPES, type UnitDef } from "./convert";
import { type Dimension, type ElementDef, type PeriodType, type XbrlDataType, typeIn } from "./dictionary";
import { namespacesOf, usesLegacyUnits, versionIndex, type TaxonomyVersion } from "./versions";

export const CIN_SCHEME = "https://www.sebi.gov.in/in-capmkt/CorporateIdentityNumber";

/** One cell of the questionnaire as the export reads it: its unit and each year's value. */
export type CellFigures = { key: string; unit: string; values: Partial<Record<YearSlot, CellValue>> };

export type ExportInput = {
  companyName: string;
  profile: CompanyProfile;
  fys: Record<YearSlot, FiscalYear>;
  version: TaxonomyVersion;
  cells: ReadonlyMap<string, CellFigures>;
};

export type Fact = {
  /** The questionnaire cell ('P6-E1-A') or Entity Profile field ('profile:cin') it comes from. */
  key: string;
  element: string;
  slot: YearSlot;
  contextId: string;
  unitId?: string;
  decimals?: string;
  value: string;
};

export type ContextDef = { id: string; slot: YearSlot; period: PeriodType; dims: readonly Dimension[] };

export type Instance = {
  version: TaxonomyVersion;
  cin: string;
  fys: Record<YearSlot, FiscalYear>;
  contexts: ContextDef[];
  units: UnitDef[];
  facts: Fact[];
};

const SLOT_CODE: Record<YearSlot, string> = { cy: "CY", py: "PY", py2: "PY2" };

const short = (name: string) => name.replace(/(Axis|Member)$/, "");

function contextIdOf(slot: YearSlot, period: PeriodType, dims: readonly Dimension[]): string {
  const base = `${period === "instant" ? "I" : "D"}${SLOT_CODE[slot]}`;
  if (!dims.length) return `${base}Main`;
  const parts = dims.map((d) => ("member" in d ? short(d.member) : `${short(d.axis)}${d.typed.value}`.replace(/[^A-Za-z0-9_.-]/g, "_")));
  return `${base}_${parts.join("_")}`;
}

/** Collects contexts and units as facts need them, so the instance declares exactly what it uses. */
class Builder {
  contexts = new Map<string, ContextDef>();
  units = new Map<string, UnitDef>();
  facts: Fact[] = [];
  private byDims = new Map<string, string>();

  context(slot: YearSlot, period: PeriodType, dims: readonly Dimension[]): string {
    const sig = `${slot}|${period}|${dimsKey(dims)}`;
    const known = this.byDims.get(sig);
    if (known) return known;
    let id = contextIdOf(slot, period, dims);
    for (let n = 2; this.contexts.has(id); n++) id = `${contextIdOf(slot, period, dims)}_${n}`;
    this.contexts.set(id, { id, slot, period, dims });
    this.byDims.set(sig, id);
    return id;
  }

  add(fact: Omit<Fact, "contextId" | "unitId"> & { period: PeriodType; dims: readonly Dimension[]; unit?: UnitDef | null }) {
    const contextId = this.context(fact.slot, fact.period, fact.dims);
    if (fact.unit) this.units.set(fact.unit.id, fact.unit);
    this.facts.push({ key: fact.key, element: fact.element, slot: fact.slot, contextId, unitId: fact.unit?.id, decimals: fact.decimals, value: fact.value });
  }
}

const YES = /^(?:yes|y|true)$/i;
const NO = /^(?:no|n|false)$/i;

/**
 * A cell's value as the element's type holds it, or null when it cannot be filed (a Not
 * applicable where the type has no NA, a text answer in a numeric element).
 */
export function factValue(v: CellValue, type: XbrlDataType, def: Pick<ElementDef, "enumeration">): { value: string; decimals?: string } | null {
  if (v.state === "missing" || v.value === null) {
    if (v.state !== "not_applicable") return null;
  }
  if (v.state === "not_applicable") {
    if (def.enumeration?.includes("NA")) return { value: "NA" };
    if (type === "string" || type === "textBlock") return { value: "NA" };
    return null;
  }
  const raw = typeof v.value === "number" && v.state === "derived" ? roundDerived(v.value, type) : v.value;
  if (NUMERIC_TYPES.has(type)) {
    if (typeof raw !== "number") return null;
    if (type === "percent") {
      const text = percentToFraction(raw);
      return { value: text, decimals: decimalsOf(text) };
    }
    const text = type === "integer" ? decimalText(Math.round(raw)) : decimalText(raw);
    return { value: text, decimals: decimalsOf(text) };
  }
  const text = typeof raw === "number" ? decimalText(raw) : String(raw).trim();
  if (!text) return null;
  switch (type) {
    case "duration":
      // A negative figure is filed as the negative duration xs:duration allows ('-P5D'), which
      // validation then names, rather than failing the whole export.
      if (typeof raw !== "number") return null;
      return { value: raw < 0 ? `-${daysToDuration(-raw)}` : daysToDuration(raw) };
    case "date":
      // Left as typed when it does not read as a date: validation then names the cell.
      return { value: toIsoDate(text) ?? text };
    case "boolean":
      return YES.test(text) ? { value: "true" } : NO.test(text) ? { value: "false" } : null;
    case "enumeration": {
      const found = def.enumeration?.find((e) => e.toLowerCase() === text.toLowerCase());
      return found ? { value: found } : null;
    }
    default:
      return { value: text };
  }
}

/**
 * A computed figure to the precision filings print: a percentage to two decimals (a fraction to
 * four), other ratios and intensities to six significant digits, so that 1/3 is not filed as
 * fifteen digits of noise.
 */
export function roundDerived(n: number, type: XbrlDataType): number {
  if (type === "percent") return Math.round(n * 100) / 100;
  if (type === "integer" || n === 0) return n;
  return Number(n.toPrecision(6));
}

/** Entity Profile facts: Section A Q1–Q19 and the financial-year dates. */
function profileFacts(b: Builder, input: ExportInput) {
  const { profile, fys, version } = input;
  const put = (field: string, name: string, value: string | number | boolean | undefined, opts: { slot?: YearSlot; dims?: Dimension[] } = {}) => {
    if (value === undefined || value === "") return;
    const def = elementIn(name, version);
    if (!def) return;
    const type = typeIn(def, version, versionIndex);
    let text: string;
    let decimals: string | undefined;
    if (typeof value === "boolean") text = value ? "true" : "false";
    else if (typeof value === "number") {
      text = type === "percent" ? percentToFraction(value) : decimalText(value);
      decimals = decimalsOf(text);
    } else text = value;
    const unit = NUMERIC_TYPES.has(type) ? unitFor(type === "monetary" ? "₹" : "", type, false) : null;
    b.add({ key: `profile:${field}`, element: def.name, slot: opts.slot ?? "cy", period: def.period, dims: opts.dims ?? [], unit, decimals, value: text });
  };
  put("cin", "CorporateIdentityNumber", profile.cin);
  put("name", "NameOfTheCompany", input.companyName);
  if (profile.incorporation_year !== undefined) put("incorporation_year", "YearOfIncorporation", String(profile.incorporation_year));
  put("registered_address", "AddressOfRegisteredOfficeOfCompany", profile.registered_address);
  put("corporate_address", "AddressOfCorporateOfficeOfCompany", profile.corporate_address);
  put("email", "EMailOfTheCompany", profile.email);
  put("telephone", "TelephoneOfCompany", profile.telephone);
  put("website", "WebsiteOfCompany", profile.website);
  put("fy", "DateOfStartOfFinancialYear", fys.cy.start);
  put("fy", "DateOfEndOfFinancialYear", fys.cy.end);
  put("fy", "DateOfStartOfPreviousYear", fys.py.start);
  put("fy", "DateOfEndOfPreviousYear", fys.py.end);
  // Section A Q22 asks three years, so the year before the previous one is dated too.
  put("fy", "DateOfStartOfPriorToPreviousYear", fys.py2.start);
  put("fy", "DateOfEndOfPriorToPreviousYear", fys.py2.end);
  put("stock_exchanges", "NameOfStockExchangeWhereTheCompanyIsListed", profile.stock_exchanges?.join(", "));
  put("paid_up_capital_inr", "ValueOfSharesPaidUp", profile.paid_up_capital_inr);
  put("contact_person", "NameOfContactPerson", profile.contact_person?.name);
  put("contact_person", "ContactNumberOfContactPerson", profile.contact_person?.telephone);
  put("contact_person", "EMailOfContactPerson", profile.contact_person?.email);
  if (profile.reporting_boundary)
    put("reporting_boundary", "ReportingBoundary", profile.reporting_boundary === "standalone" ? "Standalone basis" : "Consolidated basis");
  for (const [where, geo] of [
    ["national", "NationalMember"],
    ["international", "InternationalMember"],
  ] as const) {
    const counts = profile.locations?.[where];
    for (const [what, member] of [
      ["plants", "PlantMember"],
      ["offices", "OfficeMember"],
    ] as const)
      put("locations", "NumberOfLocations", counts?.[what], {
        dims: [
          { axis: "GeographicalAxis", member: geo },
          { axis: "LocationAxis", member },
        ],
      });
  }
  put("markets", "NumberOfStatesWhereMarketServedByTheEntity", profile.markets?.national_states);
  put("markets", "NumberOfCountriesWhereMarketServedByTheEntity", profile.markets?.international_countries);
  put("markets", "PercentageOfContributionOfExportsInTheTotalTurnoverOfTheEntity", profile.markets?.exports_percent);
  put("markets", "ABriefOnTypesOfCustomersExplanatoryTextBlock", profile.markets?.customer_types);
  put("csr_applicable", "WhetherCSRIsApplicableAsPerSection135OfCompaniesAct2013", profile.csr_applicable);
}

/** The instance's facts, contexts and units (the XML comes from `serializeInstance`). */
export function buildInstance(input: ExportInput): Instance {
  const b = new Builder();
  const legacy = usesLegacyUnits(input.version);
  // The main contexts first, in the order readers expect them.
  for (const slot of ["cy", "py"] as const) {
    b.context(slot, "duration", []);
    b.context(slot, "instant", []);
  }
  profileFacts(b, input);
  for (const ce of cellElements()) {
    const cell = input.cells.get(ce.key);
    if (!cell) continue;
    const def = elementIn(ce.element, input.version);
    if (!def) continue;
    const type = typeIn(def, input.version, versionIndex);
    for (const slot of ["cy", "py", "py2"] as const) {
      const v = cell.values[slot];
      if (!v) continue;
      const out = factValue(v, type, def);
      if (!out) continue;
      const unit = NUMERIC_TYPES.has(type) ? unitFor(cell.unit, type, legacy) : null;
      b.add({ key: ce.key, element: def.name, slot, period: def.period, dims: ce.dims, unit, decimals: out.decimals, value: out.value });
    }
  }
  return {
    version: input.version,
    cin: input.profile.cin ?? "",
    fys: input.fys,
    contexts: [...b.contexts.values()],
    units: [...b.units.values()],
    facts: b.facts,
  };
}

// XML 1.0 forbids most control characters even escaped; they are dropped.
const ILLEGAL_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(ILLEGAL_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The instance as XML text; a draft carries a comment saying it failed validation. */
export function serializeInstance(instance: Instance, opts: { draftNote?: string } = {}): string {
  const ns = namespacesOf(instance.version);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (opts.draftNote) out.push(`<!-- ${opts.draftNote.replace(/--/g, "- -")} -->`);
  out.push(
    `<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink"` +
      ` xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:Non-SI="http://www.xbrl.org/2009/utr"` +
      ` xmlns:in-capmkt="${escapeXml(ns.core)}" xmlns:in-capmkt-types="${escapeXml(ns.types)}">`,
  );
  out.push(`  <link:schemaRef xlink:type="simple" xlink:href="${escapeXml(ns.schemaRef)}"/>`);
  const entity = `<xbrli:entity><xbrli:identifier scheme="${CIN_SCHEME}">${escapeXml(instance.cin)}</xbrli:identifier></xbrli:entity>`;
  for (const c of instance.contexts) {
    const fy = instance.fys[c.slot];
    const period =
      c.period === "instant"
        ? `<xbrli:period><xbrli:instant>${fy.end}</xbrli:instant></xbrli:period>`
        : `<xbrli:period><xbrli:startDate>${fy.start}</xbrli:startDate><xbrli:endDate>${fy.end}</xbrli:endDate></xbrli:period>`;
    const members = c.dims.map((d) =>
      "member" in d
        ? `<xbrldi:explicitMember dimension="in-capmkt:${d.axis}">in-capmkt:${d.member}</xbrldi:explicitMember>`
        : `<xbrldi:typedMember dimension="in-capmkt:${d.axis}"><in-capmkt:${d.typed.domain}>${escapeXml(d.typed.value)}</in-capmkt:${d.typed.domain}></xbrldi:typedMember>`,
    );
    const scenario = members.length ? `<xbrli:scenario>${members.join("")}</xbrli:scenario>` : "";
    out.push(`  <xbrli:context id="${c.id}">${entity}${period}${scenario}</xbrli:context>`);
  }
  for (const u of instance.units) {
    const measures = (list: readonly string[]) => list.map((m) => `<xbrli:measure>${m}</xbrli:measure>`).join("");
    const body = u.denominator
      ? `<xbrli:divide><xbrli:unitNumerator>${measures(u.numerator)}</xbrli:unitNumerator><xbrli:unitDenominator>${measures(u.denominator)}</xbrli:unitDenominator></xbrli:divide>`
      : measures(u.numerator);
    out.push(`  <xbrli:unit id="${u.id}">${body}</xbrli:unit>`);
  }
  for (const f of instance.facts) {
    const attrs = [`contextRef="${f.contextId}"`];
    if (f.unitId) attrs.push(`unitRef="${f.unitId}"`);
    if (f.decimals !== undefined) attrs.push(`decimals="${f.decimals}"`);
    out.push(`  <in-capmkt:${f.element} ${attrs.join(" ")}>${escapeXml(f.value)}</in-capmkt:${f.element}>`);
  }
  out.push("</xbrli:xbrl>", "");
  return out.join("\n");
}

/** The file name the exchange utility expects a reader to recognise: BRSR_{CIN}_FY2024-25.xml. */
export function instanceFileName(cin: string, fy: FiscalYear): string {
  return `BRSR_${cin.replace(/[^A-Za-z0-9]/g, "") || "NO-CIN"}_FY${fy.id}.xml`;
}
