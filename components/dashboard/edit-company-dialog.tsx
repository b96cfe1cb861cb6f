"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { CompanyProfileFields } from "@/components/setup/company-profile-fields";
import { FrameworkPicker } from "@/components/setup/framework-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKey, refreshCompanyData } from "@/lib/client/query-keys";
import { FRAMEWORK_REQUIRED_MESSAGE, companyProfileSchema, type CompanyProfileFormValues, type CompanyProfileInput } from "@/lib/companies/schemas";
import type { CompanyDto } from "@/lib/companies/types";
import { isFrameworkCode, type FrameworkCode } from "@/lib/frameworks/types";
import { companiesKey, useFrameworkCatalogue } from "./queries";

/** Edits the profile and the frameworks in one PATCH (the same schema the route handler checks). */
export function EditCompanyDialog({ company, defaultOpen = false }: { company: CompanyDto; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [frameworks, setFrameworks] = useState<FrameworkCode[]>(company.frameworks.filter(isFrameworkCode));
  const [frameworkError, setFrameworkError] = useState(false);
  const queryClient = useQueryClient();
  const catalogue = useFrameworkCatalogue();
  const form = useForm<CompanyProfileFormValues, unknown, CompanyProfileInput>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: {
      name: company.name,
      industry: company.industry ?? "",
      location: company.location,
      size: company.size,
      description: company.description ?? "",
    },
  });

  const save = useMutation({
    mutationFn: (input: CompanyProfileInput) =>
      api<CompanyDto>(`/companies/${company.id}`, { method: "PATCH", body: { ...input, description: input.description ?? "", frameworks } }),
    onSuccess: async () => {
      // The frameworks and the industry decide completion, the questionnaire and the checklist.
      await Promise.all([
        refreshCompanyData(queryClient, company.id),
        queryClient.invalidateQueries({ queryKey: companyKey(company.id) }),
        queryClient.invalidateQueries({ queryKey: companiesKey }),
      ]);
      toast.success("Company updated successfully!");
      setOpen(false);
    },
    onError: (error) => {
      console.error("Failed to update company:", error);
      failureToast(error, "Failed to update company");
    },
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset({
        name: company.name,
        industry: company.industry ?? "",
        location: company.location,
        size: company.size,
        description: company.description ?? "",
      });
      setFrameworks(company.frameworks.filter(isFrameworkCode));
      setFrameworkError(false);
    }
    setOpen(next);
  };

  const onSubmit = form.handleSubmit((input) => {
    if (!frameworks.length) {
      setFrameworkError(true);
      toast.error(FRAMEWORK_REQUIRED_MESSAGE);
      return;
    }
    save.mutate(input);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil className="size-4" aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          <DialogHeader>
            <DialogTitle>Edit company</DialogTitle>
            <DialogDescription>Change the company profile and the frameworks it reports against.</DialogDescription>
          </DialogHeader>
          <CompanyProfileFields register={form.register} errors={form.formState.errors} idPrefix="edit-company" />
          <div className="space-y-2">
            <Label>Frameworks *</Label>
            <FrameworkPicker
              catalogue={catalogue.data}
              selected={frameworks}
              onChange={(codes) => {
                setFrameworks(codes);
                if (codes.length) setFrameworkError(false);
              }}
            />
            {frameworkError ? (
              <p className="text-sm text-destructive" role="alert">
                {FRAMEWORK_REQUIRED_MESSAGE}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
