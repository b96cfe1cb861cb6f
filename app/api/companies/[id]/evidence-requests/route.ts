// GET /api/companies/{id}/evidence-requests?status=open|closed|all — the company's evidence requests (default open),
// newest first, each with its figure's metric and period and its thread's length (any member)
import { route } from "@/lib/api/route";
import { listCompanyRequests } from "@/lib/evidence/requests";
import { evidenceRequestListQuery } from "@/lib/evidence/schemas";

export const GET = route("GET /api/companies/[id]/evidence-requests", { query: evidenceRequestListQuery }, ({ company, query }) =>
  listCompanyRequests({ companyId: company.id, status: query.status }),
);
