import "server-only";
import type { User } from "@/db/schema";
import { invitedAccount } from "@/lib/companies/invitations";
import { createAccount } from "./accounts";
import type { InvitedSignupInput } from "./schemas";

/**
 * The account an invited signup creates: the invitation's address and its company's name, with
 * the name and password the invitee typed (422 unless the invitation is pending).
 */
export async function signupFromInvitation(input: InvitedSignupInput): Promise<User> {
  const { email, companyName } = await invitedAccount(input.invitation_token);
  return createAccount({ full_name: input.full_name, password: input.password, email, company_name: companyName });
}
