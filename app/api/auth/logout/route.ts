// POST /api/auth/logout — clears the session cookie (the browser drops its stored token itself)
import { route } from "@/lib/api/route";
import { loggedOutResponse } from "@/lib/auth/session-response";

export const POST = route("POST /api/auth/logout", () => loggedOutResponse());
