// Runs once per server process: the embedded database may be opened by one process only, so the
// server itself applies migrations and the seed. It serves meanwhile; every query waits for them,
// and a failure stops the server as it did at start (db/prepare.ts prepareWhileStarting).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareWhileStarting } = await import("./db/prepare");
  prepareWhileStarting();
}
