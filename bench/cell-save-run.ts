import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, users } from "@/db/schema";
import { saveCellsAnswer } from "@/lib/brsr/cells-answer";
import { getQuestionnaire, getQuestionnaireJson, saveCells } from "@/lib/brsr/service";
import { onlyTab, type QuestionnaireTab } from "@/lib/brsr/tabs";
import { cellValue } from "@/lib/brsr/view";
import { currentDataVersion } from "@/lib/companies/data-version-cache";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { jsonBytes } from "@/lib/format/json-bytes";
import { arg, median, ms, reportFigure } from "./support/env";

const RUNS = arg("runs", 20);
const KEY = "P6-E1-A";
const TAB: QuestionnaireTab = "P6";
const NEXT_TAB: QuestionnaireTab = "P7";
const FY = "2024-25";

await runMigrations();
const db = await getDb();
const [user] = await db
  .insert(users)
  .values({ email: `bench-cell-save-${Date.now()}@example.com`, passwordHash: "not-a-login", fullName: "Bench", subscriptionStatus: "active" })
  .returning();
await seedDemoWorkspace(db, user.id);
const [company] = await db.select().from(companies).where(eq(companies.ownerId, user.id));
const body = (value: number) => ({ fy: FY, cells: [{ key: KEY, value: String(value) }], remove_rows: [], section: TAB });

// Before: the save, then the whole questionnaire built and cut to the tab (what the route did).
async function before(value: number): Promise<Uint8Array> {
  const b = body(value);
  const saved = await saveCells({ company, actorId: user.id, fyParam: b.fy, cells: b.cells });
  return jsonBytes({ saved, ...onlyTab(await getQuestionnaire({ company, fyParam: b.fy }), TAB) });
}
// Now: lib/brsr/cells-answer.ts, as the route calls it.
async function now(value: number): Promise<Uint8Array> {
  return new Uint8Array(await (await saveCellsAnswer({ company, actorId: user.id, body: body(value) })).arrayBuffer());
}
// The next tab, as GET /api/brsr/{id}?section= answers it under the data version the save left.
const nextTab = async () => getQuestionnaireJson({ company, fyParam: FY, section: NEXT_TAB, dataVersion: await currentDataVersion(db, company.id) });

const decode = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
let value = 1000;
// Warm both paths once, and check they answer the same questionnaire.
{
  const a = decode(await before(++value));
  const b = decode(await now(++value));
  if ((cellValue(b as never, KEY)?.value as number) !== value) throw new Error(`the answer does not hold the saved ${KEY}`);
  const strip = (o: Record<string, unknown>) => {
    const { saved: _s, data_version: _v, sections, ...rest } = o;
    return JSON.stringify({ ...rest, sections: (sections as { id: string; questions: { id: string }[] }[]).map((s) => [s.id, s.questions.map((q) => q.id)]) });
  };
  if (strip(a).replace(/"value":\d+/g, "") !== strip(b).replace(/"value":\d+/g, "")) throw new Error("the two answers differ beyond the saved value");
}

const times = { save: [] as number[], before: [] as number[], now: [] as number[], beforeNext: [] as number[], nowNext: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  let t0 = performance.now();
  await saveCells({ company, actorId: user.id, fyParam: FY, cells: body(++value).cells });
  times.save.push(performance.now() - t0);
  t0 = performance.now();
  await before(++value);
  times.before.push(performance.now() - t0);
  await nextTab();
  times.beforeNext.push(performance.now() - t0);
  t0 = performance.now();
  await now(++value);
  times.now.push(performance.now() - t0);
  await nextTab();
  times.nowNext.push(performance.now() - t0);
}
const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(1);
console.log(`one cell saved on the demo company (${RUNS} runs, medians)      before        now     ratio`);
console.log(`  the save alone, no answer (the floor)                  ${ms(median(times.save)).padStart(10)} ${ms(median(times.save)).padStart(10)}`);
console.log(
  `  the save's answer (tab ${TAB})                          ${ms(median(times.before)).padStart(10)} ${ms(median(times.now)).padStart(10)}   ${ratio(times.before, times.now)}×`,
);
console.log(
  `  the save, then the next tab (${NEXT_TAB})                    ${ms(median(times.beforeNext)).padStart(10)} ${ms(median(times.nowNext)).padStart(10)}   ${ratio(times.beforeNext, times.nowNext)}×`,
);
reportFigure({
  figure: "one questionnaire cell saved, the tab answered (median)",
  measured: `${ms(median(times.now))} (before: ${ms(median(times.before))})`,
  goal: "below the answer built whole",
  holds: median(times.now) < median(times.before),
  value: median(times.now),
});
await closeDb();
