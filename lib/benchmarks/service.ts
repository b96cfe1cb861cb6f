import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { peerFilings, type Company, type User } from "@/db/schema";
import { ApiError, notFound } from "@/lib/api/errors";
import { getQuestionnaire } from "@/lib/brsr/service";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { extractMetricsOffline } from "@/lib/extraction/offline";
import { hasTextLayer, PDF_ERRORS, readPdfLayouts } from "@/lib/extraction/pdf";
import { fileSha256 } from "@/lib/extraction/service";
import { readInstanceBytes } from "@/lib/filings/service";
import { cellFigures } from "@/lib/xbrl/export";
import { benchmark, KPIS, peerFigures, type KpiBenchmark } from "./kpis";

export type PeerRecord = {
  id: string;
  name: string;
  cin: string | null;
  nic_code: string | null;
  fy: string;
  filename: string;
  synthetic: boolean;
  figures: Record<string, number>;
  created_at: string;
};

const recordOf = (r: typeof peerFilings.$inferSelect): PeerRecord => ({
  id: r.id,
  name: r.name,
  cin: r.cin,
  nic_code: r.nicCode,
  fy: r.fy,
  filename: r.filename,
  synthetic: r.synthetic,
  figures: r.figures as Record<string, number>,
  created_at: r.createdAt.toISOString(),
});

/** GET /api/peers: the caller's own library, newest first; nobody else's. */
export async function listPeers({ user }: { user: User }): Promise<PeerRecord[]> {
  const db = await getDb();
  const rows = await db.select().from(peerFilings).where(eq(peerFilings.ownerId, user.id)).orderBy(desc(peerFilings.createdAt), desc(peerFilings.id));
  return rows.map(recordOf);
}

const isPdf = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");

/** A peer's figures from its PDF, read by the extraction engine: the latest year it reports. */
async function pdfPeer(bytes: Uint8Array): Promise<{ fy: string; values: Map<string, number> }> {
  const { pages, layouts } = await readPdfLayouts(bytes);
  if (!hasTextLayer(pages)) throw new ApiError(422, PDF_ERRORS.noText);
  const found = extractMetricsOffline(pages, { fyStartMonth: 4, layouts }).filter((m) => m.cell && /^FY \d{4}-\d{2}$/.test(m.period));
  const fy = found
    .map((m) => m.period)
    .sort()
    .at(-1);
  if (!fy) throw new ApiError(422, "No BRSR table or figure was found in this PDF, so it cannot be a peer.");
  const values = new Map<string, number>();
  for (const m of found) {
    const n = parseNumericValue(m.value);
    if (m.period === fy && n !== null && !values.has(m.cell!)) values.set(m.cell!, n);
  }
  return { fy, values };
}

/** POST /api/peers: a peer's filing (XBRL or PDF, through the filing readers) kept as figures, not as a company. */
export async function addPeer({
  user,
  filename,
  bytes,
  name,
  nic,
}: {
  user: User;
  filename: string;
  bytes: Uint8Array;
  name?: string;
  nic?: string;
}): Promise<{ peer: PeerRecord; created: boolean }> {
  let fy: string;
  let values: Map<string, number>;
  let cin: string | null = null;
  let filedName: string | null = null;
  if (isPdf(bytes)) ({ fy, values } = await pdfPeer(bytes));
  else {
    const reading = readInstanceBytes(bytes, 4);
    fy = reading.years.cy.label;
    values = new Map(reading.mapped.filter((m) => m.column === "cy" && Number.isFinite(Number(m.value))).map((m) => [m.key, Number(m.value)]));
    cin = reading.cin;
    filedName = reading.companyName;
  }
  const figures = peerFigures(values);
  if (!Object.keys(figures).length) throw new ApiError(422, "The filing holds none of the BRSR Core figures the benchmarks compare.");
  const sha = fileSha256(bytes);
  const db = await getDb();
  const [known] = await db
    .select()
    .from(peerFilings)
    .where(and(eq(peerFilings.ownerId, user.id), eq(peerFilings.fileSha256, sha), eq(peerFilings.fy, fy)))
    .limit(1);
  if (known) return { peer: recordOf(known), created: false };
  const [row] = await db
    .insert(peerFilings)
    .values({
      ownerId: user.id,
      name: (name || filedName || filename).slice(0, 200),
      cin,
      nicCode: nic || null,
      fy,
      filename: filename.slice(0, 200),
      fileSha256: sha,
      figures,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [again] = await db
      .select()
      .from(peerFilings)
      .where(and(eq(peerFilings.ownerId, user.id), eq(peerFilings.fileSha256, sha), eq(peerFilings.fy, fy)));
    return { peer: recordOf(again), created: false };
  }
  return { peer: recordOf(row), created: true };
}

/** DELETE /api/peers/{id}: only the owner's own (another account's peer is 404). */
export async function deletePeer({ user, id }: { user: User; id: string }): Promise<void> {
  const db = await getDb();
  const gone = await db
    .delete(peerFilings)
    .where(and(eq(peerFilings.id, id), eq(peerFilings.ownerId, user.id)))
    .returning({ id: peerFilings.id });
  if (!gone.length) throw notFound("Peer not found");
}

export type Benchmarks = { fy: string; nic: string | null; peers_total: number; synthetic: boolean; kpis: KpiBenchmark[] };

/** GET /api/companies/{id}/benchmarks: the company's BRSR Core values beside the caller's peers of that year (and NIC division). */
export async function companyBenchmarks({
  user,
  company,
  fyParam,
  nic,
}: {
  user: User;
  company: Company;
  fyParam?: string;
  nic?: string;
}): Promise<Benchmarks> {
  const q = await getQuestionnaire({ company, fyParam });
  const own: Record<string, number> = {};
  for (const [key, c] of cellFigures(q)) {
    const v = c.values.cy?.value;
    if (typeof v === "number" && Number.isFinite(v)) own[key] = v;
  }
  const db = await getDb();
  const rows = (
    await db
      .select()
      .from(peerFilings)
      .where(and(eq(peerFilings.ownerId, user.id), eq(peerFilings.fy, q.fy.label)))
  ).filter((r) => !nic || (r.nicCode ?? "").startsWith(nic));
  const peers = rows.map((r) => ({ id: r.id, name: r.name, figures: r.figures as Record<string, number> }));
  return {
    fy: q.fy.label,
    nic: nic || null,
    peers_total: rows.length,
    synthetic: rows.length > 0 && rows.every((r) => r.synthetic),
    kpis: KPIS.map((k) => benchmark(k, own, peers)),
  };
}
