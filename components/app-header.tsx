"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Leaf, LogOut } from "lucide-react";
import { useAuth } from "@/components/providers/auth-provider";
import { Button } from "@/components/ui/button";

/** The top bar: the product name home, and for a signed-in user their name and Log out. */
export function AppHeader() {
  const { status, user, logout } = useAuth();
  const router = useRouter();

  const onLogout = async () => {
    await logout();
    router.push("/login");
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2 font-semibold tracking-tight" data-testid="app-home-link">
          <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Leaf className="size-4" aria-hidden />
          </span>
          <span>ESG Reporting Platform</span>
        </Link>
        {status === "authenticated" && user ? (
          <div className="flex min-w-0 items-center gap-2">
            <span className="hidden truncate text-sm text-muted-foreground sm:inline" data-testid="app-user-name">
              {user.full_name}
            </span>
            <Button variant="outline" size="sm" onClick={onLogout}>
              <LogOut className="size-4" aria-hidden /> Log out
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
