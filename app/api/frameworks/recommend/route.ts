// GET /api/frameworks/recommend?location= — frameworks suggested for a free-text location
import { z } from "zod";
import { route } from "@/lib/api/route";
import { recommendFrameworks } from "@/lib/frameworks/recommend";

const query = z.object({ location: z.string().max(300, "Location is too long (300 characters at most)").optional().default("") });

export const GET = route("GET /api/frameworks/recommend", { query }, ({ query }) => ({ recommendations: recommendFrameworks(query.location) }));
