"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
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
import { toast } from "@/lib/client/toast";
import type { CompanyDto } from "@/lib/companies/types";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { indianDay } from "@/lib/format/dates";
import { formatCount, formatPercent, formatRupees } from "@/lib/format/numbers";
import { financialYearChoices, yearChoicesWith } from "@/lib/periods/fiscal-year";
import { STATE_LABELS } from "@/lib/requests/rules";
import { COVERAGE_PCT, SIDE_LABELS, SIDES, THRESHOLD_PCT, type Side } from "@/lib/value-chain/rules";
import type { ValueChainDto, ValueChainPartnerDto, ValueChainSideDto } from "@/lib/value-chain/types";
import { DisclosureSides } from "./disclosure-sides";

const valueChainKey = (companyId: string, fy: string) => companyKeys(companyId).valueChain(fy);

/** /value-chain/{companyId}: partners, the year's scoping (2 %, 75 %), requests to the chosen partners and the value-chain disclosure. */
export function ValueChainScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage
      companyId={companyId}
      title="Value chain"
      description="Partners at 2 % or more of purchases or sales, their BRSR Core figures by request, and SEBI's value-chain disclosure."
    >
      {(company) => <ValueChainPanels company={company} />}
    </CompanyPage>
  );
}

const rupees = (n: number | null) => (n === null ? "—" : formatRupees(n, 0));
const pct = (n: number | null) => (n === null ? "—" : formatPercent(n, 2));
/** Rupees typed (grouped, in lakh or crore), null when blank or not a number. */
const rupeesOrBlank = (text: string) => (text.trim() ? parseNumericValue(text) : null);
const notRupees = (text: string) => `'${text.trim()}' is not a number of rupees`;

export function ValueChainPanels({ company }: { company: CompanyDto }) {
  const years = useMemo(
    () => yearChoicesWith(company.default_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4)),
    [company.fy_start_month, company.default_fy],
  );
  const [fy, setFy] = useState(company.default_fy?.id ?? years[1]?.id ?? years[0].id);
  const canEdit = figureEditing(company.role).canEdit;
  const canAsk = company.role === "owner" || company.role === "reviewer";
  const data = useQuery({
    queryKey: valueChainKey(company.id, fy),
    queryFn: () => api<ValueChainDto>(`/companies/${company.id}/value-chain?fy=${encodeURIComponent(fy)}`),
    meta: { errorMessage: "Failed to load data" },
  });
  return (
    <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="vc-year">Financial year</Label>
        <NativeSelect id="vc-year" value={fy} onChange={(e) => setFy(e.target.value)}>
          {years.map((y) => (
            <option key={y.id} value={y.id}>
              {y.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {data.isPending ? (
        <p className="text-muted-foreground text-sm" data-testid="value-chain-loading">
          Loading...
        </p>
      ) : data.isError ? (
        <p className="text-destructive text-sm">Failed to load data</p>
      ) : (
        <>
          <Totals
            key={`${fy}-${data.data.totals.purchases}-${data.data.totals.sales}-${data.data.include_in_report}`}
            companyId={company.id}
            view={data.data}
            canEdit={canEdit}
          />
          {SIDES.map((side) => (
            <Scoping key={side} companyId={company.id} side={side} view={data.data} canEdit={canEdit} />
          ))}
          {canAsk ? <AskPartners companyId={company.id} view={data.data} /> : null}
          <Disclosure companyId={company.id} view={data.data} canEdit={canEdit} />
        </>
      )}
      {canEdit ? (
        <>
          <AddPartner companyId={company.id} fy={fy} />
          <PasteLedger companyId={company.id} fy={fy} />
          <LedgerWorkbook companyId={company.id} fy={fy} />
        </>
      ) : null}
    </div>
  );
}

function Totals({ companyId, view, canEdit }: { companyId: string; view: ValueChainDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [purchases, setPurchases] = useState(view.totals.purchases === null ? "" : String(view.totals.purchases));
  const [sales, setSales] = useState(view.totals.sales === null ? "" : String(view.totals.sales));
  const [include, setInclude] = useState(view.include_in_report);
  const save = useMutation({
    mutationFn: (totals: { purchases: number | null; sales: number | null }) =>
      api<ValueChainDto>(`/companies/${companyId}/value-chain`, {
        method: "PUT",
        body: { fy: view.fy, total_purchases: totals.purchases, total_sales: totals.sales, include_in_report: include },
      }),
    onSuccess: () => {
      toast.success("Totals saved");
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const saveOnce = useSingleFlight(save);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Totals of FY {view.fy}</h2>
        </CardTitle>
        <CardDescription>
          Total purchases (P1 E8&apos;s cost of goods / services procured) and total sales (Section A Q24&apos;s turnover): the shares are of these.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            // A total that is not a number is said, not sent: sent, it would read as none and clear the saved total.
            const totals = { purchases: rupeesOrBlank(purchases), sales: rupeesOrBlank(sales) };
            const bad = [purchases, sales].find((text, i) => text.trim() && [totals.purchases, totals.sales][i] === null);
            if (bad !== undefined) return toast.error("Failed to save data", { description: notRupees(bad) });
            saveOnce(totals);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="vc-purchases">Total purchases (₹)</Label>
            <Input id="vc-purchases" inputMode="decimal" value={purchases} onChange={(e) => setPurchases(e.target.value)} disabled={!canEdit} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="vc-sales">Total sales (₹)</Label>
            <Input id="vc-sales" inputMode="decimal" value={sales} onChange={(e) => setSales(e.target.value)} disabled={!canEdit} />
          </div>
          {canEdit ? (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save totals"}
            </Button>
          ) : null}
          <label className="flex items-center gap-2 text-sm sm:col-span-3">
            <NativeCheckbox checked={include} disabled={!canEdit} onChange={(e) => setInclude(e.target.checked)} /> Print the value-chain disclosure in the
            BRSR, after BRSR Core
          </label>
        </form>
      </CardContent>
    </Card>
  );
}

function Scoping({ companyId, side, view, canEdit }: { companyId: string; side: Side; view: ValueChainDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const s: ValueChainSideDto = view.sides[side];
  const added = (id: string, on: boolean) => {
    const now = SIDES.flatMap((x) => view.sides[x].partners.filter((p) => p.added && p.id !== id).map((p) => p.id));
    return on ? [...now, id] : now;
  };
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      api<ValueChainDto>(`/companies/${companyId}/value-chain`, {
        method: "PUT",
        body: { fy: view.fy, total_purchases: view.totals.purchases, total_sales: view.totals.sales, added: added(id, on) },
      }),
    onSuccess: () => {
      toast.success("Chosen partners saved");
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  return (
    <Card data-testid={`scoping-${side}`}>
      <CardHeader>
        <CardTitle>
          <h2>{SIDE_LABELS[side]}</h2>
        </CardTitle>
        <CardDescription>
          {s.total === null
            ? `Enter the total ${side === "upstream" ? "purchases" : "sales"} to see the shares.`
            : `${s.value_chain_count} at ${THRESHOLD_PCT} % or more; ${s.chosen_count} chosen, covering ${pct(s.coverage)} of ${rupees(s.total)}${s.meets_coverage ? "" : ` (below ${COVERAGE_PCT} %)`}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {s.partners.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No {side} partners with a value in FY {view.fy}.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="text-muted-foreground border-b text-left">
                  <th className="py-2 pr-2">Partner</th>
                  <th className="py-2 pr-2 text-right">Value</th>
                  <th className="py-2 pr-2 text-right">Share</th>
                  <th className="py-2 pr-2 text-right">Cumulative</th>
                  <th className="py-2 pr-2">Chosen</th>
                  <th className="py-2">Figures</th>
                </tr>
              </thead>
              <tbody>
                {s.partners.map((p) => (
                  <tr key={p.id} className="border-b last:border-0" data-testid="partner-row" data-partner={p.name}>
                    <td className="py-2 pr-2">
                      <span className="font-medium">{p.name}</span> {p.value_chain ? <Badge variant="secondary">≥ {THRESHOLD_PCT} %</Badge> : null}
                      <PartnerEmail companyId={companyId} partner={p} canEdit={canEdit} />
                    </td>
                    <td className="py-2 pr-2 text-right tabular-nums">{rupees(p.amount)}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{pct(p.share)}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{pct(p.cumulative)}</td>
                    <td className="py-2 pr-2">
                      <label className="flex items-center gap-1">
                        <NativeCheckbox
                          aria-label={`Choose ${p.name}`}
                          checked={p.chosen}
                          disabled={!canEdit || toggle.isPending || (p.chosen && !p.added)}
                          onChange={(e) => toggle.mutate({ id: p.id, on: e.target.checked })}
                        />
                        {p.added ? <span className="text-muted-foreground text-xs">added</span> : null}
                      </label>
                    </td>
                    <td className="py-2 text-xs">
                      {p.request ? (
                        <Link className="underline" href={`/requests/${p.request.id}`}>
                          {STATE_LABELS[p.request.state]}
                        </Link>
                      ) : null}
                      {p.not_disclosed_reason ? <span className="text-muted-foreground block">Not disclosed: {p.not_disclosed_reason}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AskPartners({ companyId, view }: { companyId: string; view: ValueChainDto }) {
  const queryClient = useQueryClient();
  const [due, setDue] = useState(() => indianDay(new Date(Date.now() + 21 * 86_400_000)));
  const waiting = SIDES.flatMap((s) => view.sides[s].partners.filter((p) => p.chosen && !p.request));
  const [links, setLinks] = useState<{ partner: string; invitation_link: string | null }[]>([]);
  const ask = useMutation({
    mutationFn: () =>
      api<{ created: { partner: string; invitation_link: string | null }[]; skipped: { partner: string; reason: string }[] }>(
        `/companies/${companyId}/value-chain/requests`,
        {
          method: "POST",
          body: { fy: view.fy, due_date: due },
        },
      ),
    onSuccess: (r) => {
      setLinks(r.created.filter((c) => c.invitation_link));
      toast.success(
        `${r.created.length === 1 ? "1 partner" : `${r.created.length} partners`} asked${r.skipped.length ? `; skipped ${r.skipped.map((s) => `${s.partner} (${s.reason})`).join(", ")}` : ""}`,
      );
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to send requests"),
  });
  const askOnce = useSingleFlight(ask);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Ask the chosen partners</h2>
        </CardTitle>
        <CardDescription>
          One data request per chosen partner for its BRSR Core figures attributable to your business; its contact gets an invitation that opens only its own
          form, and reminders until the due date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            askOnce();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="vc-due">Due date</Label>
            <Input id="vc-due" type="date" value={due} onChange={(e) => setDue(e.target.value)} required />
          </div>
          <Button type="submit" disabled={ask.isPending || waiting.length === 0}>
            {ask.isPending ? "Sending..." : `Ask ${waiting.length === 1 ? "1 partner" : `${waiting.length} partners`}`}
          </Button>
        </form>
        {links.length ? (
          <div className="mt-3 grid gap-1 text-sm" data-testid="partner-invitations">
            <p className="text-muted-foreground">Invitations were e-mailed; the links, should you want to send them yourself:</p>
            {links.map((l) => (
              <p key={l.partner} className="break-all" data-testid="partner-invitation" data-partner={l.partner}>
                {l.partner}: {l.invitation_link}
              </p>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Disclosure({ companyId, view, canEdit }: { companyId: string; view: ValueChainDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const credits = SIDES.map((s) => view.disclosure[s].green_credits_top_ten).filter((v): v is number => v !== null);
  const apply = useMutation({
    mutationFn: () =>
      api<ValueChainDto>(`/companies/${companyId}/value-chain`, {
        method: "PUT",
        body: { fy: view.fy, total_purchases: view.totals.purchases, total_sales: view.totals.sales, apply_green_credits: true },
      }),
    onSuccess: (v) => {
      toast.success(`P6 L8(b) now holds ${formatCount(v.green_credits_cell ?? 0)} green credits`);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  return (
    <Card data-testid="value-chain-disclosure">
      <CardHeader>
        <CardTitle>
          <h2>Value-chain disclosure (BRSR Core)</h2>
        </CardTitle>
        <CardDescription>Each KPI over the partners that answered: sums of attributed figures; % figures weighted by value of business.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {canEdit && credits.length ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              P6 Leadership 8(b) holds {view.green_credits_cell === null ? "no figure" : formatCount(view.green_credits_cell)}; the top ten partners&apos;
              answers give {formatCount(credits.reduce((a, b) => a + b, 0))}.
            </span>
            <Button size="sm" variant="outline" disabled={apply.isPending} onClick={() => apply.mutate()}>
              {apply.isPending ? "Saving..." : "Use in P6 L8(b)"}
            </Button>
          </div>
        ) : null}
        <DisclosureSides view={view} />
      </CardContent>
    </Card>
  );
}

function AddPartner({ companyId, fy }: { companyId: string; fy: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [side, setSide] = useState<Side>("upstream");
  const [email, setEmail] = useState("");
  const [gstin, setGstin] = useState("");
  const [value, setValue] = useState("");
  const add = useMutation({
    mutationFn: (amount: number | null) => {
      return api<{ name: string }>(`/companies/${companyId}/partners`, {
        method: "POST",
        body: { name, side, email: email || null, gstin: gstin || null, amounts: amount === null ? {} : { [fy]: amount } },
      });
    },
    onSuccess: (p) => {
      toast.success(`${p.name} added`);
      setName("");
      setEmail("");
      setGstin("");
      setValue("");
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const addOnce = useSingleFlight(add);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Add a partner</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            const amount = rupeesOrBlank(value);
            if (value.trim() && amount === null) return toast.error("Failed to save data", { description: notRupees(value) });
            if (name.trim()) addOnce(amount);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="partner-name">Name</Label>
            <Input id="partner-name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="partner-side">Side</Label>
            <NativeSelect id="partner-side" className="w-full" value={side} onChange={(e) => setSide(e.target.value as Side)}>
              {SIDES.map((s) => (
                <option key={s} value={s}>
                  {SIDE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="partner-value">Value of business in FY {fy} (₹)</Label>
            <Input id="partner-value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="partner-email">Contact e-mail</Label>
            <Input id="partner-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="partner-gstin">GSTIN</Label>
            <Input id="partner-gstin" value={gstin} onChange={(e) => setGstin(e.target.value)} maxLength={15} />
          </div>
          <div className="flex items-end">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add partner"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const LEDGER_LINE = /^(.*?)\s*[,\t]\s*(upstream|downstream|purchases?|sales?|supplier|customer|vendor|buyer|distributor|dealer)\s*[,\t]\s*(.+)$/i;

/** Lines of 'partner, side, value' (commas or tabs, as copied from a ledger's spreadsheet; values may be grouped the Indian way). */
export function ledgerRows(text: string): { name: string; side: string; value: number }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(partner|name)\s*[,\t]/i.test(l))
    .map((line) => {
      const m = LEDGER_LINE.exec(line);
      if (!m) return { name: line.split(/[,\t]/)[0].trim(), side: "", value: 0 };
      return { name: m[1].trim(), side: m[2], value: parseNumericValue(m[3].trim()) ?? Number.NaN };
    });
}

function PasteLedger({ companyId, fy }: { companyId: string; fy: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [plan, setPlan] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (dryRun: boolean) =>
      api<LedgerResult>(`/companies/${companyId}/partners`, {
        method: "POST",
        body: { fy, rows: ledgerRows(text).map((r) => ({ ...r, value: Number.isFinite(r.value) ? r.value : -1 })), dry_run: dryRun },
      }),
    onSuccess: (r) => {
      const summary = ledgerSummary(r);
      if (r.dry_run) setPlan(summary);
      else {
        toast.success(`Ledger imported: ${summary}`);
        setPlan(null);
        setText("");
        void refreshCompanyData(queryClient, companyId);
      }
    },
    onError: (e) => failureToast(e, "Failed to import the ledger"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Import a ledger</h2>
        </CardTitle>
        <CardDescription>
          Paste the purchase and sales ledgers of FY {fy}: one line per entry, partner, side (purchase / sale), value in ₹. Entries are summed per partner.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="ledger-text" className="sr-only">
          Ledger lines
        </Label>
        <Textarea
          id="ledger-text"
          rows={6}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPlan(null);
          }}
          placeholder={"Odisha Ore Ltd, purchase, 42,00,00,000\nPune Auto Ltd, sale, 1,10,00,00,000"}
        />
        {plan ? (
          <p className="text-sm" data-testid="ledger-plan">
            Check: {plan}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={send.isPending || !text.trim()} onClick={() => send.mutate(true)}>
            {send.isPending && send.variables ? "Checking..." : "Check"}
          </Button>
          <Button type="button" disabled={send.isPending || !plan} onClick={() => send.mutate(false)}>
            {send.isPending && !send.variables ? "Importing..." : "Import"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

type LedgerResult = { partners: number; created: number; updated: number; rows: number; dry_run: boolean };

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const ledgerSummary = (r: LedgerResult) =>
  `${counted(r.rows, "row", "rows")} → ${counted(r.partners, "partner", "partners")} (${formatCount(r.created)} new, ${formatCount(r.updated)} updated)`;

/** The ledgers as an Excel workbook: download the template (partners already there listed), fill it, check it (the dry run), then import it. */
function LedgerWorkbook({ companyId, fy }: { companyId: string; fy: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [plan, setPlan] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => apiBlob(`/companies/${companyId}/partners/ledger/template.xlsx`),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = "Ledger_Template.xlsx";
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onError: (e) => failureToast(e, "Failed to load data"),
  });
  const send = useMutation({
    mutationFn: ({ f, dryRun }: { f: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append("file", f, f.name);
      return api<LedgerResult>(`/companies/${companyId}/partners/ledger?fy=${encodeURIComponent(fy)}&dry_run=${dryRun}`, {
        method: "POST",
        body: form,
        raw: true,
      });
    },
    onSuccess: (r) => {
      if (r.dry_run) return setPlan(ledgerSummary(r));
      toast.success(`Ledger imported: ${ledgerSummary(r)}`);
      setPlan(null);
      setFile(null);
      setInputKey((k) => k + 1);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => {
      setPlan(null);
      failureToast(e, "Failed to import the ledger");
    },
  });
  const checking = send.isPending && send.variables?.dryRun;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Import a ledger workbook</h2>
        </CardTitle>
        <CardDescription>
          Or upload the ledgers of FY {fy} as an Excel workbook: a &apos;Ledger&apos; sheet with Partner, Side (Purchase / Sale) and Value (₹), one row per
          entry. Check it first; a bad row is named by its row number and nothing is imported.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button type="button" variant="outline" className="w-fit" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? "Preparing..." : "Download template"}
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor="ledger-file">Ledger workbook (.xlsx)</Label>
          <Input
            key={inputKey}
            id="ledger-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="w-72 max-w-full"
            disabled={send.isPending}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPlan(null);
            }}
          />
        </div>
        {plan ? (
          <p className="text-sm" data-testid="ledger-file-plan">
            Check: {plan}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={send.isPending || !file} onClick={() => file && send.mutate({ f: file, dryRun: true })}>
            {checking ? "Checking..." : "Check workbook"}
          </Button>
          <Button type="button" disabled={send.isPending || !file || !plan} onClick={() => file && send.mutate({ f: file, dryRun: false })}>
            {send.isPending && !checking ? "Importing..." : "Import workbook"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A partner's contact e-mail, edited in place (PATCH …/partners/{id}); the address the requests go to. */
function PartnerEmail({ companyId, partner, canEdit }: { companyId: string; partner: ValueChainPartnerDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(partner.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string | null) => api(`/companies/${companyId}/partners/${partner.id}`, { method: "PATCH", body: { email: value } }),
    onSuccess: () => {
      toast.success(`${partner.name}: e-mail saved`);
      setEditing(false);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  if (!editing)
    return (
      <span className="text-muted-foreground block text-xs break-all">
        {partner.email ?? "No e-mail"}
        {canEdit ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-1 py-0 text-xs"
            onClick={() => {
              setEmail(partner.email ?? "");
              setError(null);
              setEditing(true);
            }}
            aria-label={`Edit e-mail of ${partner.name}`}
          >
            Edit
          </Button>
        ) : null}
      </span>
    );
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-1"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        // The handler's own schema, fetched at the first save rather than with the page (zod is not in its first load).
        const { partnerFields } = await import("@/lib/value-chain/schemas");
        const parsed = partnerFields.email.safeParse(email);
        if (!parsed.success) return setError("Please enter a valid email address");
        setError(null);
        save.mutate(parsed.data ?? null);
      }}
    >
      <Input
        type="email"
        aria-label={`E-mail of ${partner.name}`}
        className="h-8 w-56 max-w-full text-xs"
        value={email}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {error ? (
        <span className="text-destructive w-full text-xs" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
