import type { Metadata } from "next";
import { AppHeader } from "@/components/app-header";
import { SetupWizard } from "@/components/setup/setup-wizard";

export const metadata: Metadata = { title: "New Company — ESG Reporting Platform" };

export default function SetupPage() {
  return (
    <>
      <AppHeader />
      <SetupWizard />
    </>
  );
}
