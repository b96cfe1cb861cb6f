"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyDataKey, companyKey } from "@/lib/client/query-keys";
import type { CompanyDto } from "@/lib/companies/types";
import { companiesKey } from "./queries";

export function DeleteCompanyButton({ company }: { company: CompanyDto }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(`/companies/${company.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: companyDataKey(company.id) });
      queryClient.removeQueries({ queryKey: companyKey(company.id) });
      await queryClient.invalidateQueries({ queryKey: companiesKey });
      toast.success("Company deleted successfully");
      router.push("/");
    },
    onError: (error) => {
      console.error("Failed to delete company:", error);
      failureToast(error, "Failed to delete company");
    },
  });

  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden /> Delete
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${company.name}?`}
        description="Are you sure you want to delete this company? Its data entries, KPI targets, checklist progress, insights and reports are deleted with it. This cannot be undone."
        confirmLabel="Delete Company"
        busy={remove.isPending}
        busyLabel="Deleting..."
        stayOpenOnConfirm
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
