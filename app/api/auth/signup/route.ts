// POST /api/auth/signup — creates an account and signs it in: 201 {access_token, user}
import { route } from "@/lib/api/route";
import { createAccount } from "@/lib/auth/accounts";
import { signupSchema } from "@/lib/auth/schemas";
import { assertSameOrigin, sessionResponse } from "@/lib/auth/session-response";

export const POST = route({ access: "public", body: signupSchema }, async ({ req, body }) => {
  assertSameOrigin(req);
  return sessionResponse(await createAccount(body), 201);
});
