/**
 * Which element (and which dimension members) each questionnaire cell is filed under, both ways:
 * cell key → element for the export, element + members → cell key for reading a filed instance
 * back. The element names start from the cells' own `xbrl` field (the questionnaire's record of
 * BRSR_FORMAT §7.3) and add what that field leaves out: the P6 E1 rows, P6 E2, P9 E3 receipts,
 * and the dimension members of the tables whose cells share one element (Q20, Q22, Q25, P3 E1,
 * P3 E11, P8 E5, P9 E3). Member pairings are believed (the definition linkbase was not available).
 */
import { allCells, ROW_TABLES, rowCellKey, type PlacedCell } from "@/lib/frameworks/questionnaire";
import { ROW_TABLE_XBRL, rowDimensions } from "./rows";
import { ELEMENTS, elementDef, type Dimension, type ElementDef } from "./dictionary";
import { versionIndex, versionWithin, type TaxonomyVersion } from "./versions";

export type CellElement = { key: string; element: string; dims: readonly Dimension[] };

/** Elements for cells whose questionnaire definition names none (BRSR_FORMAT §7.3). */
const EXTRA_ELEMENTS: Readonly<Record<string, string>> = {
  "P6-E1-A": "TotalElectricityConsumptionFromRenewableSources",
  "P6-E1-B": "TotalFuelConsumptionFromRenewableSources",
  "P6-E1-C": "EnergyConsumptionThroughOtherSourcesFromRenewableSources",
  "P6-E1-D": "TotalElectricityConsumptionFromNonRenewableSources",
  "P6-E1-E": "TotalFuelConsumptionFromNonRenewableSources",
  "P6-E1-F": "EnergyConsumptionThroughOtherSourcesFromNonRenewableSources",
  "P6-E2-DC": "DoesTheEntityHaveAnySitesOrFacilitiesIdentifiedAsDesignatedConsumersUnderThePerformanceAchieveAndTradeSchemeOfTheGovernmentOfIndia",
  "P5-E7-UPHELD": "ComplaintsOnPOSHUpHeld",
  "P7-E1a": "NumberOfAffiliationsWithTradeAndIndustryChambersOrAssociations",
};

/**
 * Cells the questionnaire gives an element that the export cannot file, with the reason: the
 * taxonomy has no member for the row. The coverage test holds every other such cell to an element.
 */
export const UNFILED_CELLS: Readonly<Record<string, string>> = {
  "P9-E3-OTHER-pending": "ConsumerComplaintsP9Axis has no member for 'Other' complaints",
};

const m = (axis: string, member: string): Dimension => ({ axis, member });

const CATEGORY: Readonly<Record<string, string>> = {
  "1": "PermanentEmployeesMember",
  "2": "OtherThanPermanentEmployeesMember",
  "3": "EmployeesMember",
  "4": "PermanentWorkersMember",
  "5": "OtherThanPermanentWorkersMember",
  "6": "WorkersMember",
};
const gender = (g: string): Dimension[] => (g === "male" ? [m("GenderAxis", "MaleMember")] : g === "female" ? [m("GenderAxis", "FemaleMember")] : []);

const STAKEHOLDER: Readonly<Record<string, string>> = {
  COMMUNITIES: "ComplaintReceivedFromCommunitiesMember",
  INVESTORS: "ComplaintReceivedFromInvestorsMember",
  SHAREHOLDERS: "ComplaintReceivedFromShareholdersMember",
  EMPLOYEES: "ComplaintReceivedFromEmployeesAndWorkersMember",
  CUSTOMERS: "ComplaintReceivedFromCustomersMember",
  "VALUE-CHAIN": "ComplaintReceivedFromValueChainPartnersMember",
};

const BENEFIT: Readonly<Record<string, string>> = {
  health: "HealthInsuranceMember",
  accident: "AccidentInsuranceMember",
  maternity: "MaternityBenefitsMember",
  paternity: "PaternityBenefitsMember",
  daycare: "DayCareFacilitiesMember",
};

const TOWNS: Readonly<Record<string, string>> = { RURAL: "RuralMember", "SEMI-URBAN": "SemiUrbanMember", URBAN: "UrbanMember", METRO: "MetropolitanMember" };

const CONSUMER: Readonly<Record<string, string>> = {
  "DATA-PRIVACY": "DataPrivacyMember",
  ADVERTISING: "AdvertisingMember",
  "CYBER-SECURITY": "CyberSecurityMember",
  "ESSENTIAL-SERVICES": "DeliveryOfEssentialServicesMember",
  RESTRICTIVE: "RestrictiveTradePracticesMember",
  UNFAIR: "UnfairTradePracticesMember",
};

/** The dimension members of a cell in a table whose cells share an element; [] for a cell filed alone. */
export function dimensionsOf(key: string): Dimension[] {
  let match = /^A-20[ab]-(\d)-(total|male|female)(?:-pct)?$/.exec(key);
  if (match) return [m("EmployeesAndWorkersAxis", CATEGORY[match[1]]), ...gender(match[2])];
  match = /^A-22-(EMPLOYEES|WORKERS)-(male|female|total)$/.exec(key);
  if (match) return [m("EmployeesAndWorkersAxis", match[1] === "EMPLOYEES" ? "PermanentEmployeesMember" : "PermanentWorkersMember"), ...gender(match[2])];
  match = /^A-25-([A-Z-]+)-(filed|pending)$/.exec(key);
  if (match)
    return match[1] === "OTHER"
      ? [{ axis: "OtherStakeHolderAxis", typed: { domain: "OtherStakeHolderDomain", value: "Other" } }]
      : [m("StakeHolderGroupFromWhomComplaintIsReceivedAxis", STAKEHOLDER[match[1]])];
  match = /^P3-E1([ab])-(PERMANENT|OTHER)-(MALE|FEMALE|TOTAL)-([a-z]+)(?:-pct)?$/.exec(key);
  if (match) {
    const employees = match[1] === "a";
    const category =
      match[2] === "PERMANENT"
        ? employees
          ? "PermanentEmployeesMember"
          : "PermanentWorkersMember"
        : employees
          ? "OtherThanPermanentEmployeesMember"
          : "OtherThanPermanentWorkersMember";
    return [m("EmployeesAndWorkersAxis", category), ...gender(match[3].toLowerCase()), m("BenefitesOfWellBeingAxis", BENEFIT[match[4]])];
  }
  match = /^P3-E11-[A-Z]+-(employees|workers)$/.exec(key);
  if (match) return [m("EmployeesAndWorkersAxis", match[1] === "employees" ? "EmployeesMember" : "WorkersMember")];
  match = /^P8-E5-(RURAL|SEMI-URBAN|URBAN|METRO)$/.exec(key);
  if (match) return [m("TownsCategoryAxis", TOWNS[match[1]])];
  match = /^P9-E3-([A-Z-]+)-(received|pending)$/.exec(key);
  if (match && CONSUMER[match[1]]) return [m("ConsumerComplaintsP9Axis", CONSUMER[match[1]])];
  return [];
}

function elementOfCell(cell: PlacedCell): string | undefined {
  if (UNFILED_CELLS[cell.key]) return undefined;
  if (/^P9-E3-(?!TOTAL|OTHER)[A-Z-]+-received$/.test(cell.key)) return "ConsumerComplaintsReceivedDuringTheYear";
  return cell.xbrl ?? EXTRA_ELEMENTS[cell.key];
}

/** Row tables: every row up to the table's limit, each column (and P6 L1's computed block cells) with the row's members. */
function rowCellElements(): CellElement[] {
  const out: CellElement[] = [];
  for (const table of ROW_TABLES) {
    const xbrl = ROW_TABLE_XBRL[table.id];
    if (!xbrl) continue;
    for (const slot of table.rows) {
      const dims = rowDimensions(xbrl, slot.number);
      for (const [column, element] of Object.entries(xbrl.columns)) out.push({ key: rowCellKey(table.id, slot.number, column), element, dims });
    }
  }
  return out;
}

const CELL_ELEMENTS: readonly CellElement[] = [
  ...allCells().flatMap((cell) => {
    const element = elementOfCell(cell);
    return element ? [{ key: cell.key, element, dims: dimensionsOf(cell.key) }] : [];
  }),
  ...rowCellElements(),
];
const BY_KEY = new Map(CELL_ELEMENTS.map((c) => [c.key, c]));
/** Element and members → cell, for reading instances back (the first cell wins; the dictionary test holds them unique). */
const BY_FACT: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const c of CELL_ELEMENTS) {
    const sig = `${c.element}#${dimsKey(c.dims)}`;
    if (!out.has(sig)) out.set(sig, c.key);
  }
  return out;
})();

/** Every cell the export files, with its element (as the newest taxonomy names it) and members. */
export function cellElements(): readonly CellElement[] {
  return CELL_ELEMENTS;
}

export function cellElement(key: string): CellElement | undefined {
  return BY_KEY.get(key);
}

/**
 * The element a cell is filed under in a version: its own name where the version has it, else the
 * legacy element it replaced (TotalEnergyConsumption for the 2023 format's total before
 * 2024-04-30); undefined where the version has neither.
 */
export function elementIn(name: string, v: TaxonomyVersion): ElementDef | undefined {
  const def = elementDef(name);
  if (def && versionWithin(v, def.since, def.until)) return def;
  return LEGACY.get(name)?.find((old) => versionWithin(v, old.since, old.until));
}

/** Legacy names by the element that took them over. */
const LEGACY: ReadonlyMap<string, readonly ElementDef[]> = (() => {
  const out = new Map<string, ElementDef[]>();
  for (const d of ELEMENTS) if (d.replacedBy) out.set(d.replacedBy, [...(out.get(d.replacedBy) ?? []), d]);
  return out;
})();

/** Reading a filed instance: the cell an element with these members fills (a legacy name counts as its successor). */
export function cellForFact(element: string, dims: readonly Dimension[]): string | undefined {
  const successor = elementDef(element)?.replacedBy ?? element;
  return BY_FACT.get(`${successor}#${dimsKey(dims)}`);
}

export function dimsKey(dims: readonly Dimension[]): string {
  return dims
    .map((d) => ("member" in d ? `${d.axis}=${d.member}` : `${d.axis}=${d.typed.domain}:${d.typed.value}`))
    .sort()
    .join("|");
}

export const compareVersions = (a: TaxonomyVersion, b: TaxonomyVersion) => versionIndex(a) - versionIndex(b);
