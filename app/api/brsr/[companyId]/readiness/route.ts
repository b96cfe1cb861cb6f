// GET /api/brsr/{companyId}/readiness?fy= — what stands between the year and a filing: missing
// Essential indicators and BRSR Core KPIs, failed identities, Section A profile gaps
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { getReadiness } from "@/lib/brsr/service";

export const dynamic = "force-dynamic";

export const GET = route("GET /api/brsr/[companyId]/readiness", { query: fyQuery }, ({ company, query }) => getReadiness({ company, fyParam: query.fy }));
