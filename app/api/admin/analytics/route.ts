// GET /api/admin/analytics — platform figures: users, live subscriptions, revenue from paid orders
import { route } from "@/lib/api/route";
import { getAdminAnalytics } from "@/lib/admin/analytics";

export const GET = route("GET /api/admin/analytics", () => getAdminAnalytics());
