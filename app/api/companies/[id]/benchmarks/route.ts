// GET /api/companies/{id}/benchmarks?fy=&nic= — each BRSR Core intensity and share: the company's value, the caller's peers' count,
// median, quartiles, extremes and the company's rank (peers without the figure left out and counted; outliers beyond 10× the median flagged)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { companyBenchmarks } from "@/lib/benchmarks/service";

const query = z.object({
  fy: z.string().max(20).optional(),
  nic: z
    .string()
    .regex(/^(\d{2})?$/, "nic must be a two-digit NIC division")
    .optional(),
});

export const GET = route("GET /api/companies/[id]/benchmarks", { query }, ({ user, company, query }) =>
  companyBenchmarks({ user, company, fyParam: query.fy || undefined, nic: query.nic || undefined }),
);
