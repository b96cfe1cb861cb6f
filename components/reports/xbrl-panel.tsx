"use client";

import Link from "next/link";
import { ChevronDown, CircleCheck, FileCode2, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api, apiBlob, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { formatCount } from "@/lib/format";
import type { ValidationItem, ValidationReport } from "@/lib/xbrl/validate";

type Report = ValidationReport & { file_name: string; facts: number; fy: string | null };

/** Downloads a blob under a file name (the desktop way; phones open or share it from their downloads). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: "application/xml" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? "" : "s"}`;

/**
 * 'Export XBRL' for one financial year: validates the instance first, downloads it when it passes,
 * and otherwise lists what the exchange would reject, each item leading to its cell (or to the
 * Entity Profile); a draft can still be exported, marked as one inside the file.
 */
export function XbrlPanel({
  companyId,
  fy,
  fyLabel,
  onGo,
}: {
  companyId: string;
  fy: string;
  fyLabel: string;
  /** On the questionnaire: open the cell in place. Elsewhere the items link to the questionnaire. */
  onGo?: (item: { key: string; question_id?: string | null }) => void;
}) {
  const [busy, setBusy] = useState<null | "check" | "export" | "draft">(null);
  const [report, setReport] = useState<Report | null>(null);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const query = `fy=${encodeURIComponent(fy)}`;
  // A report of another year is not this year's.
  const shown = report && report.fy === fy ? report : null;

  async function check(): Promise<Report | null> {
    try {
      const r = await api<Report>(`/brsr/${companyId}/xbrl/validation?${query}`);
      setReport(r);
      return r;
    } catch (error) {
      toast.error(errorMessage(error, "Failed to validate the XBRL"));
      return null;
    }
  }

  async function run(kind: "check" | "export" | "draft") {
    setBusy(kind);
    try {
      if (kind === "draft") {
        save(await apiBlob(`/brsr/${companyId}/xbrl?${query}&draft=true`), shown?.file_name ?? `BRSR_FY${fy}.xml`);
        toast.warning("Draft XBRL downloaded: it failed validation, so do not file it");
        return;
      }
      const r = await check();
      if (!r) return;
      if (!r.ok) {
        setOpen(true);
        toast.error(`XBRL for ${fyLabel} has ${plural(r.errors.length, "error")}: fix them before filing`);
        return;
      }
      if (kind === "check") {
        toast.success(`XBRL for ${fyLabel} passes validation (${plural(r.facts, "fact")})`);
        return;
      }
      save(await apiBlob(`/brsr/${companyId}/xbrl?${query}`), r.file_name);
      toast.success(`XBRL downloaded: ${r.file_name}`);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to export the XBRL"));
    } finally {
      setBusy(null);
    }
  }

  const errors = shown?.errors ?? [];
  const warnings = shown?.warnings ?? [];

  return (
    <Card className="gap-0 py-0" data-testid="xbrl-panel">
      {/* Wraps rather than squeezing: beside the report card the panel is narrow, so the buttons go under the title there. */}
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((was) => !was)}
          className="hover:text-primary flex min-w-0 items-center gap-2 text-left"
          data-testid="xbrl-toggle"
        >
          {shown && !shown.ok ? (
            <ShieldAlert className="size-5 shrink-0 text-red-600" aria-hidden />
          ) : shown ? (
            <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
          ) : (
            <FileCode2 className="text-primary size-5 shrink-0" aria-hidden />
          )}
          <span className="font-semibold whitespace-nowrap">XBRL for the exchange</span>
          <span className="text-muted-foreground hidden text-sm whitespace-nowrap sm:inline">{fyLabel}</span>
          {shown ? (
            <Badge variant={shown.ok ? "secondary" : "destructive"} data-testid="xbrl-count">
              {shown.ok ? "Valid" : plural(errors.length, "error")}
              {warnings.length ? `, ${plural(warnings.length, "warning")}` : ""}
            </Badge>
          ) : null}
          <ChevronDown className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
        </button>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => run("check")} disabled={busy !== null} data-testid="xbrl-check">
            {busy === "check" ? <Spinner /> : null}
            {busy === "check" ? "Checking..." : "Check"}
          </Button>
          <Button type="button" size="sm" onClick={() => run("export")} disabled={busy !== null} data-testid="xbrl-export">
            {busy === "export" ? <Spinner /> : <FileCode2 className="size-4" aria-hidden />}
            {busy === "export" ? "Building XBRL..." : "Export XBRL"}
          </Button>
        </div>
      </div>
      {open ? (
        <div id={contentId} className="space-y-4 border-t px-4 py-4 sm:px-6" data-testid="xbrl-report">
          {!shown ? (
            <p className="text-muted-foreground text-sm">
              The BRSR as an XBRL instance in SEBI&apos;s taxonomy for {fyLabel}, checked before you download it: elements, periods, units, percentages and
              totals. Press Check or Export XBRL.
            </p>
          ) : (
            <>
              <p className="text-muted-foreground text-sm">
                Taxonomy {shown.taxonomy} · {plural(shown.facts, "fact")} · {shown.file_name}
              </p>
              {shown.ok && !warnings.length ? <p className="text-sm">Nothing the exchange would reject was found.</p> : null}
              <ItemList title="Errors: the exchange will reject the file" items={errors} tone="error" companyId={companyId} fy={fy} onGo={onGo} />
              <ItemList title="Warnings: check these figures" items={warnings} tone="warning" companyId={companyId} fy={fy} onGo={onGo} />
              {!shown.ok ? (
                <Button type="button" variant="outline" size="sm" onClick={() => run("draft")} disabled={busy !== null} data-testid="xbrl-draft">
                  {busy === "draft" ? <Spinner /> : null}
                  {busy === "draft" ? "Building draft..." : "Export a draft anyway"}
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function ItemList({
  title,
  items,
  tone,
  companyId,
  fy,
  onGo,
}: {
  title: string;
  items: readonly ValidationItem[];
  tone: "error" | "warning";
  companyId: string;
  fy: string;
  onGo?: (item: { key: string; question_id?: string | null }) => void;
}) {
  if (!items.length) return null;
  return (
    <section className="space-y-2" data-testid={`xbrl-${tone}s`}>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {title} <span className="text-muted-foreground font-normal">({formatCount(items.length)})</span>
      </h3>
      <ul className="max-h-72 space-y-2 overflow-y-auto pr-1 text-sm">
        {items.map((item, i) => (
          <li key={`${item.key}-${item.element}-${item.context}-${i}`} className="space-y-0.5">
            {item.label ? <p className="text-xs font-medium">{item.label}</p> : null}
            <ItemLink item={item} tone={tone} companyId={companyId} fy={fy} onGo={onGo} />
            {item.element || item.context ? (
              <p className="text-muted-foreground font-mono text-xs break-all">
                {[item.element, item.context].filter(Boolean).join(" · ")}
                {item.key ? ` · ${item.key}` : ""}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemLink({
  item,
  tone,
  companyId,
  fy,
  onGo,
}: {
  item: ValidationItem;
  tone: "error" | "warning";
  companyId: string;
  fy: string;
  onGo?: (item: { key: string; question_id?: string | null }) => void;
}) {
  const className = `underline-offset-4 hover:underline ${tone === "error" ? "text-red-700 dark:text-red-400" : "text-amber-700 dark:text-amber-400"}`;
  if (!item.key) return <span className={tone === "error" ? "text-red-700 dark:text-red-400" : "text-amber-700 dark:text-amber-400"}>{item.message}</span>;
  // Entity Profile facts are answered on their own screen.
  if (item.key.startsWith("profile:"))
    return (
      <Link href={`/profile/${companyId}`} className={className} data-testid={`xbrl-link-${item.key}`}>
        {item.message}
      </Link>
    );
  const key = item.key;
  const href = `/brsr/${companyId}?fy=${encodeURIComponent(fy)}#cell-${encodeURIComponent(key)}`;
  if (onGo)
    return (
      <a
        href={`#cell-${key}`}
        className={className}
        data-testid={`xbrl-link-${key}`}
        onClick={(e) => {
          e.preventDefault();
          onGo({ key, question_id: item.question_id });
        }}
      >
        {item.message}
      </a>
    );
  return (
    <Link href={href} className={className} data-testid={`xbrl-link-${key}`}>
      {item.message}
    </Link>
  );
}
