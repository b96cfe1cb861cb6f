import { PageGate } from "@/components/providers/page-gate";
import { gateGroup } from "@/lib/auth/page-gate";

// Every page under app/(company) is gated as the access table says of the group, on the server and in the browser.
export default async function CompanyGroupLayout({ children }: { children: React.ReactNode }) {
  const { signedIn } = await gateGroup("company");
  return (
    <PageGate group="company" signedIn={signedIn}>
      {children}
    </PageGate>
  );
}
