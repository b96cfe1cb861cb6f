"use client";

import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { EntryListFilters, EsgEntryDto } from "@/lib/esg-data/schemas";
import { CATEGORY_IDS } from "@/lib/frameworks/types";
import { REVIEW_STATE_LABELS, REVIEW_STATES } from "@/lib/esg-data/review-states";
import { financialYearChoices, fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";

export type EntryFilterValues = { q: string; framework: string; category: string; year: string; /** A review state, or '' for all. */ state: string };
export const NO_FILTERS: EntryFilterValues = { q: "", framework: "", category: "", year: "", state: "" };

const CATEGORY_NAMES: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

/** The financial year an entry's period falls in ('FY 2024-25'), by the company's start month; null when it spans years or is not read. */
function entryYear(entry: EsgEntryDto, fyStartMonth: number): string | null {
  return fiscalYearOfPeriod(readPeriod(entry.period, { fyStartMonth }), fyStartMonth)?.label ?? null;
}

export function isFiltered(filters: EntryFilterValues): boolean {
  return Boolean(filters.q.trim() || filters.framework || filters.category || filters.year || filters.state);
}

/**
 * The filters as the list endpoint takes them (the server searches and filters, decisions D30): the
 * search takes each typed word and looks for it in the metric, value, unit, period, notes,
 * framework and category, so 'scope 2024' finds Scope 1 of FY 2024-25.
 */
export function serverFilters(filters: EntryFilterValues): EntryListFilters {
  return { q: filters.q.trim(), framework: filters.framework, category: filters.category, year: filters.year, state: filters.state };
}

/**
 * The years to filter by: the last five financial years and every year an entry seen so far falls
 * in (the list arrives a page at a time, so the entries on screen are not all of them), newest first.
 */
export function yearChoices(entries: readonly EsgEntryDto[], fyStartMonth: number, now: Date, selected = ""): string[] {
  const seen = new Set([...financialYearChoices(now, fyStartMonth, 5).map((fy) => fy.label), ...(selected ? [selected] : [])]);
  for (const entry of entries) {
    const year = entryYear(entry, fyStartMonth);
    if (year) seen.add(year);
  }
  return [...seen].sort().reverse();
}

type Props = {
  /** The entries loaded so far: their frameworks and years are offered beside the company's. */
  entries: readonly EsgEntryDto[];
  frameworks: readonly string[];
  fyStartMonth: number;
  value: EntryFilterValues;
  onChange: (next: EntryFilterValues) => void;
};

/** Search and filters above the entry list (framework, category, financial year, review state). */
export function EntryFilters({ entries, frameworks, fyStartMonth, value, onChange }: Props) {
  const frameworkChoices = [...new Set([...frameworks, ...entries.map((e) => e.framework), ...(value.framework ? [value.framework] : [])])];
  const years = yearChoices(entries, fyStartMonth, new Date(), value.year);
  const set = (patch: Partial<EntryFilterValues>) => onChange({ ...value, ...patch });

  return (
    <div className="space-y-3" data-testid="entry-filters">
      <div className="relative">
        <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
        <Input
          type="search"
          aria-label="Search entries"
          placeholder="Search entries"
          className="pl-8"
          value={value.q}
          onChange={(e) => set({ q: e.target.value })}
          data-testid="entry-search"
        />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <FilterSelect
          id="entry-filter-framework"
          label="Framework"
          allLabel="All frameworks"
          value={value.framework}
          onChange={(framework) => set({ framework })}
        >
          {frameworkChoices.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="entry-filter-category" label="Category" allLabel="All categories" value={value.category} onChange={(category) => set({ category })}>
          {CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {CATEGORY_NAMES[id]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="entry-filter-year" label="Year" allLabel="All years" value={value.year} onChange={(year) => set({ year })}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="entry-filter-state" label="Review" allLabel="All review states" value={value.state} onChange={(state) => set({ state })}>
          {REVIEW_STATES.map((state) => (
            <option key={state} value={state}>
              {REVIEW_STATE_LABELS[state]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {isFiltered(value) ? (
        <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={() => onChange(NO_FILTERS)} data-testid="entry-filters-clear">
          <X className="size-4" aria-hidden /> Clear search and filters
        </Button>
      ) : null}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  allLabel,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <NativeSelect id={id} className="w-full" compact value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        <option value="">{allLabel}</option>
        {children}
      </NativeSelect>
    </div>
  );
}
