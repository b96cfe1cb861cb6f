// GET /api/companies/{id}/assurance-pack?fy=2024-25 — a ZIP streamed to any member: the year's BRSR PDF, every evidence
// file of the year's figures, figures.csv, audit-trail.csv and a README.txt manifest with SHA-256 of each file
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { assurancePackResponse } from "@/lib/evidence/pack";

export const runtime = "nodejs";
// Built per request from live data; never cached.
export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const GET = route({ access: "entitled", company: "id", query: fyQuery }, ({ company, user, query }) =>
  assurancePackResponse({ company, userId: user.id, fyParam: query.fy || undefined }),
);
