// GET /api/dashboard/{companyId} — the company with its statistics and per-framework completion
import { route } from "@/lib/api/route";
import { getDashboard } from "@/lib/dashboard/service";

export const GET = route({ access: "entitled", company: "companyId" }, ({ company, role, dataVersion }) => getDashboard({ company, role, dataVersion }));
