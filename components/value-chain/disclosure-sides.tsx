"use client";

import { formatCount, formatFigureNumber, formatPercent } from "@/lib/format/numbers";
import { SIDE_LABELS, SIDES } from "@/lib/value-chain/rules";
import type { ValueChainDto } from "@/lib/value-chain/types";

const pct = (n: number | null) => (n === null ? "—" : formatPercent(n, 2));

/**
 * The value-chain disclosure, upstream and downstream apart, as `GET …/value-chain` computes it
 * (lib/value-chain/service.ts: one aggregation): each KPI over the answering partners, the
 * coverage of purchases and sales, partners asked / answered / not answered, intensities, green
 * credits of the top ten. Read-only; shown on /value-chain and in the questionnaire.
 */
export function DisclosureSides({ view }: { view: ValueChainDto }) {
  return (
    <>
      {SIDES.map((side) => {
        const s = view.sides[side];
        const d = view.disclosure[side];
        return (
          <section key={side} className="min-w-0" aria-label={SIDE_LABELS[side]} data-testid={`disclosure-${side}`}>
            <h3 className="font-medium">{SIDE_LABELS[side]}</h3>
            <p className="text-muted-foreground text-sm">
              Coverage of {side === "upstream" ? "purchases" : "sales"}: {pct(s.coverage)} chosen, {pct(d.answered_coverage)} answered · partners asked{" "}
              {formatCount(s.asked)}, answered {formatCount(s.answered)}, not answered {formatCount(s.not_answered)}
            </p>
            <div className="overflow-x-auto">
              <table className="mt-2 w-full min-w-[28rem] text-sm">
                <tbody>
                  {d.kpis.map((k) => (
                    <tr key={k.key} className="border-b last:border-0" data-testid="vc-kpi" data-key={k.key}>
                      <td className="py-1 pr-2">{k.label}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{k.value === null ? "Not disclosed" : formatFigureNumber(k.value)}</td>
                      <td className="text-muted-foreground py-1 pr-2">{k.unit === "count" ? "" : k.unit}</td>
                      <td className="text-muted-foreground py-1 text-xs">{k.partners ? `${k.partners} partner${k.partners === 1 ? "" : "s"}` : ""}</td>
                    </tr>
                  ))}
                  {d.intensities.map((i) => (
                    <tr key={i.label} className="border-b last:border-0">
                      <td className="py-1 pr-2">{i.label}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{i.value === null ? "Not disclosed" : formatFigureNumber(i.value)}</td>
                      <td className="text-muted-foreground py-1 pr-2">{i.unit}</td>
                      <td />
                    </tr>
                  ))}
                  <tr>
                    <td className="py-1 pr-2">Green credits of the top ten partners (P6 L8(b))</td>
                    <td className="py-1 pr-2 text-right tabular-nums" data-testid={`green-credits-${side}`}>
                      {d.green_credits_top_ten === null ? "Not disclosed" : formatCount(d.green_credits_top_ten)}
                    </td>
                    <td />
                    <td className="text-muted-foreground py-1 text-xs">{d.green_credits_answered ? `${d.green_credits_answered} answered` : ""}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}
