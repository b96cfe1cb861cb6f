"use client";

import Link from "next/link";
import { ChevronDown, CircleCheck, ListChecks } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import type { ReadinessItem, UnapprovedCoreItem } from "./types";

const GROUPS: { reason: ReadinessItem["reason"]; title: string }[] = [
  { reason: "missing", title: "Required answers missing" },
  { reason: "core", title: "BRSR Core figures not disclosed" },
  { reason: "denominator", title: "Intensities waiting for a denominator" },
  { reason: "identity", title: "Figures that do not agree" },
  { reason: "profile", title: "Entity profile gaps" },
];

/** What stands between the year and a filing, grouped by reason; each item leads to its cell. */
export function ReadinessPanel({
  items,
  unapproved = [],
  fyLabel,
  companyId,
  onGo,
}: {
  items: readonly ReadinessItem[];
  /** BRSR Core figures of the year with a value that are not approved yet (maker–checker review). */
  unapproved?: readonly UnapprovedCoreItem[];
  fyLabel: string;
  companyId: string;
  onGo: (item: Pick<ReadinessItem, "key" | "question_id">) => void;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  // A disclosure button and its region, as Radix's Collapsible renders them, without its ~2 kB in the questionnaire's first load (decisions D30).
  return (
    <Card className="gap-0 py-0" data-testid="readiness-panel">
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((was) => !was)}
          className="hover:bg-muted/50 flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left sm:px-6"
          data-testid="readiness-toggle"
        >
          <span className="flex items-center gap-2">
            {items.length || unapproved.length ? (
              <ListChecks className="size-5 text-amber-600" aria-hidden />
            ) : (
              <CircleCheck className="size-5 text-emerald-600" aria-hidden />
            )}
            <span className="font-semibold">Filing readiness</span>
            <span className="text-muted-foreground hidden text-sm sm:inline">{fyLabel}</span>
          </span>
          <span className="flex items-center gap-2">
            {unapproved.length ? (
              <Badge variant="outline" className="hidden border-sky-400 text-sky-800 sm:inline-flex dark:text-sky-300" data-testid="readiness-unapproved-count">
                {formatCount(unapproved.length)} Core not approved
              </Badge>
            ) : null}
            <Badge variant={items.length ? "outline" : "secondary"} data-testid="readiness-count">
              {items.length
                ? `${formatCount(items.length)} open ${items.length === 1 ? "item" : "items"}`
                : // Everything is in, but a Core figure a reviewer has not approved is not yet fit to file (assurance reads approved figures).
                  unapproved.length
                  ? "Awaiting approval"
                  : "Ready to file"}
            </Badge>
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
          </span>
        </button>
        {open ? (
          <div id={contentId} className="space-y-4 border-t px-4 py-4 sm:px-6">
            {items.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                Every required answer and BRSR Core figure of {fyLabel} is in, and the totals agree
                {unapproved.length ? "; the Core figures below wait for a reviewer's approval before filing." : "."}
              </p>
            ) : null}
            {GROUPS.map(({ reason, title }) => {
              const group = items.filter((i) => i.reason === reason);
              if (!group.length) return null;
              return (
                <section key={reason} className="space-y-2" data-testid={`readiness-${reason}`}>
                  <h3 className="flex items-center gap-2 text-sm font-semibold">
                    {title} <span className="text-muted-foreground font-normal">({formatCount(group.length)})</span>
                  </h3>
                  <ul className="max-h-64 space-y-1 overflow-y-auto pr-1 text-sm">
                    {group.map((item, i) => (
                      <li key={`${item.key}-${i}`}>
                        {reason === "profile" ? (
                          // Entity profile facts are answered on their own screen, not in a cell here.
                          <Link
                            href={`/profile/${companyId}`}
                            data-testid={`readiness-link-${item.key}`}
                            className="hover:text-primary underline-offset-4 hover:underline"
                          >
                            {item.message}
                          </Link>
                        ) : (
                          <a
                            href={`#cell-${item.key}`}
                            data-testid={`readiness-link-${item.key}`}
                            className={`hover:text-primary underline-offset-4 hover:underline ${reason === "identity" ? "text-amber-700 dark:text-amber-400" : ""}`}
                            onClick={(e) => {
                              e.preventDefault();
                              onGo(item);
                            }}
                          >
                            {item.message}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
            {unapproved.length ? (
              <section className="space-y-2" data-testid="readiness-unapproved_core">
                <h3 className="flex items-center gap-2 text-sm font-semibold">
                  BRSR Core figures not yet approved <span className="text-muted-foreground font-normal">({formatCount(unapproved.length)})</span>
                </h3>
                <p className="text-muted-foreground text-xs">
                  Assurance providers look at approved figures: a reviewer approves each, or a whole section at once.
                </p>
                <ul className="max-h-64 space-y-1 overflow-y-auto pr-1 text-sm">
                  {unapproved.map((item) => (
                    <li key={item.key}>
                      <a
                        href={`#cell-${item.key}`}
                        data-testid={`readiness-unapproved-${item.key}`}
                        className="hover:text-primary underline-offset-4 hover:underline"
                        onClick={(e) => {
                          e.preventDefault();
                          onGo(item);
                        }}
                      >
                        {item.message}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
