/**
 * Reporting units as a tree under a company: the pure rules (types, cycles, the year's boundary,
 * a pasted list). Imported by the browser as well as the server.
 */

export const UNIT_TYPES = ["plant", "office", "warehouse", "subsidiary", "joint_venture"] as const;

/**
 * The type of the unit behind a value-chain partner (lib/value-chain): it holds the partner's
 * requested figures, is no unit of the company's (not listed, never rolled up, not in Section A).
 */
export const PARTNER_UNIT_TYPE = "value_chain_partner";
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  plant: "Plant",
  office: "Office",
  warehouse: "Warehouse",
  subsidiary: "Subsidiary",
  joint_venture: "Joint venture",
};

export type Boundary = "standalone" | "consolidated";

/** What the rules read of a unit. */
export type UnitShape = {
  id: string;
  parentId: string | null;
  name: string;
  type: UnitType;
  country: string;
  inStandalone: boolean;
  inConsolidated: boolean;
  waterStressed: boolean;
  activeFromFy: string | null;
  activeToFy: string | null;
  archived: boolean;
};

/**
 * Whether giving `unitId` the parent `parentId` would close a loop (a plant whose parent is its
 * own child, or itself). Units whose parent is unknown end the walk.
 */
export function wouldCycle(units: readonly Pick<UnitShape, "id" | "parentId">[], unitId: string, parentId: string | null): boolean {
  if (!parentId) return false;
  const parentOf = new Map(units.map((u) => [u.id, u.parentId]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === unitId || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** A financial year's id ('2024-25') as its end year, for comparing; null when it is not one. */
function endYearOf(fyId: string | null): number | null {
  if (!fyId) return null;
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(fyId.trim());
  if (!m) return null;
  return m[2] ? Number(m[1]) + 1 : Number(m[1]);
}

/** Whether the unit reports in the financial year (its active years; archived units still report the years they were active). */
export function activeIn(unit: Pick<UnitShape, "activeFromFy" | "activeToFy">, fyId: string): boolean {
  const year = endYearOf(fyId);
  if (year === null) return true;
  const from = endYearOf(unit.activeFromFy);
  const to = endYearOf(unit.activeToFy);
  return (from === null || year >= from) && (to === null || year <= to);
}

/** Whether the unit's figures count in the company's figure for the year under the boundary. */
export function inBoundary(
  unit: Pick<UnitShape, "inStandalone" | "inConsolidated" | "activeFromFy" | "activeToFy">,
  boundary: Boundary,
  fyId: string,
): boolean {
  return (boundary === "standalone" ? unit.inStandalone : unit.inConsolidated) && activeIn(unit, fyId);
}

export function isInternational(unit: Pick<UnitShape, "country">): boolean {
  return unit.country.trim().toLowerCase() !== "india";
}

export type UnitNode<T extends Pick<UnitShape, "id" | "parentId" | "name">> = T & { children: UnitNode<T>[]; depth: number };

/** The units as a tree, each level by name; a unit whose parent is missing is a root. */
export function unitTree<T extends Pick<UnitShape, "id" | "parentId" | "name">>(units: readonly T[]): UnitNode<T>[] {
  const ids = new Set(units.map((u) => u.id));
  const byParent = new Map<string | null, T[]>();
  for (const u of units) {
    const parent = u.parentId && ids.has(u.parentId) ? u.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), u]);
  }
  const build = (parent: string | null, depth: number, seen: Set<string>): UnitNode<T>[] =>
    (byParent.get(parent) ?? [])
      .filter((u) => !seen.has(u.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((u) => ({ ...u, depth, children: build(u.id, depth + 1, new Set([...seen, u.id])) }));
  return build(null, 0, new Set());
}

/** A unit as a pasted line gives it: name, type, then optional state, district, parent name. */
export type PastedUnit = { name: string; type: UnitType; state?: string; district?: string; parent?: string };
export type PasteResult = { units: PastedUnit[]; errors: { line: number; message: string }[] };

const TYPE_WORDS: Record<string, UnitType> = {
  plant: "plant",
  factory: "plant",
  office: "office",
  warehouse: "warehouse",
  subsidiary: "subsidiary",
  "joint venture": "joint_venture",
  joint_venture: "joint_venture",
  jv: "joint_venture",
};

/**
 * Reads a list pasted from a spreadsheet (tab-separated) or typed (comma-separated): one unit a
 * line, `name, type[, state[, district[, parent]]]`. A header line naming 'name' and 'type' is
 * skipped; blank lines too. Lines are numbered from 1 as the user sees them.
 */
export function parsePastedUnits(text: string): PasteResult {
  const units: PastedUnit[] = [];
  const errors: PasteResult["errors"] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const fields = (raw.includes("\t") ? raw.split("\t") : raw.split(",")).map((f) => f.trim());
    const [name = "", typeText = "", state, district, parent] = fields;
    if (i === 0 && name.toLowerCase() === "name" && typeText.toLowerCase() === "type") return;
    if (!name) return void errors.push({ line, message: "The name is missing" });
    const type = TYPE_WORDS[typeText.toLowerCase()];
    if (!type) return void errors.push({ line, message: `'${typeText}' is not a unit type (plant, office, warehouse, subsidiary, joint venture)` });
    if (seen.has(name.toLowerCase())) return void errors.push({ line, message: `'${name}' is listed twice` });
    seen.add(name.toLowerCase());
    units.push({ name, type, ...(state ? { state } : {}), ...(district ? { district } : {}), ...(parent ? { parent } : {}) });
  });
  return { units, errors };
}
