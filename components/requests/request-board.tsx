"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { OWNERS, REVIEWERS, roleAllows } from "@/lib/auth/access-table";
import { QUESTIONNAIRE_TABS } from "@/lib/brsr/tabs";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import { useSingleFlight } from "@/lib/client/single-flight";
import { refreshIfStale } from "@/lib/client/stale-answer";
import { toast } from "@/lib/client/toast";
import type { CompanyDto } from "@/lib/companies/types";
import { formatLongDate, indianDay } from "@/lib/format";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { RequestDto } from "@/lib/requests/types";
import type { UnitDto } from "@/lib/units/types";
import { ReminderSettingsCard } from "./reminder-settings-card";
import { RequestStateBadge } from "./state-badge";

const SECTIONS = QUESTIONNAIRE_TABS.filter((t) => t !== "C");

/** /requests/board/{companyId}: every request of a year by unit and section, overdue first, and a form to ask units for a section. */
export function RequestBoard({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Data requests" description="Who owes which figures, by unit and section.">
      {(company) => <Board company={company} />}
    </CompanyPage>
  );
}

export function Board({ company }: { company: CompanyDto }) {
  // The year every screen opens on: the latest with data, else the last ended (decisions D19).
  const years = useMemo(
    () => yearChoicesWith(company.default_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4)),
    [company.fy_start_month, company.default_fy],
  );
  const [fy, setFy] = useState(company.default_fy?.id ?? years[1]?.id ?? years[0].id);
  const requests = useQuery({
    queryKey: companyKeys(company.id).requests(fy),
    queryFn: () => api<RequestDto[]>(`/companies/${company.id}/requests?fy=${encodeURIComponent(fy)}`),
    meta: { errorMessage: "Failed to load data" },
  });
  const overdue = requests.data?.filter((r) => r.state === "overdue").length ?? 0;
  const sectionsOf = (r: RequestDto) => (r.sections.length ? r.sections : ["Cells"]);
  const columns = [...new Set((requests.data ?? []).flatMap(sectionsOf))];
  const units = [...new Map((requests.data ?? []).map((r) => [r.unit.id, r.unit])).values()];
  const requestOf = (unitId: string, section: string) => requests.data?.find((x) => x.unit.id === unitId && sectionsOf(x).includes(section));
  const runsData = Boolean(company.role && roleAllows(REVIEWERS, company.role));
  return (
    <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="board-fy">Financial year</Label>
        <NativeSelect id="board-fy" value={fy} onChange={(e) => setFy(e.target.value)}>
          {years.map((y) => (
            <option key={y.id} value={y.id}>
              {y.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Requests</h2>
          </CardTitle>
          <CardDescription data-testid="overdue-count">
            {requests.data ? `${requests.data.length === 1 ? "1 request" : `${requests.data.length} requests`}, ${overdue} overdue` : "Loading..."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {requests.isPending ? (
            <p className="text-muted-foreground text-sm">Loading...</p>
          ) : requests.isError ? (
            <p className="text-destructive text-sm">Failed to load data</p>
          ) : requests.data.length === 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="no-requests">
              No requests for FY {fy} yet.
            </p>
          ) : (
            <>
              {/* On a phone, one card per unit with its sections stacked: the unit × section table would scroll inside the card. */}
              <ul className="grid gap-3 md:hidden" aria-label="Requests by unit" data-testid="request-matrix-cards">
                {units.map((u) => (
                  <li key={u.id} className="rounded-md border p-3 text-sm" data-testid="request-unit-card">
                    <h3 className="font-medium break-words">{u.name}</h3>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
                      {columns.flatMap((c) => {
                        const r = requestOf(u.id, c);
                        return r
                          ? [
                              <dt key={`${c}-dt`} className="text-muted-foreground">
                                {c}
                              </dt>,
                              <dd key={`${c}-dd`} className="min-w-0">
                                <Link href={`/requests/${r.id}`} className="inline-flex flex-wrap items-center gap-1">
                                  <RequestStateBadge state={r.state} /> {r.percent_complete}%
                                </Link>
                              </dd>,
                            ]
                          : [];
                      })}
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-sm" data-testid="request-matrix">
                  <thead>
                    <tr>
                      <th className="p-2 text-left font-medium">Unit</th>
                      {columns.map((c) => (
                        <th key={c} className="p-2 text-left font-medium">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {units.map((u) => (
                      <tr key={u.id} className="border-t">
                        <td className="p-2">{u.name}</td>
                        {columns.map((c) => {
                          const r = requestOf(u.id, c);
                          return (
                            <td key={c} className="p-2">
                              {r ? (
                                <Link href={`/requests/${r.id}`} className="inline-flex items-center gap-1">
                                  <RequestStateBadge state={r.state} /> {r.percent_complete}%
                                </Link>
                              ) : (
                                <span className="text-muted-foreground">—</span>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="grid gap-2" data-testid="request-list">
                {requests.data.map((r) => (
                  <li key={r.id} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="request-item">
                    <Link href={`/requests/${r.id}`} className="flex flex-wrap items-center gap-2 hover:underline">
                      <span className="font-medium">{r.unit.name}</span>
                      <RequestStateBadge state={r.state} />
                      <span className="text-muted-foreground">
                        {sectionsOf(r).join(", ")} · {r.assignee_email} · due {formatLongDate(r.due_date)} · {r.percent_complete}%
                      </span>
                    </Link>
                    {runsData && r.state !== "approved" ? <RequestActions companyId={company.id} request={r} /> : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      {runsData ? <NewRequest company={company} fy={fy} /> : null}
      <ReminderSettingsCard companyId={company.id} canEdit={Boolean(company.role && roleAllows(OWNERS, company.role))} />
    </div>
  );
}

/** Reassign a request (another e-mail, a new due date) or withdraw it: owners and reviewers. */
function RequestActions({ companyId, request }: { companyId: string; request: RequestDto }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [email, setEmail] = useState(request.assignee_email);
  const [due, setDue] = useState(request.due_date);
  const [link, setLink] = useState<string | null>(null);
  const reassign = useMutation({
    mutationFn: () =>
      api<{ request: RequestDto; invitation_link: string | null }>(`/requests/${request.id}`, {
        method: "PATCH",
        body: { ...(email.trim().toLowerCase() !== request.assignee_email ? { assignee_email: email } : {}), due_date: due },
      }),
    onSuccess: (res) => {
      toast.success(res.request.assignee_email !== request.assignee_email ? `Reassigned to ${res.request.assignee_email}` : "Request updated");
      setLink(res.invitation_link);
      setEditing(false);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => {
      failureToast(e, "Failed to save data");
      refreshIfStale(queryClient, companyId, e);
    },
  });
  const remove = useMutation({
    mutationFn: () => api<null>(`/requests/${request.id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success("Request deleted");
      setConfirming(false);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (e) => {
      failureToast(e, "Failed to delete data");
      setConfirming(false);
      refreshIfStale(queryClient, companyId, e);
    },
  });
  const reassignOnce = useSingleFlight(reassign);
  return (
    <div className="grid gap-2">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            reassignOnce();
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`reassign-email-${request.id}`}>Assignee&apos;s e-mail</Label>
            <Input
              id={`reassign-email-${request.id}`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              className="w-64 max-w-full"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`reassign-due-${request.id}`}>Due date</Label>
            <Input id={`reassign-due-${request.id}`} type="date" value={due} onChange={(e) => setDue(e.target.value)} required className="w-fit" />
          </div>
          <Button type="submit" size="sm" disabled={reassign.isPending} data-testid="save-reassign">
            {reassign.isPending ? "Saving..." : "Save"}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={reassign.isPending}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="reassign-request">
            Reassign
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)} data-testid="delete-request">
            Delete
          </Button>
        </div>
      )}
      {link ? (
        <p className="break-all" data-testid="reassign-invitation-link">
          Invitation link (also e-mailed): {link}
        </p>
      ) : null}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => setConfirming(open)}
        testId="confirm-delete-request"
        title={`Delete the request to ${request.unit.name}?`}
        description={`${request.assignee_email} loses access to its cells at once. Figures already entered stay with the unit.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        busyLabel="Deleting..."
        stayOpenOnConfirm
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

function NewRequest({ company, fy }: { company: CompanyDto; fy: string }) {
  const queryClient = useQueryClient();
  const units = useQuery({
    queryKey: companyKeys(company.id).units(),
    queryFn: () => api<UnitDto[]>(`/companies/${company.id}/units`),
    meta: { errorMessage: "Failed to load data" },
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [section, setSection] = useState<string>("P6");
  const [email, setEmail] = useState("");
  const [due, setDue] = useState(() => indianDay(new Date(Date.now() + 14 * 86_400_000)));
  const [message, setMessage] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api<{ requests: RequestDto[]; invitation_link: string | null }>(`/companies/${company.id}/requests`, {
        method: "POST",
        body: { fy, unit_ids: picked, sections: [section], assignee_email: email, due_date: due, message: message || undefined },
      }),
    onSuccess: (res) => {
      toast.success(res.requests.length === 1 ? "Request sent" : `${res.requests.length} requests sent`);
      setLink(res.invitation_link);
      setPicked([]);
      void refreshCompanyData(queryClient, company.id);
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const createOnce = useSingleFlight(create);
  const active = (units.data ?? []).filter((u) => !u.archived);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Ask for figures</h2>
        </CardTitle>
        <CardDescription>One request per unit chosen. Someone not yet in the company is invited as a contributor and sees only these cells.</CardDescription>
      </CardHeader>
      <CardContent>
        {units.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : active.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Add the company&apos;s units first on <Link href={`/units/${company.id}`}>Reporting units</Link>.
          </p>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              createOnce();
            }}
          >
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm font-medium">Units</legend>
              {active.map((u) => (
                <label key={u.id} className="flex items-center gap-2 text-sm">
                  <NativeCheckbox
                    checked={picked.includes(u.id)}
                    onChange={(e) => setPicked((p) => (e.target.checked ? [...p, u.id] : p.filter((x) => x !== u.id)))}
                  />
                  {u.name}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="request-section">Section</Label>
              <NativeSelect id="request-section" value={section} onChange={(e) => setSection(e.target.value)}>
                {SECTIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="request-email">Assignee&apos;s e-mail</Label>
              <Input id="request-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="request-due">Due date</Label>
              <Input id="request-due" type="date" value={due} min={indianDay(new Date())} onChange={(e) => setDue(e.target.value)} required className="w-fit" />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="request-message">Message (optional)</Label>
              <Textarea id="request-message" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
            </div>
            <Button type="submit" className="w-fit" disabled={create.isPending || picked.length === 0 || !email} data-testid="send-request">
              {create.isPending ? "Sending..." : picked.length > 1 ? `Send ${picked.length} requests` : "Send request"}
            </Button>
            {link ? (
              <p className="text-sm break-all" data-testid="invitation-link">
                Invitation link (also e-mailed): {link}
              </p>
            ) : null}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
