"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { CompanyPage } from "@/components/company/company-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import type { CompanyDto } from "@/lib/companies/types";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { EntryForm } from "./entry-form";
import { EntryList } from "./entry-list";
import { useEntries } from "./queries";

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

  useEffect(() => {
    if (error) {
      console.error("Failed to load data:", error);
      toast.error("Failed to load data");
    }
  }, [error]);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <EntryForm
        companyId={company.id}
        fyStartMonth={company.fy_start_month}
        frameworks={company.frameworks}
        entries={entries ?? []}
        editing={editing}
        onDone={() => setEditing(null)}
        onEdit={setEditing}
      />
      <Card>
        <CardHeader>
          <CardTitle>Collected Data</CardTitle>
          <CardDescription>{entries ? `${new Intl.NumberFormat("en-IN").format(entries.length)} ${entries.length === 1 ? "entry" : "entries"}, newest first` : "Entries saved for this company"}</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <LoadingState label="Loading data..." />
          ) : error ? (
            <p className="text-destructive py-6 text-center text-sm">Failed to load data</p>
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
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
