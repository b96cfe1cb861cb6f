import "server-only";
import { dataRequests, esgDataEntries, reportingUnits, valueChainAmounts, valueChainPartners, valueChainYears } from "@/db/schema";
import type { DbOrTx } from "@/db/client";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { parseNumericValue } from "@/lib/numbers/read";
import { metricKey } from "@/lib/frameworks/metric-key";
import { periodColumns } from "@/lib/periods";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { PARTNER_KPI_KEYS } from "@/lib/value-chain/kpis";

/**
 * The demo company's purchase and sales ledgers for FY 2024-25 (₹ crore; total purchases ₹225 crore
 * is P1 E8's cost of goods procured, total sales ₹345 crore is Section A Q24's turnover, both in
 * lib/demo/brsr.ts). At 2 % (₹4.5 crore of purchases, ₹6.9 crore of sales) ten suppliers and ten
 * customers are value-chain partners; the fewest reaching 75 % are eight suppliers (₹169.5 crore,
 * 75.3 %) and nine customers (₹262 crore, 75.9 %). A few partners have answered, one has not
 * (overdue: "not disclosed" with the reason), one has no e-mail address.
 */
export const DEMO_VALUE_CHAIN_FY = "2024-25";

type DemoPartner = { name: string; side: "upstream" | "downstream"; crore: number; email: string | null; gstin?: string };

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  { name: "Maharashtra Scrap Traders Pvt Ltd", side: "upstream", crore: 52, email: "sustainability@mahascrap.example.in", gstin: "27AAGCM4512K1Z3" },
  { name: "Konkan Ferro Alloys Ltd", side: "upstream", crore: 34, email: "esg@konkanferro.example.in" },
  { name: "Maharashtra Power Distribution Co Ltd", side: "upstream", crore: 28, email: null },
  { name: "Deccan Refractories Pvt Ltd", side: "upstream", crore: 18, email: "ehs@deccanrefractories.example.in" },
  { name: "Nashik Graphite Electrodes Ltd", side: "upstream", crore: 14, email: "compliance@nashikgraphite.example.in" },
  { name: "Bharat Industrial Gases Pvt Ltd", side: "upstream", crore: 11, email: "accounts@bharatgases.example.in" },
  { name: "Shree Ganesh Logistics", side: "upstream", crore: 7, email: "shreeganeshlogistics@example.in" },
  { name: "Vidarbha Lime & Minerals", side: "upstream", crore: 5.5, email: "office@vidarbhalime.example.in" },
  { name: "Saraswati Engineering Works", side: "upstream", crore: 4.8, email: "saraswatiengg@example.in" },
  { name: "Ratnagiri Coke Suppliers", side: "upstream", crore: 4.6, email: "ratnagiricoke@example.in" },
  { name: "Pawar Transport Co", side: "upstream", crore: 2.2, email: null },
  { name: "Kolhapur Foundry Consumables", side: "upstream", crore: 1.8, email: null },
  { name: "Annapurna Canteen Services", side: "upstream", crore: 0.9, email: null },
  { name: "Jadhav Safety Equipment", side: "upstream", crore: 0.6, email: null },
  { name: "Western India Auto Components Ltd", side: "downstream", crore: 68, email: "brsr@wiac.example.in", gstin: "27AABCW7781H1Z9" },
  { name: "Godavari Fabricators Pvt Ltd", side: "downstream", crore: 46, email: "esg@godavarifab.example.in" },
  { name: "Shivneri Infrastructure Projects Ltd", side: "downstream", crore: 38, email: "sustainability@shivneriinfra.example.in" },
  { name: "Pune Rolling Mills Pvt Ltd", side: "downstream", crore: 31, email: "prm@example.in" },
  { name: "Narmada Tubes & Pipes Ltd", side: "downstream", crore: 24, email: "esg@narmadatubes.example.in" },
  { name: "Gujarat Steel Stockists LLP", side: "downstream", crore: 19, email: "gss@example.in" },
  { name: "Indrayani Agro Implements Ltd", side: "downstream", crore: 15, email: "indrayaniagro@example.in" },
  { name: "Sinhagad Construction Co", side: "downstream", crore: 12, email: "sinhagadconstruction@example.in" },
  { name: "Bhima Wire Products Pvt Ltd", side: "downstream", crore: 9, email: "bhimawire@example.in" },
  { name: "Tapi Engineering Exports", side: "downstream", crore: 7.5, email: "tapiexports@example.in" },
  { name: "Hyderabad Alloy Castings Pvt Ltd", side: "downstream", crore: 5.2, email: null },
  { name: "Chennai Precision Forgings", side: "downstream", crore: 4.1, email: null },
  { name: "Malwa Hardware Traders", side: "downstream", crore: 2.6, email: null },
  { name: "Sai Krupa Steel Traders", side: "downstream", crore: 1.4, email: null },
];

/**
 * The partners' answers (attributed to their business with the demo company): two approved and one
 * submitted upstream, one approved and one submitted downstream; Nashik Graphite Electrodes was
 * asked and has not answered (overdue since 31 May 2025).
 */
export const DEMO_PARTNER_ANSWERS: Record<string, { state: "approved" | "submitted"; figures: Record<string, string> }> = {
  "Maharashtra Scrap Traders Pvt Ltd": {
    state: "approved",
    figures: {
      "P6-E7-S1": "420",
      "P6-E7-S2": "1,150",
      "P6-E3-CONSUMPTION": "6,800",
      "P6-E1-D": "4,100",
      "P6-E1-E": "2,300",
      "P5-E3b": "6.5",
      "P8-E4-MSME": "38",
      "P6-L8-ENTITY": "0",
    },
  },
  "Konkan Ferro Alloys Ltd": {
    state: "approved",
    figures: {
      "P6-E7-S1": "2,650",
      "P6-E7-S2": "7,900",
      "P6-E3-CONSUMPTION": "21,500",
      "P6-E1-D": "28,400",
      "P6-E1-E": "9,600",
      "P5-E3b": "4.2",
      "P6-L8-ENTITY": "120",
    },
  },
  "Deccan Refractories Pvt Ltd": {
    state: "submitted",
    figures: { "P6-E7-S1": "980", "P6-E7-S2": "640", "P6-E3-CONSUMPTION": "3,200", "P6-E1-E": "11,200", "P5-E3b": "9.8" },
  },
  "Western India Auto Components Ltd": {
    state: "approved",
    figures: {
      "P6-E7-S1": "310",
      "P6-E7-S2": "1,840",
      "P6-E3-CONSUMPTION": "9,400",
      "P6-E1-A": "1,900",
      "P6-E1-D": "5,600",
      "P5-E3b": "14.5",
      "P8-E4-MSME": "22",
      "P6-L8-ENTITY": "40",
    },
  },
  "Godavari Fabricators Pvt Ltd": {
    state: "submitted",
    figures: { "P6-E7-S1": "190", "P6-E7-S2": "760", "P6-E3-CONSUMPTION": "2,100", "P6-E1-D": "2,700", "P5-E3b": "7.1" },
  },
};
export const DEMO_PARTNER_OVERDUE = "Nashik Graphite Electrodes Ltd";

const CRORE = 1e7;

/** The number of figures the demo's partners have given (DEMO_PARTNER_ANSWERS). */
export const DEMO_PARTNER_FIGURES = Object.values(DEMO_PARTNER_ANSWERS).reduce((n, a) => n + Object.keys(a.figures).length, 0);

/** Seeds the partners, their values, requests and answers; answers the partners' entries (for their audit rows). */
export async function seedDemoValueChain(
  tx: DbOrTx,
  { companyId, ownerId }: { companyId: string; ownerId: string },
): Promise<(typeof esgDataEntries.$inferSelect)[]> {
  const entries: (typeof esgDataEntries.$inferSelect)[] = [];
  const fy = DEMO_VALUE_CHAIN_FY;
  const period = `FY ${fy}`;
  // Asked in May 2025, answered by early June, before the company's own FY 2024-25 entries (12 June).
  const at = new Date(Date.UTC(2025, 4, 2, 5, 30));
  for (const p of DEMO_PARTNERS) {
    const [unit] = await tx
      .insert(reportingUnits)
      .values({ companyId, name: `${p.name} (${p.side} partner)`, type: PARTNER_UNIT_TYPE, inStandalone: false, inConsolidated: false, createdBy: ownerId })
      .returning({ id: reportingUnits.id });
    const [partner] = await tx
      .insert(valueChainPartners)
      .values({ companyId, unitId: unit.id, name: p.name, side: p.side, gstin: p.gstin ?? null, email: p.email, createdBy: ownerId })
      .returning({ id: valueChainPartners.id });
    await tx.insert(valueChainAmounts).values({ partnerId: partner.id, fy, amount: Math.round(p.crore * CRORE) });
    const answer = DEMO_PARTNER_ANSWERS[p.name];
    if (answer || p.name === DEMO_PARTNER_OVERDUE) {
      await tx.insert(dataRequests).values({
        companyId,
        unitId: unit.id,
        fy,
        cells: [...PARTNER_KPI_KEYS],
        assigneeEmail: p.email!,
        dueDate: "2025-05-31",
        message: `Sahyadri Steel & Alloys Ltd asks for your BRSR Core figures for FY ${fy}, attributable to your business with us.`,
        state: answer?.state ?? "not_started",
        submittedAt: answer ? new Date(Date.UTC(2025, 4, 28, 6)) : null,
        createdBy: ownerId,
        createdAt: at,
      });
    }
    if (!answer) continue;
    const rows = Object.entries(answer.figures).map(([key, value], i) => {
      const cell = cellByKey(key);
      if (cell?.kind !== "input") throw new Error(`Demo partner figure for an unknown input cell ${key}`);
      return {
        companyId,
        framework: "BRSR",
        category: cell.category,
        metric: cell.metric,
        metricKey: metricKey(cell.metric),
        value,
        numericValue: parseNumericValue(value),
        unit: cell.unit ?? "",
        period,
        ...periodColumns(period, 4),
        notes: "Attributable to our business with Sahyadri Steel & Alloys Ltd",
        source: "manual",
        unitId: unit.id,
        reviewState: answer.state,
        createdBy: ownerId,
        updatedBy: ownerId,
        createdAt: new Date(Date.UTC(2025, 4, 28, 6) + i * 15_000),
      };
    });
    entries.push(...(await tx.insert(esgDataEntries).values(rows).returning()));
  }
  // Not printed in the demo's BRSR by default (its page counts are asserted elsewhere); the screen's box turns it on.
  await tx.insert(valueChainYears).values({ companyId, fy, includeInReport: false });
  return entries;
}
