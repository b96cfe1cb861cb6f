// PUT /api/brsr/{companyId}/cells — write questionnaire cells of one financial year, in one audited
// transaction (`remove_rows` clears whole rows of row tables); answers the questionnaire of that year as it now stands (with `section`, that tab's questions)
import { route } from "@/lib/api/route";
import { cellsWrite } from "@/lib/brsr/schemas";
import { getDb } from "@/db/client";
import { getQuestionnaire, getUnitQuestionnaire, rowRemovals, saveCells } from "@/lib/brsr/service";
import { writableUnit } from "@/lib/units/writable";
import { requireFiscalYear } from "@/lib/periods/param";
import { onlyTab } from "@/lib/brsr/tabs";

export const PUT = route("PUT /api/brsr/[companyId]/cells", { body: cellsWrite }, async ({ company, user, body }) => {
  const unitId = body.unit_id
    ? (
        await writableUnit({
          db: await getDb(),
          companyId: company.id,
          unitId: body.unit_id,
          year: { fyId: requireFiscalYear(body.fy, company.fyStartMonth).id },
        })
      ).id
    : null;
  const saved = await saveCells({ company, actorId: user.id, fyParam: body.fy, cells: [...body.cells, ...rowRemovals(body.remove_rows)], unitId });
  const questionnaire = unitId ? await getUnitQuestionnaire({ company, fyParam: body.fy, unitId }) : await getQuestionnaire({ company, fyParam: body.fy });
  return { saved, ...(body.section ? onlyTab(questionnaire, body.section) : questionnaire) };
});
