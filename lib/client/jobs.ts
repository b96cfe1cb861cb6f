import { api, ApiClientError } from "./api";
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

/**
 * `waitForJob`, then the work's answer: the job's `result` when it succeeded; when it failed, an
 * `ApiClientError` with the job's status and reason (`failure` when it gives none), as the route
 * would have thrown had it answered in the request.
 */
export async function jobResult<T>(
  id: string,
  onProgress: (job: JobView) => void,
  failure: string,
  options?: { everyMs?: number; signal?: AbortSignal },
): Promise<T> {
  const job = await waitForJob(id, onProgress, options);
  if (job.state === "failed") throw new ApiClientError(job.status ?? 500, job.error ?? failure);
  return job.result as T;
}
