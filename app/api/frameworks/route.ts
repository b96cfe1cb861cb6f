// GET /api/frameworks — the framework catalogue keyed by code (SPEC section 3)
import { route } from "@/lib/api/route";
import { catalogueResponse } from "@/lib/frameworks";

export const GET = route("GET /api/frameworks", () => catalogueResponse());
