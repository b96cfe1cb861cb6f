import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companyMembers, peerFilings, peerLibraryShares, users, type Company, type User } from "@/db/schema";
import { writeAudit } from "@/lib/audit";
import { ApiError, notFound } from "@/lib/errors";
import { getQuestionnaire } from "@/lib/brsr/service";
import { parseNumericValue } from "@/lib/numbers/read";
import { hasTextLayer, PDF_ERRORS, readPdfLayouts } from "@/lib/extraction/pdf";
import { fileSha256 } from "@/lib/extraction/service";
import { readFiledPdf } from "@/lib/filings/pdf-read";
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

/** A peer's figures from its PDF, read by SEBI's labels (lib/filings/pdf-read.ts): the year it reports on. */
async function pdfPeer(bytes: Uint8Array): Promise<{ fy: string; values: Map<string, number>; cin: string | null; name: string | null }> {
  const { pages, layouts } = await readPdfLayouts(bytes);
  if (!hasTextLayer(pages)) throw new ApiError(422, PDF_ERRORS.noText);
  const reading = readFiledPdf(pages, layouts);
  const found = reading.found.filter((m) => m.cell && /^FY \d{4}-\d{2}$/.test(m.period));
  const fy =
    reading.years?.cy ??
    found
      .map((m) => m.period)
      .sort()
      .at(-1);
  if (!fy || !found.some((m) => m.period === fy)) throw new ApiError(422, "No BRSR table or figure was found in this PDF, so it cannot be a peer.");
  const values = new Map<string, number>();
  for (const m of found) {
    const n = parseNumericValue(m.value);
    if (m.period === fy && n !== null && !values.has(m.cell!)) values.set(m.cell!, n);
  }
  return { fy, values, cin: reading.facts.cin ?? null, name: reading.facts.name ?? null };
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
  if (isPdf(bytes)) ({ fy, values, cin, name: filedName } = await pdfPeer(bytes));
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

/** A library the benchmarks read: the caller's own, or one a member shared with the company. */
export type LibraryUsed = { owner_id: string; owner_name: string; own: boolean; peers: number };

export type Benchmarks = { fy: string; nic: string | null; peers_total: number; synthetic: boolean; libraries: LibraryUsed[]; kpis: KpiBenchmark[] };

/**
 * The accounts whose libraries are shared with a company, while each is still one of its members
 * (a member who leaves takes their library's share with them).
 */
async function sharedOwners(companyId: string): Promise<Array<{ id: string; name: string }>> {
  const db = await getDb();
  return db
    .select({ id: users.id, name: users.fullName })
    .from(peerLibraryShares)
    .innerJoin(companyMembers, and(eq(companyMembers.companyId, peerLibraryShares.companyId), eq(companyMembers.userId, peerLibraryShares.ownerId)))
    .innerJoin(users, eq(users.id, peerLibraryShares.ownerId))
    .where(eq(peerLibraryShares.companyId, companyId))
    .orderBy(users.fullName);
}

export type PeerLibraryShares = {
  /** Whether the caller's own library is shared with this company. */
  shared_by_me: boolean;
  /** Every library shared with the company (the caller's among them when shared), with its count of peers. */
  shared: Array<{ owner_id: string; owner_name: string; peers: number }>;
};

/** GET /api/companies/{id}/peer-library: which members' libraries the company's benchmarks read. */
export async function libraryShares({ user, company }: { user: User; company: Company }): Promise<PeerLibraryShares> {
  const owners = await sharedOwners(company.id);
  const db = await getDb();
  const counts = owners.length
    ? await db
        .select({ ownerId: peerFilings.ownerId, n: count() })
        .from(peerFilings)
        .where(
          inArray(
            peerFilings.ownerId,
            owners.map((o) => o.id),
          ),
        )
        .groupBy(peerFilings.ownerId)
    : [];
  return {
    shared_by_me: owners.some((o) => o.id === user.id),
    shared: owners.map((o) => ({ owner_id: o.id, owner_name: o.name, peers: Number(counts.find((c) => c.ownerId === o.id)?.n ?? 0) })),
  };
}

/**
 * PUT / DELETE /api/companies/{id}/peer-library: the caller shares their own peer library with a
 * company they are a member of, or stops. Only one's own library can be shared; audited on the company.
 */
export async function setLibraryShared({ user, company, shared }: { user: User; company: Company; shared: boolean }): Promise<PeerLibraryShares> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const changed = shared
      ? await tx.insert(peerLibraryShares).values({ ownerId: user.id, companyId: company.id }).onConflictDoNothing().returning()
      : await tx
          .delete(peerLibraryShares)
          .where(and(eq(peerLibraryShares.ownerId, user.id), eq(peerLibraryShares.companyId, company.id)))
          .returning();
    if (changed.length)
      await writeAudit(tx, {
        actorId: user.id,
        companyId: company.id,
        entity: "peer_library_share",
        entityId: user.id,
        action: shared ? "create" : "delete",
        newValue: shared ? { owner_id: user.id } : null,
        oldValue: shared ? null : { owner_id: user.id },
      });
  });
  return libraryShares({ user, company });
}

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
  // The caller's own library, and those its members shared with the company.
  const shared = (await sharedOwners(company.id)).filter((o) => o.id !== user.id);
  const owners = [{ id: user.id, name: user.fullName, own: true }, ...shared.map((o) => ({ ...o, own: false }))];
  const all = (
    await db
      .select()
      .from(peerFilings)
      .where(
        and(
          inArray(
            peerFilings.ownerId,
            owners.map((o) => o.id),
          ),
          eq(peerFilings.fy, q.fy.label),
        ),
      )
      .orderBy(peerFilings.createdAt, peerFilings.id)
  ).filter((r) => !nic || (r.nicCode ?? "").startsWith(nic));
  // One filing in two libraries is one peer: the caller's own copy first.
  const seen = new Set<string>();
  const rows = [...all.filter((r) => r.ownerId === user.id), ...all.filter((r) => r.ownerId !== user.id)].filter((r) => {
    if (seen.has(r.fileSha256)) return false;
    seen.add(r.fileSha256);
    return true;
  });
  const peers = rows.map((r) => ({ id: r.id, name: r.name, figures: r.figures as Record<string, number> }));
  return {
    fy: q.fy.label,
    nic: nic || null,
    peers_total: rows.length,
    synthetic: rows.length > 0 && rows.every((r) => r.synthetic),
    libraries: owners
      .map((o) => ({ owner_id: o.id, owner_name: o.name, own: o.own, peers: rows.filter((r) => r.ownerId === o.id).length }))
      .filter((l) => l.own || l.peers > 0),
    kpis: KPIS.map((k) => benchmark(k, own, peers)),
  };
}
