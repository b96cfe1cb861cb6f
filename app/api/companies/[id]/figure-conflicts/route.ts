// GET /api/companies/{id}/figure-conflicts — the company's open conflicts: copies of one figure, held under several
// frameworks, whose values differ (decisions D23), each with its copies for a person to pick one
import { route } from "@/lib/api/route";
import { listConflicts } from "@/lib/esg-data/figures";

export const GET = route("GET /api/companies/[id]/figure-conflicts", async ({ company }) => ({ conflicts: await listConflicts({ companyId: company.id }) }));
