"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { BarChart3, Brain, Layers, ShieldCheck } from "lucide-react";
import { Main } from "@/components/main";
import { useAuth } from "@/components/providers/auth-provider";
import { useCompanies, useFrameworkCatalogue } from "@/components/dashboard/queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";

// Only a signed-in user with companies sees the portfolio, and only after two API calls: its code
// (cards, progress bars, role badges, per-company queries) stays out of the landing page's first load.
const Portfolio = dynamic(() => import("./portfolio").then((m) => m.Portfolio));

const FEATURES = [
  {
    icon: Layers,
    title: "Multi-Framework Support",
    text: "Report against GRI, BRSR, TCFD and SASB from one set of data, with each metric's reference and unit.",
  },
  {
    icon: Brain,
    title: "AI-Powered Insights",
    text: "Find gaps per framework and category, and pull metrics out of existing PDF reports.",
  },
  {
    icon: BarChart3,
    title: "Real-time Analytics",
    text: "See completion per framework, entries per category and progress against your KPI targets.",
  },
  {
    icon: ShieldCheck,
    title: "Compliance Ready",
    text: "Work through an industry checklist and generate a BRSR-format report for SEBI filings.",
  },
];

/** At most this many category names per framework card (SPEC section 9). */
const MAX_CATEGORIES = 3;

export function LandingPage() {
  const { status, user } = useAuth();
  const loggedIn = status === "authenticated";
  const frameworks = useFrameworkCatalogue();
  const companies = useCompanies(loggedIn);

  // proxy.ts sends a non-admin who opened /admin here with ?denied=admin (decisions D2).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("denied") !== "admin") return;
    toast.error("Admin access required");
    params.delete("denied");
    const rest = params.toString();
    window.history.replaceState(null, "", rest ? `/?${rest}` : "/");
  }, []);

  // SPEC: a failed load is only logged; the page renders regardless.
  useEffect(() => {
    if (frameworks.error) console.error("Failed to load frameworks:", frameworks.error);
  }, [frameworks.error]);
  useEffect(() => {
    if (companies.error) console.error("Failed to load companies:", companies.error);
  }, [companies.error]);

  const catalogue = Object.entries(frameworks.data ?? {});
  const myCompanies = loggedIn ? (companies.data ?? []) : [];
  // A signed-in user with companies comes here after logging in: their portfolio leads the page.
  const portfolio = myCompanies.length > 0;
  const HeroHeading = portfolio ? "h2" : "h1";

  return (
    <Main>
      {portfolio ? <Portfolio companies={myCompanies} figures={!user?.is_admin} headingLevel={1} /> : null}
      <section className="border-b bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <Badge variant="secondary" className="mb-4">
            GRI · BRSR · TCFD · SASB
          </Badge>
          <HeroHeading className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simplify Your ESG Reporting Journey</HeroHeading>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">
            Collect ESG data once, track targets, and report to SEBI&apos;s BRSR, GRI, TCFD and SASB — for your own company or a portfolio of clients.
          </p>
          {/* The buttons wait for the session check; the row keeps a button's height (h-10) meanwhile so nothing below shifts. */}
          <div className="mt-8 flex min-h-10 flex-wrap items-center justify-center gap-3">
            {status === "loading" ? null : loggedIn ? (
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
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="gap-3">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="text-base">{title}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section className="border-t bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 className="mb-4 text-2xl font-semibold tracking-tight">Supported Frameworks</h2>
          {/* SPEC 4: a loading state until the fetch ends; a failure leaves the grid empty (logged only). */}
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
        </div>
      </section>
    </Main>
  );
}
