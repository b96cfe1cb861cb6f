import { PageGate } from "@/components/providers/page-gate";
import { gateGroup } from "@/lib/auth/page-gate";

// Every page under app/(admin) is gated as the access table says of the group, on the server and in the browser.
export default async function AdminGroupLayout({ children }: { children: React.ReactNode }) {
  await gateGroup("admin");
  return <PageGate group="admin">{children}</PageGate>;
}
