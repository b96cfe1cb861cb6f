import "server-only";
import { cookies } from "next/headers";
import type { DehydratedState } from "@tanstack/react-query";
import { apiAccessFor } from "@/lib/auth/access-table";
import { resolveSession } from "@/lib/auth/session";
import { getQuestionnaireJson } from "@/lib/brsr/service";
import type { QuestionnaireTab } from "@/lib/brsr/tabs";
import { getMembership } from "@/lib/companies/access";
import { companyKey, companyKeys } from "@/lib/client/query-keys";
import { seededQueries } from "@/lib/api/page-data";
import { companyView } from "@/lib/companies/company-view";

/**
 * The company and the opened tab of the questionnaire, read from lib/ for this page request's
 * visitor (the session cookie), as the browser's cache will hold them: the screen then renders
 * with the page instead of after the browser has booted, learnt its user and fetched them
 * (decisions D30). The same gate as the API's (GET /api/brsr/{id}: a member in a role the access
 * table lets read it); anything else — no session, not a member, a year the API would refuse, the
 * database down — seeds nothing, and the screen loads them itself and shows its own state.
 */
export async function questionnaireSeed(companyId: string, fy: string | null, section: QuestionnaireTab): Promise<DehydratedState | null> {
  if (fy !== null && fy.length > 20) return null;
  try {
    const session = await resolveSession({ cookies: await cookies() });
    if (!session) return null;
    const access = apiAccessFor("GET", `/api/brsr/${companyId}`);
    const roles = access?.level === "member" ? access.roles : undefined;
    const { company, role, dataVersion } = await getMembership({ user: session.user, companyId, demand: roles ? { roles, use: "read" } : { use: "read" } });
    // The company as GET /api/companies/{id} answers it (components/company/use-company.ts reads that).
    const [companyAnswer, answer] = await Promise.all([
      companyView({ company, role }),
      getQuestionnaireJson({ company, fyParam: fy ?? undefined, section, dataVersion }),
    ]);
    const questionnaire: unknown = JSON.parse(new TextDecoder().decode(answer.json));
    return seededQueries([
      [companyKey(companyId), companyAnswer],
      [companyKeys(companyId).brsr(fy, section), questionnaire],
    ]);
  } catch {
    // Not a member, a bad year, the database away: the screen asks the API and says what it answers.
    return null;
  }
}
