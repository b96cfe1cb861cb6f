// POST /api/auth/signup — creates an account and signs it in: 201 {access_token, user}. With
// `invitation_token` (signing up from an invitation link) only full_name and password are read:
// the address and company name are the invitation's
import { route } from "@/lib/api/route";
import { createAccount } from "@/lib/auth/accounts";
import { signupRequestSchema } from "@/lib/auth/schemas";
import { assertSameOrigin, sessionResponse } from "@/lib/auth/session-response";
import { signupFromInvitation } from "@/lib/auth/invited-signup";

export const POST = route("POST /api/auth/signup", { body: signupRequestSchema }, async ({ req, body }) => {
  assertSameOrigin(req);
  const user = body.kind === "invited" ? await signupFromInvitation(body) : await createAccount(body);
  return sessionResponse(user, 201);
});
