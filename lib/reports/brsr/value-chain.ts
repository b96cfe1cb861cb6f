/**
 * The BRSR's value-chain section (pure): printed after BRSR Core when the company includes it
 * (lib/value-chain). Per side, the coverage of purchases or sales, the partners asked and
 * answered, each KPI over the partners' attributed figures, the intensities and the top ten's
 * green credits; partners not answered are named with the reason, never counted as zero.
 */
import { formatFigureNumber, formatPercent } from "@/lib/format/numbers";
import { NOT_DISCLOSED } from "@/lib/frameworks/questionnaire/evaluate";
import { SIDES } from "@/lib/value-chain/rules";
import type { ValueChainDto } from "@/lib/value-chain/types";

type Cell = { text: string; muted?: boolean };
export type ValueChainReportSide = { title: string; rows: { label: string; cells: Cell[] }[]; notes: string[] };
export type ValueChainReport = { intro: string; head: string[]; sides: ValueChainReportSide[] };

const value = (v: number | null): Cell => (v === null ? { text: NOT_DISCLOSED, muted: true } : { text: formatFigureNumber(v) });

export function valueChainReport(v: ValueChainDto | null | undefined, fyLabel: string): ValueChainReport | null {
  if (!v) return null;
  return {
    intro:
      "BRSR Core for the value chain: upstream and downstream partners that individually account for 2% or more of purchases or sales by value, limited to the partners chosen to cover at least 75% of each (SEBI circular of 28 March 2025). Figures are those attributable to the company's business with each partner, as the partners gave them; % figures are weighted by the value of business. Partners that did not answer are named below and are not counted.",
    head: ["Parameter", "Unit", fyLabel],
    sides: SIDES.map((side) => {
      const s = v.sides[side];
      const d = v.disclosure[side];
      const what = side === "upstream" ? "purchases" : "sales";
      const rows = [
        { label: `Value chain partners (2% or more of ${what})`, cells: [{ text: "Number" }, { text: String(s.value_chain_count) }] },
        { label: `Partners covered by this disclosure`, cells: [{ text: "Number" }, { text: String(s.chosen_count) }] },
        {
          label: `% of ${what} covered`,
          cells: [{ text: "%" }, s.coverage === null ? { text: NOT_DISCLOSED, muted: true } : { text: formatPercent(s.coverage, 2) }],
        },
        { label: `Partners asked / answered / not answered`, cells: [{ text: "Number" }, { text: `${s.asked} / ${s.answered} / ${s.not_answered}` }] },
        {
          label: `% of ${what} answered for`,
          cells: [{ text: "%" }, d.answered_coverage === null ? { text: NOT_DISCLOSED, muted: true } : { text: formatPercent(d.answered_coverage, 2) }],
        },
        ...d.kpis.map((k) => ({ label: k.label, cells: [{ text: k.unit === "count" ? "Number" : k.unit }, value(k.value)] })),
        ...d.intensities.map((i) => ({ label: i.label, cells: [{ text: i.unit }, value(i.value)] })),
        { label: "Green credits generated or procured by the top ten partners (P6 L8(b))", cells: [{ text: "Number" }, value(d.green_credits_top_ten)] },
      ];
      const silent = s.partners.filter((p) => p.chosen && !p.answered);
      return {
        title: side === "upstream" ? "Upstream value chain (suppliers)" : "Downstream value chain (customers)",
        rows,
        notes: silent.length ? [`Not disclosed: ${silent.map((p) => `${p.name} (${p.not_disclosed_reason ?? "no answer"})`).join("; ")}.`] : [],
      };
    }),
  };
}
