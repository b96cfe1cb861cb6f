import { BarChart3, Brain, Layers, ShieldCheck } from "lucide-react";
import { Main } from "@/components/main";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DeniedNotice, FrameworkGrid, HeroActions, HeroHeading, LandingPortfolio } from "./landing-islands";

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

/**
 * The landing page: a Server Component, its copy and features rendered on the server only; the
 * parts that depend on the browser's session (the portfolio, the hero's buttons and heading level)
 * or fetch in the browser (the framework catalogue) are client islands (./landing-islands.tsx).
 */
export function LandingPage() {
  return (
    <Main>
      <DeniedNotice />
      <LandingPortfolio />
      <section className="border-b bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <Badge variant="secondary" className="mb-4">
            GRI · BRSR · TCFD · SASB
          </Badge>
          <HeroHeading className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simplify Your ESG Reporting Journey</HeroHeading>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">
            Collect ESG data once, track targets, and report to SEBI&apos;s BRSR, GRI, TCFD and SASB — for your own company or a portfolio of clients.
          </p>
          <HeroActions />
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
          <FrameworkGrid />
        </div>
      </section>
    </Main>
  );
}
