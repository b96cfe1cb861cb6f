import type { Metadata } from "next";
import { RequestScreen } from "@/components/requests/request-screen";

export const metadata: Metadata = { title: "Data request" };

export default async function RequestPage({ params }: { params: Promise<{ requestId: string }> }) {
  const { requestId } = await params;
  return <RequestScreen requestId={requestId} />;
}
