import Link from "next/link";
import { Leaf } from "lucide-react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Main } from "@/components/main";

/** The frame of the account screens: product mark, a centred card, readable on a phone. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <Main className="relative flex min-h-svh items-center justify-center overflow-hidden bg-gradient-to-br from-emerald-50 via-background to-teal-50 px-4 py-10 dark:from-emerald-950/40 dark:via-background dark:to-teal-950/30">
      <div aria-hidden className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-emerald-300/20 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -bottom-40 -left-32 size-96 rounded-full bg-teal-400/10 blur-3xl" />
      <div className="relative w-full max-w-md">
        <Link
          href="/"
          className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/20">
            <Leaf className="size-5" aria-hidden />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-base font-semibold tracking-tight">ESG Platform</span>
            <span className="text-xs text-muted-foreground">GRI · BRSR · TCFD · SASB</span>
          </span>
        </Link>
        <Card className="gap-5 border-border/70 shadow-lg shadow-slate-900/5">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {subtitle ? <CardDescription className="text-sm">{subtitle}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
        </Card>
      </div>
    </Main>
  );
}

/** An inline link in the card footer. */
export function AuthLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
