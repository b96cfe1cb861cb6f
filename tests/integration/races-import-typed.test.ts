import { and, eq } from "drizzle-orm";
import { POST as postImport } from "@/app/api/companies/[id]/imports/route";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { frameworkMetrics } from "@/lib/frameworks";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

// An import committed while someone types the same figure on data collection: both claim the
// figure the same way (lockFigures), so whichever commits second sees the first — the import then
// updates the typed entry, or the typed save answers 409 — and the figure is stored once.
const ROUNDS = 6;
const TYPED = 5;

describe("an import beside typed saves of the same figure", () => {
  it("stores the figure once, whoever commits first", async () => {
    const metric = frameworkMetrics("GRI").find((m) => m.category === "environmental")!;
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { user, token } = await createUser({ subscribed: true });
      const company = await createCompany(user.id, { frameworks: ["GRI"] });
      const csv = `framework,category,metric,value,unit,period,notes\nGRI,environmental,${metric.name},1000,${metric.unit},FY 2023-24,\n`;
      const importing = () => {
        const form = new FormData();
        form.append("file", new Blob([csv]), "one.csv");
        return call(postImport, {
          method: "POST",
          token,
          params: { id: company.id },
          rawBody: form,
          path: `/api/companies/${company.id}/imports?dry_run=false`,
        });
      };
      const typing = () =>
        call(postEntry, {
          method: "POST",
          token,
          body: {
            company_id: company.id,
            framework: "GRI",
            category: "environmental",
            metric: metric.name,
            value: "2000",
            unit: metric.unit,
            period: "FY 2023-24",
            notes: "",
          },
        });
      // The import goes first in half the rounds, last in the others.
      const calls = round % 2 ? [importing, ...Array.from({ length: TYPED }, () => typing)] : [...Array.from({ length: TYPED }, () => typing), importing];
      const answers = await Promise.all(calls.map((make) => make()));
      for (const a of answers) expect([201, 409]).toContain(a.status);
      const db = await getDb();
      const stored = await db
        .select()
        .from(esgDataEntries)
        .where(and(eq(esgDataEntries.companyId, company.id), eq(esgDataEntries.metric, metric.name)));
      expect(stored).toHaveLength(1);
      // One typed save at most got through; the import either created the figure or updated the typed one.
      expect(answers.filter((a) => a.status === 201 && a.body.id).length).toBeLessThanOrEqual(1);
      expect(stored[0].value).toBe("1000");
      outcomes.add(stored[0].source);
    }
    expect([...outcomes].every((s) => s === "import")).toBe(true);
  }, 120_000);
});
