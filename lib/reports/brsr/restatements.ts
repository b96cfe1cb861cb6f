import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { LOCK_ENTITY } from "@/lib/companies/locks";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { RESTATEMENT_ENTITY } from "@/lib/brsr/service";
import type { Restatement } from "./model";

type Row = {
  entity_id: string;
  old_value: { value?: string; unit?: string } | null;
  new_value: { value?: string; unit?: string } | null;
  at: Date | string;
  reason: string | null;
};

/**
 * The previous year's figures changed after that year was signed off (its first sign-off froze what
 * was reported): per entry, the value it had then, when it changed last, and why — the reason given
 * with the edit (the questionnaire requires one for a signed-off year), else why the year was
 * reopened. Read from the audit trail.
 */
export async function previousYearRestatements({
  db,
  companyId,
  fyEndYear,
}: {
  db: DbOrTx;
  companyId: string;
  fyEndYear: number;
}): Promise<Map<string, Restatement>> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with signed as (
        select min(signed_at) as at from brsr_signoffs where company_id = ${companyId} and fy_end_year = ${fyEndYear}
      )
      select l.entity_id, l.old_value, l.new_value, l.created_at as at,
             coalesce(
               -- The reason given with the edit itself (written after it, in its transaction: lib/brsr saveCells)…
               (select r.new_value ->> 'reason' from audit_log r
                 where r.entity = ${RESTATEMENT_ENTITY} and r.entity_id = l.entity_id and r.id > l.id and r.created_at = l.created_at
                 order by r.id limit 1),
               -- …else the reason the year was reopened (an edit through another path, or before reasons were asked).
               (select r.new_value ->> 'reason' from audit_log r
                 where r.entity = ${LOCK_ENTITY} and r.entity_id = ${`${companyId}:${fyEndYear}`} and r.action = 'reopen' and r.created_at <= l.created_at
                 order by r.id desc limit 1)) as reason
      from audit_log l, signed
      where signed.at is not null
        and l.company_id = ${companyId}
        and l.entity = ${ENTRY_ENTITY}
        and l.action = 'update'
        and l.created_at > signed.at
      order by l.id`,
  );
  const out = new Map<string, Restatement>();
  for (const r of rows) {
    const before = r.old_value ?? {};
    const after = r.new_value ?? {};
    if (before.value === after.value && before.unit === after.unit) continue;
    const at = r.at instanceof Date ? r.at : new Date(r.at);
    const kept = out.get(r.entity_id);
    // The value as reported is the one before the first change; the date and reason are the last change's.
    out.set(r.entity_id, {
      previous: kept?.previous ?? [before.value ?? "", before.unit ?? ""].join(" ").trim(),
      date: at,
      reason: r.reason ?? kept?.reason ?? "",
    });
  }
  return out;
}
