import { GET as BENCHMARKS } from "@/app/api/companies/[id]/benchmarks/route";
import { PUT as PUT_CELLS } from "@/app/api/brsr/[companyId]/cells/route";
import { DELETE as DELETE_PEER } from "@/app/api/peers/[id]/route";
import { GET as LIST_PEERS, POST as ADD_PEER } from "@/app/api/peers/route";
import { DELETE as UNSHARE, GET as GET_LIBRARY, PUT as SHARE } from "@/app/api/companies/[id]/peer-library/route";
import type { Benchmarks, PeerLibraryShares, PeerRecord } from "@/lib/benchmarks/service";
import { getDb } from "@/db/client";
import { companyMembers } from "@/db/schema";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { handInstance } from "../helpers/filed-instance";
import { call } from "../helpers/http";

/*
 * Five peers filed as XBRL (one with its revenue in crore under INR), a company that answered
 * its questionnaire, and the benchmarks between them; the library is the uploader's alone.
 */

function peerXbrl(name: string, revenue: number, energy: number, s1: number, s2: number, ltifr?: number) {
  return handInstance({
    version: "2025-05-31",
    facts: [
      { el: "NameOfTheCompany", value: name, instant: true },
      { el: "RevenueFromOperations", unit: "INR", value: String(revenue) },
      { el: "TotalElectricityConsumptionFromNonRenewableSources", unit: "GJ", value: String(energy) },
      { el: "TotalScope1Emissions", unit: "tCO2e", value: String(s1) },
      { el: "TotalScope2Emissions", unit: "tCO2e", value: String(s2) },
      // The filer's own intensity, wrong by a factor: the benchmarks recompute it.
      { el: "EnergyIntensityPerRupeeOfTurnover", unit: "GJ/INR", value: "0.5" },
      ...(ltifr === undefined
        ? []
        : [
            {
              el: "LostTimeInjuryFrequencyRatePerOneMillionPersonHoursWorked",
              unit: "pure",
              dims: { EmployeesAndWorkersAxis: "EmployeesMember" },
              value: String(ltifr),
            },
          ]),
    ],
  });
}

function upload(token: string, xml: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode(xml) as BlobPart], { type: "application/xml" }), "peer.xml");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return call<PeerRecord & { detail?: string }>(ADD_PEER as never, { method: "POST", path: "/api/peers", token, rawBody: form });
}
const benchmarks = (token: string, companyId: string, query = "fy=2024-25") =>
  call<Benchmarks & { detail?: string }>(BENCHMARKS as never, { token, params: { id: companyId }, path: `/api/companies/${companyId}/benchmarks?${query}` });

describe("peer library and benchmarks", () => {
  it("benchmarks a company against five peers, one with a scale error, and keeps the library to its owner", async () => {
    const consultant = await createUser({ subscribed: true });
    const company = await createCompany(consultant.user.id, { frameworks: ["BRSR"] });
    const saved = await call(PUT_CELLS as never, {
      method: "PUT",
      token: consultant.token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}/cells`,
      body: {
        fy: "2024-25",
        cells: [
          { key: "INT-REVENUE", value: "3450000000" },
          { key: "P6-E1-D", value: "230000" },
          { key: "P6-E7-S1", value: "4500" },
          { key: "P6-E7-S2", value: "29800" },
          { key: "P3-E11-LTIFR-employees", value: "0.36" },
        ],
      },
    });
    expect(saved.status).toBe(200);

    // Energy per ₹ crore: 700, 650, 800, 720 and — revenue filed in crore — 4,000,000,000.
    const peers = [
      ["Alpha Steel", 3e9, 210_000, 4000, 26000, 0.5, "24103"],
      ["Beta Steel", 4e9, 260_000, 6000, 30000, 0.2, "24109"],
      ["Gamma Steel", 2.5e9, 200_000, 5000, 20000, undefined, "24104"],
      ["Delta Steel", 5e9, 360_000, 7000, 40000, 0.8, "27100"],
      ["Crore Steel", 500, 200_000, 4000, 21000, 0.3, "24103"],
    ] as const;
    for (const [name, revenue, energy, s1, s2, ltifr, nic] of peers) {
      const res = await upload(consultant.token, peerXbrl(name, revenue, energy, s1, s2, ltifr), { nic });
      expect(res.status, res.body.detail).toBe(201);
      expect(res.body).toMatchObject({ name, fy: "FY 2024-25", nic_code: nic, cin: "L27100MH1996PLC098765" });
    }
    const res = await benchmarks(consultant.token, company.id);
    expect(res.status).toBe(200);
    expect(res.body.peers_total).toBe(5);
    const energy = res.body.kpis.find((k) => k.id === "energy_per_rupee")!;
    expect(energy.peers).toBe(5);
    expect(energy.median).toBeCloseTo(720, 6);
    expect(energy.q1).toBeCloseTo(700, 6);
    expect(energy.q3).toBeCloseTo(800, 6);
    expect(energy.min).toBeCloseTo(650, 6);
    expect(energy.max).toBeCloseTo(4_000_000_000, 0);
    expect(energy.points.filter((p) => p.outlier).map((p) => p.name)).toEqual(["Crore Steel"]);
    // 230,000 GJ / ₹345 crore = 666.7: second lowest (lower is better).
    expect(energy.company).toBeCloseTo(666.666667, 4);
    expect([energy.rank, energy.of]).toEqual([2, 6]);
    const ltifr = res.body.kpis.find((k) => k.id === "ltifr_employees")!;
    expect([ltifr.peers, ltifr.missing, ltifr.median]).toEqual([4, 1, 0.4]);
    expect(ltifr.rank).toBe(3);
    const water = res.body.kpis.find((k) => k.id === "water_per_rupee")!;
    expect([water.peers, water.missing, water.company, water.rank]).toEqual([0, 5, null, null]);

    // The two-digit NIC filter.
    const steel = await benchmarks(consultant.token, company.id, "fy=2024-25&nic=24");
    expect(steel.body.peers_total).toBe(4);
    expect((await benchmarks(consultant.token, company.id, "nic=2")).status).toBe(422);

    // The same file again is the same peer.
    const again = await upload(consultant.token, peerXbrl(...(peers[0].slice(0, 6) as unknown as [string, number, number, number, number, number])), {
      nic: "24103",
    });
    expect(again.status).toBe(200);

    // A member of the consultant's company does not see the consultant's library.
    const member = await addMember(company.id, "editor");
    expect((await benchmarks(member.token, company.id)).body.peers_total).toBe(0);
    expect((await call<PeerRecord[]>(LIST_PEERS as never, { token: member.token, path: "/api/peers" })).body).toEqual([]);
    const mine = await call<PeerRecord[]>(LIST_PEERS as never, { token: consultant.token, path: "/api/peers" });
    expect(mine.body).toHaveLength(5);
    const del = (token: string, id: string) => call(DELETE_PEER as never, { method: "DELETE", token, params: { id }, path: `/api/peers/${id}` });
    expect((await del(member.token, mine.body[0].id)).status).toBe(404);
    expect((await del(consultant.token, mine.body[0].id)).status).toBe(204);
    expect((await call<PeerRecord[]>(LIST_PEERS as never, { token: consultant.token, path: "/api/peers" })).body).toHaveLength(4);
  });

  it("a consultant shares their library with one company: its members see those peers there, and nowhere else", async () => {
    const consultant = await createUser({ subscribed: true });
    const client = await createCompany(consultant.user.id, { frameworks: ["BRSR"], name: "Client Co" });
    const other = await createCompany(consultant.user.id, { frameworks: ["BRSR"], name: "Other Co" });
    for (const [name, revenue] of [
      ["Alpha Steel", 3e9],
      ["Beta Steel", 4e9],
    ] as const)
      expect((await upload(consultant.token, peerXbrl(name, revenue, 200_000, 4000, 20000))).status).toBe(201);
    const member = await addMember(client.id, "viewer");
    await (await getDb()).insert(companyMembers).values({ companyId: other.id, userId: member.user.id, role: "editor" });
    const library = (token: string, companyId: string, method: "GET" | "PUT" | "DELETE" = "GET") =>
      call<PeerLibraryShares & { detail?: string }>((method === "GET" ? GET_LIBRARY : method === "PUT" ? SHARE : UNSHARE) as never, {
        method,
        token,
        params: { id: companyId },
        path: `/api/companies/${companyId}/peer-library`,
      });
    expect((await benchmarks(member.token, client.id)).body.peers_total).toBe(0);

    const shared = await library(consultant.token, client.id, "PUT");
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ shared_by_me: true, shared: [{ owner_id: consultant.user.id, owner_name: consultant.user.fullName, peers: 2 }] });
    const seen = await benchmarks(member.token, client.id);
    expect(seen.body.peers_total).toBe(2);
    expect(seen.body.libraries).toEqual([
      { owner_id: member.user.id, owner_name: member.user.fullName, own: true, peers: 0 },
      { owner_id: consultant.user.id, owner_name: consultant.user.fullName, own: false, peers: 2 },
    ]);
    expect((await library(member.token, client.id)).body).toMatchObject({ shared_by_me: false, shared: [{ owner_id: consultant.user.id }] });
    // Not in another company of the member's, nor in the member's own library.
    expect((await benchmarks(member.token, other.id)).body.peers_total).toBe(0);
    expect((await call<PeerRecord[]>(LIST_PEERS as never, { token: member.token, path: "/api/peers" })).body).toEqual([]);
    // The consultant counts each peer once, their own copy.
    expect((await benchmarks(consultant.token, client.id)).body.peers_total).toBe(2);
    // A stranger to the company can neither read nor share.
    const stranger = await createUser({ subscribed: true });
    expect((await library(stranger.token, client.id)).status).toBe(404);
    expect((await library(stranger.token, client.id, "PUT")).status).toBe(404);

    expect((await library(consultant.token, client.id, "DELETE")).body).toEqual({ shared_by_me: false, shared: [] });
    expect((await benchmarks(member.token, client.id)).body.peers_total).toBe(0);
  });

  it("refuses a peer file that is not a filing, and one without any Core figure", async () => {
    const user = await createUser({ subscribed: true });
    const bad = await upload(user.token, `<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>`);
    expect(bad.status).toBe(422);
    const empty = await upload(user.token, handInstance({ version: "2025-05-31", facts: [{ el: "NameOfTheCompany", value: "Nothing Ltd", instant: true }] }));
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toMatch(/none of the BRSR Core figures/);
  });
});
