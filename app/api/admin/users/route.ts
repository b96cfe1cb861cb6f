// GET /api/admin/users?q=&page=&page_size= — one page of users, newest first, searchable
import { route } from "@/lib/api/route";
import { userListQuerySchema } from "@/lib/admin/schemas";
import { listUsers } from "@/lib/admin/users";

export const GET = route({ access: "admin", query: userListQuerySchema }, ({ query }) => listUsers(query));
