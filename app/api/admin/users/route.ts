// GET /api/admin/users?q=&page=&page_size= — SPEC's user list as a JSON array (newest first,
// searchable), one page of it: the total in X-Total-Count, the next page in Link (decisions D22)
import { json, route } from "@/lib/api/route";
import { userListQuerySchema } from "@/lib/admin/schemas";
import { listUsers } from "@/lib/admin/users";

export const GET = route("GET /api/admin/users", { query: userListQuerySchema }, async ({ req, query }) => {
  const { items, total, page, page_size } = await listUsers(query);
  const headers = new Headers({ "X-Total-Count": String(total) });
  if (page * page_size < total) {
    const next = new URLSearchParams(req.nextUrl.searchParams);
    next.set("page", String(page + 1));
    next.set("page_size", String(page_size));
    headers.set("Link", `<${req.nextUrl.pathname}?${next}>; rel="next"`);
  }
  return json(items, 200, headers);
});
