"use client";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { defaultFactorContext, type FactorContext } from "@/lib/calculators/factors";
import { formatFixed } from "@/lib/format";
import type { WasteFormValues } from "@/lib/calculators/schemas";
import { emptyWasteInput, WASTE_CATEGORIES, type WasteResult } from "@/lib/calculators/waste";
import { CalculatorShell } from "./calculator-shell";
import { Figure } from "./parts";

export function WasteCalculator({
  companyId,
  fy,
  period,
  factors = defaultFactorContext(),
}: {
  companyId: string;
  fy: string;
  period: string;
  factors?: FactorContext;
}) {
  return (
    <CalculatorShell<WasteFormValues, WasteResult>
      kind="waste"
      companyId={companyId}
      fy={fy}
      period={period}
      factors={factors}
      defaultValues={emptyWasteInput()}
      results={(result) => <WasteResults result={result} />}
    />
  );
}

function WasteResults({ result }: { result: WasteResult }) {
  const generated = WASTE_CATEGORIES.filter((c) => result.byCategory[c.field] > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Total waste generated (A–H)" value={result.total} decimals={2} unit="t" testId="waste-total" emphasis />
        <Figure label="Recovered (recycled, re-used, other)" value={result.recovered.total} decimals={2} unit="t" testId="waste-recovered-total" />
        <Figure label="Disposed (incineration, landfill, other)" value={result.disposed.total} decimals={2} unit="t" testId="waste-disposed-total" />
        <Figure label="Neither recovered nor disposed in the year" value={result.unaccounted} decimals={2} unit="t" testId="waste-unaccounted" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Recovered: recycled" value={result.recycled} decimals={2} unit="t" testId="waste-recovered" />
        <Figure label="Disposed: incineration" value={result.incinerated} decimals={2} unit="t" testId="waste-incinerated" />
        <Figure label="Hazardous (B, C, E, F, G)" value={result.hazardous} decimals={2} unit="t" testId="waste-hazardous-t" />
      </div>
      {generated.length ? (
        <Table data-testid="waste-by-category">
          <TableHeader>
            <TableRow>
              <TableHead>Category (BRSR P6 E9)</TableHead>
              <TableHead className="hidden sm:table-cell">Hazardous</TableHead>
              <TableHead className="text-right">Tonnes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {generated.map((c) => (
              <TableRow key={c.field} data-testid={`waste-row-${c.letter}`}>
                <TableCell className="whitespace-normal">
                  {c.letter}. {c.label}
                </TableCell>
                <TableCell className="hidden sm:table-cell">{c.hazardous ? "Yes" : "No"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatFixed(result.byCategory[c.field], 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Recycling rate (SPEC: recycled ÷ total)" value={result.recyclingRate} decimals={1} unit="%" testId="waste-recycling-rate" />
        <Figure
          label="Diverted from landfill (SPEC: recycled + incinerated ÷ total)"
          value={result.divertedRate}
          decimals={1}
          unit="%"
          testId="waste-diverted"
        />
        <Figure label="Hazardous share (SPEC: hazardous ÷ total)" value={result.hazardousShare} decimals={1} unit="%" testId="waste-hazardous" />
      </div>
      <p className="text-muted-foreground text-sm" data-testid="waste-definitions">
        SPEC&apos;s &apos;diverted from landfill&apos; counts incineration as diversion; GRI 306 and BRSR P6 E9 count incineration as disposal, so these rates
        are not saved as GRI or BRSR figures. Hazardous waste here is SEBI&apos;s categories B, C, E, F and G.
      </p>
    </>
  );
}
