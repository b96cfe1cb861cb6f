import { PageGate } from "@/components/providers/page-gate";
import { gateGroup } from "@/lib/auth/page-gate";

// Every page under app/(account) is gated as the access table says of the group, on the server and in the browser.
export default async function AccountGroupLayout({ children }: { children: React.ReactNode }) {
  await gateGroup("account");
  return <PageGate group="account">{children}</PageGate>;
}
