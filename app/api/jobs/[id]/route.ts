// GET /api/jobs/{id} — long work on the queue (a large import): state, progress, stage, and the result or the error;
// to whoever started it and the members of its company (the access table's memberByRow), anyone else 404
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getJobForCaller } from "@/lib/jobs/long-work";

export const GET = route("GET /api/jobs/[id]", { params: z.object({ id: z.string() }) }, ({ user, demand, params }) =>
  getJobForCaller({ user, demand, jobId: params.id }),
);
