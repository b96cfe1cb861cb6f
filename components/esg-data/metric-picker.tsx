"use client";

import { useMemo, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CATEGORY_IDS, FRAMEWORK_CODES, type CategoryId, type FrameworkCode } from "@/lib/frameworks/types";
import { metricKey } from "@/lib/frameworks/metric-key";
import type { MetricCatalogue, MetricChoice } from "@/lib/esg-data/metric-catalogue";

const CUSTOM = "__custom__";
const CATEGORY_NAMES: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

export type MetricPlace = { framework: string; category: string; metric: string };

/** A catalogue metric with the framework and category it is listed under. */
export type MetricWithPlace = MetricChoice & { framework: FrameworkCode; category: CategoryId };

/** Every metric of the catalogue's framework `code`, with its place. */
function metricsOf(catalogue: MetricCatalogue, code: string): MetricWithPlace[] {
  const framework = catalogue.find((f) => f.code === code);
  return framework ? framework.categories.flatMap((c) => c.metrics.map((m) => ({ ...m, framework: framework.code, category: c.id }))) : [];
}

/** The catalogue metric of that name (case- and space-insensitive) in framework `code`, the first of the name as the catalogue lists them. */
export function findChoice(catalogue: MetricCatalogue, code: string, name: string): MetricWithPlace | undefined {
  const key = metricKey(name);
  return metricsOf(catalogue, code).find((m) => metricKey(m.name) === key);
}

type Props = {
  /** The framework catalogue (lib/esg-data/metric-catalogue.ts), handed down by the page's server half. */
  catalogue: MetricCatalogue;
  /** The company's frameworks; all four codes when it has none. */
  frameworks: readonly string[];
  value: MetricPlace;
  onChange: (next: MetricPlace) => void;
  idPrefix: string;
  invalid?: Partial<Record<keyof MetricPlace, boolean>>;
};

function frameworkOptions(companyFrameworks: readonly string[]): string[] {
  return companyFrameworks.length ? [...companyFrameworks] : [...FRAMEWORK_CODES];
}

const MAX_RESULTS = 8;

/**
 * Catalogue metrics of the given frameworks whose name, reference or report wording contains
 * every word typed ('scope 1', 'P6 E7', '305-1'), names that start with the first word first.
 */
export function searchMetrics(catalogue: MetricCatalogue, frameworks: readonly string[], query: string, limit = MAX_RESULTS): MetricWithPlace[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches: { metric: MetricWithPlace; rank: number }[] = [];
  for (const code of frameworks) {
    for (const metric of metricsOf(catalogue, code)) {
      const name = metric.name.toLowerCase();
      // 'P6 E7' is how BRSR's 'P6 Essential 7' is usually written.
      const short = metric.reference.replace(/Essential (\d+)/, "E$1").replace(/Leadership (\d+)/, "L$1");
      const haystack = `${name} ${metric.reference} ${short} ${(metric.synonyms ?? []).join(" ")}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
      matches.push({ metric, rank: name.startsWith(words[0]) ? 0 : name.includes(words[0]) ? 1 : 2 });
    }
  }
  return matches
    .sort((a, b) => a.rank - b.rank || a.metric.name.length - b.metric.name.length)
    .slice(0, limit)
    .map((m) => m.metric);
}

/** Framework → category → metric, from the catalogue; a metric may also be a custom name. */
export function MetricPicker({ catalogue, frameworks, value, onChange, idPrefix, invalid = {} }: Props) {
  const framework = catalogue.find((f) => f.code === value.framework);
  const categories = framework
    ? framework.categories.map((c) => ({ id: c.id as string, name: c.name }))
    : CATEGORY_IDS.map((id) => ({ id: id as string, name: CATEGORY_NAMES[id] }));
  const metrics = framework?.categories.find((c) => c.id === value.category)?.metrics ?? [];
  const known = metrics.some((m) => m.name === value.metric);
  const [custom, setCustom] = useState(() => Boolean(value.metric) && !known);
  const showCustom = custom || (Boolean(value.metric) && !known);
  const detail = value.metric ? findChoice(catalogue, value.framework, value.metric) : undefined;
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState("");
  const offered = useMemo(() => frameworkOptions(frameworks), [frameworks]);
  const results = useMemo(() => searchMetrics(catalogue, offered, query), [catalogue, offered, query]);

  const closeSearch = () => {
    setSearching(false);
    setQuery("");
  };
  const pick = (metric: MetricWithPlace) => {
    setCustom(false);
    closeSearch();
    onChange({ framework: metric.framework, category: metric.category, metric: metric.name });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-framework`}>Framework *</Label>
        <NativeSelect
          id={`${idPrefix}-framework`}
          className="w-full"
          aria-invalid={invalid.framework || undefined}
          data-testid={`${idPrefix}-framework`}
          value={value.framework}
          onChange={(e) => {
            setCustom(false);
            onChange({ framework: e.target.value, category: "", metric: "" });
          }}
        >
          <option value="" disabled>
            Select framework
          </option>
          {offered.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-category`}>Category *</Label>
        <NativeSelect
          id={`${idPrefix}-category`}
          className="w-full"
          aria-invalid={invalid.category || undefined}
          data-testid={`${idPrefix}-category`}
          value={value.category}
          disabled={!value.framework}
          onChange={(e) => {
            setCustom(false);
            onChange({ ...value, category: e.target.value, metric: "" });
          }}
        >
          <option value="" disabled>
            {value.framework ? "Select category" : "Choose a framework first"}
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2 sm:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Label htmlFor={`${idPrefix}-metric`}>Metric *</Label>
          {/* Beside the field rather than above the form: the form keeps its layout until the search is used. */}
          <button
            type="button"
            className="text-primary inline-flex items-center gap-1 rounded-sm text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring/50"
            aria-expanded={searching}
            aria-controls={`${idPrefix}-metric-search-panel`}
            onClick={() => (searching ? closeSearch() : setSearching(true))}
            data-testid={`${idPrefix}-metric-search-toggle`}
          >
            <Search className="size-3.5" aria-hidden /> {searching ? "Close search" : "Search all metrics"}
          </button>
        </div>
        {searching ? (
          <div className="space-y-2" id={`${idPrefix}-metric-search-panel`} data-testid={`${idPrefix}-metric-search-panel`}>
            <div className="relative">
              <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
              <Input
                id={`${idPrefix}-metric-search`}
                type="search"
                aria-label="Find a metric"
                className="pl-8"
                placeholder="e.g. Scope 1, P6 E7, 305-1"
                autoComplete="off"
                autoFocus
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  // Enter takes the first match rather than submitting the form around the picker.
                  if (e.key === "Enter") {
                    e.preventDefault();
                    if (results[0]) pick(results[0]);
                  }
                  if (e.key === "Escape") {
                    e.preventDefault();
                    closeSearch();
                  }
                }}
                aria-describedby={`${idPrefix}-metric-search-status`}
                data-testid={`${idPrefix}-metric-search`}
              />
            </div>
            <p id={`${idPrefix}-metric-search-status`} className="sr-only" aria-live="polite">
              {query.trim() ? `${results.length} ${results.length === 1 ? "metric" : "metrics"} found` : ""}
            </p>
            {query.trim() ? (
              results.length ? (
                <ul
                  className="bg-popover max-h-72 overflow-y-auto rounded-md border p-1 shadow-sm"
                  aria-label="Matching metrics"
                  data-testid={`${idPrefix}-metric-results`}
                >
                  {results.map((metric) => (
                    <li key={`${metric.framework}-${metric.category}-${metric.name}`}>
                      <button
                        type="button"
                        className="hover:bg-accent focus-visible:bg-accent focus-visible:ring-ring/50 w-full rounded-sm px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2"
                        onClick={() => pick(metric)}
                      >
                        <span className="block font-medium">{metric.name}</span>
                        <span className="text-muted-foreground block text-xs">
                          {metric.framework} · {CATEGORY_NAMES[metric.category]} · {metric.reference}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground rounded-md border border-dashed px-3 py-2 text-sm">
                  No catalogue metric matches “{query.trim()}”. Choose a category and “Custom metric…” to record your own.
                </p>
              )
            ) : null}
          </div>
        ) : null}
        {value.category ? (
          <NativeSelect
            id={`${idPrefix}-metric`}
            className="w-full"
            aria-invalid={(invalid.metric && !showCustom) || undefined}
            data-testid={`${idPrefix}-metric`}
            value={showCustom ? CUSTOM : value.metric}
            onChange={(e) => {
              const metric = e.target.value;
              if (metric === CUSTOM) {
                setCustom(true);
                onChange({ ...value, metric: "" });
              } else {
                setCustom(false);
                onChange({ ...value, metric });
              }
            }}
          >
            <option value="" disabled>
              Select metric
            </option>
            {metrics.map((m) => (
              <option key={m.name} value={m.name}>
                {m.name}
              </option>
            ))}
            <option value={CUSTOM}>Custom metric…</option>
          </NativeSelect>
        ) : (
          <p className="text-muted-foreground rounded-md border border-dashed px-3 py-2 text-sm">Choose a framework and category to see its metrics.</p>
        )}
        {showCustom ? (
          <Input
            aria-label="Custom metric name"
            placeholder="Custom metric name"
            value={value.metric}
            maxLength={200}
            aria-invalid={invalid.metric || undefined}
            data-testid={`${idPrefix}-custom-metric`}
            onChange={(e) => onChange({ ...value, metric: e.target.value })}
          />
        ) : null}
        {detail ? (
          <p className="text-muted-foreground text-xs" data-testid={`${idPrefix}-metric-reference`}>
            {detail.reference}
            {detail.unit ? ` · usual unit: ${detail.unit}` : ""}
          </p>
        ) : null}
      </div>
    </div>
  );
}
