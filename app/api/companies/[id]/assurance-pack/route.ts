// GET /api/companies/{id}/assurance-pack?fy=2024-25 — a ZIP streamed to any member: the year's BRSR PDF, every evidence
// file of the year's figures, figures.csv, audit-trail.csv and a README.txt manifest with SHA-256 of each file
// POST /api/companies/{id}/assurance-pack?fy=2024-25 — the same ZIP built on the job queue: 202 {job_id, fy}; poll
// GET /api/jobs/{job_id}, then download it at GET /api/jobs/{job_id}/download
import { json, route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { assurancePackResponse } from "@/lib/reports/assurance-pack";
import { queueAssurancePack } from "@/lib/jobs/assurance-pack";

export const runtime = "nodejs";
// Built per request from live data; never cached.
export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const GET = route("GET /api/companies/[id]/assurance-pack", { query: fyQuery }, ({ company, user, query }) =>
  assurancePackResponse({ company, userId: user.id, fyParam: query.fy || undefined }),
);

export const POST = route("POST /api/companies/[id]/assurance-pack", { query: fyQuery }, async ({ company, user, query }) =>
  json(await queueAssurancePack({ company, userId: user.id, fyParam: query.fy || undefined }), 202),
);
