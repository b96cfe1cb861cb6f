import { z } from "zod";
import { COMPANY_ROLES, type CompanyRole } from "./roles";

// Shared by the route handlers and the Team screen's forms (zodResolver): no server-only imports.

/** An invitation is valid for 7 days unless the owner says otherwise, and for 30 at most. */
export const INVITATION_DEFAULT_DAYS = 7;
export const INVITATION_MAX_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export const ASSURER_DATE_REQUIRED = "An assurer needs an access-until date in the future";

const roleSchema = z.enum(COMPANY_ROLES, { error: `Role must be one of: ${COMPANY_ROLES.join(", ")}` });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment as ISO 8601 with its offset ('2026-03-31T23:59:59+05:30', '…Z'), or a calendar day
 * ('2026-03-31'), read as the end of that day in India: an assurer's access lasts through the day
 * the owner picked.
 */
export function readInstant(text: string): Date | null {
  const value = text.trim();
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T23:59:59.999+05:30`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const instant = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time` })
    .max(64, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`)
    .transform((text, ctx) => {
      const date = readInstant(text);
      if (!date) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time` });
        return z.NEVER;
      }
      return date;
    });

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

/** An assurer's access must end on a date in the future; other roles have no end (the date is dropped). */
function assurerDate<T extends { role: CompanyRole; access_until?: Date | null }>(value: T, ctx: z.RefinementCtx): void {
  if (value.role !== "assurer") return;
  if (!value.access_until || value.access_until.getTime() <= Date.now()) {
    ctx.addIssue({ code: "custom", path: ["access_until"], message: ASSURER_DATE_REQUIRED });
  }
}

const withoutDateUnlessAssurer = <T extends { role: CompanyRole; access_until?: Date | null }>(value: T) => ({
  ...value,
  access_until: value.role === "assurer" ? (value.access_until ?? null) : null,
});

/** PATCH /api/companies/{id}/members/{userId}. */
export const memberUpdateSchema = z
  .object({ role: roleSchema, access_until: instant("access_until").nullish() })
  .superRefine(assurerDate)
  .transform(withoutDateUnlessAssurer);
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** POST /api/companies/{id}/invitations. */
export const invitationCreateSchema = z
  .object({
    email,
    role: roleSchema,
    expires_at: instant("expires_at").nullish(),
    access_until: instant("access_until").nullish(),
  })
  .superRefine(assurerDate)
  .superRefine((value, ctx) => {
    if (!value.expires_at) return;
    const ms = value.expires_at.getTime() - Date.now();
    if (ms <= 0) ctx.addIssue({ code: "custom", path: ["expires_at"], message: "expires_at must be in the future" });
    else if (ms > INVITATION_MAX_DAYS * DAY_MS + 60_000) {
      ctx.addIssue({ code: "custom", path: ["expires_at"], message: `An invitation can be valid for ${INVITATION_MAX_DAYS} days at most` });
    }
  })
  .transform((value) => ({
    ...withoutDateUnlessAssurer(value),
    expires_at: value.expires_at ?? new Date(Date.now() + INVITATION_DEFAULT_DAYS * DAY_MS),
  }));
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

/** The Team screen's invite form: strings as typed; the date input gives YYYY-MM-DD. */
export const inviteFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, "Email is required")
      .max(254, "Please enter a valid email address")
      .pipe(z.email({ error: "Please enter a valid email address" })),
    role: roleSchema,
    access_until: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.role !== "assurer") return;
    const date = value.access_until ? readInstant(value.access_until) : null;
    if (!date || date.getTime() <= Date.now()) ctx.addIssue({ code: "custom", path: ["access_until"], message: ASSURER_DATE_REQUIRED });
  });
export type InviteFormValues = z.infer<typeof inviteFormSchema>;

export type MemberDto = {
  user_id: string;
  full_name: string;
  email: string;
  role: CompanyRole;
  access_until: string | null;
  created_at: string;
  /** The caller's own row. */
  is_you: boolean;
};

export type InvitationDto = {
  id: string;
  email: string;
  role: CompanyRole;
  expires_at: string;
  access_until: string | null;
  invited_by: { id: string; full_name: string } | null;
  created_at: string;
};

/** The answer to a new invitation: the only time its link is shown. */
export type CreatedInvitationDto = InvitationDto & { link: string };

export type InvitationStatus = "pending" | "expired" | "accepted";

/** GET /api/invitations/{token}: what the landing page shows to whoever holds the link. */
export type InvitationPreviewDto = {
  company_name: string;
  role: CompanyRole;
  /** Masked: r***@example.com. */
  email: string;
  invited_by_name: string | null;
  expires_at: string;
  access_until: string | null;
  status: InvitationStatus;
};

/** POST /api/invitations/{token}/accept. */
export type AcceptedInvitationDto = { company_id: string; role: CompanyRole; access_until: string | null };
