import "server-only";
import { getDb } from "@/db/client";
import type { Company } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { setLabel, type FactorSetId } from "@/lib/factors";
import { chooseFactorSet, companyFactors, factorSetChoices, removeFactorOverride, setFactorOverride } from "@/lib/factors/company";
import { factorDto } from "@/lib/factors/service";
import type { FactorOverrideInput } from "./api-schemas";
import { fiscalYearOrRefuse, latestRuns } from "./service";
import { assertYearsOpen } from "@/lib/companies/locks";

/**
 * GET /api/companies/{id}/factors?fy=: the set the year's calculations use (its factors as frozen,
 * overrides applied, so the screen's preview prices exactly as the server will), the sets to
 * choose from, the overrides, and the year's saved calculations.
 */
export async function yearFactors({ company, fyParam }: { company: Company; fyParam: string }) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  const factors = await companyFactors(db, company, fy);
  const runs = await latestRuns(db, company.id, fy.endYear);
  return {
    fy: fy.id,
    period: fy.label,
    fy_end_year: fy.endYear,
    set_id: factors.set.id,
    set_label: setLabel(factors.set, fy.endYear),
    frozen_at: factors.frozenAt?.toISOString() ?? null,
    /** The set in lib/factors' own shape: the screen calculates with it as it is. */
    set: factors.set,
    factors: factors.set.factors.map(factorDto),
    sets: await factorSetChoices(db),
    overrides: factors.overrides.map((o) => {
      const f = factors.set.factors.find((x) => x.key === o.activity);
      return {
        activity: o.activity,
        label: f?.label ?? o.activity,
        unit: f?.unit ?? "",
        value: o.value,
        library_value: f?.override?.libraryValue ?? null,
        reason: o.reason,
        updated_at: o.updatedAt.toISOString(),
      };
    }),
    saved_calculations: runs.map((r) => ({ id: r.id, kind: r.kind, set_id: r.setId, edition: r.setEdition, created_at: r.createdAt.toISOString() })),
  };
}

export async function chooseYearFactorSet({ company, actorId, fyParam, setId }: { company: Company; actorId: string; fyParam: string; setId: FactorSetId }) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await assertYearsOpen(tx, company.id, [fy]);
    await chooseFactorSet(tx, company, fy, setId, actorId);
  });
  return yearFactors({ company, fyParam: fy.id });
}

export async function setYearOverride({ company, actorId, input }: { company: Company; actorId: string; input: FactorOverrideInput }) {
  const fy = fiscalYearOrRefuse(company, input.fy);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await assertYearsOpen(tx, company.id, [fy]);
    await setFactorOverride(tx, company, fy, input, actorId);
  });
  return yearFactors({ company, fyParam: fy.id });
}

export async function removeYearOverride({ company, actorId, fyParam, activity }: { company: Company; actorId: string; fyParam: string; activity: string }) {
  const fy = fiscalYearOrRefuse(company, fyParam);
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    await assertYearsOpen(tx, company.id, [fy]);
    return removeFactorOverride(tx, company, fy, activity, actorId);
  });
  if (!removed) throw notFound("Override not found");
  return yearFactors({ company, fyParam: fy.id });
}
