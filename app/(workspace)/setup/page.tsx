import { AppHeader } from "@/components/app-header";
import { SetupWizard } from "@/components/setup/setup-wizard";

export default function SetupPage() {
  return (
    <>
      <AppHeader />
      <SetupWizard />
    </>
  );
}
