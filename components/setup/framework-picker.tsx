"use client";

import { Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { cn } from "@/lib/utils";
import type { CatalogueResponse } from "@/lib/frameworks";
import { FRAMEWORK_CODES, type FrameworkCode } from "@/lib/frameworks/types";
import type { Recommendation } from "@/lib/frameworks/recommend";

type Props = {
  catalogue?: CatalogueResponse;
  recommendations?: Recommendation[];
  selected: FrameworkCode[];
  onChange: (next: FrameworkCode[]) => void;
};

/** The four frameworks as check cards; a Primary recommendation is highlighted and badged. */
export function FrameworkPicker({ catalogue, recommendations = [], selected, onChange }: Props) {
  const byCode = new Map(recommendations.map((r) => [r.framework, r]));
  // Recommended order when we have one; the catalogue's otherwise.
  const codes = [...FRAMEWORK_CODES].sort((a, b) => {
    const ia = recommendations.findIndex((r) => r.framework === a);
    const ib = recommendations.findIndex((r) => r.framework === b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });

  const toggle = (code: FrameworkCode, on: boolean) => {
    // Keep the user's picking order: it is the order the company's frameworks are shown in.
    onChange(on ? [...selected.filter((c) => c !== code), code] : selected.filter((c) => c !== code));
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {codes.map((code) => {
        const info = catalogue?.[code];
        const rec = byCode.get(code);
        const primary = rec?.priority === "Primary";
        const checked = selected.includes(code);
        return (
          <label
            key={code}
            htmlFor={`framework-${code}`}
            data-testid={`framework-option-${code}`}
            data-priority={rec?.priority ?? ""}
            className={cn(
              "flex cursor-pointer gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent/40",
              primary && "border-primary ring-1 ring-primary/40 bg-secondary/40",
              checked && "border-primary",
            )}
          >
            <NativeCheckbox
              id={`framework-${code}`}
              aria-label={`Select ${code}`}
              checked={checked}
              onChange={(event) => toggle(code, event.target.checked)}
              className="mt-1"
            />
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{code}</span>
                {rec ? (
                  primary ? (
                    <Badge className="gap-1" data-testid="priority-primary">
                      <Star className="size-3 fill-current" aria-hidden /> Primary
                    </Badge>
                  ) : (
                    <Badge variant="outline">{rec.priority}</Badge>
                  )
                ) : null}
              </div>
              {info ? <p className="text-sm font-medium">{info.name}</p> : null}
              {rec ? (
                <p className="text-sm text-muted-foreground">{rec.reason}</p>
              ) : info ? (
                <p className="text-sm text-muted-foreground">{info.description}</p>
              ) : null}
            </div>
          </label>
        );
      })}
    </div>
  );
}
