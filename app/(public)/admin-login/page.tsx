import type { Metadata } from "next";
import { AdminAutoLogin } from "@/components/auth/admin-auto-login";

export const metadata: Metadata = { title: "Admin Login — ESG Platform" };

export default function AdminLoginPage() {
  return <AdminAutoLogin />;
}
