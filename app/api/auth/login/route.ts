// POST /api/auth/login — checks the credentials (rate-limited): {access_token, user}
import { route } from "@/lib/api/route";
import { authenticate } from "@/lib/auth/accounts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { loginSchema } from "@/lib/auth/schemas";
import { assertSameOrigin, sessionResponse } from "@/lib/auth/session-response";

export const POST = route("POST /api/auth/login", { body: loginSchema }, async ({ req, body }) => {
  assertSameOrigin(req);
  return sessionResponse(await authenticate({ ...body, address: clientAddress(req) }));
});
