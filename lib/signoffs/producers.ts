import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Company } from "@/db/schema";
import type { FiscalYear } from "@/lib/periods/types";
import type { BoardApproval } from "@/lib/reports/brsr/model";
import { renderBrsrReport } from "@/lib/reports/brsr/service";
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
 * What every sign-off freezes, in order. The XBRL instance ('instance.xml', 'application/xml') joins
 * this list as a producer once the XBRL export exists; its download route already answers it.
 */
export const ARTIFACT_PRODUCERS: readonly ArtifactProducer[] = [annualReportPdf];
