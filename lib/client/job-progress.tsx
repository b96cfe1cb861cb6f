import type { JobView } from "@/lib/jobs/types";

/** What a screen shows of a job on the queue while it waits for it (`waitForJob`'s readings). */
export type JobProgressReading = Pick<JobView, "progress" | "stage">;

/**
 * A job's progress as every screen that waits on the queue shows it: the worker's stage, the
 * percentage, and a bar. `compact` is the small form under a button.
 */
export function JobProgress({ job, testId, compact = false }: { job: JobProgressReading; testId?: string; compact?: boolean }) {
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  const label = job.stage || "Working";
  return (
    <div role="status" className={compact ? "block space-y-1 text-xs" : "space-y-1 text-sm"} data-testid={testId}>
      <div className="flex justify-between gap-2">
        <span className="min-w-0 break-words">{label}...</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`bg-muted w-full overflow-hidden rounded ${compact ? "h-1.5" : "h-2"}`}
      >
        <div className="bg-primary h-full transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
