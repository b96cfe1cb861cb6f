// POST /api/companies/{id}/units/import — multipart `file`: the filled units template (.xlsx); its rows added as units, all or none
import { EDITORS } from "@/lib/auth/access-table";
import { ApiError } from "@/lib/api/errors";
import { readLimitedBody } from "@/lib/api/limited-body";
import { json, route } from "@/lib/api/route";
import { createUnits } from "@/lib/units/service";
import { readUnitsWorkbook } from "@/lib/units/workbook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_BYTES = 5 * 1024 * 1024;

export const POST = route({ access: "entitled", company: "id", roles: EDITORS }, async ({ req, user, company }) => {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(400, "Send the file as multipart/form-data in the field 'file'");
  const bytes = await readLimitedBody(req, MAX_BYTES + 64 * 1024, "The file is larger than 5 MB.");
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, "The upload could not be read as multipart/form-data");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError(422, "file: Required");
  const units = await readUnitsWorkbook(new Uint8Array(await file.arrayBuffer()));
  return json({ units: await createUnits({ company, units, actorId: user.id }) }, 201);
});
