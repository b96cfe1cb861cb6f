import { PageGate } from "@/components/providers/page-gate";
import { gateGroup } from "@/lib/auth/page-gate";

// Every page under app/(workspace) is gated as the access table says of the group, on the server and in the browser.
export default async function WorkspaceGroupLayout({ children }: { children: React.ReactNode }) {
  await gateGroup("workspace");
  return <PageGate group="workspace">{children}</PageGate>;
}
