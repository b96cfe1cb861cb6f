"use client";

import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { useSingleFlight } from "@/lib/client/single-flight";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ROLE_DESCRIPTIONS } from "@/lib/companies/member-display";
import type { CreatedInvitationDto, InviteFormValues } from "@/lib/companies/member-schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { indianDay } from "@/lib/format";
import { RoleSelect } from "./role-select";
import { useInvite } from "./use-invite";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const inviteResolver = lazyZodResolver<InviteFormValues>(() => import("@/lib/companies/member-schemas").then((m) => m.inviteFormSchema));

/** The owner's 'Invite member' form: e-mail, role (with its one-line description), an assurer's end date. */
export function InviteForm({ companyId, onCreated }: { companyId: string; onCreated: (invitation: CreatedInvitationDto) => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteFormValues>({ resolver: inviteResolver, defaultValues: { email: "", role: "editor", access_until: "" } });
  const invite = useInvite(companyId, (invitation) => {
    toast.success(`Invitation for ${invitation.email} created`);
    reset({ email: "", role: "editor", access_until: "" });
    onCreated(invitation);
  });
  const role = useWatch({ control, name: "role" });
  usePreloadedResolver(inviteResolver);

  // Validation is asynchronous: a double click passes it twice before the button is disabled.
  const inviteOnce = useSingleFlight(invite);
  const onSubmit = handleSubmit((values) =>
    inviteOnce({ email: values.email, role: values.role, ...(values.role === "assurer" ? { access_until: values.access_until } : {}) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="invite-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="invite-email">Email</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : undefined}
            {...register("email")}
          />
          {errors.email ? (
            <p id="invite-email-error" className="text-destructive text-sm">
              {errors.email.message}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <Controller
            control={control}
            name="role"
            render={({ field }) => <RoleSelect id="invite-role" label="Role" value={field.value} onChange={field.onChange} className="w-full" />}
          />
          <p className="text-muted-foreground text-xs" data-testid="invite-role-description">
            {ROLE_DESCRIPTIONS[role]}
          </p>
        </div>
      </div>
      {role === "assurer" ? (
        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor="invite-access-until">Access until</Label>
          <Input
            id="invite-access-until"
            type="date"
            min={indianDay(new Date())}
            aria-invalid={errors.access_until ? true : undefined}
            aria-describedby={errors.access_until ? "invite-access-until-error" : undefined}
            {...register("access_until")}
          />
          {errors.access_until ? (
            <p id="invite-access-until-error" className="text-destructive text-sm">
              {errors.access_until.message}
            </p>
          ) : (
            <p className="text-muted-foreground text-xs">The assurer can read the company through the end of this day.</p>
          )}
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending} data-testid="invite-submit">
          {invite.isPending ? "Inviting..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
