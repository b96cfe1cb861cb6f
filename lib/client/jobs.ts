import { api } from "./api";
import type { JobView } from "@/lib/jobs/types";

/**
 * Polls `GET /api/jobs/{id}` once a second until the work has finished, telling `onProgress` of
 * each reading; resolves the finished job (succeeded or failed). `signal` stops polling.
 */
export async function waitForJob(
  id: string,
  onProgress: (job: JobView) => void,
  { everyMs = 1000, signal }: { everyMs?: number; signal?: AbortSignal } = {},
): Promise<JobView> {
  for (;;) {
    const job = await api<JobView>(`/jobs/${id}`);
    onProgress(job);
    if (job.state === "succeeded" || job.state === "failed") return job;
    if (signal?.aborted) throw new DOMException("Stopped", "AbortError");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
