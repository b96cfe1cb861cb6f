"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys } from "@/lib/client/query-keys";
import { toast } from "@/lib/client/toast";
import type { ReminderSettingsDto } from "@/lib/requests/types";

/** Reads '7, 1' as [7, 1]; anything that is not a list of whole days is null. */
export function readDays(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => b - a);
}

/** The board's card of the company's reminder settings: owners change them, everyone else reads them. */
export function ReminderSettingsCard({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const key = companyKeys(companyId).reminderSettings();
  const settings = useQuery({
    queryKey: key,
    queryFn: () => api<ReminderSettingsDto>(`/companies/${companyId}/reminder-settings`),
    meta: { errorMessage: "Failed to load data" },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Reminders</h2>
        </CardTitle>
        <CardDescription>E-mails to assignees before the due date and when overdue, and a weekly digest of open requests to owners.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : settings.isError ? (
          <p className="text-destructive text-sm">Failed to load data</p>
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} companyId={companyId} initial={settings.data} canEdit={canEdit} queryKey={key} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({
  companyId,
  initial,
  canEdit,
  queryKey,
}: {
  companyId: string;
  initial: ReminderSettingsDto;
  canEdit: boolean;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [before, setBefore] = useState(initial.days_before.length > 0);
  const [days, setDays] = useState(initial.days_before.join(", ") || "7, 1");
  const [overdue, setOverdue] = useState(initial.overdue);
  const [every, setEvery] = useState(String(initial.overdue_every_days));
  const [digest, setDigest] = useState(initial.digest);
  const parsed = readDays(days);
  const daysError = before && (parsed === null || parsed.length === 0) ? "Enter whole days, e.g. 7, 1" : null;
  const save = useMutation({
    mutationFn: () =>
      api<ReminderSettingsDto>(`/companies/${companyId}/reminder-settings`, {
        method: "PUT",
        body: { days_before: before ? (parsed ?? []) : [], overdue, overdue_every_days: Number(every), digest },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast.success("Reminder settings saved");
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  return (
    <form
      className="grid gap-3"
      data-testid="reminder-settings"
      onSubmit={(e) => {
        e.preventDefault();
        if (!daysError) save.mutate();
      }}
    >
      <fieldset className="grid gap-3" disabled={!canEdit || save.isPending}>
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={before} onChange={(e) => setBefore(e.target.checked)} data-testid="reminder-before" />
          Remind before the due date
        </label>
        {before ? (
          <div className="grid gap-1.5 pl-6">
            <Label htmlFor="reminder-days">Days before (comma separated)</Label>
            <Input
              id="reminder-days"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              className="w-40"
              inputMode="numeric"
              aria-invalid={daysError ? true : undefined}
              aria-describedby={daysError ? "reminder-days-error" : undefined}
            />
            {daysError ? (
              <p id="reminder-days-error" className="text-destructive text-sm">
                {daysError}
              </p>
            ) : null}
          </div>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={overdue} onChange={(e) => setOverdue(e.target.checked)} data-testid="reminder-overdue" />
          Remind when overdue
        </label>
        {overdue ? (
          <div className="flex flex-wrap items-center gap-2 pl-6">
            <Label htmlFor="reminder-every">Then every</Label>
            <Input id="reminder-every" type="number" min={1} max={30} value={every} onChange={(e) => setEvery(e.target.value)} className="w-20" />
            <span className="text-sm">days</span>
          </div>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={digest} onChange={(e) => setDigest(e.target.checked)} data-testid="reminder-digest" />
          Weekly digest to owners
        </label>
      </fieldset>
      {canEdit ? (
        <Button type="submit" className="w-fit" disabled={save.isPending || Boolean(daysError)} data-testid="save-reminders">
          {save.isPending ? "Saving..." : "Save reminders"}
        </Button>
      ) : (
        <p className="text-muted-foreground text-sm">Only the company&apos;s owners change these.</p>
      )}
    </form>
  );
}
