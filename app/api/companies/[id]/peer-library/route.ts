// GET /api/companies/{id}/peer-library — whose peer libraries the company's benchmarks read (shared by its members);
// PUT — share the caller's own library with the company; DELETE — stop sharing it. Members only; one's own library only.
import { route } from "@/lib/api/route";
import { libraryShares, setLibraryShared } from "@/lib/benchmarks/service";

export const GET = route("GET /api/companies/[id]/peer-library", ({ user, company }) => libraryShares({ user, company }));

export const PUT = route("PUT /api/companies/[id]/peer-library", ({ user, company }) => setLibraryShared({ user, company, shared: true }));

export const DELETE = route("DELETE /api/companies/[id]/peer-library", ({ user, company }) => setLibraryShared({ user, company, shared: false }));
