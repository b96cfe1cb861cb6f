import type { Metadata } from "next";
import { PaymentScreen } from "@/components/payment/payment-screen";

export const metadata: Metadata = { title: "Choose a plan — ESG Reporting Platform" };

export default function PaymentPage() {
  return <PaymentScreen />;
}
