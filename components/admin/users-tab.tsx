"use client";

import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminUserItem } from "@/lib/admin/schemas";
import { formatCount, formatDate } from "@/lib/format";
import { useToggleUserStatus, type UsersPage } from "./queries";

type Props = {
  data: UsersPage | undefined;
  fetching: boolean;
  failed: boolean;
  search: string;
  onSearch: (q: string) => void;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
};

function SubscriptionCell({ user }: { user: AdminUserItem }) {
  if (user.subscription_status !== "active") return <Badge variant="outline">Inactive</Badge>;
  return (
    <div className="flex flex-col items-start gap-0.5">
      <Badge>active</Badge>
      <span className="text-xs text-muted-foreground">
        {user.subscription_plan ? <span className="capitalize">{user.subscription_plan}</span> : null}
        {user.subscription_ends_at ? ` · until ${formatDate(user.subscription_ends_at)}` : null}
      </span>
    </div>
  );
}

function StatusBadge({ user }: { user: AdminUserItem }) {
  return user.is_active ? (
    <Badge variant="secondary" className="bg-success/15 text-success">
      Active
    </Badge>
  ) : (
    <Badge variant="destructive">Blocked</Badge>
  );
}

function ToggleAction({ user, pending, onToggle }: { user: AdminUserItem; pending: boolean; onToggle: (user: AdminUserItem) => void }) {
  if (user.is_admin) return <Badge variant="outline">Admin</Badge>;
  return (
    <Button size="sm" variant={user.is_active ? "destructive" : "outline"} disabled={pending} onClick={() => onToggle(user)}>
      {pending ? <Spinner /> : null}
      {user.is_active ? "Block" : "Unblock"}
    </Button>
  );
}

export function UsersTab({ data, fetching, failed, search, onSearch, page, onPage, onRetry }: Props) {
  const toggle = useToggleUserStatus();
  const [draft, setDraft] = useState(search);
  // Blocking logs the user out everywhere at once, so it is confirmed; unblocking is not.
  const [confirming, setConfirming] = useState<AdminUserItem | null>(null);
  const onToggle = (user: AdminUserItem) => (user.is_active ? setConfirming(user) : toggle.mutate(user.id));

  useEffect(() => {
    // Searching on each keystroke would send a request per letter.
    const timer = setTimeout(() => {
      if (draft.trim() !== search) onSearch(draft.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Card>
      <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
        <div className="space-y-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>{data ? `${formatCount(data.total)} ${data.total === 1 ? "user" : "users"}` : "All accounts on the platform"}</CardDescription>
        </div>
        <div className="relative w-full sm:w-72">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            placeholder="Search by email, name or company"
            aria-label="Search users"
            className="pl-8"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
      </CardHeader>
      <CardContent>
        {failed && !data ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
            <p>Failed to load admin data</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{search ? `No users match “${search}”` : "No users yet"}</p>
        ) : (
          <>
            {/* Phones get one card per user; the five columns do not fit side by side. */}
            <ul className="divide-y md:hidden" data-testid="users-cards" aria-busy={fetching}>
              {data?.items.map((user) => (
                <li key={user.id} className="flex flex-col gap-2 py-3" data-testid={`user-card-${user.email}`}>
                  <div className="min-w-0">
                    <div className="truncate font-medium">{user.email}</div>
                    <div className="truncate text-xs text-muted-foreground">
                      {user.full_name}
                      {user.company_name ? ` · ${user.company_name}` : ""}
                    </div>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <SubscriptionCell user={user} />
                      <StatusBadge user={user} />
                    </div>
                    <ToggleAction user={user} pending={toggle.isPending && toggle.variables === user.id} onToggle={onToggle} />
                  </div>
                </li>
              ))}
            </ul>
            <Table data-testid="users-table" aria-busy={fetching} className="hidden md:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Email</TableHead>
                  <TableHead>Company</TableHead>
                  <TableHead>Subscription</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Action</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data?.items.map((user) => (
                  <TableRow key={user.id} data-testid={`user-row-${user.email}`}>
                    <TableCell>
                      <div className="font-medium">{user.email}</div>
                      <div className="text-xs text-muted-foreground">{user.full_name}</div>
                    </TableCell>
                    <TableCell>{user.company_name || "—"}</TableCell>
                    <TableCell>
                      <SubscriptionCell user={user} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge user={user} />
                    </TableCell>
                    <TableCell className="text-right">
                      <ToggleAction user={user} pending={toggle.isPending && toggle.variables === user.id} onToggle={onToggle} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {data && (data.page > 1 || data.hasNext) ? (
          <div className="mt-4 flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              Page {page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1 || fetching} onClick={() => onPage(page - 1)}>
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={!data.hasNext || fetching} onClick={() => onPage(page + 1)}>
                Next
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>

      <LazyConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (!open ? setConfirming(null) : undefined)}
        testId="confirm-block"
        title={`Block ${confirming?.email ?? ""}?`}
        description={`${confirming?.full_name || "This user"} will be logged out at once, on every device, and cannot log in until you unblock the account. Their companies and data are kept.`}
        confirmLabel="Block"
        onConfirm={() => {
          if (confirming) toggle.mutate(confirming.id);
          setConfirming(null);
        }}
      />
    </Card>
  );
}
