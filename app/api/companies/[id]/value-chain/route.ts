// GET /api/companies/{id}/value-chain?fy= — the year's scoping (shares, 2 % flags, chosen set, coverage) and disclosure;
// PUT {fy, total_purchases, total_sales, added?} — the year's totals (kept as cells) and partners added to the chosen set
import { z } from "zod";
import { route } from "@/lib/api/route";
import { valueChainPut } from "@/lib/value-chain/schemas";
import { getValueChain, putValueChain } from "@/lib/value-chain/service";

const query = z.object({ fy: z.string({ error: "fy is required (e.g. 2024-25)" }).min(1, "fy is required (e.g. 2024-25)").max(20) });

export const GET = route("GET /api/companies/[id]/value-chain", { query }, ({ company, query }) => getValueChain({ company, fy: query.fy }));

export const PUT = route("PUT /api/companies/[id]/value-chain", { body: valueChainPut }, ({ company, user, body }) =>
  putValueChain({ company, actorId: user.id, input: body }),
);
