// POST /api/esg-data — saves one entry (validated against the catalogue and the company's other figures, audited) and answers it with 201;
// a figure another framework already holds for the period is linked to and answered with 200 and its `frameworks`
import { idempotent } from "@/lib/api/idempotency";
import { json, route } from "@/lib/api/route";
import { getMemberCompany } from "@/lib/companies/access";
import { answeringConflicts } from "@/lib/esg-data/conflict";
import { esgEntryInput } from "@/lib/esg-data/schemas";
import { saveNewEntry } from "@/lib/esg-data/service";
import { missingUnitDetail } from "@/lib/esg-data/unit-required";
import { unprocessable } from "@/lib/errors";
import { getDb } from "@/db/client";
import { writableUnit } from "@/lib/units/writable";

export const POST = route("POST /api/esg-data", { body: esgEntryInput }, async ({ req, user, demand, body }) =>
  idempotent({ req, userId: user.id, request: body }, () =>
    answeringConflicts(async () => {
      const { company_id, source, record_again, unit_id, notes_print, ...data } = body;
      const company = await getMemberCompany({ user, demand, companyId: company_id });
      const noUnit = missingUnitDetail(data);
      if (noUnit) throw unprocessable(noUnit);
      const unitId = unit_id
        ? (await writableUnit({ db: await getDb(), companyId: company.id, unitId: unit_id, year: { period: data.period, fyStartMonth: company.fyStartMonth } }))
            .id
        : null;
      // A framework whose linked figure is held for the period answers the held figure (200), not a copy (decisions D23).
      const saved = await saveNewEntry({
        companyId: company.id,
        actorId: user.id,
        data,
        source,
        recordAgain: record_again,
        unitId,
        notesPrint: notes_print,
        linkHeld: true,
      });
      return json(saved, saved.linked ? 200 : 201, { ETag: `"${saved.updated_at}"` });
    }),
  ),
);
