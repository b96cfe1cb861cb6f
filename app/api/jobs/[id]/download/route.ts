// GET /api/jobs/{id}/download — the file a finished work made (the assurance pack's ZIP); to the same callers as
// GET /api/jobs/{id}; anyone else, or a work with no file, 404; not finished yet, 409
import { z } from "zod";
import { route } from "@/lib/api/route";
import { jobDownloadResponse } from "@/lib/jobs/long-work";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/jobs/[id]/download", { params: z.object({ id: z.string() }) }, ({ user, demand, params }) =>
  jobDownloadResponse({ user, demand, jobId: params.id }),
);
