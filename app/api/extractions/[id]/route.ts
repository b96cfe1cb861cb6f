// GET /api/extractions/{id} — one PDF extraction with its proposals, their states and conflicts with figures held
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getExtraction } from "@/lib/extraction/review";

export const GET = route({ access: "entitled", company: { row: "id" }, params: z.object({ id: z.string() }) }, ({ user, params }) =>
  getExtraction({ user, extractionId: params.id }),
);
