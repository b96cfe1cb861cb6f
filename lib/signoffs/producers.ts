import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Company } from "@/db/schema";
import type { FiscalYear } from "@/lib/periods/types";
import type { BoardApproval } from "@/lib/reports/brsr/model";
import { renderBrsrReport } from "@/lib/reports/brsr/service";
import { getXbrlExport } from "@/lib/xbrl/service";
import type { ArtifactKind } from "./schemas";

export type FreezeContext = { db: DbOrTx; company: Company; fy: FiscalYear; approval: BoardApproval; now: Date };

/**
 * Something a sign-off freezes: its bytes are made inside the sign-off's transaction, from what that
 * transaction reads, and stored with their SHA-256. A producer answering null freezes nothing (a
 * format the year cannot be written in yet).
 */
export type ArtifactProducer = { kind: ArtifactKind; contentType: string; produce(ctx: FreezeContext): Promise<Uint8Array | null> };

/** The annual-report edition, with the board's approval on its cover and no draft mark. */
const annualReportPdf: ArtifactProducer = {
  kind: "report.pdf",
  contentType: "application/pdf",
  async produce({ db, company, fy, approval, now }) {
    const { pdf } = await renderBrsrReport({ company, fyParam: fy.id, edition: "annual-report", approval, now, db });
    return pdf;
  },
};

/**
 * The year's XBRL instance, as the exchange takes it. Only an instance that passes validation is
 * frozen: a file the exchange would refuse is not what the board approved for filing.
 */
const xbrlInstance: ArtifactProducer = {
  kind: "instance.xml",
  contentType: "application/xml",
  async produce({ db, company, fy }) {
    const out = await getXbrlExport({ company, fyParam: fy.id, db });
    return out.report.ok ? new TextEncoder().encode(out.xml) : null;
  },
};

/** What every sign-off freezes, in order. */
export const ARTIFACT_PRODUCERS: readonly ArtifactProducer[] = [annualReportPdf, xbrlInstance];
