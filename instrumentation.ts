// Runs once per server process, before it serves: the embedded database may be opened by one
// process only, so the server itself applies migrations and the seed.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./db/prepare");
  await prepareDatabase();
}
