"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { companiesKey, useFrameworkCatalogue, useRecommendations } from "@/components/dashboard/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import {
  FRAMEWORK_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  companyProfileSchema,
  type CompanyProfileFormValues,
  type CompanyProfileInput,
} from "@/lib/companies/schemas";
import type { CompanyDto } from "@/lib/companies/types";
import type { FrameworkCode } from "@/lib/frameworks";
import { CompanyProfileFields } from "./company-profile-fields";
import { FrameworkPicker } from "./framework-picker";

const STEPS = ["Company Information", "Select ESG Frameworks"] as const;

export function SetupWizard() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [selected, setSelected] = useState<FrameworkCode[]>([]);
  const [frameworkError, setFrameworkError] = useState(false);
  const [busy, setBusy] = useState(false);
  // Creating is two calls (company, then its frameworks). Once the first succeeded, a retry after a
  // failed second call only redoes the frameworks, so it never creates a second company.
  const createdId = useRef<string | null>(null);

  const {
    register,
    control,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<CompanyProfileFormValues, unknown, CompanyProfileInput>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: { name: "", industry: "", location: "", size: "", description: "" },
  });
  const [name, industry, location, size] = useWatch({ control, name: ["name", "industry", "location", "size"] });
  const requiredFilled = [name, industry, location, size].every((v) => (v ?? "").trim().length > 0);

  const catalogue = useFrameworkCatalogue();
  const recommendations = useRecommendations((location ?? "").trim(), step === 2);

  // SPEC 8: a recommendation failure is silent (logged only).
  useEffect(() => {
    if (recommendations.error) console.error("Failed to load framework recommendations:", recommendations.error);
  }, [recommendations.error]);

  const next = async () => {
    if (!requiredFilled) return;
    if (await trigger()) setStep(2);
  };

  const back = () => (step === 1 ? router.push("/") : setStep(1));

  const changeFrameworks = (codes: FrameworkCode[]) => {
    setSelected(codes);
    if (codes.length) setFrameworkError(false);
  };

  const submit = async () => {
    const parsed = companyProfileSchema.safeParse(getValues());
    if (!parsed.success) {
      toast.error(REQUIRED_FIELDS_MESSAGE);
      setStep(1);
      void trigger();
      return;
    }
    if (!selected.length) {
      setFrameworkError(true);
      toast.error(FRAMEWORK_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      if (!createdId.current) {
        const company = await api<CompanyDto>("/companies", { method: "POST", body: parsed.data });
        createdId.current = company.id;
      }
      const id = createdId.current;
      await api<CompanyDto>(`/companies/${id}/frameworks`, { method: "PUT", body: selected });
      await queryClient.invalidateQueries({ queryKey: companiesKey });
      toast.success("Company created successfully!");
      router.push(`/dashboard/${id}`);
    } catch (error) {
      console.error("Failed to create company:", error);
      toast.error("Failed to create company");
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <ol className="mb-6 flex items-center gap-3 text-sm" aria-label="Progress">
        {STEPS.map((title, index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li key={title} className="flex items-center gap-2" aria-current={current ? "step" : undefined}>
              <span
                className={
                  number <= step
                    ? "flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground"
                    : "flex size-7 items-center justify-center rounded-full border text-muted-foreground"
                }
              >
                {number}
              </span>
              <span className={current ? "font-medium" : "hidden text-muted-foreground sm:inline"}>{title}</span>
              {number < STEPS.length ? <span className="mx-1 h-px w-8 bg-border" aria-hidden /> : null}
            </li>
          );
        })}
      </ol>

      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">Step {step} of 2</p>
          <CardTitle className="text-2xl" data-testid="wizard-step-title">
            {STEPS[step - 1]}
          </CardTitle>
          <CardDescription>
            {step === 1
              ? "Tell us about the company you report for. Fields marked * are required."
              : `Choose the frameworks this company reports against. Recommendations are based on its location${location ? ` (${location.trim()})` : ""}.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === 1 ? (
            <CompanyProfileFields register={register} control={control} errors={errors} />
          ) : (
            <div className="space-y-3">
              {recommendations.isPending ? <Spinner label="Loading recommendations..." /> : null}
              <FrameworkPicker
                catalogue={catalogue.data}
                recommendations={recommendations.data?.recommendations}
                selected={selected}
                onChange={changeFrameworks}
              />
              {frameworkError ? (
                <p className="text-sm text-destructive" role="alert">
                  {FRAMEWORK_REQUIRED_MESSAGE}
                </p>
              ) : null}
            </div>
          )}
        </CardContent>
        <CardFooter className="justify-between gap-3">
          <Button type="button" variant="outline" onClick={back} disabled={busy}>
            <ArrowLeft className="size-4" aria-hidden /> Back
          </Button>
          {step === 1 ? (
            <Button type="button" onClick={next} disabled={!requiredFilled}>
              Next <ArrowRight className="size-4" aria-hidden />
            </Button>
          ) : (
            <Button type="button" onClick={submit} disabled={busy}>
              {busy ? "Creating..." : "Create Company"}
            </Button>
          )}
        </CardFooter>
      </Card>
    </main>
  );
}
