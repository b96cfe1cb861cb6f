"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import type { CompanyDto } from "@/lib/companies/types";
import { formatCount } from "@/lib/format";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import type { MetricCatalogue } from "@/lib/esg-data/metric-catalogue";
import { EntryFilters, isFiltered, NO_FILTERS, serverFilters, type EntryFilterValues } from "./entry-filters";
import { useDebounced, useEntryPages, useEntryTotal } from "./queries";
import { figureEditing } from "@/components/review/roles";
import { useViewerId } from "@/components/review/use-viewer";

/**
 * The form, the list (with its virtualiser and dialogs) and the import panel are fetched as the
 * screen starts, alongside the company and the entries the screen waits for anyway: they are not
 * part of the page's first load (decisions D30), and they are there by the time the data is.
 */
const loadForm = () => import("./entry-form");
const loadList = () => import("./entry-list");
const loadImport = () => import("@/components/spreadsheets/import-panel");
if (typeof window !== "undefined") for (const load of [loadForm, loadList, loadImport]) void load().catch(() => undefined);
const EntryForm = dynamic(() => loadForm().then((m) => m.EntryForm), {
  loading: () => (
    <Card>
      <CardContent>
        <LoadingState label="Loading..." />
      </CardContent>
    </Card>
  ),
});
const EntryList = dynamic(() => loadList().then((m) => m.EntryList), { loading: () => <LoadingState label="Loading data..." /> });
const MoreEntries = dynamic(() => loadList().then((m) => m.MoreEntries));
const ImportPanel = dynamic(() => loadImport().then((m) => m.ImportPanel));

export function DataCollectionScreen({ companyId, catalogue }: { companyId: string; catalogue: MetricCatalogue }) {
  return (
    <CompanyPage companyId={companyId} title="Data Collection" description="Collect ESG metrics per framework and reporting period.">
      {(company) => <DataCollectionBody company={company} catalogue={catalogue} />}
    </CompanyPage>
  );
}

const noun = (n: number) => (n === 1 ? "entry" : "entries");

function DataCollectionBody({ company, catalogue }: { company: CompanyDto; catalogue: MetricCatalogue }) {
  const [editing, setEditing] = useState<EsgEntryDto | null>(null);
  const [filters, setFilters] = useState<EntryFilterValues>(NO_FILTERS);
  // The search goes to the server once typing pauses; the selects at once.
  const q = useDebounced(filters.q, 300);
  const sent = useMemo(() => serverFilters({ ...filters, q }), [filters, q]);
  const filtered = isFiltered(filters);
  const list = useEntryPages(company.id, sent);
  const pages = list.data?.pages;
  const entries = useMemo(() => pages?.flatMap((p) => p.entries) ?? [], [pages]);
  // Entries seen so far, whatever the filters: their frameworks and years stay offered while filtering.
  const [seen, setSeen] = useState<readonly EsgEntryDto[]>([]);
  if (!filtered && entries.length > seen.length) setSeen(entries);
  const total = pages?.[0]?.total ?? null;
  const everything = useEntryTotal(company.id, filtered);
  const companyTotal = filtered ? (everything.data ?? null) : total;
  const searching = list.isFetching && list.isPlaceholderData;
  const userId = useViewerId();
  const editable = figureEditing(company.role);
  const readOnlyMessage = editable.canEdit ? null : editable.message;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">{editable.canEdit ? <ImportPanel company={company} title="Import from a spreadsheet" /> : null}</div>
      <EntryForm
        companyId={company.id}
        catalogue={catalogue}
        fyStartMonth={company.fy_start_month}
        frameworks={company.frameworks}
        editing={editing}
        onDone={() => setEditing(null)}
        onEdit={setEditing}
        readOnlyMessage={readOnlyMessage}
        lockedYears={company.locked_years}
      />
      <Card>
        <CardHeader>
          <CardTitle>Collected Data</CardTitle>
          <CardDescription data-testid="entry-count" aria-live="polite">
            {total === null
              ? "Entries saved for this company"
              : filtered
                ? companyTotal === null
                  ? `${formatCount(total)} matching ${noun(total)}`
                  : `Showing ${formatCount(total)} of ${formatCount(companyTotal)} ${noun(companyTotal)}`
                : `${formatCount(total)} ${noun(total)}, newest first`}
            {searching ? <span className="ml-2 text-xs">Searching...</span> : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {filtered || total ? (
            <EntryFilters
              entries={seen.length ? seen : entries}
              frameworks={company.frameworks}
              fyStartMonth={company.fy_start_month}
              value={filters}
              onChange={setFilters}
            />
          ) : null}
          {list.isPending ? (
            <LoadingState label="Loading data..." />
          ) : list.isError && !pages ? (
            <p className="text-destructive py-6 text-center text-sm" data-testid="entries-error">
              Failed to load data
            </p>
          ) : filtered && !entries.length && !searching ? (
            <div className="text-muted-foreground rounded-lg border border-dashed p-10 text-center text-sm" data-testid="entries-no-match">
              No entries match the search and filters.
            </div>
          ) : (
            <EntryList
              companyId={company.id}
              entries={entries}
              editingId={editing?.id ?? null}
              onEdit={(entry) => {
                setEditing(entry);
                if (typeof window !== "undefined" && window.innerWidth < 1024) window.scrollTo({ top: 0, behavior: "smooth" });
              }}
              onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
              role={company.role}
              userId={userId}
              more={
                total !== null && entries.length ? (
                  <MoreEntries
                    shown={entries.length}
                    total={total}
                    hasMore={Boolean(list.hasNextPage)}
                    loading={list.isFetchingNextPage}
                    failed={list.isFetchNextPageError}
                    onMore={() => void list.fetchNextPage()}
                  />
                ) : null
              }
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
