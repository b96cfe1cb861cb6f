import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiInsights, type AiInsight, type Company, type User } from "@/db/schema";
import { getAiModel, OFFLINE_ENGINE } from "@/lib/ai/provider";
import { writeAudit } from "@/lib/audit";
import type { CategoryId, FrameworkCode } from "@/lib/frameworks";
import { gatherFacts } from "./facts";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import type { FiscalYear } from "@/lib/periods/types";
import { modelInsight } from "./model";
import { offlineInsight } from "./offline";
import type { InsightDto } from "./schemas";
import type { InsightFacts } from "./types";
import { percentageOf } from "@/lib/frameworks/completeness";

function toInsightDto(row: AiInsight): InsightDto {
  return {
    id: row.id,
    company_id: row.companyId,
    framework: row.framework,
    category: row.category,
    insights: row.insights,
    recommendations: row.recommendations,
    engine: row.engine,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Gathers the facts, asks the configured model (or the offline engine) and stores the result.
 * The row is written only once a complete, validated answer exists: a provider failure (502)
 * leaves nothing behind.
 */
export async function generateInsight({
  company,
  user,
  framework,
  category,
  fy,
}: {
  company: Company;
  user: User;
  framework: FrameworkCode;
  category: CategoryId | null;
  /** The financial year asked for (`fy` of the request); none: the company's default year, as the dashboard's. */
  fy?: FiscalYear | null;
}): Promise<InsightDto> {
  const db = await getDb();
  const year = fy ?? (await defaultFiscalYear(db, company));
  const facts = await gatherFacts({ company, framework, category, year, db });
  const ai = getAiModel();
  const output = ai ? await modelInsight(ai, facts) : offlineInsight(facts);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiInsights)
      .values({
        companyId: company.id,
        framework,
        category,
        insights: output.insights,
        recommendations: output.recommendations,
        engine: ai ? ai.name : OFFLINE_ENGINE,
        createdBy: user.id,
      })
      .returning();
    const dto = toInsightDto(row);
    await writeAudit(tx, { actorId: user.id, companyId: company.id, entity: "ai_insight", entityId: row.id, action: "create", newValue: dto });
    return { ...dto, coverage: { ...coverageOfFacts(facts), fy: { id: year.id, label: year.label } } };
  });
}

function coverageOfFacts(facts: InsightFacts): Omit<NonNullable<InsightDto["coverage"]>, "fy"> {
  const core = facts.core
    ? { reported: facts.core.reported.length, total: facts.core.total, percentage: percentageOf(facts.core.reported.length, facts.core.total) }
    : null;
  return { reported: facts.reported_count, total: facts.catalogue_total, percentage: percentageOf(facts.reported_count, facts.catalogue_total), core };
}

/** A company's insights, newest first. */
export async function listInsights({ companyId }: { companyId: string }): Promise<InsightDto[]> {
  const db = await getDb();
  const rows = await db.select().from(aiInsights).where(eq(aiInsights.companyId, companyId)).orderBy(desc(aiInsights.createdAt), desc(aiInsights.id));
  return rows.map(toInsightDto);
}
