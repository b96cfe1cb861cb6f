// GET /api/companies/{id}/evidence-counts — {entryId: number of evidence files} for every figure with evidence (any member):
// one request fills every evidence button of a screen
import { route } from "@/lib/api/route";
import { evidenceCounts } from "@/lib/evidence/service";

export const GET = route("GET /api/companies/[id]/evidence-counts", async ({ company }) => Object.fromEntries(await evidenceCounts({ companyId: company.id })));
