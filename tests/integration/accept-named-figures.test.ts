import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { GET as BRSR } from "@/app/api/brsr/[companyId]/route";
import { getDb } from "@/db/client";
import type { Questionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { catalogueMetricOf } from "@/lib/extraction/convert";
import { proposalsFrom } from "@/lib/extraction/review";
import { insertProposals } from "@/lib/extraction/service";
import type { AcceptResult, ExtractedMetric } from "@/lib/extraction/types";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

// An accepted 'Fatalities 0' did not reach P3's fatality rows. Every accepted proposal
// that names a questionnaire figure — by the cell's metric, a total's name or a catalogue synonym —
// lands in its cell; a total of 0 is 0 in each of its parts (employees and workers).
const SLOW = 60_000;

async function acceptOne(found: ExtractedMetric) {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  const db = await getDb();
  const row = await insertProposals(db, {
    companyId: company.id,
    userId: owner.user.id,
    filename: "report.pdf",
    sha256: `${found.metric}-${found.value}`,
    pageCount: 1,
    engine: "offline",
    proposals: proposalsFrom([found]),
  });
  const [p] = row.metrics as Array<{ id: string }>;
  const res = await call<AcceptResult>(ACCEPT as never, {
    method: "POST",
    token: owner.token,
    params: { id: row.id },
    path: `/api/extractions/${row.id}/accept`,
    body: { items: [{ id: p.id }] },
  });
  const q = (await call<Questionnaire>(BRSR as never, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` }))
    .body;
  return { res, q };
}

/** A cell's figure of FY 2024-25, or null when the questionnaire holds none. */
const figure = (q: Questionnaire, key: string) => {
  const v = cellValue(q, key, "cy")?.value;
  return v === null || v === undefined ? null : Number(v);
};

const fatalities = (metric: string, value: string, cell: string | null = null): ExtractedMetric => ({
  category: "social",
  metric,
  value,
  unit: "",
  period: "FY 2024-25",
  page: 1,
  sentence: `${metric}: ${value}`,
  cell,
});

describe("accepting a proposal that names a questionnaire figure", () => {
  const names = [M.fatalities, ...(catalogueMetricOf(M.fatalities)?.synonyms ?? [])];

  it("has the catalogue's synonyms for fatalities to test", () => {
    expect(names).toEqual(["Fatalities", "No. of fatalities", "Number of fatalities", "Work-related fatalities"]);
  });

  for (const name of names) {
    it(
      `'${name} 0' fills P3 E11's fatality rows, employees and workers, with 0`,
      async () => {
        const { res, q } = await acceptOne(fatalities(name, "0"));
        expect(res.body.errors).toEqual([]);
        expect(res.body.accepted).toHaveLength(1);
        expect(figure(q, "P3-E11-FATALITIES-employees")).toBe(0);
        expect(figure(q, "P3-E11-FATALITIES-workers")).toBe(0);
        expect(figure(q, "P3-E11-FATALITIES-total")).toBe(0);
      },
      SLOW,
    );

    it(
      `'${name} 2' is the fatalities total P3 E11 shows`,
      async () => {
        const { res, q } = await acceptOne(fatalities(name, "2"));
        expect(res.body.errors).toEqual([]);
        expect(figure(q, "P3-E11-FATALITIES-total")).toBe(2);
      },
      SLOW,
    );
  }

  it(
    "a table engine's total with its cell named is read the same way",
    async () => {
      const { res, q } = await acceptOne(fatalities("Fatalities", "0", "P3-E11-FATALITIES-total"));
      expect(res.body.errors).toEqual([]);
      expect(figure(q, "P3-E11-FATALITIES-workers")).toBe(0);
    },
    SLOW,
  );
});
