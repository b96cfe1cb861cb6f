import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { AppProviders } from "@/components/providers/app-providers";
import { isPaymentGatewayConfigured } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  title: "ESG Reporting Platform — BRSR, GRI, TCFD, SASB",
  description: "Collect ESG data, track KPI targets, run GHG calculators and produce a SEBI BRSR report.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Read at request time: whether a paywall applies depends on this deployment's settings.
  await connection();
  return (
    <html lang="en-IN" suppressHydrationWarning data-paywall={isPaymentGatewayConfigured() ? "on" : "off"}>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
