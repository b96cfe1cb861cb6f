"use client";

import { defaultFactorContext, type FactorContext } from "@/lib/calculators/factors";
import { formatFixed } from "@/lib/format";
import type { WaterFormValues } from "@/lib/calculators/schemas";
import { emptyWaterInput, type WaterResult } from "@/lib/calculators/water";
import { CalculatorShell } from "./calculator-shell";
import { Figure } from "./parts";

export function WaterCalculator({
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
    <CalculatorShell<WaterFormValues, WaterResult>
      kind="water"
      companyId={companyId}
      fy={fy}
      period={period}
      factors={factors}
      defaultValues={emptyWaterInput()}
      results={(result) => <WaterResults result={result} />}
    />
  );
}

function WaterResults({ result }: { result: WaterResult }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label="Total water withdrawn" value={result.withdrawn} decimals={2} unit="m³ (kL)" testId="water-withdrawn" emphasis />
        <Figure
          label="Water consumption (BRSR: withdrawal − discharge)"
          value={result.consumption}
          decimals={2}
          unit="kL"
          testId="water-consumption"
          emphasis
        />
        <Figure label="Water discharged" value={result.discharged} decimals={2} unit="kL" testId="water-discharged" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label="Net of recycling (SPEC: withdrawal − recycled; not saved)" value={result.netConsumption} decimals={2} unit="m³" testId="water-net" />
        <Figure label="Recycling rate (recycled ÷ withdrawal; not saved)" value={result.recyclingRate} decimals={1} unit="%" testId="water-recycling-rate" />
        <Figure label="Discharge rate (discharge ÷ withdrawal; not saved)" value={result.dischargeRate} decimals={1} unit="%" testId="water-discharge-rate" />
      </div>
      <p className="text-muted-foreground text-sm" data-testid="water-saved-as">
        Saved to BRSR P6 E3 in kilolitres (1 m³ = 1 kL): withdrawal by source (municipal supply as third-party water, seawater and desalinated water as its own
        row, harvested rainwater as &apos;Others&apos;), consumption {formatFixed(result.consumption, 2)} kL, and the discharge total{" "}
        {formatFixed(result.discharged, 2)} kL.
      </p>
    </>
  );
}
