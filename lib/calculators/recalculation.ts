import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { CalculatorRun, Company } from "@/db/schema";
import { conflict } from "@/lib/errors";
import { editionOf, type EmissionFactor, type FactorSetId } from "@/lib/factors";
import { companyFactors, currentLibraryFactors, refreeze, type CompanyFactors } from "@/lib/factors/company";
import { calculate, fiscalYearOrRefuse, latestRuns, writeRun } from "./service";
import type { CalculatorKind } from "./kinds";
import { assertYearsOpen } from "@/lib/companies/locks";

type Figure = { metric: string; value: string; unit: string };

/** One factor whose value or edition differs between the year's frozen copy and the library now. */
function factorChanges(before: readonly EmissionFactor[], after: readonly EmissionFactor[]) {
  const keys = [...new Set([...before, ...after].map((f) => f.key))];
  return keys.flatMap((key) => {
    const b = before.find((f) => f.key === key);
    const a = after.find((f) => f.key === key);
    if (b && a && b.value === a.value && editionOf(b) === editionOf(a)) return [];
    const side = (f?: EmissionFactor) => (f ? { value: f.value, unit: f.unit, edition: editionOf(f), publisher: f.source.publisher } : null);
    return [{ activity: key, label: (a ?? b)!.label, before: side(b), after: side(a) }];
  });
}

/** Each saved figure of a run against what the new factors make of the same inputs. */
function figureChanges(before: readonly Figure[], after: readonly Figure[]) {
  const metrics = [...new Set([...before, ...after].map((f) => f.metric))];
  return metrics.map((metric) => {
    const b = before.find((f) => f.metric === metric) ?? null;
    const a = after.find((f) => f.metric === metric) ?? null;
    const difference = b && a && Number.isFinite(Number(b.value)) && Number.isFinite(Number(a.value)) ? Number(a.value) - Number(b.value) : null;
    return {
      metric,
      unit: (a ?? b)!.unit,
      before: b?.value ?? null,
      after: a?.value ?? null,
      difference,
      changed: b?.value !== a?.value || b?.unit !== a?.unit,
    };
  });
}

/** The newest current run of each calculator for the year, the company's own and each reporting unit's. */
async function currentRuns(db: DbOrTx, companyId: string, endYear: number): Promise<CalculatorRun[]> {
  const seen = new Set<string>();
  const key = (r: CalculatorRun) => `${r.kind}|${r.unitId ?? ""}`;
  return (await latestRuns(db, companyId, endYear)).filter((r) => !seen.has(key(r)) && seen.add(key(r)));
}

function plan(company: Company, runs: CalculatorRun[], current: CompanyFactors, next: CompanyFactors) {
  return runs.map((run) => {
    const calc = calculate(run.kind as CalculatorKind, run.inputs, company, next);
    return { run, calc, figures: figureChanges(run.figures as Figure[], calc.entries) };
  });
}

function describe(current: CompanyFactors, next: CompanyFactors, steps: ReturnType<typeof plan>) {
  const factors = factorChanges(current.set.factors, next.set.factors);
  return {
    fy: current.fy.id,
    period: current.fy.label,
    from: { set_id: current.set.id, edition: current.set.edition, frozen_at: current.frozenAt?.toISOString() ?? null },
    to: { set_id: next.set.id, edition: next.set.edition },
    factor_changes: factors,
    calculations: steps.map(({ run, figures }) => ({ run_id: run.id, kind: run.kind, saved_at: run.createdAt.toISOString(), figures })),
    changes: factors.length > 0 || current.set.id !== next.set.id || steps.some((s) => s.figures.some((f) => f.changed)),
  };
}

/**
 * GET …/factors/recalculation?fy=&set=: what re-freezing the year with the library's current
 * factors (of the same set, or `set`) would change — each factor, and each saved figure before and
 * after, recalculated from the run's own inputs. Nothing is written.
 */
export async function previewRecalculation({ company, fyParam, setId }: { company: Company; fyParam: string; setId?: FactorSetId }) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  const current = await companyFactors(db, company, fy);
  const next = await currentLibraryFactors(db, company, fy, setId ?? current.set.id);
  return describe(current, next, plan(company, await currentRuns(db, company.id, fy.endYear), current, next));
}

/**
 * POST …/factors/recalculation: re-freezes the year and re-saves every current calculation of the
 * year from its own inputs, in one audited transaction; answers what changed. `expect` (the
 * preview's `to.edition`) guards against applying factors the user has not seen.
 */
export async function applyRecalculation({
  company,
  actorId,
  fyParam,
  setId,
  expectEdition,
}: {
  company: Company;
  actorId: string;
  fyParam: string;
  setId?: FactorSetId;
  expectEdition?: string;
}) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertYearsOpen(tx, company.id, [fy]);
    const current = await companyFactors(tx, company, fy, { lock: true });
    const target = setId ?? current.set.id;
    const preview = await currentLibraryFactors(tx, company, fy, target);
    if (expectEdition !== undefined && preview.set.edition !== expectEdition) {
      throw conflict(`The factor library changed since the preview (now ${preview.set.edition}); review the recalculation again`);
    }
    await refreeze(tx, company, fy, target, actorId);
    const next = await companyFactors(tx, company, fy, { lock: true });
    const steps = plan(company, await currentRuns(tx, company.id, fy.endYear), current, next);
    for (const { run, calc } of steps) {
      if (calc.entries.length) await writeRun(tx, company, calc, next, actorId, [run.id], run.unitId ?? null);
    }
    return { ...describe(current, next, steps), applied: true };
  });
}
