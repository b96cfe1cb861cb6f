// GET /api/companies/{id}/signoffs/{signoffId}/report.pdf — the signed annual-report PDF, byte for byte as signed
import { z } from "zod";
import { route } from "@/lib/api/route";
import { frozenFileResponse } from "@/lib/signoffs/download";

export const runtime = "nodejs";

export const GET = route(
  "GET /api/companies/[id]/signoffs/[signoffId]/report.pdf",
  { params: z.object({ id: z.string(), signoffId: z.string() }) },
  ({ company, params }) => frozenFileResponse({ company, signoffId: params.signoffId, kind: "report.pdf" }),
);
