import type { Metadata, Viewport } from "next";
import { SkipLink } from "@/components/main";
import { AppProviders } from "@/components/providers/app-providers";
import "./globals.css";

export const metadata: Metadata = {
  title: "ESG Reporting Platform — BRSR, GRI, TCFD, SASB",
  description: "Collect ESG data, track KPI targets, run GHG calculators and produce a SEBI BRSR report.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Nothing here depends on the request or the deployment (the paywall flag is fetched by the
// browser, lib/client/paywall.ts), so pages without request data are prerendered.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <SkipLink />
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
