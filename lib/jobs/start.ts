import "server-only";
import { getEnv } from "@/lib/env";
import { stopBoss } from "./boss";
import { startWorkers } from "./workers";

/**
 * The queue's workers in this process (the web server's, unless RUN_WORKERS=0; or `npm run
 * worker` alone). A failure to start is logged and retried a minute later: the site serves on
 * without reminders meanwhile rather than stopping.
 */
export function runWorkersInBackground(): void {
  const attempt = () =>
    startWorkers().then(
      () => console.log("Job queue: workers started"),
      (error) => {
        console.error("Job queue: workers did not start, trying again in a minute:", error);
        void stopBoss({ graceful: false }).catch(() => {});
        setTimeout(attempt, 60_000).unref();
      },
    );
  void attempt();
}

export function workersWanted(): boolean {
  return getEnv().RUN_WORKERS;
}
