"use client";

import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import type { CompanyDto } from "@/lib/companies/types";
import { formatCount } from "@/lib/format";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { ImportPanel } from "@/components/spreadsheets/import-panel";
import { EntryFilters, filterEntries, isFiltered, NO_FILTERS, type EntryFilterValues } from "./entry-filters";
import { EntryForm } from "./entry-form";
import { EntryList } from "./entry-list";
import { useEntries } from "./queries";
import { figureEditing } from "@/components/review/roles";
import { useViewerId } from "@/components/review/use-viewer";

export function DataCollectionScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Data Collection" description="Collect ESG metrics per framework and reporting period.">
      {(company) => <DataCollectionBody company={company} />}
    </CompanyPage>
  );
}

function DataCollectionBody({ company }: { company: CompanyDto }) {
  const { data: entries, isPending, error } = useEntries(company.id);
  const [editing, setEditing] = useState<EsgEntryDto | null>(null);
  const [filters, setFilters] = useState<EntryFilterValues>(NO_FILTERS);
  const shown = useMemo(() => (entries ? filterEntries(entries, filters, company.fy_start_month) : []), [entries, filters, company.fy_start_month]);
  const filtered = isFiltered(filters);
  const userId = useViewerId();
  const editable = figureEditing(company.role);
  const readOnlyMessage = editable.canEdit ? null : editable.message;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">{editable.canEdit ? <ImportPanel company={company} title="Import from a spreadsheet" /> : null}</div>
      <EntryForm
        companyId={company.id}
        fyStartMonth={company.fy_start_month}
        frameworks={company.frameworks}
        entries={entries ?? []}
        editing={editing}
        onDone={() => setEditing(null)}
        onEdit={setEditing}
        readOnlyMessage={readOnlyMessage}
      />
      <Card>
        <CardHeader>
          <CardTitle>Collected Data</CardTitle>
          <CardDescription data-testid="entry-count">
            {!entries
              ? "Entries saved for this company"
              : filtered
                ? `Showing ${formatCount(shown.length)} of ${formatCount(entries.length)} ${entries.length === 1 ? "entry" : "entries"}`
                : `${formatCount(entries.length)} ${entries.length === 1 ? "entry" : "entries"}, newest first`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {entries?.length ? (
            <EntryFilters entries={entries} frameworks={company.frameworks} fyStartMonth={company.fy_start_month} value={filters} onChange={setFilters} />
          ) : null}
          {isPending ? (
            <LoadingState label="Loading data..." />
          ) : error ? (
            <p className="text-destructive py-6 text-center text-sm">Failed to load data</p>
          ) : filtered && !shown.length ? (
            <div className="text-muted-foreground rounded-lg border border-dashed p-10 text-center text-sm" data-testid="entries-no-match">
              No entries match the search and filters.
            </div>
          ) : (
            <EntryList
              companyId={company.id}
              entries={shown}
              editingId={editing?.id ?? null}
              onEdit={(entry) => {
                setEditing(entry);
                if (typeof window !== "undefined" && window.innerWidth < 1024) window.scrollTo({ top: 0, behavior: "smooth" });
              }}
              onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
              role={company.role}
              userId={userId}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
