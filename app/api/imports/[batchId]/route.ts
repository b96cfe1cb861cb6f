// DELETE /api/imports/{batchId} — reverts a spreadsheet import (409 when a figure it wrote changed since)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { revertImport } from "@/lib/spreadsheets/imports";

export const DELETE = route("DELETE /api/imports/[batchId]", { params: z.object({ batchId: z.string() }) }, ({ user, demand, params }) =>
  revertImport({ user, demand, batchId: params.batchId }),
);
