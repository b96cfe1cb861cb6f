// PUT /api/brsr/{companyId}/cells — write questionnaire cells of one financial year, in one audited
// transaction (`remove_rows` clears whole rows of row tables); answers what was saved, the data
// version it left and the questionnaire of that year as it now stands (with `section`, that tab's questions)
import { route } from "@/lib/api/route";
import { cellsWrite } from "@/lib/brsr/schemas";
import { saveCellsAnswer } from "@/lib/brsr/cells-answer";

export const PUT = route("PUT /api/brsr/[companyId]/cells", { body: cellsWrite }, async ({ company, user, body }) =>
  saveCellsAnswer({ company, actorId: user.id, body }),
);
