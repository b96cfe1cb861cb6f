"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import type { NavTab } from "./model";

const progressText = (t: NavTab) => t.status ?? `${t.progress.answered}/${t.progress.total}`;

/** Section A, Section B, each principle and the value chain: a sticky list beside the questions, a select on phones. */
export function SectionNav({
  tabs,
  active,
  onSelect,
  onNear = () => {},
}: {
  tabs: readonly NavTab[];
  active: string;
  onSelect: (id: string) => void;
  /** The pointer or focus reached a tab: its questions may be fetched ahead. */
  onNear?: (id: string) => void;
}) {
  return (
    <>
      <div className="md:hidden">
        <label htmlFor="brsr-section" className="text-muted-foreground mb-1 block text-xs font-medium">
          Section
        </label>
        <NativeSelect id="brsr-section" data-testid="nav-select" className="w-full" value={active} onChange={(event) => onSelect(event.target.value)}>
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label} · {progressText(t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label="Questionnaire sections" className="sticky top-20 hidden max-h-[calc(100svh-6rem)] overflow-y-auto md:block">
        <ul className="space-y-1">
          {tabs.map((t) => {
            const current = t.id === active;
            const done = t.progress.total > 0 && t.progress.answered >= t.progress.total;
            return (
              <li key={t.id}>
                <button
                  type="button"
                  data-testid={`nav-${t.id}`}
                  aria-current={current ? "page" : undefined}
                  title={t.title}
                  onClick={() => onSelect(t.id)}
                  onPointerEnter={() => onNear(t.id)}
                  onFocus={() => onNear(t.id)}
                  className={cn(
                    "flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors",
                    current ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                  )}
                >
                  <span className="font-medium">{t.label}</span>
                  <span className={cn("text-xs tabular-nums", current ? "text-primary-foreground/80" : done ? "text-emerald-600" : "text-muted-foreground")}>
                    {progressText(t)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
