import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { calculatorRuns, type CalculatorRun, type Company, type EsgDataEntry } from "@/db/schema";
import { notFound, unprocessable } from "@/lib/errors";
import { zodDetail } from "@/lib/format/zod-detail";
import { writeAudit } from "@/lib/audit";
import { allCells, inputCellByMetric } from "@/lib/frameworks/questionnaire";
import { metricKey } from "@/lib/frameworks/metric-key";
import { checkWrittenFigures, type SaveWarning } from "@/lib/esg-data/checks";
import { createEntry, toEntryDto, updateEntry } from "@/lib/esg-data/service";
import { linkFigures, lockYearFigures } from "@/lib/esg-data/figures";
import { sameValue, valueReading } from "@/lib/esg-data/figure-merge";
import { editionOf, setLabel, type EmissionFactor, type EnergyContent } from "@/lib/factors";
import { companyFactors, freezeForSave, type CompanyFactors } from "@/lib/factors/company";
import { factorDto } from "@/lib/factors/service";
import { requireFiscalYear } from "@/lib/periods/param";
import type { FiscalYear } from "@/lib/periods/types";
import type { FactorContext } from "./factors";
import { CALCULATORS, type CalculatorKind } from "./kinds";
import { CalculatorInputError } from "./numbers";
import type { CalculatedEntry } from "./to-entries";
import { assertYearsOpen } from "@/lib/companies/locks";
import { writableUnit } from "@/lib/units/writable";

const RUN_ENTITY = "calculator_run";

export function fiscalYearOrRefuse(company: Pick<Company, "fyStartMonth">, fyParam: string): FiscalYear {
  return requireFiscalYear(fyParam, company.fyStartMonth);
}

type Warning = { field: string; message: string };

export type Calculation = {
  kind: CalculatorKind;
  inputs: unknown;
  result: unknown;
  entries: CalculatedEntry[];
  used: readonly (EmissionFactor | EnergyContent)[];
  warnings: Warning[];
};

/** Parses the inputs with the calculator's form schema and calculates with the year's factors (422 on refusal). */
export function calculate(kind: CalculatorKind, rawInputs: unknown, company: Pick<Company, "id">, factors: CompanyFactors): Calculation {
  const calculator = CALCULATORS[kind];
  const parsed = calculator.schema.safeParse(rawInputs ?? {});
  if (!parsed.success) throw unprocessable(zodDetail(parsed.error, "inputs"));
  const ctx: FactorContext = { set: factors.set, fyEndYear: factors.fy.endYear };
  const warnings: Warning[] = [];
  let result: unknown;
  try {
    result = calculator.calculate(parsed.data as never, ctx, (field, message) => warnings.push({ field, message }));
  } catch (error) {
    if (error instanceof CalculatorInputError) throw unprocessable(`inputs.${error.field}: ${error.message}`);
    throw error;
  }
  const entries = calculator.entries(result as never, { companyId: company.id, period: factors.fy.label, factors: ctx });
  return { kind, inputs: parsed.data, result, entries, used: calculator.used(result as never), warnings };
}

const isEmissionFactor = (f: EmissionFactor | EnergyContent): f is EmissionFactor => "scope" in f;

/** A used factor or energy content as the API answers it: value, unit, source, edition. */
function usedDto(f: EmissionFactor | EnergyContent) {
  if (isEmissionFactor(f)) return { kind: "emission_factor" as const, edition_label: editionOf(f), ...factorDto(f) };
  return {
    kind: "energy_content" as const,
    activity: f.key,
    label: f.label,
    value: f.kwhPerUnit,
    unit: f.unit,
    value_unit: `kWh per ${f.unit}`,
    basis: f.basis,
    edition_label: f.source.edition,
    source: {
      publisher: f.source.publisher,
      document: f.source.document,
      edition: f.source.edition,
      year: f.source.year,
      url: f.source.url,
      locator: f.source.locator ?? null,
      secondary: f.source.via ?? null,
    },
  };
}

/** The factor set a calculation used, as the answer and the run record name it. */
function setDto(factors: CompanyFactors) {
  return {
    id: factors.set.id,
    name: factors.set.name,
    edition: factors.set.edition,
    label: setLabel(factors.set, factors.fy.endYear),
    frozen_at: factors.frozenAt?.toISOString() ?? null,
    overrides: factors.overrides.map((o) => ({ activity: o.activity, value: o.value, reason: o.reason })),
  };
}

/**
 * The questionnaire cell a saved figure shows in: the input cell of its metric, or the computed
 * cell it is the given total of ('Total Scope 1 and Scope 2 emissions' beside Scope 1 + Scope 2).
 */
function brsrCellOf(metric: string): string | null {
  const input = inputCellByMetric(metric);
  if (input) return input.key;
  const key = metricKey(metric);
  return allCells().find((c) => c.kind === "derived" && c.given?.some((g) => metricKey(g) === key))?.key ?? null;
}

export type WrittenEntry = {
  id: string;
  metric: string;
  value: string;
  unit: string;
  period: string;
  /** linked: the figure was already held under another framework that asks for it (lib/esg-data/figures.ts). */
  action: "created" | "updated" | "linked";
  previous: { value: string; unit: string; source: string } | null;
  /** The BRSR questionnaire cell the figure fills, where it fills one ('P6-E7-S1'). */
  brsr_cell: string | null;
};

/** What a calculation answers: results, every factor used, the entries it would write (and wrote, when saved). */
function answer(calc: Calculation, factors: CompanyFactors, saved?: { run: CalculatorRun; entries: WrittenEntry[]; warnings: SaveWarning[] }) {
  return {
    kind: calc.kind,
    fy: factors.fy.id,
    period: factors.fy.label,
    factor_set: setDto(factors),
    result: calc.result,
    factors_used: calc.used.map(usedDto),
    warnings: calc.warnings,
    entries: calc.entries.map(({ metric, value, unit, notes }) => ({ metric, value, unit, notes })),
    saved: saved ? { run_id: saved.run.id, created_at: saved.run.createdAt.toISOString(), entries: saved.entries, warnings: saved.warnings } : null,
  };
}

export type CalculatorAnswer = ReturnType<typeof answer>;

/**
 * Writes a calculation's entries over the year's own entries of the same metrics (so the
 * questionnaire shows the new figure, not a second one beside it), each stamped with source
 * 'calculator' and the run, and audited; the run records inputs, set, edition and factors.
 */
async function writeRun(
  tx: DbOrTx,
  company: Company,
  calc: Calculation,
  factors: CompanyFactors,
  actorId: string,
  supersedes: string[] = [],
  /** The reporting unit whose figures these are (its own year entries are written over); null: the company's. */
  unitId: string | null = null,
) {
  const [run] = await tx
    .insert(calculatorRuns)
    .values({
      companyId: company.id,
      kind: calc.kind,
      fyEndYear: factors.fy.endYear,
      period: factors.fy.label,
      setId: factors.set.id,
      setEdition: factors.set.edition,
      inputs: calc.inputs,
      factors: calc.used.map(usedDto),
      figures: calc.entries.map(({ metric, value, unit }) => ({ metric, value, unit })),
      unitId,
      createdBy: actorId,
    })
    .returning();
  if (supersedes.length) {
    for (const id of supersedes) await tx.update(calculatorRuns).set({ supersededBy: run.id }).where(eq(calculatorRuns.id, id));
  }
  await writeAudit(tx, {
    actorId,
    companyId: company.id,
    entity: RUN_ENTITY,
    entityId: run.id,
    action: "create",
    newValue: {
      kind: calc.kind,
      fy: factors.fy.label,
      set_id: factors.set.id,
      edition: factors.set.edition,
      figures: run.figures,
      supersedes,
      ...(unitId ? { unit_id: unitId } : {}),
    },
  });

  // The year's figure of each result: its own entry, else the one another framework asking for it holds (decisions D23).
  const yearFigure = await lockYearFigures(
    tx,
    company,
    factors.fy,
    "BRSR",
    calc.entries.map((e) => e.metric),
    unitId,
  );
  const written: WrittenEntry[] = [];
  for (const e of calc.entries) {
    const found = yearFigure(e.metric);
    const stamp = { source: "calculator" as const, calculatorRunId: run.id };
    if (found) {
      let current: EsgDataEntry = found.entry;
      const agrees = !found.own && sameValue(valueReading(e.value, e.unit), current);
      if (!found.own) {
        current = (await linkFigures(tx, { companyId: company.id, actorId, links: [{ figure: current, place: e }] })).get(current.id)!;
      }
      // Held elsewhere with this very figure: linked, its value, review and history as they are.
      const dto = agrees
        ? toEntryDto(current)
        : await updateEntry({ db: tx, entryId: current.id, actorId, data: { value: e.value, unit: e.unit, notes: e.notes }, stamp });
      written.push({
        id: dto.id,
        metric: dto.metric,
        value: dto.value,
        unit: dto.unit,
        period: dto.period,
        action: agrees ? "linked" : "updated",
        previous: agrees ? null : { value: current.value, unit: current.unit, source: current.source },
        brsr_cell: brsrCellOf(dto.metric),
      });
    } else {
      const dto = await createEntry({
        db: tx,
        companyId: company.id,
        actorId,
        data: { framework: e.framework, category: e.category, metric: e.metric, value: e.value, unit: e.unit, period: e.period, notes: e.notes },
        source: "calculator",
        calculatorRunId: run.id,
        unitId,
      });
      written.push({
        id: dto.id,
        metric: dto.metric,
        value: dto.value,
        unit: dto.unit,
        period: dto.period,
        action: "created",
        previous: null,
        brsr_cell: brsrCellOf(dto.metric),
      });
    }
  }
  // The same rules as typed figures: what the written figures make impossible refuses the whole
  // save; what is only unlikely (ten times last year's) comes back as a warning.
  const warnings = await checkWrittenFigures({ db: tx, companyId: company.id, written: written.map((w) => ({ entryId: w.id, field: w.metric })) });
  return { run, entries: written, warnings };
}

/**
 * POST /api/calculators/{kind}/{companyId}: calculates with the company's factors for the year;
 * with `save`, freezes the year's factors (if not yet), then writes the run and its entries in one
 * audited transaction.
 */
export async function runCalculator({
  company,
  actorId,
  kind,
  fyParam,
  inputs,
  save,
  unitId = null,
}: {
  company: Company;
  actorId: string;
  kind: CalculatorKind;
  fyParam: string;
  inputs: unknown;
  save: boolean;
  /** Save the figures as this reporting unit's (checked: the company's, not archived, in the year's boundary); null: the company's. */
  unitId?: string | null;
}) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  if (unitId) await writableUnit({ db, companyId: company.id, unitId, year: { fyId: fy.id } });
  if (!save) {
    const factors = await companyFactors(db, company, fy);
    return answer(calculate(kind, inputs, company, factors), factors);
  }
  return db.transaction(async (tx) => {
    await assertYearsOpen(tx, company.id, [fy]);
    const factors = await freezeForSave(tx, company, fy, actorId);
    const calc = calculate(kind, inputs, company, factors);
    if (!calc.entries.length) throw unprocessable("Nothing to save: enter at least one figure");
    const previous = (await latestRuns(tx, company.id, fy.endYear, kind)).filter((r) => (r.unitId ?? null) === unitId);
    const saved = await writeRun(
      tx,
      company,
      calc,
      factors,
      actorId,
      previous.map((r) => r.id),
      unitId,
    );
    return answer(calc, factors, saved);
  });
}

/** The year's current (not superseded) runs of a kind, newest first. */
export async function latestRuns(db: DbOrTx, companyId: string, endYear: number, kind?: CalculatorKind) {
  return db
    .select()
    .from(calculatorRuns)
    .where(
      and(
        eq(calculatorRuns.companyId, companyId),
        eq(calculatorRuns.fyEndYear, endYear),
        isNull(calculatorRuns.supersededBy),
        kind ? eq(calculatorRuns.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(calculatorRuns.createdAt));
}

/** GET /api/calculators/runs/{id}: one saved calculation (inputs, set, edition, factors, figures), in the caller's company. */
export function runDto(run: CalculatorRun) {
  return {
    id: run.id,
    company_id: run.companyId,
    kind: run.kind,
    period: run.period,
    factor_set: { id: run.setId, edition: run.setEdition },
    inputs: run.inputs,
    factors: run.factors,
    figures: run.figures,
    superseded_by: run.supersededBy,
    unit_id: run.unitId ?? null,
    created_at: run.createdAt.toISOString(),
  };
}

export async function loadRun(db: DbOrTx, runId: string): Promise<CalculatorRun> {
  const [run] = await db.select().from(calculatorRuns).where(eq(calculatorRuns.id, runId)).limit(1);
  if (!run) throw notFound("Calculation not found");
  return run;
}

export { writeRun };
