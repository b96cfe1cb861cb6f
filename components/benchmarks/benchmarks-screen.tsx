"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { LoadingState } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Benchmarks, PeerLibraryShares, PeerRecord } from "@/lib/benchmarks/service";
import type { KpiBenchmark } from "@/lib/benchmarks/kpis";
import { benchmarksCsv } from "@/lib/benchmarks/csv";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, peersKey as PEERS_KEY } from "@/lib/client/query-keys";
import { useSingleFlight } from "@/lib/client/single-flight";
import { toast } from "@/lib/client/toast";
import type { CompanyDto } from "@/lib/companies/types";
import { formatCount, formatSignificant } from "@/lib/format";
import { financialYearChoices } from "@/lib/periods/fiscal-year";

export function BenchmarksScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Peer Benchmarks" description="BRSR Core intensities and shares beside your peer library's filings.">
      {(company) => <BenchmarksBody company={company} />}
    </CompanyPage>
  );
}

const show = (v: number | null) => (v === null ? "—" : formatSignificant(v, 3));

function BenchmarksBody({ company }: { company: CompanyDto }) {
  const years = useMemo(() => financialYearChoices(new Date(), company.fy_start_month ?? 4), [company.fy_start_month]);
  const [fy, setFy] = useState<string | null>(null);
  const [nic, setNic] = useState<string | null>(null);
  const peers = useQuery({ queryKey: PEERS_KEY, queryFn: () => api<PeerRecord[]>("/peers"), meta: { errorMessage: "Failed to load data" } });
  const data = useQuery({
    queryKey: companyKeys(company.id).benchmarks(fy, nic),
    queryFn: () => api<Benchmarks>(`/companies/${company.id}/benchmarks`, { query: { fy: fy ?? undefined, nic: nic ?? undefined } }),
    meta: { errorMessage: "Failed to load data" },
  });
  const divisions = useMemo(() => [...new Set((peers.data ?? []).map((p) => p.nic_code?.slice(0, 2)).filter((d): d is string => !!d))].sort(), [peers.data]);

  function exportCsv() {
    if (!data.data) return;
    const blob = new Blob([benchmarksCsv(data.data.fy, data.data.kpis)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `benchmarks_${data.data.fy.replace(/\s+/g, "")}${nic ? `_NIC${nic}` : ""}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="bench-fy">Financial year</Label>
          <NativeSelect id="bench-fy" value={fy ?? ""} onChange={(e) => setFy(e.target.value || null)}>
            <option value="">Latest reported</option>
            {years.map((y) => (
              <option key={y.id} value={y.id}>
                {y.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="bench-nic">NIC division</Label>
          <NativeSelect id="bench-nic" value={nic ?? ""} onChange={(e) => setNic(e.target.value || null)}>
            <option value="">All peers</option>
            {divisions.map((d) => (
              <option key={d} value={d}>
                NIC {d}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={!data.data}>
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </Button>
      </div>

      {data.isPending ? (
        <LoadingState label="Loading benchmarks..." />
      ) : data.isError ? (
        <p className="text-muted-foreground text-sm">The benchmarks could not be loaded.</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            {data.data.fy}: {formatCount(data.data.peers_total)} {data.data.peers_total === 1 ? "peer" : "peers"}{" "}
            {(data.data.libraries ?? []).some((l) => !l.own) ? "in your library and those shared with this company" : "in your library"}
            {nic ? ` in NIC ${nic}` : ""}.{" "}
            {data.data.synthetic ? (
              <strong className="text-foreground">These demo peers are synthetic steel companies, invented for the demo: not real filings.</strong>
            ) : null}
          </p>
          {data.data.peers_total === 0 ? (
            <Card>
              <CardContent className="text-muted-foreground py-6 text-sm">
                No peer filings for this year yet. Add a peer&apos;s BRSR (XBRL or PDF) below.
              </CardContent>
            </Card>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            {data.data.kpis.map((k) => (
              <KpiStrip key={k.id} kpi={k} />
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>All KPIs</CardTitle>
              <CardDescription>Peers without a figure are left out and counted; outliers are beyond 10× the median.</CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>KPI</TableHead>
                    <TableHead className="text-right">{company.name}</TableHead>
                    <TableHead className="text-right">Median</TableHead>
                    <TableHead className="text-right">Quartiles</TableHead>
                    <TableHead className="text-right">Min – max</TableHead>
                    <TableHead className="text-right">Peers</TableHead>
                    <TableHead className="text-right">Rank</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.data.kpis.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell>
                        {k.label}
                        <span className="text-muted-foreground block text-xs">{k.unit}</span>
                      </TableCell>
                      <TableCell className="text-right">{show(k.company)}</TableCell>
                      <TableCell className="text-right">{show(k.median)}</TableCell>
                      <TableCell className="text-right">{k.q1 === null ? "—" : `${show(k.q1)} – ${show(k.q3)}`}</TableCell>
                      <TableCell className="text-right">{k.min === null ? "—" : `${show(k.min)} – ${show(k.max)}`}</TableCell>
                      <TableCell className="text-right">
                        {formatCount(k.peers)}
                        {k.missing ? <span className="text-muted-foreground block text-xs">{formatCount(k.missing)} without</span> : null}
                      </TableCell>
                      <TableCell className="text-right">{k.rank === null ? "—" : `${k.rank} of ${k.of}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      )}
      <PeerLibrary peers={peers.data} loading={peers.isPending} companyId={company.id} />
      <LibrarySharing company={company} />
    </div>
  );
}

/** A strip with the peers' box (quartiles), whiskers (min–max), their dots and the company marked. */
function KpiStrip({ kpi }: { kpi: KpiBenchmark }) {
  const values = [...kpi.points.filter((p) => !p.outlier).map((p) => p.value), ...(kpi.company === null ? [] : [kpi.company])];
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const span = hi - lo || Math.abs(hi) || 1;
  const x = (v: number) => 8 + (Math.min(Math.max(v, lo - span * 0.05), hi + span * 0.05) - (lo - span * 0.05)) * (284 / (span * 1.1));
  const outliers = kpi.points.filter((p) => p.outlier);
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-sm">{kpi.label}</CardTitle>
        <CardDescription className="text-xs">
          {kpi.unit} · {kpi.better === "lower" ? "lower is better" : "higher is better"}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        {kpi.peers === 0 ? (
          <p className="text-muted-foreground text-xs">No peer has this figure{kpi.missing ? ` (${formatCount(kpi.missing)} without it)` : ""}.</p>
        ) : (
          <svg
            viewBox="0 0 300 44"
            className="h-11 w-full"
            role="img"
            aria-label={`${kpi.label}: company ${show(kpi.company)}, peer median ${show(kpi.median)}`}
          >
            <line x1={x(kpi.min!)} x2={x(Math.min(kpi.max!, hi))} y1={20} y2={20} className="stroke-muted-foreground" strokeWidth={1} />
            <rect x={x(kpi.q1!)} y={12} width={Math.max(x(kpi.q3!) - x(kpi.q1!), 1)} height={16} className="fill-sky-100 stroke-sky-500" />
            <line x1={x(kpi.median!)} x2={x(kpi.median!)} y1={12} y2={28} className="stroke-sky-700" strokeWidth={2} />
            {kpi.points
              .filter((p) => !p.outlier)
              .map((p) => (
                <circle key={p.id} cx={x(p.value)} cy={36} r={2.5} className="fill-muted-foreground">
                  <title>{`${p.name}: ${show(p.value)}`}</title>
                </circle>
              ))}
            {kpi.company !== null ? (
              <path d={`M ${x(kpi.company)} 3 l 5 7 l -5 7 l -5 -7 z`} className="fill-rose-600">
                <title>{`Your company: ${show(kpi.company)}`}</title>
              </path>
            ) : null}
          </svg>
        )}
        <p className="text-muted-foreground text-xs">
          You: <span className="text-foreground font-medium">{show(kpi.company)}</span> · median {show(kpi.median)}
          {kpi.rank !== null ? ` · rank ${kpi.rank} of ${kpi.of}` : ""}
          {kpi.missing ? ` · ${formatCount(kpi.missing)} without` : ""}
        </p>
        {outliers.length ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {outliers.map((p) => (
              <Badge key={p.id} variant="outline" className="h-auto max-w-full shrink border-amber-500 text-left whitespace-normal text-amber-700">
                Outlier: {p.name} ({show(p.value)} {kpi.unit}) — check its scale
              </Badge>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PeerLibrary({ peers, loading, companyId }: { peers: PeerRecord[] | undefined; loading: boolean; companyId: string }) {
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [nic, setNic] = useState("");
  const add = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      if (name.trim()) form.append("name", name.trim());
      if (nic.trim()) form.append("nic", nic.trim());
      return api<PeerRecord>("/peers", { method: "POST", body: form, raw: true });
    },
    onSuccess: (peer) => {
      toast.success(`${peer.name} added to your peer library (${peer.fy})`);
      setName("");
      setNic("");
      if (fileRef.current) fileRef.current.value = "";
      void queryClient.invalidateQueries({ queryKey: PEERS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...companyKeys(companyId).benchmarks(null, null).slice(0, 3)] });
    },
    onError: (error) => failureToast(error, "Failed to add the peer"),
  });
  const addOnce = useSingleFlight(add);
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/peers/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success("Peer removed");
      void queryClient.invalidateQueries({ queryKey: PEERS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...companyKeys(companyId).benchmarks(null, null).slice(0, 3)] });
    },
    onError: (error) => failureToast(error, "Failed to remove the peer"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your peer library</CardTitle>
        <CardDescription>Peers&apos; filed BRSRs, kept as figures for benchmarks. Only you see them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const file = fileRef.current?.files?.[0];
            if (file) addOnce(file);
            else toast.error("Choose a peer's XBRL instance (.xml) or BRSR PDF");
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="peer-file">XBRL or PDF</Label>
            <Input id="peer-file" ref={fileRef} type="file" accept=".xml,.pdf,application/xml,text/xml,application/pdf" className="max-w-64" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="peer-name">Name (optional)</Label>
            <Input id="peer-name" value={name} onChange={(e) => setName(e.target.value)} className="max-w-56" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="peer-nic">NIC code</Label>
            <Input id="peer-nic" value={nic} onChange={(e) => setNic(e.target.value)} inputMode="numeric" placeholder="24103" className="w-24" />
          </div>
          <Button type="submit" disabled={add.isPending}>
            <Upload className="size-4" aria-hidden="true" /> {add.isPending ? "Adding..." : "Add peer"}
          </Button>
        </form>
        {loading ? (
          <LoadingState label="Loading peers..." />
        ) : !peers?.length ? (
          <p className="text-muted-foreground text-sm">No peers yet.</p>
        ) : (
          <ul className="divide-y text-sm">
            {peers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {p.name} <span className="text-muted-foreground">· {p.fy}</span>
                  {p.nic_code ? <span className="text-muted-foreground"> · NIC {p.nic_code}</span> : null}
                  {p.synthetic ? (
                    <Badge variant="outline" className="ml-2">
                      synthetic
                    </Badge>
                  ) : null}
                </span>
                <Button variant="ghost" size="sm" disabled={remove.isPending && remove.variables === p.id} onClick={() => remove.mutate(p.id)}>
                  {remove.isPending && remove.variables === p.id ? "Removing..." : "Remove"}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Sharing the caller's own library with this company: its members then see those peers in its benchmarks. */
function LibrarySharing({ company }: { company: CompanyDto }) {
  const queryClient = useQueryClient();
  const key = companyKeys(company.id).peerLibrary();
  const shares = useQuery({
    queryKey: key,
    queryFn: () => api<PeerLibraryShares>(`/companies/${company.id}/peer-library`),
    meta: { errorMessage: "Failed to load data" },
  });
  const toggle = useMutation({
    mutationFn: (share: boolean) => api<PeerLibraryShares>(`/companies/${company.id}/peer-library`, { method: share ? "PUT" : "DELETE" }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      toast.success(answer.shared_by_me ? `Your peer library is shared with ${company.name}` : `Your peer library is no longer shared with ${company.name}`);
      void queryClient.invalidateQueries({ queryKey: [...companyKeys(company.id).benchmarks(null, null).slice(0, 3)] });
    },
    onError: (error) => failureToast(error, "Failed to save data"),
  });
  const others = shares.data?.shared ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sharing with {company.name}</CardTitle>
        <CardDescription>
          A library shared with this company is seen by its members in these benchmarks (not in their own library), while you remain a member.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {shares.isPending ? (
          <LoadingState label="Loading sharing..." />
        ) : shares.isError ? (
          <p className="text-muted-foreground">Sharing could not be loaded.</p>
        ) : (
          <>
            {others.length ? (
              <ul className="list-disc pl-5">
                {others.map((s) => (
                  <li key={s.owner_id}>
                    {s.owner_name}&apos;s library: {formatCount(s.peers)} {s.peers === 1 ? "peer" : "peers"}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">No library is shared with this company.</p>
            )}
            <Button variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate(!shares.data.shared_by_me)}>
              {toggle.isPending ? "Saving..." : shares.data.shared_by_me ? "Stop sharing my library" : "Share my library with this company"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
