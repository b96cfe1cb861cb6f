// PUT /api/brsr/{companyId}/cells — write questionnaire cells of one financial year, in one audited
// transaction; answers the questionnaire of that year as it now stands
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { cellsWrite } from "@/lib/brsr/schemas";
import { getQuestionnaire, saveCells } from "@/lib/brsr/service";

export const PUT = route({ access: "entitled", company: "companyId", roles: EDITORS, body: cellsWrite }, async ({ company, user, body }) => {
  const saved = await saveCells({ company, actorId: user.id, fyParam: body.fy, cells: body.cells });
  return { saved, ...(await getQuestionnaire({ company, fyParam: body.fy })) };
});
