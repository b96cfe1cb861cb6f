// GET /api/industry-checklist/{industry} — the documentation checklist of one industry (unknown industries get Other's)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const GET = route("GET /api/industry-checklist/[industry]", { params: z.object({ industry: z.string() }) }, ({ params }) =>
  getIndustryChecklist(decode(params.industry)),
);
