"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useCompany } from "@/components/company/use-company";
import { FinancialYearSelect } from "@/components/company/financial-year-select";
import { LoadingState } from "@/components/ui/spinner";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { CompanyDto } from "@/lib/companies/types";
import { useCompanyProfile } from "./queries";

/**
 * The form (react-hook-form, its fields and row lists) is fetched as the screen starts, alongside
 * the company and the profile it waits for anyway: it is not part of the page's first load
 * (decisions D30), and it is there by the time the profile is.
 */
const loadProfileForm = () => import("./profile-form").then((m) => m.ProfileForm);
if (typeof window !== "undefined") void loadProfileForm().catch(() => undefined);
const ProfileForm = dynamic(loadProfileForm, { loading: () => <LoadingState label="Loading..." /> });

/** The year picked and Section A's form for it; the company comes from the query cache (the company frame shows this once it has loaded). */
export function ProfileBody({ companyId }: { companyId: string }) {
  const { data: company } = useCompany(companyId);
  if (!company) return null;
  return <ProfileYears company={company} />;
}

function ProfileYears({ company }: { company: CompanyDto }) {
  // Section A's facts as at a year: until one is picked, the year every screen opens on.
  const [picked, setPicked] = useState<string | null>(null);
  const { data, isPending } = useCompanyProfile(company.id, picked);
  const years = financialYearChoices(new Date(), company.fy_start_month, 6);
  const fy = picked ?? data?.fy ?? null;
  // A year the server answered for beyond the list (an older default) comes first.
  const choices = yearChoicesWith(fy ? { id: fy, label: `FY ${fy}` } : null, years, { at: "start" });

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <FinancialYearSelect id="profile-fy" value={fy} onChange={setPicked} years={choices} disabled={!fy} />
        <p className="text-xs text-muted-foreground" data-testid="profile-year-note">
          {data?.year_facts_from
            ? `FY ${data.fy} has no Section A facts of its own yet: these are FY ${data.year_facts_from}'s, saved as this year's when you save.`
            : "CIN, addresses and contacts of the entity are the same every year; the rest is held for the year chosen."}
        </p>
      </div>
      {isPending ? (
        <LoadingState label="Loading..." />
      ) : !data ? (
        <p className="py-10 text-center text-sm text-destructive">Failed to load profile</p>
      ) : (
        <ProfileForm key={data.fy ?? ""} company={company} saved={data} fy={fy} />
      )}
    </div>
  );
}
