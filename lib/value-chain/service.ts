import "server-only";
import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import {
  dataRequests,
  esgDataEntries,
  reportingUnits,
  valueChainAmounts,
  valueChainYears,
  valueChainPartners,
  type Company,
  type User,
  type ValueChainPartner,
} from "@/db/schema";
import { conflict, hasDatabaseErrorCode, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { saveCells } from "@/lib/brsr/service";
import { isUuid } from "@/lib/companies/access";
import { indianDay } from "@/lib/format/dates";
import { metricKey } from "@/lib/frameworks/metric-key";
import { requireFiscalYear } from "@/lib/periods/param";
import { shownState, type StoredState } from "@/lib/requests/rules";
import { createRequests } from "@/lib/requests/service";
import { convertUnit, unitOfTypedValue } from "@/lib/measures/convert";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { GREEN_CREDITS_CELL, INTENSITIES, PARTNER_KPIS, PARTNER_KPI_KEYS, TOTAL_PURCHASES_CELL, TOTAL_SALES_CELL } from "./kpis";
import { scope, shareErrors, sumLedger, topTenCredits, weightedShare, SIDES, type ScopeInput, type Side } from "./rules";
import type { LedgerInput, PartnerInput, PartnerPatch, PartnerRequestsInput, ValueChainPut } from "./schemas";
import type { PartnerDto, ValueChainDto, ValueChainKpiDto, ValueChainPartnerDto } from "./types";

export type { PartnerDto, ValueChainDto };

export const PARTNER_ENTITY = "value_chain_partner";
const UNIQUE = new Set(["23505"]);

const unitName = (name: string, side: Side) => `${name} (${side} partner)`;

function toDto(p: ValueChainPartner, amounts: Record<string, number>, figures: number): PartnerDto {
  return { id: p.id, name: p.name, side: p.side as Side, cin: p.cin, gstin: p.gstin, email: p.email, amounts, figures, unit_id: p.unitId };
}

/** The company's own figure of an input cell in a year, in `unit` (null when not entered). */
async function companyCell(db: DbOrTx, company: Company, fy: string, key: string, unit: string): Promise<number | null> {
  const year = requireFiscalYear(fy, company.fyStartMonth);
  const cell = cellByKey(key);
  if (cell?.kind !== "input") throw new Error(`${key} is not an input cell`);
  const rows = await db
    .select({ value: esgDataEntries.numericValue, text: esgDataEntries.value, unit: esgDataEntries.unit })
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, company.id),
        isNull(esgDataEntries.unitId),
        eq(esgDataEntries.metricKey, metricKey(cell.metric)),
        eq(esgDataEntries.periodEnd, year.end),
        eq(esgDataEntries.periodKind, "fy"),
      ),
    )
    .orderBy(asc(esgDataEntries.createdAt));
  const r = rows.filter((x) => x.value !== null).at(-1);
  return !r ? null : unit === "count" ? r.value : inUnit(r, unit);
}

/** Financial-year keys read by the company's year reader ('2024-25', 'FY 2024-25'), as ids. */
function yearKeys<T>(company: Company, amounts: Record<string, T>): [string, T][] {
  return Object.entries(amounts).map(([fy, v]) => {
    try {
      return [requireFiscalYear(fy, company.fyStartMonth).id, v];
    } catch {
      throw unprocessable(`amounts: '${fy}' is not a financial year (e.g. 2024-25)`);
    }
  });
}

/** The column names a unit of the company's partners (a subquery, not a list of 20,000 ids). */
const partnerUnit = (column: SQLWrapper, companyId: string) => sql`${column} IN (SELECT unit_id FROM value_chain_partners WHERE company_id = ${companyId})`;

/** A figure in `unit` (its own typed unit converted; null when it cannot be). */
function inUnit(r: { value: number | null; text: string; unit: string }, unit: string): number | null {
  if (r.value === null) return null;
  const c = convertUnit(r.value, unitOfTypedValue(r.text, r.unit), unit);
  return c.ok ? c.value : null;
}

/** The company's total purchases and total sales of a year, from their questionnaire cells (null when not entered). */
async function yearTotals(db: DbOrTx, company: Company, fy: string): Promise<{ purchases: number | null; sales: number | null }> {
  // A total typed in ₹ crore or lakh is read in ₹.
  return { purchases: await companyCell(db, company, fy, TOTAL_PURCHASES_CELL, "₹"), sales: await companyCell(db, company, fy, TOTAL_SALES_CELL, "₹") };
}

async function amountsOf(db: DbOrTx, partnerIds: string[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (!partnerIds.length) return out;
  const rows = await db.select().from(valueChainAmounts).where(inArray(valueChainAmounts.partnerId, partnerIds));
  for (const r of rows) {
    const m = out.get(r.partnerId) ?? {};
    m[r.fy] = r.amount;
    out.set(r.partnerId, m);
  }
  return out;
}

/** Refuses a partner's value above its side's total in any year (422 naming the partner). */
async function checkShares(db: DbOrTx, company: Company, partner: { name: string; side: Side }, amounts: [string, number][]) {
  for (const [fy, amount] of amounts) {
    const totals = await yearTotals(db, company, fy);
    const errors = shareErrors([{ ...partner, amount }], totals);
    if (errors.length) throw unprocessable(`FY ${fy}: ${errors[0].detail}`);
  }
}

/** GET /api/companies/{id}/partners: the partners, with their values per year and how many figures they have given. */
export async function listPartners(company: Company): Promise<PartnerDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ p: valueChainPartners, figures: sql<number>`(SELECT count(*)::int FROM esg_data_entries e WHERE e.unit_id = value_chain_partners.unit_id)` })
    .from(valueChainPartners)
    .where(eq(valueChainPartners.companyId, company.id))
    .orderBy(asc(valueChainPartners.side), asc(valueChainPartners.name));
  const amounts = await amountsOf(
    db,
    rows.map((r) => r.p.id),
  );
  return rows.map((r) => toDto(r.p, amounts.get(r.p.id) ?? {}, Number(r.figures)));
}

async function insertPartner(tx: DbOrTx, company: Company, actorId: string, input: PartnerInput): Promise<ValueChainPartner> {
  try {
    const [unit] = await tx
      .insert(reportingUnits)
      .values({
        companyId: company.id,
        name: unitName(input.name, input.side),
        type: PARTNER_UNIT_TYPE,
        inStandalone: false,
        inConsolidated: false,
        createdBy: actorId,
      })
      .returning();
    const [row] = await tx
      .insert(valueChainPartners)
      .values({
        companyId: company.id,
        unitId: unit.id,
        name: input.name,
        side: input.side,
        cin: input.cin,
        gstin: input.gstin,
        email: input.email ?? null,
        createdBy: actorId,
      })
      .returning();
    return row;
  } catch (e) {
    if (hasDatabaseErrorCode(e, UNIQUE)) throw conflict(`A ${input.side} partner named '${input.name}' already exists`);
    throw e;
  }
}

/** POST /api/companies/{id}/partners: one partner (audited), its values per year checked against the years' totals. */
export async function createPartner({ company, actorId, input }: { company: Company; actorId: string; input: PartnerInput }): Promise<PartnerDto> {
  const amounts = yearKeys(company, input.amounts);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await checkShares(tx, company, input, amounts);
    const row = await insertPartner(tx, company, actorId, input);
    if (amounts.length) await tx.insert(valueChainAmounts).values(amounts.map(([fy, amount]) => ({ partnerId: row.id, fy, amount })));
    const dto = toDto(row, Object.fromEntries(amounts), 0);
    await writeAudit(tx, { actorId, companyId: company.id, entity: PARTNER_ENTITY, entityId: row.id, action: "create", newValue: dto });
    return dto;
  });
}

/**
 * POST /api/companies/{id}/partners {fy, rows, dry_run?}: a purchase and sales ledger for one year,
 * summed per partner and side; new partners are created, known ones get the year's value. All or
 * none; the dry run answers the same plan without writing.
 */
export async function importLedger({ company, actorId, input }: { company: Company; actorId: string; input: LedgerInput }) {
  const fy = requireFiscalYear(input.fy, company.fyStartMonth).id;
  const { partners, errors } = sumLedger(input.rows);
  if (errors.length) throw unprocessable(errors.slice(0, 5).join("; "));
  const db = await getDb();
  const run = async (tx: DbOrTx) => {
    // One ledger import of a company at a time: a second one waits, then finds the first's partners and sets their values.
    if (!input.dry_run) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger|${company.id}`}, 0))`);
    const totals = await yearTotals(tx, company, fy);
    const bad = shareErrors(partners, totals);
    if (bad.length) throw unprocessable(`FY ${fy}: ${bad[0].detail}`);
    const existing = await tx.select().from(valueChainPartners).where(eq(valueChainPartners.companyId, company.id));
    const byKey = new Map(existing.map((p) => [`${p.side}|${p.name.toLowerCase()}`, p]));
    const plan = partners.map((p) => ({ ...p, existing: byKey.get(`${p.side}|${p.name.toLowerCase()}`)?.id ?? null }));
    const summary = {
      fy,
      rows: input.rows.length,
      partners: plan.length,
      created: plan.filter((p) => !p.existing).length,
      updated: plan.filter((p) => p.existing).length,
    };
    if (input.dry_run)
      return { ...summary, dry_run: true, plan: plan.slice(0, 200).map(({ name, side, amount, existing }) => ({ name, side, amount, new: !existing })) };
    // New partners in batches: their units, then the partners naming them.
    const fresh = plan.filter((p) => !p.existing);
    const ids = new Map(plan.filter((p) => p.existing).map((p) => [`${p.side}|${p.name.toLowerCase()}`, p.existing!]));
    for (let i = 0; i < fresh.length; i += 1000) {
      const chunk = fresh.slice(i, i + 1000);
      try {
        const units = await tx
          .insert(reportingUnits)
          .values(
            chunk.map((p) => ({
              companyId: company.id,
              name: unitName(p.name, p.side),
              type: PARTNER_UNIT_TYPE,
              inStandalone: false,
              inConsolidated: false,
              createdBy: actorId,
            })),
          )
          .returning({ id: reportingUnits.id, name: reportingUnits.name });
        const unitByName = new Map(units.map((u) => [u.name, u.id]));
        const rows = await tx
          .insert(valueChainPartners)
          .values(
            chunk.map((p) => ({ companyId: company.id, unitId: unitByName.get(unitName(p.name, p.side))!, name: p.name, side: p.side, createdBy: actorId })),
          )
          .returning({ id: valueChainPartners.id, name: valueChainPartners.name, side: valueChainPartners.side });
        for (const r of rows) ids.set(`${r.side}|${r.name.toLowerCase()}`, r.id);
      } catch (e) {
        if (hasDatabaseErrorCode(e, UNIQUE)) throw conflict("A partner of the ledger has the name of a reporting unit; rename one of them");
        throw e;
      }
    }
    const values = plan.map((p) => ({ partnerId: ids.get(`${p.side}|${p.name.toLowerCase()}`)!, fy, amount: p.amount }));
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insert(valueChainAmounts)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({ target: [valueChainAmounts.partnerId, valueChainAmounts.fy], set: { amount: sql`excluded.amount` } });
    }
    // A ledger that only sets the values of partners already held changes them: an update, not a creation.
    const action = summary.created > 0 ? "create" : "update";
    await writeAudit(tx, { actorId, companyId: company.id, entity: PARTNER_ENTITY, entityId: company.id, action, newValue: { ledger: summary } });
    return { ...summary, dry_run: false };
  };
  return input.dry_run ? run(db) : db.transaction(run);
}

async function partnerOf(db: DbOrTx, company: Company, partnerId: string, forUpdate = false): Promise<ValueChainPartner> {
  if (!isUuid(partnerId)) throw notFound("Partner not found");
  const q = db
    .select()
    .from(valueChainPartners)
    .where(and(eq(valueChainPartners.id, partnerId), eq(valueChainPartners.companyId, company.id)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw notFound("Partner not found");
  return row;
}

/** PATCH /api/companies/{id}/partners/{partnerId}: fields, and values per year (null removes a year). */
export async function updatePartner({
  company,
  actorId,
  partnerId,
  patch,
}: {
  company: Company;
  actorId: string;
  partnerId: string;
  patch: PartnerPatch;
}): Promise<PartnerDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await partnerOf(tx, company, partnerId, true);
    const side = (patch.side ?? before.side) as Side;
    const name = patch.name ?? before.name;
    const amounts = yearKeys(company, patch.amounts ?? {});
    const set = amounts.filter((a): a is [string, number] => a[1] !== null);
    const held = (await amountsOf(tx, [before.id])).get(before.id) ?? {};
    // The side or name changes the shares of every year held.
    await checkShares(tx, company, { name, side }, [...Object.entries(held).filter(([fy]) => !amounts.some((a) => a[0] === fy)), ...set]);
    try {
      const [after] = await tx
        .update(valueChainPartners)
        .set({
          name,
          side,
          ...(patch.cin !== undefined ? { cin: patch.cin } : {}),
          ...(patch.gstin !== undefined ? { gstin: patch.gstin } : {}),
          ...(patch.email !== undefined ? { email: patch.email ?? null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(valueChainPartners.id, before.id))
        .returning();
      if (name !== before.name || side !== before.side)
        await tx
          .update(reportingUnits)
          .set({ name: unitName(name, side), updatedAt: new Date() })
          .where(eq(reportingUnits.id, before.unitId));
      for (const [fy, amount] of amounts) {
        if (amount === null) await tx.delete(valueChainAmounts).where(and(eq(valueChainAmounts.partnerId, before.id), eq(valueChainAmounts.fy, fy)));
        else
          await tx
            .insert(valueChainAmounts)
            .values({ partnerId: before.id, fy, amount })
            .onConflictDoUpdate({ target: [valueChainAmounts.partnerId, valueChainAmounts.fy], set: { amount } });
      }
      const now = (await amountsOf(tx, [before.id])).get(before.id) ?? {};
      const dto = toDto(after, now, 0);
      await writeAudit(tx, {
        actorId,
        companyId: company.id,
        entity: PARTNER_ENTITY,
        entityId: before.id,
        action: "update",
        oldValue: toDto(before, held, 0),
        newValue: dto,
      });
      return dto;
    } catch (e) {
      if (hasDatabaseErrorCode(e, UNIQUE)) throw conflict(`A ${side} partner named '${name}' already exists`);
      throw e;
    }
  });
}

/**
 * DELETE /api/companies/{id}/partners/{partnerId}: 409 once the partner has submitted figures (they
 * are evidence of a disclosure); otherwise its drafts, requests and unit go with it.
 */
export async function deletePartner({ company, actorId, partnerId }: { company: Company; actorId: string; partnerId: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const p = await partnerOf(tx, company, partnerId, true);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.unitId, p.unitId), inArray(esgDataEntries.reviewState, ["submitted", "approved"])));
    if (Number(n) > 0) throw conflict(`${p.name} has submitted figures (${n}); a partner with submitted figures cannot be deleted`);
    await tx.delete(esgDataEntries).where(eq(esgDataEntries.unitId, p.unitId));
    await tx.delete(valueChainPartners).where(eq(valueChainPartners.id, p.id));
    await tx.delete(reportingUnits).where(eq(reportingUnits.id, p.unitId));
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: PARTNER_ENTITY,
      entityId: p.id,
      action: "delete",
      oldValue: { name: p.name, side: p.side },
    });
  });
}

/**
 * PUT /api/companies/{id}/value-chain {fy, total_purchases, total_sales, added?}: the totals are
 * kept as the questionnaire's cells (P1 E8's cost of goods / services procured, Section A Q24's
 * turnover); a partner above the new total is 422 naming it. `added` sets the partners the company
 * adds to the chosen set for the year.
 */
export async function putValueChain({ company, actorId, input }: { company: Company; actorId: string; input: ValueChainPut }): Promise<ValueChainDto> {
  const fy = requireFiscalYear(input.fy, company.fyStartMonth).id;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const partners = await tx
      .select({ id: valueChainPartners.id, name: valueChainPartners.name, side: valueChainPartners.side, amount: valueChainAmounts.amount })
      .from(valueChainPartners)
      .innerJoin(valueChainAmounts, and(eq(valueChainAmounts.partnerId, valueChainPartners.id), eq(valueChainAmounts.fy, fy)))
      .where(eq(valueChainPartners.companyId, company.id));
    const bad = shareErrors(
      partners.map((p) => ({ ...p, side: p.side as Side })),
      { purchases: input.total_purchases, sales: input.total_sales },
    );
    if (bad.length) throw unprocessable(`FY ${fy}: ${bad[0].detail}`);
    const cells = [
      ...(input.total_purchases !== null ? [{ key: TOTAL_PURCHASES_CELL, value: String(input.total_purchases), unit: "₹" }] : []),
      ...(input.total_sales !== null ? [{ key: TOTAL_SALES_CELL, value: String(input.total_sales), unit: "₹" }] : []),
    ];
    if (cells.length) await saveCells({ company, actorId, fyParam: fy, cells, db: tx });
    if (input.added) {
      const ids = new Set(input.added);
      const known = new Set(partners.map((p) => p.id));
      for (const id of ids) if (!known.has(id)) throw unprocessable(`added: ${id} is not a partner with a value in FY ${fy}`);
      for (const p of partners) {
        await tx
          .update(valueChainAmounts)
          .set({ added: ids.has(p.id) })
          .where(and(eq(valueChainAmounts.partnerId, p.id), eq(valueChainAmounts.fy, fy)));
      }
      await tx.update(valueChainPartners).set({ updatedAt: new Date() }).where(eq(valueChainPartners.companyId, company.id));
    }
    if (input.include_in_report !== undefined) {
      await tx
        .insert(valueChainYears)
        .values({ companyId: company.id, fy, includeInReport: input.include_in_report })
        .onConflictDoUpdate({
          target: [valueChainYears.companyId, valueChainYears.fy],
          set: { includeInReport: input.include_in_report, updatedAt: new Date() },
        });
    }
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: "value_chain",
      entityId: company.id,
      action: "update",
      newValue: {
        fy,
        total_purchases: input.total_purchases,
        total_sales: input.total_sales,
        added: input.added ?? null,
        include_in_report: input.include_in_report ?? null,
      },
    });
  });
  if (input.apply_green_credits) {
    // P6 L8(b): the top ten partners by purchases and by sales, from their answers; nobody answered → 422, never zero.
    const view = await getValueChain({ company, fy });
    const parts = SIDES.map((s) => view.disclosure[s].green_credits_top_ten).filter((v): v is number => v !== null);
    if (!parts.length) throw unprocessable("No value-chain partner has answered with green credits this year: P6 L8(b) stays as it is");
    await saveCells({ company, actorId, fyParam: fy, cells: [{ key: GREEN_CREDITS_CELL, value: String(parts.reduce((a, b) => a + b, 0)) }] });
  }
  return getValueChain({ company, fy });
}

/**
 * GET /api/companies/{id}/value-chain?fy=: the scoping (totals, each partner's share and flag, the
 * chosen set and the coverage of purchases and sales), each chosen partner's request and whether it
 * answered ('not disclosed' with the reason otherwise, never zero), and the disclosure: each KPI
 * over the answering partners (sums of attributed figures; % figures weighted by value of
 * business), intensities per ₹ crore of business with them, and the top ten's green credits.
 */
export async function getValueChain({ company, fy: fyParam, db: given }: { company: Company; fy: string; db?: DbOrTx }): Promise<ValueChainDto> {
  const fy = requireFiscalYear(fyParam, company.fyStartMonth);
  const db = given ?? (await getDb());
  const totals = await yearTotals(db, company, fy.id);
  const rows = await db
    .select({ p: valueChainPartners, amount: valueChainAmounts.amount, added: valueChainAmounts.added })
    .from(valueChainPartners)
    .innerJoin(valueChainAmounts, and(eq(valueChainAmounts.partnerId, valueChainPartners.id), eq(valueChainAmounts.fy, fy.id)))
    .where(eq(valueChainPartners.companyId, company.id));
  const byId = new Map(rows.map((r) => [r.p.id, r]));
  const scoped = scope(
    rows.map((r): ScopeInput => ({ id: r.p.id, name: r.p.name, side: r.p.side as Side, amount: r.amount, added: r.added })),
    totals,
  );
  const unitIds = rows.map((r) => r.p.unitId);
  const requests = unitIds.length
    ? await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.companyId, company.id), eq(dataRequests.fy, fy.id), partnerUnit(dataRequests.unitId, company.id)))
        .orderBy(asc(dataRequests.createdAt))
    : [];
  const requestOf = new Map(requests.map((r) => [r.unitId, r]));
  const keyToMetric = new Map(PARTNER_KPIS.map((k) => [k.key, metricKey((cellByKey(k.key) as { metric: string }).metric)]));
  const figures = unitIds.length
    ? await db
        .select({
          unitId: esgDataEntries.unitId,
          metricKey: esgDataEntries.metricKey,
          value: esgDataEntries.numericValue,
          text: esgDataEntries.value,
          unit: esgDataEntries.unit,
        })
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.companyId, company.id),
            partnerUnit(esgDataEntries.unitId, company.id),
            inArray(esgDataEntries.metricKey, [...keyToMetric.values()]),
            eq(esgDataEntries.periodEnd, fy.end),
            eq(esgDataEntries.periodKind, "fy"),
          ),
        )
    : [];
  const unitOfMetric = new Map(PARTNER_KPIS.map((k) => [keyToMetric.get(k.key)!, k.unit]));
  const figureOf = new Map<string, number>();
  for (const f of figures) {
    const kpiUnit = unitOfMetric.get(f.metricKey)!;
    const v = kpiUnit === "count" || kpiUnit === "%" || kpiUnit === "days" ? f.value : inUnit(f, kpiUnit);
    if (v !== null) figureOf.set(`${f.unitId}|${f.metricKey}`, v);
  }
  const today = indianDay(new Date());
  const sides = {} as ValueChainDto["sides"];
  const disclosure = {} as ValueChainDto["disclosure"];
  for (const side of SIDES) {
    const s = scoped[side];
    const partners: ValueChainPartnerDto[] = s.partners.map((p) => {
      const row = byId.get(p.id)!;
      const req = requestOf.get(row.p.unitId) ?? null;
      const state = req ? shownState(req.state as StoredState, req.dueDate, today) : null;
      const answered = state === "submitted" || state === "approved";
      const reason = !p.chosen
        ? null
        : !req
          ? row.p.email
            ? "Not asked yet"
            : "Not asked: no e-mail address"
          : answered
            ? null
            : state === "overdue"
              ? `No answer: overdue since ${req.dueDate}`
              : state === "returned"
                ? "Returned to the partner for changes"
                : `Asked, due ${req.dueDate}`;
      return {
        id: p.id,
        name: p.name,
        email: row.p.email,
        amount: p.amount,
        share: p.share,
        cumulative: p.cumulative,
        value_chain: p.valueChain,
        chosen: p.chosen,
        added: p.added,
        request: req ? { id: req.id, state: state!, due_date: req.dueDate } : null,
        answered: p.chosen && answered,
        not_disclosed_reason: reason,
      };
    });
    const chosen = partners.filter((p) => p.chosen);
    const answering = chosen.filter((p) => p.answered);
    const answeringUnits = new Map(answering.map((p) => [byId.get(p.id)!.p.unitId, p]));
    const valueOf = (unitId: string, metric: string) => figureOf.get(`${unitId}|${metric}`) ?? null;
    const kpis: ValueChainKpiDto[] = PARTNER_KPIS.map((k) => {
      const metric = keyToMetric.get(k.key)!;
      const parts = [...answeringUnits].flatMap(([unitId, p]) => {
        const f = valueOf(unitId, metric);
        return f === null ? [] : [{ value: f, weight: p.amount }];
      });
      const value = !parts.length ? null : k.combine === "sum" ? parts.reduce((t, x) => t + x.value, 0) : weightedShare(parts);
      return { key: k.key, attribute: k.attribute, label: k.label, unit: k.unit, combine: k.combine, value, partners: parts.length };
    });
    const business = answering.reduce((t, p) => t + p.amount, 0);
    const intensities = INTENSITIES.map((i) => {
      const ks = kpis.filter((k) => (i.keys as readonly string[]).includes(k.key) && k.value !== null);
      return { label: i.label, unit: i.unit, value: ks.length && business > 0 ? ks.reduce((t, k) => t + k.value!, 0) / (business / 1e7) : null };
    });
    const credits = topTenCredits(
      partners
        .filter((p) => p.value_chain)
        .map((p) => {
          const unitId = byId.get(p.id)!.p.unitId;
          const f = p.answered ? valueOf(unitId, keyToMetric.get("P6-L8-ENTITY")!) : null;
          return { name: p.name, amount: p.amount, credits: f };
        }),
    );
    sides[side] = {
      total: s.total,
      partners,
      value_chain_count: s.valueChainCount,
      chosen_count: s.chosenCount,
      coverage: s.coverage,
      meets_coverage: s.meetsCoverage,
      asked: chosen.filter((p) => p.request).length,
      answered: answering.length,
      not_answered: chosen.length - answering.length,
    };
    disclosure[side] = {
      kpis,
      intensities,
      answered_coverage: s.total ? Math.round((business / s.total) * 10000) / 100 : null,
      green_credits_top_ten: credits.value,
      green_credits_answered: credits.answered,
    };
  }
  const [year] = await db
    .select({ include: valueChainYears.includeInReport })
    .from(valueChainYears)
    .where(and(eq(valueChainYears.companyId, company.id), eq(valueChainYears.fy, fy.id)));
  return {
    fy: fy.id,
    include_in_report: year?.include ?? false,
    green_credits_cell: await companyCell(db, company, fy.id, GREEN_CREDITS_CELL, "count"),
    totals: { purchases: totals.purchases, sales: totals.sales },
    sides,
    disclosure,
  };
}

/**
 * POST /api/companies/{id}/value-chain/requests {fy, due_date, message?}: one click for all — a
 * data request (lib/requests, the sites' requests) to every chosen partner with an e-mail address
 * and no request for the year yet, for the partner KPIs' cells; the partner's contributor sees only
 * its own form. Partners skipped are named with the reason.
 */
export async function requestPartners({ company, user, input, origin }: { company: Company; user: User; input: PartnerRequestsInput; origin: string }) {
  const fy = requireFiscalYear(input.fy, company.fyStartMonth).id;
  const view = await getValueChain({ company, fy });
  const created: { partner: string; request_id: string; invitation_link: string | null }[] = [];
  const skipped: { partner: string; reason: string }[] = [];
  const db = await getDb();
  const chosen = SIDES.flatMap((s) => view.sides[s].partners.filter((p) => p.chosen));
  if (!chosen.length) throw unprocessable(`No partners are chosen for FY ${fy}: enter the year's totals and the partners' values first`);
  const units = await db
    .select({ id: valueChainPartners.id, unitId: valueChainPartners.unitId })
    .from(valueChainPartners)
    .where(
      inArray(
        valueChainPartners.id,
        chosen.map((p) => p.id),
      ),
    );
  const unitOf = new Map(units.map((u) => [u.id, u.unitId]));
  for (const p of chosen) {
    if (p.request) {
      skipped.push({ partner: p.name, reason: "already asked for this year" });
      continue;
    }
    if (!p.email) {
      skipped.push({ partner: p.name, reason: "no e-mail address" });
      continue;
    }
    const res = await createRequests({
      company,
      user,
      origin,
      input: {
        fy,
        unit_id: unitOf.get(p.id)!,
        cells: [...PARTNER_KPI_KEYS],
        assignee_email: p.email,
        due_date: input.due_date,
        message:
          input.message ??
          `${company.name} asks for your BRSR Core figures for FY ${fy}, attributable to your business with ${company.name} (SEBI's value-chain disclosure).`,
      },
      // A simultaneous call may have asked the partner since the view above was read.
      unaskedOnly: true,
    });
    if (!res.requests.length) {
      skipped.push({ partner: p.name, reason: "already asked for this year" });
      continue;
    }
    created.push({ partner: p.name, request_id: res.requests[0].id, invitation_link: res.invitation_link });
  }
  return { fy, created, skipped };
}

/** The year's value-chain disclosure for the BRSR, when the company includes it (null otherwise). */
export async function includedValueChain(db: DbOrTx, company: Company, fy: string): Promise<ValueChainDto | null> {
  const [year] = await db
    .select({ include: valueChainYears.includeInReport })
    .from(valueChainYears)
    .where(and(eq(valueChainYears.companyId, company.id), eq(valueChainYears.fy, fy)));
  return year?.include ? getValueChain({ company, fy, db }) : null;
}
