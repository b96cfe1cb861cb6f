/**
 * Checks an XBRL instance before it goes to the exchange, reading it back with a real XML parser
 * (./read-instance.ts: saxes, strict XML 1.0 with namespaces; it never fetches or expands an
 * external entity or DTD).
 * Every problem names the questionnaire cell (or Entity Profile field), the element and the
 * context, in words a company secretary can act on. Pure.
 */
import { close } from "@/lib/frameworks/questionnaire/evaluate";
import { formatRupees } from "@/lib/format";
import { cellForFact } from "./cells";
import { CIN_PATTERN, NUMERIC_TYPES, ONE_CRORE, valueFitsType } from "./convert";
import { typeIn, type Dimension, type XbrlDataType } from "./dictionary";
import { elementIn } from "./cells";
import { namespacesOf, versionIndex, type TaxonomyVersion } from "./versions";
import { readInstance, type InstanceContext, type InstanceFact, type XbrlInstanceRead } from "./read-instance";

export type ValidationItem = {
  /** The questionnaire cell ('P6-E1-A') or Entity Profile field ('profile:cin'); null when the fact matches neither. */
  key: string | null;
  element: string | null;
  context: string | null;
  message: string;
  /** The question the cell belongs to, so that a screen can open it (added by the export). */
  question_id?: string | null;
  /** Where the cell sits in SEBI's format (question, row, column), added by the export. */
  label?: string | null;
};

export type ValidationReport = { ok: boolean; taxonomy: TaxonomyVersion; errors: ValidationItem[]; warnings: ValidationItem[] };

export type ParsedContext = InstanceContext;
export type ParsedFact = InstanceFact;
export type ParsedInstance = XbrlInstanceRead;

/** Reads an instance into contexts, units and facts; throws with the parser's message when the XML is not well formed. */
export const parseInstance: (xml: string) => ParsedInstance = readInstance;

const TYPE_WORDS: Partial<Record<XbrlDataType, string>> = {
  integer: "a whole number",
  monetary: "an amount in rupees",
  decimal: "a number",
  energy: "a number",
  energyPerMonetary: "a number",
  ghgEmissions: "a number",
  ghgEmissionsPerMonetary: "a number",
  mass: "a number",
  percent: "a percentage",
  duration: "a number of days written as an ISO duration such as P59D",
  date: "a date (YYYY-MM-DD)",
  boolean: "Yes or No",
  cin: "a CIN of 21 characters",
};

/** Sums the instance must keep (BRSR_FORMAT §6): total element = the sum of its parts, in each context. */
const SUMS: readonly { total: string; parts: readonly string[]; label: string }[] = [
  {
    total: "TotalEnergyConsumedFromRenewableSources",
    parts: [
      "TotalElectricityConsumptionFromRenewableSources",
      "TotalFuelConsumptionFromRenewableSources",
      "EnergyConsumptionThroughOtherSourcesFromRenewableSources",
    ],
    label: "P6 E1: renewable energy (A+B+C)",
  },
  {
    total: "TotalEnergyConsumedFromNonRenewableSources",
    parts: [
      "TotalElectricityConsumptionFromNonRenewableSources",
      "TotalFuelConsumptionFromNonRenewableSources",
      "EnergyConsumptionThroughOtherSourcesFromNonRenewableSources",
    ],
    label: "P6 E1: non-renewable energy (D+E+F)",
  },
  {
    total: "TotalEnergyConsumedFromRenewableAndNonRenewableSources",
    parts: ["TotalEnergyConsumedFromRenewableSources", "TotalEnergyConsumedFromNonRenewableSources"],
    label: "P6 E1: total energy",
  },
  {
    total: "TotalVolumeOfWaterWithdrawal",
    parts: [
      "WaterWithdrawalBySurfaceWater",
      "WaterWithdrawalByGroundwater",
      "WaterWithdrawalByThirdPartyWater",
      "WaterWithdrawalBySeawaterOrDesalinatedWater",
      "WaterWithdrawalByOthers",
    ],
    label: "P6 E3: total water withdrawal (i+ii+iii+iv+v)",
  },
  ...(
    [
      ["WaterDischargeToSurfaceWater", "WithOutTreatment"],
      ["WaterDischargeToGroundwater", "WithOutTreatment"],
      ["WaterDischargeToSeawater", "WithOutTreatment"],
      ["WaterDischargeBySentToThirdParties", "WithoutTreatment"],
      ["WaterDischargeToOthers", "WithoutTreatment"],
    ] as const
  ).map(([d, without]) => ({ total: d, parts: [`${d}${without}`, `${d}WithTreatment`], label: `P6 E4: ${d} = with + without treatment` })),
  {
    total: "TotalWaterDischargedInKilolitres",
    parts: [
      "WaterDischargeToSurfaceWater",
      "WaterDischargeToGroundwater",
      "WaterDischargeToSeawater",
      "WaterDischargeBySentToThirdParties",
      "WaterDischargeToOthers",
    ],
    label: "P6 E4: total water discharged",
  },
  {
    total: "TotalWasteGenerated",
    parts: [
      "PlasticWaste",
      "EWaste",
      "BioMedicalWaste",
      "ConstructionAndDemolitionWaste",
      "BatteryWaste",
      "RadioactiveWaste",
      "OtherHazardousWaste",
      "OtherNonHazardousWasteGenerated",
    ],
    label: "P6 E9: total waste generated (A+…+H)",
  },
  {
    total: "TotalWasteRecovered",
    parts: ["WasteRecoveredThroughRecycled", "WasteRecoveredThroughReUsed", "WasteRecoveredThroughOtherRecoveryOperations"],
    label: "P6 E9: waste recovered",
  },
  {
    total: "TotalWasteDisposed",
    parts: ["WasteDisposedByIncineration", "WasteDisposedByLandfilling", "WasteDisposedByOtherDisposalOperations"],
    label: "P6 E9: waste disposed",
  },
];

/** Q20 rows 3 and 6 are the sums of the rows above them (D + E, F + G), per gender. */
const ROW_SUMS: readonly [string, readonly [string, string]][] = [
  ["EmployeesMember", ["PermanentEmployeesMember", "OtherThanPermanentEmployeesMember"]],
  ["WorkersMember", ["PermanentWorkersMember", "OtherThanPermanentWorkersMember"]],
];

function dimsOf(c: ParsedContext | undefined): Dimension[] {
  return c?.dims ?? [];
}

function periodText(c: ParsedContext | undefined): string {
  if (!c) return "";
  return c.instant ? `at ${c.instant}` : `${c.start} to ${c.end}`;
}

/**
 * Validates an instance against the dictionary of its taxonomy version: well-formed XML, known
 * elements, period types, data types and enumerations, units and decimals, declared contexts and
 * units, conflicting duplicates, the arithmetic identities, and the rupee scale of turnover.
 */
export function validateInstance(xml: string, version: TaxonomyVersion): ValidationReport {
  const errors: ValidationItem[] = [];
  const warnings: ValidationItem[] = [];
  const report = (): ValidationReport => ({ ok: errors.length === 0, taxonomy: version, errors, warnings });
  let parsed: ParsedInstance;
  try {
    parsed = parseInstance(xml);
  } catch (e) {
    errors.push({ key: null, element: null, context: null, message: `The file is not well-formed XML: ${(e as Error).message}` });
    return report();
  }
  const ns = namespacesOf(version);
  if (!parsed.rootOk) errors.push({ key: null, element: null, context: null, message: "The file is not an XBRL instance (its root is not xbrli:xbrl)" });
  if (parsed.schemaRef !== ns.schemaRef)
    errors.push({ key: null, element: null, context: null, message: `The instance must point to SEBI's BRSR taxonomy ${version} (${ns.schemaRef})` });

  const keyOf = (f: ParsedFact) => cellForFact(f.element, dimsOf(parsed.contexts.get(f.contextRef ?? ""))) ?? profileKey(f.element);
  const seen = new Map<string, ParsedFact>();
  const numbers = new Map<string, number>();
  let cin: string | null = null;

  for (const f of parsed.facts) {
    const ctx = f.contextRef ? parsed.contexts.get(f.contextRef) : undefined;
    const item = (message: string): ValidationItem => ({ key: keyOf(f), element: f.element, context: f.contextRef ?? null, message });
    if (f.ns !== ns.core) {
      errors.push(item(`${f.element} is not in SEBI's ${version} namespace (${ns.core})`));
      continue;
    }
    const def = elementIn(f.element, version);
    if (!def || def.name !== f.element) {
      errors.push(item(`${f.element} is not an element of SEBI's BRSR taxonomy ${version}; the exchange will reject the file`));
      continue;
    }
    if (!f.contextRef || !ctx) {
      errors.push(item(`${f.element} refers to context '${f.contextRef ?? ""}', which the file does not declare`));
      continue;
    }
    const isInstant = !!ctx.instant;
    if (def.period === "instant" && !isInstant)
      errors.push(item(`${f.element} is a balance at the year's end (instant), but it is filed for a period (${periodText(ctx)})`));
    if (def.period === "duration" && isInstant)
      errors.push(item(`${f.element} covers the whole year (duration), but it is filed at an instant (${periodText(ctx)})`));
    const type = typeIn(def, version, versionIndex);
    const value = f.value.trim();
    if (NUMERIC_TYPES.has(type)) {
      if (!f.unitRef) errors.push(item(`${f.element} is a number without a unit`));
      else if (!parsed.units.has(f.unitRef)) errors.push(item(`${f.element} refers to unit '${f.unitRef}', which the file does not declare`));
      if (f.decimals === undefined) errors.push(item(`${f.element} has no 'decimals' (its precision)`));
      else if (!/^(INF|-?\d+)$/.test(f.decimals)) errors.push(item(`${f.element} has decimals '${f.decimals}'; use a whole number or INF`));
    }
    if (!valueFitsType(value, type)) {
      errors.push(item(`${f.element} must be ${TYPE_WORDS[type] ?? type}; the file has '${value.slice(0, 60)}'`));
      continue;
    }
    if (type === "percent") {
      const n = Number(value);
      if (n < 0 || n > 1)
        errors.push(
          item(
            `${f.element} is ${value}, which reads as ${Number((n * 100).toPrecision(12))}%: percentages are filed as fractions between 0 and 1 (45% is 0.45)`,
          ),
        );
    }
    if (type === "duration" && value.startsWith("-")) errors.push(item(`${f.element} is ${value}, a negative number of days: the figure cannot be below zero`));
    if (type === "enumeration" && def.enumeration && !def.enumeration.includes(value))
      errors.push(item(`${f.element} must be one of ${def.enumeration.map((e) => `'${e}'`).join(", ")}; the file has '${value.slice(0, 60)}'`));
    if (type === "cin") cin = value;
    if (f.element === "Turnover" && Number(value) > 0 && Number(value) < ONE_CRORE)
      warnings.push(
        item(
          `Turnover is ${formatRupees(Number(value))}: below ₹1 crore for a listed company, it was probably entered in crore or lakh; the exchange expects rupees`,
        ),
      );
    const sig = `${f.element}|${f.contextRef}|${f.unitRef ?? ""}`;
    const before = seen.get(sig);
    if (before && before.value.trim() !== value)
      errors.push(item(`${f.element} is filed twice in context ${f.contextRef} with different values ('${before.value.trim()}' and '${value}')`));
    seen.set(sig, f);
    if (NUMERIC_TYPES.has(type)) numbers.set(`${f.element}#${placeOf(ctx)}`, Number(value));
  }

  for (const [id, c] of parsed.contexts) {
    if (!c.instant && !(c.start && c.end)) errors.push({ key: null, element: null, context: id, message: `Context ${id} has no period` });
  }
  if (cin !== null && !CIN_PATTERN.test(cin))
    errors.push({ key: "profile:cin", element: "CorporateIdentityNumber", context: null, message: "The CIN must be 21 characters" });

  checkIdentities(parsed, numbers, errors);
  return report();
}

function dimsKeyOf(c: ParsedContext): string {
  return c.dims
    .map((d) => ("member" in d ? `${d.axis}=${d.member}` : `${d.axis}=${d.typed.value}`))
    .sort()
    .join("&");
}

/** Where a fact sits: its members and its period ('members#period'). */
function placeOf(c: ParsedContext): string {
  return `${dimsKeyOf(c)}#${c.instant ?? `${c.start}/${c.end}`}`;
}

function checkIdentities(parsed: ParsedInstance, numbers: Map<string, number>, errors: ValidationItem[]) {
  const contextAt = new Map<string, ParsedContext>();
  for (const c of parsed.contexts.values()) if (!contextAt.has(placeOf(c))) contextAt.set(placeOf(c), c);
  const fail = (element: string, place: string, message: string) => {
    const ctx = contextAt.get(place);
    errors.push({ key: cellForFact(element, ctx?.dims ?? []) ?? null, element, context: ctx?.id ?? null, message });
  };
  const byPlace = new Map<string, Map<string, number>>();
  for (const [sig, n] of numbers) {
    const cut = sig.indexOf("#");
    const place = sig.slice(cut + 1);
    if (!byPlace.has(place)) byPlace.set(place, new Map());
    byPlace.get(place)!.set(sig.slice(0, cut), n);
  }
  for (const [place, values] of byPlace) {
    for (const rule of SUMS) {
      const total = values.get(rule.total);
      const parts = rule.parts.map((p) => values.get(p)).filter((n): n is number => n !== undefined);
      if (total === undefined || parts.length === 0) continue;
      const sum = parts.reduce((a, b) => a + b, 0);
      if (!close(total, sum)) fail(rule.total, place, `${rule.label}: the total ${total} is not the sum of its parts (${sum})`);
    }
    // Q20: rows 3 and 6 are the sums of the rows above them, per gender.
    for (const [sumMember, [a, b]] of ROW_SUMS) {
      const own = `EmployeesAndWorkersAxis=${sumMember}`;
      if (!place.split("#")[0].split("&").includes(own)) continue;
      const other = (member: string) => byPlace.get(place.replace(own, `EmployeesAndWorkersAxis=${member}`));
      for (const element of ["NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", "NumberOfDifferentlyAbledEmployeesOrWorkers"]) {
        const total = values.get(element);
        const pa = other(a)?.get(element);
        const pb = other(b)?.get(element);
        if (total === undefined || pa === undefined || pb === undefined) continue;
        if (!close(total, pa + pb))
          fail(element, place, `Section A Q20: the total of ${total} is not the sum of the permanent and other-than-permanent rows (${pa + pb})`);
      }
    }
  }
}

const PROFILE_KEYS: Readonly<Record<string, string>> = {
  CorporateIdentityNumber: "profile:cin",
  NameOfTheCompany: "profile:name",
  YearOfIncorporation: "profile:incorporation_year",
  AddressOfRegisteredOfficeOfCompany: "profile:registered_address",
  AddressOfCorporateOfficeOfCompany: "profile:corporate_address",
  EMailOfTheCompany: "profile:email",
  TelephoneOfCompany: "profile:telephone",
  WebsiteOfCompany: "profile:website",
  NameOfStockExchangeWhereTheCompanyIsListed: "profile:stock_exchanges",
  ValueOfSharesPaidUp: "profile:paid_up_capital_inr",
  NameOfContactPerson: "profile:contact_person",
  ContactNumberOfContactPerson: "profile:contact_person",
  EMailOfContactPerson: "profile:contact_person",
  ReportingBoundary: "profile:reporting_boundary",
  NumberOfLocations: "profile:locations",
  NumberOfStatesWhereMarketServedByTheEntity: "profile:markets",
  NumberOfCountriesWhereMarketServedByTheEntity: "profile:markets",
  PercentageOfContributionOfExportsInTheTotalTurnoverOfTheEntity: "profile:markets",
  ABriefOnTypesOfCustomersExplanatoryTextBlock: "profile:markets",
  WhetherCSRIsApplicableAsPerSection135OfCompaniesAct2013: "profile:csr_applicable",
};

function profileKey(element: string): string | null {
  if (element.startsWith("DateOf")) return "profile:fy";
  return PROFILE_KEYS[element] ?? null;
}
