import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatFactor, type FactorContext } from "@/lib/calculators/factors";
import { editionOf, factorsFor, resolveFactor, setLabel, type EmissionFactor, type EnergyContent } from "@/lib/factors";

function SourceText({ f }: { f: EmissionFactor | EnergyContent }) {
  const s = f.source;
  return (
    <>
      {s.publisher}, <cite className="not-italic">{s.document}</cite>, {"id" in f ? editionOf(f) : s.edition}
      {s.year ? ` (${s.year})` : ""}
      {s.locator ? `. ${s.locator}` : ""}.{" "}
      {s.url.startsWith("http") ? (
        <a href={s.url} className="underline" target="_blank" rel="noreferrer">
          Publisher&apos;s page
        </a>
      ) : null}
      {s.via ? (
        <>
          {" "}
          <span data-testid="factor-secondary">
            Read on a secondary page: {s.via.publisher} (
            <a href={s.via.url} className="underline" target="_blank" rel="noreferrer">
              link
            </a>
            ) — {s.via.note}.
          </span>
        </>
      ) : null}
      {"notes" in f && f.notes ? <span className="block">{f.notes}</span> : null}
    </>
  );
}

const scopeText = (f: EmissionFactor) => (f.outsideScopes ? "Outside scopes" : `Scope ${f.scope}${f.scope3Category ? ` (cat. ${f.scope3Category})` : ""}`);

/** How the figures are worked out, with the set and year used, every factor and where it comes from. */
export function MethodologyNote({ factors }: { factors: FactorContext }) {
  const { set, fyEndYear } = factors;
  const list = factorsFor(set, fyEndYear);
  const grid = resolveFactor(set, "grid_electricity", fyEndYear);
  return (
    <Card data-testid="methodology">
      <CardHeader>
        <CardTitle>Methodology</CardTitle>
        <CardDescription>
          Emissions are activity × emission factor, grouped by the GHG Protocol scopes. Factor set:{" "}
          <span data-testid="factor-set-label">{setLabel(set, fyEndYear)}</span>.{" "}
          {grid
            ? `Grid electricity uses the Indian grid average of ${formatFactor(grid.value)} kg CO2 per kWh (${grid.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1")} ${editionOf(grid)}) for location-based Scope 2. Market-based Scope 2 counts electricity covered by renewable energy certificates, green tariffs and renewable PPAs at zero and the rest at the same grid average, because India publishes no residual mix (GHG Protocol Scope 2 Guidance, Table 6.3).`
            : "This set has no grid factor for the chosen year."}{" "}
          Scope 3 follows the GHG Protocol&apos;s fifteen categories. Gases are converted with {set.gwpBasis}. Fuels count towards energy (BRSR P6 E1, in GJ) at
          the energy contents listed below.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {/* Phones get a list: five columns do not fit 390 px. */}
        <ul className="divide-y rounded-md border text-sm sm:hidden" aria-label="Emission factors">
          {list.map((f) => (
            <li key={f.id} className="space-y-0.5 px-3 py-2">
              <p className="flex justify-between gap-2 font-medium">
                <span>{f.label}</span>
                <span className="shrink-0 tabular-nums">
                  {formatFactor(f.value)} kg/{f.unit}
                  {f.unitAssumed ? "*" : ""}
                </span>
              </p>
              <p className="text-xs text-muted-foreground">
                {scopeText(f)} · <SourceText f={f} />
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <Table aria-label="Emission factors with sources">
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
              {list.map((f) => (
                <TableRow key={f.id} data-testid={`factor-${f.key}`}>
                  <TableCell className="whitespace-normal font-medium">{f.label}</TableCell>
                  <TableCell>{scopeText(f)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatFactor(f.value)}</TableCell>
                  <TableCell>
                    {f.unit}
                    {f.unitAssumed ? "*" : ""}
                  </TableCell>
                  <TableCell className="whitespace-normal text-xs text-muted-foreground">
                    <SourceText f={f} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="text-xs text-muted-foreground" data-testid="energy-contents-list">
          <p className="font-medium">Energy contents (what a unit of fuel holds):</p>
          <ul className="list-disc space-y-1 pl-5">
            {set.energyContents.map((c) => (
              <li key={c.key} data-testid={`energy-content-${c.key}`}>
                {c.label}: {formatFactor(c.kwhPerUnit)} kWh per {c.unit} ({c.basis}). <SourceText f={c} />
              </li>
            ))}
          </ul>
        </div>
        {set.gaps.length ? (
          <div className="text-xs text-muted-foreground" data-testid="factor-gaps">
            <p className="font-medium">Not in this set (no sourced factor):</p>
            <ul className="list-disc pl-5">
              {set.gaps.map((g) => (
                <li key={g.key}>
                  {g.label}: {g.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {list.some((f) => f.unitAssumed) ? (
          <p className="text-xs text-muted-foreground">* The specification gives this factor without a unit; the platform applies it per the unit shown.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
