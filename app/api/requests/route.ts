// GET /api/requests — the caller's own data requests, in every company where they still work
import { route } from "@/lib/api/route";
import { myRequests } from "@/lib/requests/service";

export const GET = route("GET /api/requests", ({ user }) => myRequests({ user }));
