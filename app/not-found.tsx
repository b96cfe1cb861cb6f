import { AppHeader } from "@/components/app-header";
import { PageMessage } from "@/components/page-message";

export default function NotFound() {
  return (
    <>
      <AppHeader />
      <PageMessage title="Page Not Found" description="The page you are looking for does not exist or has moved." />
    </>
  );
}
