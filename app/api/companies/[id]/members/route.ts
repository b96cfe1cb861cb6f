// GET /api/companies/{id}/members — the company's members with their roles (every member may read)
import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/companies/members";

export const GET = route("GET /api/companies/[id]/members", ({ user, company }) => listMembers({ user, company }));
