"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/components/providers/auth-provider";
import { useCompanies, useFrameworkCatalogue } from "@/components/dashboard/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";

/*
 * The landing page's client islands: only what depends on the browser's session or fetches in the
 * browser. The page around them (components/landing/landing-page.tsx) is a Server Component, so its
 * copy, features and icons ship as HTML and no JavaScript (decisions D30).
 */

// Only a signed-in user with companies sees the portfolio, and only after two API calls: its code
// (cards, progress bars, role badges, per-company queries) stays out of the landing page's first load.
const Portfolio = dynamic(() => import("./portfolio").then((m) => m.Portfolio));

/** At most this many category names per framework card (SPEC section 9). */
const MAX_CATEGORIES = 3;

/** The signed-in visitor's companies, when there are any (the same query the portfolio and the hero heading read). */
function useMyCompanies() {
  const { status } = useAuth();
  const loggedIn = status === "authenticated";
  const companies = useCompanies(loggedIn);
  return { companies, mine: loggedIn ? (companies.data ?? []) : [] };
}

/** A signed-in user with companies comes here after logging in: their portfolio leads the page. */
export function LandingPortfolio() {
  const { user } = useAuth();
  const { companies, mine } = useMyCompanies();
  // SPEC: a failed load is only logged; the page renders regardless.
  useEffect(() => {
    if (companies.error) console.error("Failed to load companies:", companies.error);
  }, [companies.error]);
  return mine.length > 0 ? <Portfolio companies={mine} figures={!user?.is_admin} headingLevel={1} /> : null;
}

/** The hero's heading: the page's h1, unless the portfolio above it has taken that level. */
export function HeroHeading({ className, children }: { className: string; children: React.ReactNode }) {
  const { mine } = useMyCompanies();
  const Heading = mine.length > 0 ? "h2" : "h1";
  return <Heading className={className}>{children}</Heading>;
}

/** Get Started (and Log In for visitors): they wait for the session check; the row keeps a button's height (h-10) meanwhile so nothing below shifts. */
export function HeroActions() {
  const { status } = useAuth();
  return (
    <div className="mt-8 flex min-h-10 flex-wrap items-center justify-center gap-3">
      {status === "loading" ? null : status === "authenticated" ? (
        <Button asChild size="lg">
          <Link href="/setup">Get Started</Link>
        </Button>
      ) : (
        <>
          <Button asChild size="lg">
            <Link href="/signup">Get Started</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/login">Log In</Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** proxy.ts sends a non-admin who opened /admin here with ?denied=admin (decisions D2): said once, and the parameter dropped. */
export function DeniedNotice() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("denied") !== "admin") return;
    toast.error("Admin access required");
    params.delete("denied");
    const rest = params.toString();
    window.history.replaceState(null, "", rest ? `/?${rest}` : "/");
  }, []);
  return null;
}

/** The framework catalogue, fetched in the browser: SPEC 4's loading state until it ends; a failure leaves the grid empty (logged only). */
export function FrameworkGrid() {
  const frameworks = useFrameworkCatalogue();
  useEffect(() => {
    if (frameworks.error) console.error("Failed to load frameworks:", frameworks.error);
  }, [frameworks.error]);
  const catalogue = Object.entries(frameworks.data ?? {});
  return (
    <>
      {frameworks.isPending ? <LoadingState label="Loading..." data-testid="frameworks-loading" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {catalogue.map(([code, framework]) => (
          <Card key={code} className="gap-3" data-testid="framework-card">
            <CardHeader>
              <Badge className="mb-1 w-fit">{code}</Badge>
              <CardTitle className="text-base">{framework.name}</CardTitle>
              <CardDescription>{framework.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-1.5">
              {framework.categories.slice(0, MAX_CATEGORIES).map((category) => (
                <Badge key={category.id} variant="outline">
                  {category.name}
                </Badge>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
