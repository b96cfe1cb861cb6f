import "server-only";
import type { Company } from "@/db/schema";
import { getDb } from "@/db/client";
import { currentDataVersion } from "@/lib/companies/data-version-cache";
import { jsonBytes, jsonBytesResponse, withFields } from "@/lib/format/json-bytes";
import { requireFiscalYear } from "@/lib/periods/param";
import { writableUnit } from "@/lib/units/writable";
import type { CellsWriteBody } from "./schemas";
import { getQuestionnaireJson, getQuestionnaireValuesJson, getUnitQuestionnaire, rowRemovals, saveCells } from "./service";
import { onlyTab } from "./tabs";
import { valuesView } from "./values-view";

/**
 * `PUT /api/brsr/{id}/cells`: writes the cells, then answers `{ saved, data_version, ...the year's
 * questionnaire }` (one tab's questions with `section`), the questionnaire as `GET` answers it.
 *
 * The questionnaire is read as a `GET` under the data version the save left would read it, and
 * kept under it (lib/brsr/shared-reads.ts, lib/brsr/answer-cache.ts): built for the one tab asked
 * for rather than for every section and then cut to the tab, and the tabs the screen opens next —
 * and the refetch of this one — are answered from that read instead of reading and evaluating the
 * year again (decisions D30; bench/cell-save.ts measures it). `data_version` is that version.
 * With `view: "values"`, the questionnaire is its values by key, as `GET ?view=values` (decisions D35).
 */
export async function saveCellsAnswer({ company, actorId, body }: { company: Company; actorId: string; body: CellsWriteBody }): Promise<Response> {
  const db = await getDb();
  const unitId = body.unit_id
    ? (await writableUnit({ db, companyId: company.id, unitId: body.unit_id, year: { fyId: requireFiscalYear(body.fy, company.fyStartMonth).id } })).id
    : null;
  const saved = await saveCells({ company, actorId, fyParam: body.fy, cells: [...body.cells, ...rowRemovals(body.remove_rows)], unitId });
  // Read after the save's commit: what is read under it below is never older than it.
  const dataVersion = await currentDataVersion(db, company.id);
  const head = { saved, data_version: dataVersion };
  if (unitId) {
    const view = await getUnitQuestionnaire({ company, fyParam: body.fy, unitId, tab: body.section, dataVersion });
    const answer = body.section ? onlyTab(view, body.section) : view;
    return jsonBytesResponse(jsonBytes({ ...head, ...(body.view === "values" ? valuesView(answer) : answer) }));
  }
  const read = body.view === "values" ? getQuestionnaireValuesJson : getQuestionnaireJson;
  const answer = await read({ company, fyParam: body.fy, section: body.section, dataVersion });
  return jsonBytesResponse(withFields(head, answer.json));
}
