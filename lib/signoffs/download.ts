import "server-only";
import type { Company } from "@/db/schema";
import { fiscalYear } from "@/lib/periods";
import type { ArtifactKind } from "./schemas";
import { getSignoff } from "./service";
import { readArtifactBytes } from "./store";

/** A frozen file as a download: its bytes unchanged, named by the year and version, its SHA-256 in a header. */
export async function frozenFileResponse({ company, signoffId, kind }: { company: Company; signoffId: string; kind: ArtifactKind }): Promise<Response> {
  const signoff = await getSignoff({ company, signoffId });
  const file = await readArtifactBytes({ signoffId, companyId: company.id, kind });
  const fy = fiscalYear(signoff.fyEndYear, company.fyStartMonth);
  const name = `BRSR_${fy.id}_v${signoff.version}.${kind === "report.pdf" ? "pdf" : "xml"}`;
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "no-store",
      "X-Content-SHA256": file.sha256,
    },
  });
}
