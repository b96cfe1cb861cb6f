// GET /api/companies/{id}/partners — the value-chain partners with their values per year;
// POST one partner {name, side, cin?, gstin?, email?, amounts}, or a year's ledger {fy, rows: [{name, side, value}], dry_run?}
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { ledgerInput, partnerInput } from "@/lib/value-chain/schemas";
import { createPartner, importLedger, listPartners } from "@/lib/value-chain/service";

export const GET = route("GET /api/companies/[id]/partners", ({ company }) => listPartners(company));

const postInput = z.record(z.string(), z.unknown(), { error: "Send one partner {name, side, amounts}, or a ledger {fy, rows}" });

export const POST = route("POST /api/companies/[id]/partners", { body: postInput, bodyLimit: 8_000_000 }, async ({ company, user, body }) => {
  if ("rows" in body) {
    const result = await importLedger({ company, actorId: user.id, input: ledgerInput.parse(body) });
    return json(result, result.dry_run ? 200 : 201);
  }
  return json(await createPartner({ company, actorId: user.id, input: partnerInput.parse(body) }), 201);
});
