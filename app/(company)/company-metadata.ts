import type { Metadata } from "next";
import { cookies } from "next/headers";
import { companyScreenTitle } from "@/lib/auth/company-page-title";

/** A company page's `generateMetadata`: the screen and the company's name as the tab title. */
export function companyScreenMetadata(screen: string) {
  return async ({ params }: { params: Promise<{ companyId: string }> }): Promise<Metadata> => ({
    title: await companyScreenTitle({ screen, companyId: (await params).companyId, session: { cookies: await cookies() } }),
  });
}
