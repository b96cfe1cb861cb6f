"use client";

import { useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { failureToast } from "@/lib/client/failure-toast";
import type { CompanyDto } from "@/lib/companies/types";
import { formatDateTime } from "@/lib/format";
import { ASSURANCE_TYPES, MARKET_CAP_BANDS, MARKET_CAP_BAND_LABELS, MONTHS, profileCompleteness, questionLabel } from "@/lib/companies/profile-questions";
import type { CompanyProfile, CompanyProfileDto } from "@/lib/companies/profile-schema";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { ExchangesField } from "./exchanges-field";
import { NumberField, RupeeHint, SelectField, TextField } from "./fields";
import { toFormValues, type ProfileFormValues } from "./form-values";
import { useSaveCompanyProfile } from "./queries";
import { BusinessActivityRows, ProductRows, RelatedCompanyRows } from "./row-lists";

// The validator (zod and the shared schema) arrives at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const profileResolver = lazyZodResolver<ProfileFormValues, CompanyProfile>(() => import("@/lib/companies/profile-schema").then((m) => m.companyProfileSchema));

const MONTH_OPTIONS = MONTHS.map((m, i) => ({ value: String(i + 1), label: m }));
const BOUNDARY_OPTIONS = [
  { value: "standalone", label: "Standalone (the listed entity only)" },
  { value: "consolidated", label: "Consolidated (with the entities in its consolidated financial statements)" },
];
const ASSURANCE_OPTIONS = ASSURANCE_TYPES.map((t) => ({ value: t, label: t === "None" ? "None obtained" : t }));
const BAND_OPTIONS = MARKET_CAP_BANDS.map((b) => ({ value: b, label: MARKET_CAP_BAND_LABELS[b] }));
const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export function ProfileForm({ company, saved, fy }: { company: CompanyDto; saved: CompanyProfileDto; fy: string | null }) {
  usePreloadedResolver(profileResolver);
  const form = useForm<ProfileFormValues, unknown, CompanyProfile>({
    resolver: profileResolver,
    defaultValues: toFormValues(saved.profile),
  });
  const save = useSaveCompanyProfile(company.id, fy, {
    onSuccess: (dto) => {
      form.reset(toFormValues(dto.profile));
      toast.success("Profile saved");
    },
    onError: (error) => {
      console.error("Failed to save profile:", error);
      failureToast(error, "Failed to save profile");
    },
  });
  const completeness = profileCompleteness(saved.profile);

  // One save at a time: validation is asynchronous, so a double click reaches here twice before
  // the button reads 'Saving...'.
  const submitting = useRef(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(
        // Failures are reported by the mutation's onError.
        (profile) =>
          save.mutateAsync(profile).then(
            () => undefined,
            () => undefined,
          ),
        () => toast.error("Please correct the highlighted fields"),
      )(event);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="profile-form">
        <Card className="gap-3 py-4">
          <CardContent className="flex flex-col gap-2 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="space-y-1">
              <Badge variant={completeness.answered === completeness.total ? "default" : "secondary"} data-testid="profile-completeness">
                {completeness.answered} of {completeness.total} Section A answers
              </Badge>
              {completeness.missing.length ? (
                <p className="text-xs text-muted-foreground" data-testid="profile-missing">
                  Still to answer: {completeness.missing.map((m) => m.question.replace(/^A-/, "Q")).join(", ")}
                </p>
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground" data-testid="profile-updated">
              {saved.updated_at ? `Last saved ${formatDateTime(saved.updated_at)}` : "Not saved yet"}
            </p>
          </CardContent>
        </Card>

        <Section title="I. Details of the listed entity" description="Questions 1–15">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="cin"
              label={questionLabel("cin")}
              placeholder="L27100MH1995PLC084723"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={25}
              className="sm:col-span-2"
              hint="21 characters, as issued by the Ministry of Corporate Affairs"
            />
            <div className="min-w-0 space-y-2 sm:col-span-2">
              <p className="text-sm leading-snug font-medium">Q2 Name of the listed entity</p>
              <p className="text-sm" data-testid="profile-company-name">
                {company.name} <span className="text-xs text-muted-foreground">(change it with Edit on the dashboard)</span>
              </p>
            </div>
            <NumberField name="incorporation_year" label={questionLabel("incorporation_year")} integer placeholder="e.g. 1995" />
            <SelectField
              name="financial_year_start_month"
              label="Q9 Financial year starts in"
              placeholder="Select month"
              options={MONTH_OPTIONS}
              fromText={Number}
              hint="The reporting year runs from this month: April–March for most Indian companies. Changing it re-reads the periods of data already entered."
            />
            <TextField name="registered_address" label={questionLabel("registered_address")} multiline placeholder="Registered office, with PIN code" />
            <TextField name="corporate_address" label={questionLabel("corporate_address")} multiline placeholder="Corporate office, with PIN code" />
            <TextField name="email" label={questionLabel("email")} type="email" autoComplete="email" placeholder="investors@example.com" />
            <TextField name="telephone" label={questionLabel("telephone")} type="tel" autoComplete="tel" placeholder="+91 22 6665 8282" />
            <TextField
              name="website"
              label={questionLabel("website")}
              type="url"
              autoComplete="url"
              placeholder="https://www.example.com"
              className="sm:col-span-2"
            />
            <ExchangesField />
            <NumberField
              name="paid_up_capital_inr"
              label={questionLabel("paid_up_capital_inr")}
              placeholder="e.g. 12,50,00,000"
              grouped
              hint={<RupeeHint name="paid_up_capital_inr" />}
            />
            <SelectField
              name="reporting_boundary"
              label={questionLabel("reporting_boundary")}
              placeholder="Select boundary"
              options={BOUNDARY_OPTIONS}
              hint="The same boundary applies throughout the report."
            />
            <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">{questionLabel("contact_person")}</legend>
              <TextField name="contact_person.name" label="Name" autoComplete="name" />
              <TextField name="contact_person.designation" label="Designation" placeholder="e.g. Company Secretary" />
              <TextField name="contact_person.telephone" label="Telephone" type="tel" />
              <TextField name="contact_person.email" label="E-mail" type="email" />
            </fieldset>
            <TextField name="assurance_provider" label={questionLabel("assurance_provider")} placeholder="e.g. Shah & Rao LLP" />
            <SelectField
              name="assurance_type"
              label={questionLabel("assurance_type")}
              placeholder="Select type"
              options={ASSURANCE_OPTIONS}
              hint="SEBI's March 2025 change: BRSR Core is assessed or assured (reasonable or limited)."
            />
            <SelectField
              name="market_cap_band"
              label="Rank by market capitalisation (this year)"
              placeholder="Select band"
              options={BAND_OPTIONS}
              hint="Says whether BRSR Core assessment or assurance applies for the year (top 150 in FY 2023-24, 250, 500, then 1,000)."
            />
          </div>
        </Section>

        <Section title="II. Products/services" description="Questions 16–17">
          <div className="space-y-8">
            <BusinessActivityRows />
            <ProductRows />
          </div>
        </Section>

        <Section title="III. Operations" description="Questions 18–19">
          <div className="space-y-6">
            <fieldset className="min-w-0 space-y-3">
              <legend className="text-sm leading-snug font-medium">{questionLabel("locations")}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {(["national", "international"] as const).map((where) => (
                  <div key={where} className="grid grid-cols-2 gap-3 rounded-lg border p-3">
                    <p className="col-span-2 text-sm font-medium capitalize">{where}</p>
                    <NumberField name={`locations.${where}.plants`} label="Plants" integer placeholder="0" />
                    <NumberField name={`locations.${where}.offices`} label="Offices" integer placeholder="0" />
                  </div>
                ))}
              </div>
            </fieldset>
            <fieldset className="min-w-0 space-y-3">
              <legend className="text-sm leading-snug font-medium">{questionLabel("markets")}</legend>
              <div className="grid gap-4 sm:grid-cols-3">
                <NumberField name="markets.national_states" label="(a) National: number of states" integer placeholder="0–36" />
                <NumberField name="markets.international_countries" label="(a) International: number of countries" integer placeholder="0" />
                <NumberField name="markets.exports_percent" label="(b) Exports as % of total turnover" suffix="%" placeholder="0" />
                <TextField name="markets.customer_types" label="(c) A brief on types of customers" multiline className="sm:col-span-3" />
              </div>
            </fieldset>
          </div>
        </Section>

        <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
          IV. Employees (Q20–Q22) are per-year figures: enter them for each financial year in the BRSR questionnaire.
        </p>

        <Section title="V. Holding, subsidiary and associate companies (including joint ventures)" description="Question 23">
          <RelatedCompanyRows />
        </Section>

        <Section title="VI. CSR details" description="Question 24">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="csr_applicable"
              label={questionLabel("csr_applicable")}
              placeholder="Select"
              options={YES_NO}
              toText={(v) => (v === true ? "yes" : v === false ? "no" : "")}
              fromText={(t) => t === "yes"}
              className="sm:col-span-2"
            />
            <div className="min-w-0 space-y-2">
              <p className="text-sm leading-snug font-medium">Q24(ii) Turnover (₹)</p>
              <p className="text-sm text-muted-foreground" data-testid="profile-turnover-note">
                Turnover is a per-year figure: enter it for each financial year in the BRSR questionnaire.
              </p>
            </div>
            <NumberField
              name="net_worth_inr"
              label="Q24(iii) Net worth (₹)"
              placeholder="e.g. 4,50,00,00,000"
              grouped
              hint={<RupeeHint name="net_worth_inr" />}
            />
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto" data-testid="save-profile">
            {save.isPending ? "Saving..." : "Save Profile"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg leading-snug">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
