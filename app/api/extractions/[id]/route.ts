// GET /api/extractions/{id} — one PDF extraction with its proposals, their states and conflicts with figures held
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getExtraction } from "@/lib/extraction/review";

export const GET = route("GET /api/extractions/[id]", { params: z.object({ id: z.string() }) }, ({ user, demand, params }) =>
  getExtraction({ user, demand, extractionId: params.id }),
);
