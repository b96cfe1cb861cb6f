// `npm run worker`: the job queue's workers alone (reminders), on DATABASE_URL's PostgreSQL, for a
// deployment whose web servers run with RUN_WORKERS=0. Several may run on one database: each job runs once.
import "./cli-env";
import { closeDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { stopBoss } from "@/lib/jobs/boss";
import { startWorkers } from "@/lib/jobs/workers";

if (!process.env.DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL: the embedded database is opened by the web server alone, whose workers then run inside it.");
  process.exit(1);
}
await runMigrations();
await startWorkers();
console.log("Job queue: workers started");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stopBoss()
      .then(() => closeDb())
      .finally(() => process.exit(0));
  });
}
