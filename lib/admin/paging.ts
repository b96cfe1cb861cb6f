/**
 * The Users tab's page size, shared by GET /api/admin/users and the browser. Its own module: the
 * browser importing it from the zod schemas would carry all of zod (31 kB gzip) onto /admin.
 */
export const USERS_PAGE_SIZE = 20;
