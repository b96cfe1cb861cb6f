// GET /api/health — 200 {status:"ok"} once the database answers, 503 otherwise
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { errorResponse, json } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return json({ status: "ok" });
  } catch (error) {
    console.error("Health check failed:", error);
    return errorResponse(503, "Database unavailable");
  }
}
