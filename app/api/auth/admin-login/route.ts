// POST /api/auth/admin-login — signs in as the seeded admin where ADMIN_AUTOLOGIN=true, else 403
import { route } from "@/lib/api/route";
import { adminAutoLogin } from "@/lib/auth/accounts";
import { assertSameOrigin, sessionResponse } from "@/lib/auth/session-response";

export const POST = route("POST /api/auth/admin-login", async ({ req }) => {
  assertSameOrigin(req);
  return sessionResponse(await adminAutoLogin());
});
