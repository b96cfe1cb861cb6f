import type { Metadata } from "next";
import { ProtectedPage } from "@/components/providers/protected-page";
import { PaymentScreen } from "@/components/payment/payment-screen";

export const metadata: Metadata = { title: "Choose a plan — ESG Reporting Platform" };

export default function PaymentPage() {
  return (
    <ProtectedPage requireSubscription={false}>
      <PaymentScreen />
    </ProtectedPage>
  );
}
