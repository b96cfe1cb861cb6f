import fs from "node:fs";
import { getDb, closeDb } from "@/db/client";
import { companies } from "@/db/schema";
const which = process.argv[2];
const mod = which === "orig"
  ? { ...(await import("@/lib/reports/brsr/.orig/data")), ...(await import("@/lib/reports/brsr/.orig/model")), ...(await import("@/lib/reports/brsr/.orig/render")) }
  : { ...(await import("@/lib/reports/brsr/data")), ...(await import("@/lib/reports/brsr/model")), ...(await import("@/lib/reports/brsr/render")) };
const db = await getDb();
const [company] = await db.select().from(companies).limit(1);
const now = new Date("2026-11-27T10:00:00Z");
const input = await mod.gatherReportInput({ company, generatedAt: now, db });
const model = mod.buildBrsrReport(input);
fs.writeFileSync(`/tmp/brsr-work/same-${which}.json`, JSON.stringify({ input, model }));
const t = performance.now();
const p = await mod.renderBrsrPdf(model);
console.log(which, "pages", p.pageCount, "bytes", p.pdf.length, "render ms", Math.round(performance.now() - t));
fs.writeFileSync(`/tmp/brsr-work/same-${which}.pdf`, p.pdf);
await closeDb();
