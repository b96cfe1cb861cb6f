import { AppHeader } from "@/components/app-header";
import { LandingPage } from "@/components/landing/landing-page";

export default function HomePage() {
  return (
    <>
      <AppHeader />
      <LandingPage />
    </>
  );
}
