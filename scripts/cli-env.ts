// Scripts run outside Next: load .env the way Next would, before anything reads settings.
import fs from "node:fs";

for (const file of [".env.local", ".env"]) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
