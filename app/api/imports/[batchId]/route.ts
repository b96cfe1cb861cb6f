// DELETE /api/imports/{batchId} — reverts a spreadsheet import (409 when a figure it wrote changed since)
import { EDITORS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { revertImport } from "@/lib/spreadsheets/imports";

export const DELETE = route(
  { access: "entitled", company: { row: "batchId" }, roles: EDITORS, params: z.object({ batchId: z.string() }) },
  ({ user, params }) => revertImport({ user, batchId: params.batchId }),
);
