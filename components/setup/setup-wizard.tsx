"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { companiesKey, useFrameworkCatalogue, useRecommendations } from "@/components/dashboard/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { FRAMEWORK_REQUIRED_MESSAGE, REQUIRED_FIELDS_MESSAGE, profileLooksComplete } from "@/lib/companies/choices";
import type { CompanyProfileFormValues, CompanyProfileInput } from "@/lib/companies/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import type { CompanyDto } from "@/lib/companies/types";
import { isFrameworkCode, type FrameworkCode } from "@/lib/frameworks/types";
import { CompanyProfileFields } from "./company-profile-fields";
import { FrameworkPicker } from "./framework-picker";
import { Main } from "@/components/main";

const STEPS = ["Company Information", "Select ESG Frameworks"] as const;

// The profile's schema (the route handler's own) and zod arrive at the visitor's first act, not with the page (decisions D30).
const loadProfileSchema = () => import("@/lib/companies/schemas").then((m) => m.companyProfileSchema);
const profileResolver = lazyZodResolver<CompanyProfileFormValues, CompanyProfileInput>(loadProfileSchema);

/**
 * What the wizard keeps for the tab: a refresh, or Back from step 2, must not cost the user what
 * they typed on step 1. The step itself is in the URL (`?step=2`), so the browser's Back and
 * Forward move between the steps.
 */
const DRAFT_KEY = "setup-wizard-draft";
const EMPTY: CompanyProfileFormValues = { name: "", industry: "", location: "", size: "", description: "" };
type Draft = { values: CompanyProfileFormValues; frameworks: FrameworkCode[] };

function readDraft(): Draft | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "null") as Partial<Draft> | null;
    if (!raw || typeof raw !== "object") return null;
    const values = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof CompanyProfileFormValues)[]) {
      const value = (raw.values as Record<string, unknown> | undefined)?.[key];
      if (typeof value === "string") values[key] = value;
    }
    const frameworks = Array.isArray(raw.frameworks) ? raw.frameworks.filter(isFrameworkCode) : [];
    return { values, frameworks };
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage full or disabled: the wizard still works, it only forgets on reload */
  }
}

/** Step 2 only when the URL asks for it and step 1 is complete (a bookmarked ?step=2 starts at 1). */
function stepFromUrl(values: CompanyProfileFormValues): 1 | 2 {
  if (typeof window === "undefined") return 1;
  const wanted = new URLSearchParams(window.location.search).get("step") === "2";
  return wanted && profileLooksComplete(values) ? 2 : 1;
}

export function SetupWizard() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [draft] = useState(readDraft);
  const [step, setStep] = useState<1 | 2>(() => stepFromUrl(draft?.values ?? EMPTY));
  const [selected, setSelected] = useState<FrameworkCode[]>(draft?.frameworks ?? []);
  // Whether step 2 has a history entry of its own in this visit, which the Back button can pop.
  const pushedStep = useRef(false);
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
    resolver: profileResolver,
    defaultValues: draft?.values ?? EMPTY,
  });
  const [name, industry, location, size] = useWatch({ control, name: ["name", "industry", "location", "size"] });
  const requiredFilled = [name, industry, location, size].every((v) => (v ?? "").trim().length > 0);
  usePreloadedResolver(profileResolver);

  const catalogue = useFrameworkCatalogue();
  const recommendations = useRecommendations((location ?? "").trim(), step === 2);

  // SPEC 8: a recommendation failure is silent (logged only).
  useEffect(() => {
    if (recommendations.error) console.error("Failed to load framework recommendations:", recommendations.error);
  }, [recommendations.error]);

  const typed = useWatch({ control });
  const draftText = JSON.stringify({ values: { ...EMPTY, ...typed }, frameworks: selected });
  useEffect(() => writeDraft(JSON.parse(draftText) as Draft), [draftText]);

  useEffect(() => {
    // A ?step=2 that could not be honoured (step 1 incomplete) is taken out of the address.
    const asked = new URLSearchParams(window.location.search).get("step");
    if (asked && stepFromUrl(getValues()) === 1) window.history.replaceState(window.history.state, "", "/setup");
    const onPopState = () => {
      pushedStep.current = false;
      setStep(stepFromUrl(getValues()));
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [getValues]);

  const next = async () => {
    if (!requiredFilled) return;
    if (!(await trigger())) return;
    writeDraft({ values: getValues(), frameworks: selected });
    window.history.pushState(null, "", "/setup?step=2");
    pushedStep.current = true;
    setStep(2);
  };

  const back = () => {
    if (step === 1) return router.push("/");
    if (pushedStep.current) {
      // The popstate listener moves to step 1, as the browser's own Back would.
      window.history.back();
      return;
    }
    window.history.replaceState(null, "", "/setup");
    setStep(1);
  };

  const changeFrameworks = (codes: FrameworkCode[]) => {
    setSelected(codes);
    if (codes.length) setFrameworkError(false);
  };

  const submit = async () => {
    const schema = await loadProfileSchema().catch((error: unknown) => {
      console.error("Failed to create company:", error);
      toast.error("Failed to create company");
      return null;
    });
    if (!schema) return;
    const parsed = schema.safeParse(getValues());
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
      writeDraft(null);
      toast.success("Company created successfully!");
      router.push(`/dashboard/${id}`);
    } catch (error) {
      console.error("Failed to create company:", error);
      toast.error("Failed to create company");
      setBusy(false);
    }
  };

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
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
            <CompanyProfileFields register={register} errors={errors} />
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
    </Main>
  );
}
