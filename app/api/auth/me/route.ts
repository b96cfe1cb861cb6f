// GET /api/auth/me — the signed-in user (SPEC's User fields only)
import { route } from "@/lib/api/route";
import { toPublicUser } from "@/lib/users/public-user";

export const GET = route("GET /api/auth/me", ({ user }) => toPublicUser(user));
