"use client";

import { LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useAuth } from "@/components/providers/auth-provider";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/load-failed";
import { LoadingState } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AnalyticsTab } from "./analytics-tab";
import { useAdminAnalytics, useAdminUsers } from "./queries";
import { UsersTab } from "./users-tab";
import { Main } from "@/components/main";

export function AdminScreen() {
  const { user, logout } = useAuth();
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const analytics = useAdminAnalytics();
  const users = useAdminUsers(search, page);
  const onSearch = useCallback((q: string) => {
    setSearch(q);
    setPage(1);
  }, []);

  const retry = () => {
    void analytics.refetch();
    void users.refetch();
  };

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-2">
            <ShieldCheck className="size-6 text-primary" aria-hidden />
            <div>
              <h1 className="text-xl font-semibold tracking-tight">Admin Panel</h1>
              {user ? <p className="text-xs text-muted-foreground">{user.email}</p> : null}
            </div>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => router.push("/setup")}>
              <LayoutDashboard /> Go to Platform
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={async () => {
                await logout();
                router.push("/login");
              }}
            >
              <LogOut /> Logout
            </Button>
          </div>
        </div>
      </header>

      <Main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        {analytics.isPending || users.isPending ? (
          analytics.isError || users.isError ? (
            <AdminLoadFailed onRetry={retry} />
          ) : (
            <LoadingState label="Loading..." />
          )
        ) : (
          <Tabs defaultValue="analytics" className="gap-4">
            <TabsList>
              <TabsTrigger value="analytics">Analytics</TabsTrigger>
              <TabsTrigger value="users">Users</TabsTrigger>
            </TabsList>
            <TabsContent value="analytics">{analytics.data ? <AnalyticsTab data={analytics.data} /> : <AdminLoadFailed onRetry={retry} />}</TabsContent>
            <TabsContent value="users">
              <UsersTab
                data={users.data}
                fetching={users.isFetching}
                failed={users.isError}
                search={search}
                onSearch={onSearch}
                page={page}
                onPage={setPage}
                onRetry={retry}
              />
            </TabsContent>
          </Tabs>
        )}
      </Main>
    </div>
  );
}

/** The admin panel's data did not load (the shared view, with the panel's own words). */
function AdminLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed message="Failed to load admin data. Please check your connection and try again." onRetry={onRetry} className="flex-col py-16" />;
}
