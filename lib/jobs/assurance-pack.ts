import "server-only";
import { getDb } from "@/db/client";
import type { Company } from "@/db/schema";
import { chooseFiscalYear } from "@/lib/periods/choose";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import { enqueueLongWork } from "./long-work";

/**
 * POST /api/companies/{id}/assurance-pack?fy=: the pack built on the job queue instead of in the
 * request. The year is settled here (a bad one answers 422 before anything is queued; none: the
 * company's default year, as the GET takes it), so the job builds exactly the year it names. A pack
 * of the year already queued or being built is answered (its job) rather than built twice.
 */
export async function queueAssurancePack({ company, userId, fyParam, now = new Date() }: { company: Company; userId: string; fyParam?: string; now?: Date }) {
  const fy = fyParam ? chooseFiscalYear({ fyParam, entries: [], fyStartMonth: company.fyStartMonth }) : await defaultFiscalYear(await getDb(), company, now);
  const jobId = await enqueueLongWork({ companyId: company.id, userId, kind: "assurance-pack", input: { fy: fy.id }, reuseActive: true });
  return { job_id: jobId, fy: fy.id };
}
