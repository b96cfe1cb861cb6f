import { getDb, closeDb } from "@/db/client";
import { companies } from "@/db/schema";
import { reportEntries } from "@/lib/reports/brsr/data";
import { reportEntries as before } from "@/lib/reports/brsr/.orig/data";
const db = await getDb();
const [company] = await db.select().from(companies).limit(1);
for (let r = 0; r < 2; r++) {
  let t = performance.now();
  const a = await before({ db, companyId: company.id });
  const ta = performance.now() - t;
  t = performance.now();
  const b = await reportEntries({ db, companyId: company.id });
  const tb = performance.now() - t;
  const key = (e: { id: string }) => e.id;
  const sa = [...a].sort((x, y) => key(x).localeCompare(key(y)));
  const sb = [...b].sort((x, y) => key(x).localeCompare(key(y)));
  const ja = JSON.stringify(sa), jb = JSON.stringify(sb);
  const sameOrder = JSON.stringify(a.map(key)) === JSON.stringify(b.map(key));
  console.log(`before ${ta.toFixed(0)} ms, after ${tb.toFixed(0)} ms, ${a.length} vs ${b.length}, same content: ${ja === jb}, same order: ${sameOrder}, audit>1: ${b.filter((e) => e.auditCount > 1).length}`);
}
await closeDb();
