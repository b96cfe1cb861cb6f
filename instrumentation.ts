// Runs once per server process: the embedded database may be opened by one process only, so the
// server itself applies migrations and the seed. It serves meanwhile; every query waits for them
// (db/client.ts prepareWhileServing), and a failure stops the server as it did at start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ prepareDatabase }, { prepareWhileServing }] = await Promise.all([import("./db/prepare"), import("./db/client")]);
  prepareWhileServing(prepareDatabase).catch((error) => {
    console.error("Preparing the database failed:", error);
    process.exit(1);
  });
}
