import { beforeAll, describe, expect, it } from "vitest";
import { POST as unitsImport } from "@/app/api/companies/[id]/units/import/route";
import { POST as spreadsheetImport } from "@/app/api/companies/[id]/imports/route";
import { POST as ledgerImport } from "@/app/api/companies/[id]/partners/ledger/route";
import { POST as filingUpload } from "@/app/api/companies/[id]/filings/route";
import { POST as evidenceUpload } from "@/app/api/esg-data/[id]/evidence/route";
import { POST as extractPdf } from "@/app/api/extract-pdf/[companyId]/route";
import { POST as peerUpload } from "@/app/api/peers/route";
import { createEntry } from "@/lib/esg-data/service";
import { createCompany, createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

// Every upload route reads its multipart body through one helper (lib/api/limited-body.ts
// readUploadedForm): the same status and the same words, whichever screen sent it.

type Upload = { name: string; handler: Parameters<typeof call>[0]; path: string; params: Record<string, string> };

describe("every upload route", () => {
  let owner: TestUser;
  let uploads: Upload[];

  beforeAll(async () => {
    owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const entry = await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "12", unit: "", period: "FY 2024-25" },
    });
    const id = company.id;
    uploads = [
      { name: "units import", handler: unitsImport, path: `/api/companies/${id}/units/import`, params: { id } },
      { name: "spreadsheet import", handler: spreadsheetImport, path: `/api/companies/${id}/imports?dry_run=true`, params: { id } },
      { name: "ledger import", handler: ledgerImport, path: `/api/companies/${id}/partners/ledger?fy=2024-25&dry_run=true`, params: { id } },
      { name: "filing", handler: filingUpload, path: `/api/companies/${id}/filings`, params: { id } },
      { name: "evidence", handler: evidenceUpload, path: `/api/esg-data/${entry.id}/evidence`, params: { id: entry.id } },
      { name: "PDF extraction", handler: extractPdf, path: `/api/extract-pdf/${id}`, params: { companyId: id } },
      { name: "peer filing", handler: peerUpload, path: "/api/peers", params: {} },
    ];
  });

  const send = (u: Upload, rawBody: BodyInit, headers: Record<string, string> = {}) =>
    call(u.handler, { method: "POST", path: u.path, params: u.params, token: owner.token, rawBody, headers });

  it("answers a body that is not multipart 400, in the same words", async () => {
    for (const u of uploads) {
      const res = await send(u, "just text", { "Content-Type": "text/plain" });
      expect([u.name, res.status, res.body]).toEqual([u.name, 400, { detail: "Send the file as multipart/form-data in the field 'file'" }]);
    }
  });

  it("answers a multipart body that cannot be read 400, in the same words", async () => {
    for (const u of uploads) {
      const res = await send(u, "not a multipart body", { "Content-Type": "multipart/form-data; boundary=nothing-here" });
      expect([u.name, res.status, res.body]).toEqual([u.name, 400, { detail: "The upload could not be read as multipart/form-data" }]);
    }
  });

  it("answers an upload without its file 422 'file: Required'", async () => {
    for (const u of uploads) {
      const form = new FormData();
      form.set("note", "no file here");
      const res = await send(u, form);
      expect([u.name, res.status, res.body]).toEqual([u.name, 422, { detail: "file: Required" }]);
    }
  });
});
