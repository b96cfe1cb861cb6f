import type { Metadata } from "next";
import { AdminScreen } from "@/components/admin/admin-screen";
import { ProtectedPage } from "@/components/providers/protected-page";

export const metadata: Metadata = { title: "Admin Panel — ESG Reporting Platform" };

export default function AdminPage() {
  return (
    <ProtectedPage requireAdmin requireSubscription={false}>
      <AdminScreen />
    </ProtectedPage>
  );
}
