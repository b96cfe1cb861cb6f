// Runs once per server process: the embedded database may be opened by one process only, so the
// server itself applies migrations and the seed. It serves meanwhile; every query waits for them,
// and a failure stops the server as it did at start (db/prepare.ts prepareWhileStarting). The job
// queue's workers (reminders) run here too unless RUN_WORKERS=0 (then `npm run worker` runs them).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareWhileStarting } = await import("./db/prepare");
  prepareWhileStarting();
  const { runWorkersInBackground, workersWanted } = await import("./lib/jobs/start");
  if (workersWanted()) runWorkersInBackground();
}
