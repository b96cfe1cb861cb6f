// GET /api/checklist-progress/{companyId} — which checklist items are done, the percentage and when it last changed
import { route } from "@/lib/api/route";
import { getChecklistProgress } from "@/lib/checklist/service";

export const GET = route("GET /api/checklist-progress/[companyId]", ({ company }) => getChecklistProgress({ company }));
