import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { EMISSION_FACTORS, ENERGY_CONVERSIONS, FACTOR_SET_VERSION, factor } from "@/lib/calculators/factors";

/** How the figures are worked out, with every factor and where it comes from. */
export function MethodologyNote() {
  const grid = factor("grid_electricity");
  return (
    <Card data-testid="methodology">
      <CardHeader>
        <CardTitle>Methodology</CardTitle>
        <CardDescription>
          Emissions are activity × emission factor, grouped by the GHG Protocol scopes. Grid electricity uses the Indian grid average of {grid.value} kg CO2e per
          kWh, a platform default of the order published in the Central Electricity Authority&apos;s CO2 Baseline Database; replace it with the current CEA edition
          (or your supplier&apos;s factor) for assured reporting. Fuels count towards energy at{" "}
          {ENERGY_CONVERSIONS.map((c) => `${c.value} kWh per ${c.unit} of ${c.label.toLowerCase()}`).join(" and ")}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {/* Phones get a list: five columns do not fit 390 px. */}
        <ul className="divide-y rounded-md border text-sm sm:hidden" aria-label="Emission factors">
          {EMISSION_FACTORS.map((f) => (
            <li key={f.key} className="space-y-0.5 px-3 py-2">
              <p className="flex justify-between gap-2 font-medium">
                <span>{f.label}</span>
                <span className="shrink-0 tabular-nums">
                  {f.value} kg/{f.unit}
                  {f.unitAssumed ? "*" : ""}
                </span>
              </p>
              <p className="text-xs text-muted-foreground">
                Scope {f.scope} · {f.source}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Source</TableHead>
                <TableHead>Scope</TableHead>
                <TableHead className="text-right">kg CO2e per unit</TableHead>
                <TableHead>Unit</TableHead>
                <TableHead className="min-w-64">Source of the factor</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {EMISSION_FACTORS.map((f) => (
                <TableRow key={f.key}>
                  <TableCell className="font-medium">{f.label}</TableCell>
                  <TableCell>Scope {f.scope}</TableCell>
                  <TableCell className="text-right tabular-nums">{f.value}</TableCell>
                  <TableCell>
                    {f.unit}
                    {f.unitAssumed ? "*" : ""}
                  </TableCell>
                  <TableCell className="whitespace-normal text-muted-foreground">{f.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <p className="text-xs text-muted-foreground">
          * The specification gives this factor without a unit; the platform applies it per the unit shown. Factor set: {FACTOR_SET_VERSION}.
        </p>
      </CardContent>
    </Card>
  );
}
