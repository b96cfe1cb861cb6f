// POST /api/auth/forgot-password — the same generic answer for any email; reset_link only when opted in
import { route } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/accounts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { forgotPasswordSchema } from "@/lib/auth/schemas";

export const POST = route("POST /api/auth/forgot-password", { body: forgotPasswordSchema }, ({ req, body }) =>
  requestPasswordReset({ ...body, address: clientAddress(req) }),
);
