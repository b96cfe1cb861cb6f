// POST /api/companies/{id}/units/import — multipart `file`: the filled units template (.xlsx); its rows added as units, all or none
import { readUploadedFile } from "@/lib/api/limited-body";
import { json, route } from "@/lib/api/route";
import { createUnits } from "@/lib/units/service";
import { readUnitsWorkbook } from "@/lib/spreadsheets/units-workbook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_BYTES = 5 * 1024 * 1024;

export const POST = route("POST /api/companies/[id]/units/import", async ({ req, user, company }) => {
  const file = await readUploadedFile(req, MAX_BYTES, "The file is larger than 5 MB.");
  const units = await readUnitsWorkbook(new Uint8Array(await file.arrayBuffer()));
  return json({ units: await createUnits({ company, units, actorId: user.id }) }, 201);
});
