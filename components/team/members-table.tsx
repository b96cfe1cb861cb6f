"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Trash2 } from "lucide-react";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/load-failed";
import { Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { companiesKey } from "@/components/dashboard/queries";
import { ROLE_LABELS, type CompanyRole } from "@/lib/auth/access-table";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKey } from "@/lib/client/query-keys";
import { refreshIfStale } from "@/lib/client/stale-answer";
import type { MemberDto } from "@/lib/companies/member-schemas";
import { formatDate, indianDay } from "@/lib/format";
import { RoleBadge } from "./role-badge";
import { RoleSelect } from "./role-select";
import { teamKeys, useMembers } from "./queries";

/** The members of a company; an owner changes roles, an assurer's end date, and removes members. */
export function MembersTable({ companyId, companyName, canManage }: { companyId: string; companyName: string; canManage: boolean }) {
  const { data: members, isPending, isError, refetch } = useMembers(companyId);

  if (isPending) return <LoadingState label="Loading members..." />;
  if (isError) return <LoadFailed message="Failed to load members." onRetry={() => void refetch()} className="py-8" testId="members-error" />;
  if (members.length === 0)
    return (
      <p className="text-muted-foreground py-8 text-center text-sm" data-testid="members-empty">
        No members yet.
      </p>
    );

  return (
    <Table data-testid="members-table">
      <TableHeader>
        <TableRow>
          <TableHead>Member</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Access until</TableHead>
          {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <MemberRow
            key={`${member.user_id}:${member.role}:${member.access_until}`}
            companyId={companyId}
            companyName={companyName}
            member={member}
            canManage={canManage}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function MemberRow({ companyId, companyName, member, canManage }: { companyId: string; companyName: string; member: MemberDto; canManage: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const savedDate = member.access_until ? indianDay(member.access_until) : "";
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [date, setDate] = useState(savedDate);
  const [confirming, setConfirming] = useState(false);
  // The moment the row was first shown: an assurer whose date has passed reads 'Ended …'.
  const [now] = useState(() => Date.now());
  const dirty = role !== member.role || (role === "assurer" && date !== savedDate);
  const name = member.full_name || member.email;

  const reset = () => {
    setRole(member.role);
    setDate(savedDate);
  };

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: teamKeys(companyId).members() });
    // The caller's own role may have changed: the company header and the portfolio show it.
    if (member.is_you) {
      await queryClient.invalidateQueries({ queryKey: companyKey(companyId) });
      await queryClient.invalidateQueries({ queryKey: companiesKey });
    }
  };

  const save = useMutation({
    mutationFn: () =>
      api<MemberDto>(`/companies/${companyId}/members/${member.user_id}`, {
        method: "PATCH",
        body: role === "assurer" ? { role, access_until: date || null } : { role },
      }),
    onSuccess: async (updated) => {
      const label = ROLE_LABELS[updated.role];
      toast.success(updated.access_until ? `${name}: ${label} until ${formatDate(updated.access_until)}` : `${name}: ${label}`);
      await afterChange();
    },
    onError: (error) => {
      reset();
      failureToast(error, "Failed to change the role");
      refreshIfStale(queryClient, companyId, error);
    },
  });

  const remove = useMutation({
    mutationFn: () => api(`/companies/${companyId}/members/${member.user_id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(member.is_you ? `You left ${companyName}` : `${name} was removed from ${companyName}`);
      if (member.is_you) {
        await queryClient.invalidateQueries({ queryKey: companiesKey });
        router.push("/");
        return;
      }
      await afterChange();
    },
    onError: (error) => {
      failureToast(error, "Failed to remove the member");
      setConfirming(false);
      refreshIfStale(queryClient, companyId, error);
    },
  });

  const until = member.access_until ? formatDate(member.access_until) : null;
  const expired = member.access_until ? new Date(member.access_until).getTime() <= now : false;

  return (
    <TableRow data-testid="member-row" data-role={member.role}>
      <TableCell className="max-w-[14rem] whitespace-normal">
        <div className="font-medium break-words" data-testid="member-name">
          {name}
          {member.is_you ? <span className="text-muted-foreground font-normal"> (you)</span> : null}
        </div>
        <div className="text-muted-foreground text-xs break-all" data-testid="member-email">
          {member.email}
        </div>
      </TableCell>
      <TableCell>
        {canManage ? (
          <RoleSelect label={`Role of ${name}`} value={role} onChange={setRole} disabled={save.isPending} className="w-32" />
        ) : (
          <RoleBadge role={member.role} data-testid="member-role" />
        )}
      </TableCell>
      <TableCell>
        {canManage && role === "assurer" ? (
          <Input
            type="date"
            aria-label={`Access of ${name} until`}
            value={date}
            min={indianDay(new Date())}
            onChange={(e) => setDate(e.target.value)}
            disabled={save.isPending}
            className="w-40"
          />
        ) : until ? (
          <span className={expired ? "text-destructive" : undefined} data-testid="member-access-until">
            {expired ? `Ended ${until}` : until}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </TableCell>
      {canManage ? (
        <TableCell className="text-right">
          <div className="flex justify-end gap-1">
            {dirty ? (
              <>
                <Button size="sm" onClick={() => save.mutate()} disabled={save.isPending} data-testid="member-save">
                  {save.isPending ? "Saving..." : "Save"}
                </Button>
                <Button size="sm" variant="ghost" onClick={reset} disabled={save.isPending}>
                  Cancel
                </Button>
              </>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={member.is_you ? `Leave ${companyName}` : `Remove ${name}`}
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" />
            </Button>
          </div>
          <LazyConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={member.is_you ? `Leave ${companyName}?` : `Remove ${name}?`}
            description={
              member.is_you
                ? `You will lose access to ${companyName} at once.`
                : `${name} (${member.email}) will lose access to ${companyName} on their next request. Their entries and the audit trail stay.`
            }
            confirmLabel={member.is_you ? "Leave" : "Remove"}
            confirmTestId="confirm-remove-member"
            onConfirm={() => remove.mutate()}
          />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
