import { AppHeader } from "@/components/app-header";
import { ProtectedPage } from "@/components/providers/protected-page";
import { SetupWizard } from "@/components/setup/setup-wizard";

export default function SetupPage() {
  return (
    <>
      <AppHeader />
      <ProtectedPage>
        <SetupWizard />
      </ProtectedPage>
    </>
  );
}
