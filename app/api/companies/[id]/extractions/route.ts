// GET /api/companies/{id}/extractions — the company's PDF extractions, newest first, with their counts (proposed, accepted, edited, rejected)
import { route } from "@/lib/api/route";
import { listExtractions } from "@/lib/extraction/review";

export const GET = route("GET /api/companies/[id]/extractions", ({ company }) => listExtractions({ companyId: company.id }));
