// POST /api/auth/reset-password — spends a reset link and sets the new password
import { route } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/accounts";
import { resetPasswordSchema } from "@/lib/auth/schemas";

export const POST = route("POST /api/auth/reset-password", { body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword({ token: body.token, newPassword: body.new_password });
  return { message: "Password has been reset. You can now log in with the new password." };
});
