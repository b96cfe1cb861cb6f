// POST /api/companies/{id}/partners/ledger?fy=&dry_run= — multipart `file`: the purchase and sales ledgers as an .xlsx (partner, side, value);
// its rows summed per partner as the JSON ledger import does (dry_run=true answers the plan without writing)
import { z } from "zod";
import { readUploadedFile } from "@/lib/api/limited-body";
import { json, route } from "@/lib/api/route";
import { readLedgerWorkbook } from "@/lib/spreadsheets/ledger-workbook";
import { ledgerInput } from "@/lib/value-chain/schemas";
import { importLedger } from "@/lib/value-chain/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_BYTES = 8 * 1024 * 1024;

const query = z.object({
  fy: z.string({ error: "fy is required (e.g. 2024-25)" }).min(1, "fy is required (e.g. 2024-25)").max(20),
  dry_run: z
    .enum(["true", "false", "1", "0"], { error: "dry_run must be true or false" })
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

export const POST = route("POST /api/companies/[id]/partners/ledger", { query }, async ({ req, user, company, query }) => {
  const file = await readUploadedFile(req, MAX_BYTES, "The file is larger than 8 MB.");
  const rows = await readLedgerWorkbook(new Uint8Array(await file.arrayBuffer()));
  const result = await importLedger({ company, actorId: user.id, input: ledgerInput.parse({ fy: query.fy, rows, dry_run: query.dry_run }) });
  return json(result, result.dry_run ? 200 : 201);
});
