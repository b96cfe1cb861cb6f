// GET /api/companies/{id}/signoffs/{signoffId}/instance.xml — the XBRL instance frozen with it, byte for byte as signed
import { z } from "zod";
import { route } from "@/lib/api/route";
import { frozenFileResponse } from "@/lib/signoffs/download";

export const runtime = "nodejs";

export const GET = route(
  "GET /api/companies/[id]/signoffs/[signoffId]/instance.xml",
  { params: z.object({ id: z.string(), signoffId: z.string() }) },
  ({ company, params }) => frozenFileResponse({ company, signoffId: params.signoffId, kind: "instance.xml" }),
);
