"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CATEGORY_IDS, FRAMEWORK_CODES, findMetric, getFramework } from "@/lib/frameworks";

const CUSTOM = "__custom__";
const CATEGORY_NAMES: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

export type MetricPlace = { framework: string; category: string; metric: string };

type Props = {
  /** The company's frameworks; all four codes when it has none. */
  frameworks: readonly string[];
  value: MetricPlace;
  onChange: (next: MetricPlace) => void;
  idPrefix: string;
  invalid?: Partial<Record<keyof MetricPlace, boolean>>;
};

export function frameworkOptions(companyFrameworks: readonly string[]): string[] {
  return companyFrameworks.length ? [...companyFrameworks] : [...FRAMEWORK_CODES];
}

/** Framework → category → metric, from the catalogue; a metric may also be a custom name. */
export function MetricPicker({ frameworks, value, onChange, idPrefix, invalid = {} }: Props) {
  const framework = getFramework(value.framework);
  const categories = framework ? framework.categories.map((c) => ({ id: c.id as string, name: c.name })) : CATEGORY_IDS.map((id) => ({ id: id as string, name: CATEGORY_NAMES[id] }));
  const metrics = framework?.categories.find((c) => c.id === value.category)?.metrics ?? [];
  const known = metrics.some((m) => m.name === value.metric);
  const [custom, setCustom] = useState(() => Boolean(value.metric) && !known);
  const showCustom = custom || (Boolean(value.metric) && !known);
  const detail = value.metric ? findMetric(value.framework, value.metric) : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-framework`}>Framework *</Label>
        <Select value={value.framework} onValueChange={(framework) => { setCustom(false); onChange({ framework, category: "", metric: "" }); }}>
          <SelectTrigger id={`${idPrefix}-framework`} className="w-full" aria-invalid={invalid.framework || undefined} data-testid={`${idPrefix}-framework`}>
            <SelectValue placeholder="Select framework" />
          </SelectTrigger>
          <SelectContent>
            {frameworkOptions(frameworks).map((code) => (
              <SelectItem key={code} value={code}>
                {code}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-category`}>Category *</Label>
        <Select value={value.category} disabled={!value.framework} onValueChange={(category) => { setCustom(false); onChange({ ...value, category, metric: "" }); }}>
          <SelectTrigger id={`${idPrefix}-category`} className="w-full" aria-invalid={invalid.category || undefined} data-testid={`${idPrefix}-category`}>
            <SelectValue placeholder={value.framework ? "Select category" : "Choose a framework first"} />
          </SelectTrigger>
          <SelectContent>
            {categories.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-metric`}>Metric *</Label>
        {value.category ? (
          <Select
            value={showCustom ? CUSTOM : value.metric}
            onValueChange={(metric) => {
              if (metric === CUSTOM) {
                setCustom(true);
                onChange({ ...value, metric: "" });
              } else {
                setCustom(false);
                onChange({ ...value, metric });
              }
            }}
          >
            <SelectTrigger id={`${idPrefix}-metric`} className="w-full" aria-invalid={(invalid.metric && !showCustom) || undefined} data-testid={`${idPrefix}-metric`}>
              <SelectValue placeholder="Select metric" />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              {metrics.map((m) => (
                <SelectItem key={m.name} value={m.name}>
                  {m.name}
                </SelectItem>
              ))}
              <SelectItem value={CUSTOM}>Custom metric…</SelectItem>
            </SelectContent>
          </Select>
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
