import { z } from "zod";

// Shared by the route handlers and the forms (no server-only imports here).

const PASSWORD_MIN = 6;
// bcrypt reads at most 72 bytes; a generous cap also keeps hashing cheap to refuse.
const PASSWORD_MAX = 128;

const MESSAGES = {
  emailInvalid: "Please enter a valid email address",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsMismatch: "Passwords do not match",
  tokenRequired: "Reset token is required",
} as const;

/** Emails are case-insensitive (decisions D8): stored and compared lower-cased and trimmed. */
const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const newPassword = z.string({ error: MESSAGES.passwordRequired }).min(PASSWORD_MIN, MESSAGES.passwordShort).max(PASSWORD_MAX, MESSAGES.passwordLong);

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

export const signupSchema = z.object({
  full_name: requiredText("Full name"),
  email,
  company_name: requiredText("Company name"),
  password: newPassword,
});
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * Signing up from an invitation link (`/signup?next=/invitations/{token}`): the name and a
 * password only. The address is the invitation's and the company name its company's, set by the
 * server from the token; the link holder never reads the address in full (it stays masked).
 */
export const invitedSignupSchema = z.object({
  full_name: requiredText("Full name"),
  password: newPassword,
  invitation_token: z.string({ error: "Invitation is required" }).trim().min(1, "Invitation is required").max(200, "Invitation is not valid"),
});
export type InvitedSignupInput = z.infer<typeof invitedSignupSchema>;

/** POST /api/auth/signup: SPEC's fields, or (with `invitation_token`) an invited signup's. */
export const signupRequestSchema = z
  .object({
    full_name: z.unknown(),
    email: z.unknown(),
    company_name: z.unknown(),
    password: z.unknown(),
    invitation_token: z.unknown(),
  })
  .partial()
  .transform((body, ctx): ({ kind: "invited" } & InvitedSignupInput) | ({ kind: "plain" } & SignupInput) => {
    const invited = body.invitation_token !== undefined && body.invitation_token !== null && body.invitation_token !== "";
    const result = invited ? invitedSignupSchema.safeParse(body) : signupSchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return invited ? { kind: "invited", ...(result.data as InvitedSignupInput) } : { kind: "plain", ...(result.data as SignupInput) };
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Login checks only presence: any other rule would tell an attacker about the password policy. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object({
  // Any length the lookup can refuse with its own 400; the cap only keeps absurd bodies out.
  token: z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).max(4096, MESSAGES.tokenRequired),
  new_password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: the same password rule, plus the confirmation the API never sees. */
export const resetPasswordFormSchema = z
  .object({
    new_password: newPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: MESSAGES.passwordsMismatch, path: ["confirm_password"] });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
