"use client";

import Link from "next/link";
import { formatNumber } from "@/lib/format";
import type { SavedCalculation } from "./use-calculator-save";

/** '71,170.5' for '71170.500'; text that is not a number as it is. */
function shown(value: string): string {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) ? formatNumber(n, 3) : value;
}

/**
 * What a save wrote: each figure with its metric and year, whether it replaced an earlier figure
 * (and which), and links to the entry in data collection and to the BRSR cell it fills.
 */
export function SavedEntries({ companyId, saved }: { companyId: string; saved: SavedCalculation }) {
  return (
    <section
      className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/30"
      data-testid="saved-entries"
      aria-label="Saved entries"
    >
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">Saved to data collection under {saved.period}</h3>
        <p className="text-muted-foreground text-xs break-words">
          Priced with {saved.factorSet.label}
          {saved.factorSet.overrides.length
            ? ` · ${saved.factorSet.overrides.length} company override${saved.factorSet.overrides.length === 1 ? "" : "s"}`
            : ""}
          . Each entry records this calculation (its inputs, factor set, edition and factors) and is marked &lsquo;Calculator&rsquo;.
        </p>
      </div>
      {saved.warnings.length ? (
        <ul className="space-y-1 text-xs text-amber-800 dark:text-amber-300" data-testid="saved-warnings">
          {saved.warnings.map((w) => (
            <li key={w.field + w.message} className="break-words">
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="divide-y rounded-md border bg-white/70 dark:bg-transparent">
        {saved.entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3" data-testid="saved-entry">
            <div className="min-w-0">
              <p className="font-medium break-words">{e.metric}</p>
              <p className="text-muted-foreground text-xs">
                <span className="text-foreground font-semibold tabular-nums" data-testid="saved-entry-value">
                  {shown(e.value)} {e.unit}
                </span>
                {e.previous ? ` · replaced ${shown(e.previous.value)} ${e.previous.unit} (${e.previous.source})` : " · new entry"}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-x-3 gap-y-1 text-xs">
              <Link
                className="text-primary underline-offset-2 hover:underline"
                href={`/data-collection/${companyId}#entry-${e.id}`}
                data-testid="saved-entry-link"
              >
                View entry
              </Link>
              {e.brsr_cell ? (
                <Link
                  className="text-primary underline-offset-2 hover:underline"
                  href={`/brsr/${companyId}?fy=${saved.fy}&section=P6#cell-${e.brsr_cell}`}
                  data-testid="saved-entry-brsr"
                >
                  BRSR cell
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
