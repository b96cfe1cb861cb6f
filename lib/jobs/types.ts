/** `GET /api/jobs/{id}` as the browser reads it (lib/jobs/long-work.ts answers it). */
export type JobView = {
  id: string;
  kind: string;
  state: "queued" | "running" | "succeeded" | "failed";
  progress: number;
  stage: string;
  result: unknown;
  status: number | null;
  error: string | null;
};

/** A route's answer that handed its work to the queue: 202 `{job_id}`. */
export const isQueued = (answer: unknown): answer is { job_id: string } =>
  typeof answer === "object" && answer !== null && typeof (answer as { job_id?: unknown }).job_id === "string";
