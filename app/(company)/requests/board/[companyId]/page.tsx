import { companyScreenMetadata } from "../../../company-metadata";
import { RequestBoard } from "@/components/requests/request-board";

export const generateMetadata = companyScreenMetadata("Data requests");

export default async function RequestBoardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <RequestBoard companyId={companyId} />;
}
