// `npm start`: the production server of the last `npm run build`, on PORT (default 3000), with
// settings from the environment or .env. Migrations are applied at start; queries wait for them.
import "./cli-env";
import fs from "node:fs";
import path from "node:path";
import { serve } from "./serve";

const distDir = process.env.NEXT_DIST_DIR || ".next";
if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}
serve(process.env, process.env.PORT || "3000");
