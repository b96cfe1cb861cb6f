"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { figureEditing } from "@/components/review/roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api, apiBlob } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import { useSingleFlight } from "@/lib/client/single-flight";
import { refreshIfStale } from "@/lib/client/stale-answer";
import { toast } from "@/lib/client/toast";
import type { CompanyDto } from "@/lib/companies/types";
import { parsePastedUnits, UNIT_TYPE_LABELS, UNIT_TYPES, unitTree, type UnitNode, type UnitType } from "@/lib/units/rules";
import type { UnitDto } from "@/lib/units/types";

const unitsKey = (companyId: string) => companyKeys(companyId).units();

/** /units/{companyId}: the company's plants, offices, warehouses, subsidiaries and joint ventures as a tree; add one, paste many, archive. */
export function UnitsScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage
      companyId={companyId}
      title="Reporting units"
      description="Plants, offices, warehouses, subsidiaries and joint ventures whose figures roll up to the company."
    >
      {(company) => <UnitsPanels company={company} />}
    </CompanyPage>
  );
}

function useUnits(companyId: string) {
  return useQuery({
    queryKey: unitsKey(companyId),
    queryFn: () => api<UnitDto[]>(`/companies/${companyId}/units`),
    meta: { errorMessage: "Failed to load data" },
  });
}

export function UnitsPanels({ company }: { company: CompanyDto }) {
  const units = useUnits(company.id);
  const canEdit = figureEditing(company.role).canEdit;
  const tree = useMemo(() => unitTree((units.data ?? []).map((u) => ({ ...u, parentId: u.parent_id }))), [units.data]);
  return (
    <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Units</h2>
          </CardTitle>
          <CardDescription>
            {units.data ? `${units.data.filter((u) => !u.archived).length} active, ${units.data.filter((u) => u.archived).length} archived` : "Loading..."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {units.isPending ? (
            <p className="text-muted-foreground text-sm" data-testid="units-loading">
              Loading...
            </p>
          ) : units.isError ? (
            <p className="text-destructive text-sm">Failed to load data</p>
          ) : tree.length === 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="units-empty">
              No units yet. Add the company&apos;s plants and offices below, or paste a list.
            </p>
          ) : (
            <ul className="grid gap-1" data-testid="unit-tree" role="tree" aria-label="Reporting units">
              {tree.map((node) => (
                <UnitRow key={node.id} node={node} companyId={company.id} canEdit={canEdit} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {canEdit && units.data ? (
        <>
          <AddUnit companyId={company.id} units={units.data} />
          <PasteUnits companyId={company.id} />
          <UnitsWorkbook companyId={company.id} />
        </>
      ) : null}
    </div>
  );
}

function UnitRow({ node, companyId, canEdit }: { node: UnitNode<UnitDto & { parentId: string | null }>; companyId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: "archive" | "restore" | "delete") =>
      action === "delete"
        ? api(`/companies/${companyId}/units/${node.id}`, { method: "DELETE" })
        : api(`/companies/${companyId}/units/${node.id}`, { method: "PATCH", body: { archived: action === "archive" } }),
    onSuccess: (_, action) => {
      toast.success(action === "delete" ? `${node.name} deleted` : action === "archive" ? `${node.name} archived` : `${node.name} restored`);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => {
      failureToast(e, "Failed to save data");
      refreshIfStale(queryClient, companyId, e);
    },
  });
  const where = [node.district, node.state, node.country !== "India" ? node.country : null].filter(Boolean).join(", ");
  return (
    <li role="treeitem" aria-selected={false} aria-expanded={node.children.length ? true : undefined} data-testid="unit-row" data-unit={node.name}>
      <div className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2" style={{ marginLeft: `${Math.min(node.depth, 4) * 1}rem` }}>
        <span className={node.archived ? "text-muted-foreground font-medium line-through" : "font-medium"}>{node.name}</span>
        <Badge variant="secondary">{UNIT_TYPE_LABELS[node.type]}</Badge>
        {node.water_stressed ? <Badge variant="outline">Water-stressed</Badge> : null}
        {!node.in_standalone ? <Badge variant="outline">Consolidated only</Badge> : null}
        {where ? <span className="text-muted-foreground text-xs">{where}</span> : null}
        <span className="text-muted-foreground text-xs">{node.figures === 1 ? "1 figure" : `${node.figures} figures`}</span>
        {canEdit ? (
          <span className="ml-auto flex gap-1">
            <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate(node.archived ? "restore" : "archive")}>
              {change.isPending ? "Saving..." : node.archived ? "Restore" : "Archive"}
            </Button>
            {node.figures === 0 && node.children.length === 0 ? (
              <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate("delete")} aria-label={`Delete ${node.name}`}>
                Delete
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {node.children.length ? (
        <ul role="group" className="mt-1 grid gap-1">
          {node.children.map((child) => (
            <UnitRow key={child.id} node={child} companyId={companyId} canEdit={canEdit} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function AddUnit({ companyId, units }: { companyId: string; units: UnitDto[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [type, setType] = useState<UnitType>("plant");
  const [parent, setParent] = useState("");
  const [state, setState] = useState("");
  const [waterStressed, setWaterStressed] = useState(false);
  const [consolidatedOnly, setConsolidatedOnly] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      api<UnitDto>(`/companies/${companyId}/units`, {
        method: "POST",
        body: { name, type, parent_id: parent || null, state: state || null, water_stressed: waterStressed, in_standalone: !consolidatedOnly },
      }),
    onSuccess: (unit) => {
      toast.success(`${unit.name} added`);
      setName("");
      setState("");
      setWaterStressed(false);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const addOnce = useSingleFlight(add);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Add a unit</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) addOnce();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="unit-name">Name</Label>
            <Input id="unit-name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="unit-type">Type</Label>
            <NativeSelect id="unit-type" className="w-full" value={type} onChange={(e) => setType(e.target.value as UnitType)}>
              {UNIT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {UNIT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="unit-parent">Under</Label>
            <NativeSelect id="unit-parent" className="w-full" value={parent} onChange={(e) => setParent(e.target.value)}>
              <option value="">The company</option>
              {units
                .filter((u) => !u.archived)
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="unit-state">State</Label>
            <Input id="unit-state" value={state} onChange={(e) => setState(e.target.value)} maxLength={80} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox checked={waterStressed} onChange={(e) => setWaterStressed(e.target.checked)} /> In a water-stressed area
          </label>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox checked={consolidatedOnly} onChange={(e) => setConsolidatedOnly(e.target.checked)} /> Consolidated boundary only (not standalone)
          </label>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending || !name.trim()} data-testid="add-unit">
              {add.isPending ? "Adding..." : "Add unit"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function PasteUnits({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const parsed = useMemo(() => parsePastedUnits(text), [text]);
  const add = useMutation({
    mutationFn: () =>
      api<{ units: UnitDto[] }>(`/companies/${companyId}/units`, {
        method: "POST",
        body: {
          units: parsed.units.map((u) => ({ name: u.name, type: u.type, state: u.state ?? null, district: u.district ?? null, parent_name: u.parent ?? null })),
        },
      }),
    onSuccess: ({ units }) => {
      toast.success(units.length === 1 ? "1 unit added" : `${units.length} units added`);
      setText("");
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const addOnce = useSingleFlight(add);
  const n = parsed.units.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Paste a list</h2>
        </CardTitle>
        <CardDescription>One unit a line, copied from a spreadsheet or typed: name, type, state, district, parent (the last three optional).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="unit-paste" className="sr-only">
          Units to add
        </Label>
        <Textarea
          id="unit-paste"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={"Vizag Works, plant, Andhra Pradesh\nPune Office, office, Maharashtra, Pune"}
          data-testid="unit-paste"
        />
        {parsed.errors.length ? (
          <ul className="text-destructive text-sm" data-testid="unit-paste-errors">
            {parsed.errors.map((e) => (
              <li key={e.line}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button disabled={add.isPending || n === 0 || parsed.errors.length > 0} onClick={() => addOnce()} data-testid="add-pasted-units">
            {add.isPending ? "Adding..." : n === 0 ? "Add units" : n === 1 ? "Add 1 unit" : `Add ${n} units`}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The Excel template: download it (the units already there listed), fill one row per unit, upload it back (all or none). */
function UnitsWorkbook({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const download = useMutation({
    mutationFn: () => apiBlob(`/companies/${companyId}/units/template.xlsx`),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = "Units_Template.xlsx";
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onError: (e) => failureToast(e, "Failed to load data"),
  });
  const upload = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.append("file", f, f.name);
      return api<{ units: UnitDto[] }>(`/companies/${companyId}/units/import`, { method: "POST", body: form, raw: true });
    },
    onSuccess: ({ units }) => {
      toast.success(units.length === 1 ? "1 unit added" : `${units.length} units added`);
      setFile(null);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const uploadOnce = useSingleFlight(upload);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Excel template</h2>
        </CardTitle>
        <CardDescription>
          Download the template, fill one row per unit (type and yes/no from the drop-downs), and upload it. All rows are added, or none.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button type="button" variant="outline" className="w-fit" onClick={() => download.mutate()} disabled={download.isPending} data-testid="units-template">
          {download.isPending ? "Preparing..." : "Download template"}
        </Button>
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) uploadOnce(file);
          }}
        >
          <Label htmlFor="units-file" className="sr-only">
            Filled units template
          </Label>
          <Input
            id="units-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="w-72 max-w-full"
            data-testid="units-file"
          />
          <Button type="submit" disabled={!file || upload.isPending} data-testid="units-upload">
            {upload.isPending ? "Uploading..." : "Upload units"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
