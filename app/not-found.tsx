import { LazyAppHeader } from "@/components/lazy-app-header";
import { Main } from "@/components/main";
import { PageMessage } from "@/components/page-message";

export default function NotFound() {
  return (
    <>
      <LazyAppHeader />
      <Main>
        <PageMessage title="Page Not Found" description="The page you are looking for does not exist or has moved." />
      </Main>
    </>
  );
}
