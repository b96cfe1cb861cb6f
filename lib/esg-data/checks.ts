import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies } from "@/db/schema";
import { unprocessable } from "@/lib/errors";
import { collectYears, type SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { evaluate, formatFigure } from "@/lib/frameworks/questionnaire/evaluate";
import { ABSURD_MAGNITUDE, figureChecks, IMPLAUSIBLE_RATIO, magnitudeMessage, type FigureCheck } from "@/lib/frameworks/questionnaire/identities";
import { allCells } from "@/lib/frameworks/questionnaire";
import { metricKey } from "@/lib/frameworks/metric-key";
import { fiscalYearOfPeriod, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import type { FiscalYear } from "@/lib/periods/types";
import { metricMeasure } from "./measure";
import { readFigure } from "@/lib/numbers/figure";
import { companySourceEntries } from "./source-entries";
import { yearFigures } from "./year-figures";

/**
 * # What a save is checked against
 *
 * Data collection's POST and PATCH and the questionnaire's cell writes run the figures they wrote
 * through the questionnaire's own rules (lib/frameworks/questionnaire/identities.ts `figureChecks`) inside the save's
 * transaction, so one rule decides everywhere: what cannot be (hazardous waste above the total
 * generated, discharge above withdrawal, renewable above total energy, a negative quantity, 10²⁶
 * kL) is refused with the field named, and nothing is kept; what is only unlikely (an order of
 * magnitude from last year's figure) is saved and returned as a warning to show at entry. Only
 * problems that involve a figure this save wrote count, so an old inconsistency elsewhere never
 * blocks an unrelated save.
 */

export type SaveWarning = { field: string; message: string };
/** An entry the save wrote, and the name of the field it came from ('value', or a cell key). */
export type WrittenFigure = { entryId: string; field: string };

const CELLS = allCells();

/** Every metric name the questionnaire reads (inputs, their synonyms, totals entered elsewhere). */
const CELL_METRICS: ReadonlySet<string> = new Set(
  CELLS.flatMap((c) => (c.kind === "input" ? [c.metric, ...(c.synonyms ?? [])] : [...(c.given ?? [])])).map(metricKey),
);

async function companyFigures(db: DbOrTx, companyId: string): Promise<{ fyStartMonth: number; entries: SourceEntry[] }> {
  const [[company], entries] = await Promise.all([
    db.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).limit(1),
    companySourceEntries(db, companyId),
  ]);
  return { fyStartMonth: company?.fyStartMonth ?? 4, entries };
}

/** A metric outside the questionnaire, against its own previous financial year: `same` is that metric's entries. */
function ownYearWarning(entry: SourceEntry, same: readonly SourceEntry[], fy: FiscalYear, fyStartMonth: number): string | null {
  const unit = readFigure(entry.value, entry.unit).unit;
  const { measure } = metricMeasure(entry.metric, unit);
  const figures = yearFigures(same, { measure, unit, fyStartMonth });
  const now = figures.find((f) => f.fy.id === fy.id);
  const py = previousFiscalYear(fy, fyStartMonth);
  const before = figures.find((f) => f.fy.id === py.id);
  if (!now?.ok || !before?.ok || now.value <= 0 || before.value <= 0) return null;
  const ratio = now.value / before.value;
  if (ratio < IMPLAUSIBLE_RATIO && ratio > 1 / IMPLAUSIBLE_RATIO) return null;
  return magnitudeMessage(entry.metric, formatFigure(now.value, unit), formatFigure(before.value, unit), ratio, py.label);
}

/**
 * Refuses (422 naming the field) what the written figures make impossible and returns what is
 * only implausible. Call inside the save's transaction, after writing: a refusal rolls it back.
 */
export async function checkWrittenFigures({
  db,
  companyId,
  written,
}: {
  db: DbOrTx;
  companyId: string;
  written: readonly WrittenFigure[];
}): Promise<SaveWarning[]> {
  if (!written.length) return [];
  const { fyStartMonth, entries } = await companyFigures(db, companyId);
  const fieldOf = new Map(written.map((w) => [w.entryId, w.field]));
  const touched = entries.filter((e) => fieldOf.has(e.id));

  for (const e of touched) {
    const { number, unit } = readFigure(e.value, e.unit);
    if (number !== null && Math.abs(number) >= ABSURD_MAGNITUDE) {
      throw unprocessable(
        `${fieldOf.get(e.id)}: '${e.value.trim()}'${unit ? ` ${unit}` : ""} is far beyond any company's figure for ${e.metric}. Check the number of digits and the unit.`,
      );
    }
  }

  // Read once: a spreadsheet import checks tens of thousands of written figures in one call.
  const years = new Map<string, FiscalYear>();
  const touchedByYear = new Map<string, SourceEntry[]>();
  for (const e of touched) {
    const fy = fiscalYearOfPeriod(readPeriod(e.period, { fyStartMonth }), fyStartMonth);
    if (!fy) continue;
    years.set(fy.id, fy);
    const group = touchedByYear.get(fy.id);
    if (group) group.push(e);
    else touchedByYear.set(fy.id, [e]);
  }
  const byMetric = new Map<string, SourceEntry[]>();
  for (const e of entries) {
    const key = `${e.framework}|${metricKey(e.metric)}`;
    const group = byMetric.get(key);
    if (group) group.push(e);
    else byMetric.set(key, [e]);
  }
  const ownYear = new Map<string, string | null>();

  const refused: string[] = [];
  const warnings: SaveWarning[] = [];
  const mine = (check: FigureCheck) => check.entryIds.find((id) => fieldOf.has(id));
  for (const fy of years.values()) {
    const py = previousFiscalYear(fy, fyStartMonth);
    const data = collectYears({ cells: CELLS, entries, years: [fy, py], fyStartMonth });
    const evaluation = evaluate({ cells: CELLS, years: data });
    for (const check of figureChecks({ cells: CELLS, years: data, evaluation, fy: fy.id, previous: py.id })) {
      const id = mine(check);
      if (!id) continue;
      const text = `${fieldOf.get(id)}: ${check.message}${check.severity === "impossible" ? ` in ${fy.label}` : ""}`;
      if (check.severity === "impossible") refused.push(text);
      else warnings.push({ field: fieldOf.get(id)!, message: check.message });
    }
    for (const e of touchedByYear.get(fy.id) ?? []) {
      const key = metricKey(e.metric);
      if (CELL_METRICS.has(key)) continue;
      // The year's comparison is the same for every written entry of a metric in one unit.
      const memo = `${e.framework}|${key}|${e.metric}|${readFigure(e.value, e.unit).unit}`;
      if (!ownYear.has(memo)) ownYear.set(memo, ownYearWarning(e, byMetric.get(`${e.framework}|${key}`) ?? [], fy, fyStartMonth));
      const message = ownYear.get(memo);
      if (message) warnings.push({ field: fieldOf.get(e.id)!, message });
    }
  }
  if (refused.length) throw unprocessable([...new Set(refused)].join("; "));
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${w.field}\u0000${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
