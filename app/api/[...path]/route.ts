// Any /api URL no route serves: 404 {detail} for every method, not Next's HTML not-found page.
// No session is read: nothing here depends on who asks.
import { errorResponse } from "@/lib/api/route";

const notFound = async () => errorResponse(404, "Not found");

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
