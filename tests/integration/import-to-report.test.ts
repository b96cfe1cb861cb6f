import { extractText } from "unpdf";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as reportRoute } from "@/app/api/generate-brsr-report/[companyId]/route";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

/** Figures imported from a spreadsheet are the company's figures everywhere, the filed report included. */
describe("an import reaches the BRSR report", () => {
  it("prints imported P6 energy figures in Section C and the BRSR Core table, marked as imported in the annex", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Konkan Polymers Ltd", frameworks: ["BRSR"] });
    const csv = [
      "framework,category,metric,value,unit,period,notes",
      "BRSR,environmental,Renewable electricity consumption,1.2 lakh,GJ,FY 2024-25,Solar PPA",
      "BRSR,environmental,Non-renewable fuel consumption,3,45,000,GJ,FY 2024-25,",
      "BRSR,environmental,Scope 1 emissions,8765,tCO2e,FY 2024-25,Fuel log",
    ].join("\n");
    // '3,45,000' would split into columns: quoted, as a spreadsheet writes it.
    const text = csv.replace("3,45,000", '"3,45,000"');
    const form = new FormData();
    form.append("file", new Blob([text]), "energy.csv");
    const imported = await call<any>(importRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/imports?dry_run=false`,
      rawBody: form,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.counts).toMatchObject({ create: 3, errors: 0 });

    const res = await call(reportRoute, { token: owner.token, params: { companyId: company.id }, path: `/api/generate-brsr-report/${company.id}?fy=2024-25` });
    expect(res.status).toBe(200);
    const { text: pages } = await extractText(new Uint8Array(await res.response.arrayBuffer()), { mergePages: true });
    const pdf = pages.replace(/\s+/g, " ");
    // Section C, P6 E1: the rows SEBI prints, with the imported figures in GJ and the renewable total computed from them.
    expect(pdf).toMatch(/Renewable: electricity \(A\) GJ 1,20,000 GJ/);
    expect(pdf).toMatch(/Non-renewable: fuel \(E\) GJ 3,45,000 GJ/);
    expect(pdf).toMatch(/Total energy consumed \(A\+B\+C\+D\+E\+F\) GJ 4,65,000 GJ/);
    expect(pdf).toMatch(/Total Scope 1 emissions[^]*?tCO2e 8,765 tCO2e/);
    // The annex says where each came from.
    expect(pdf).toMatch(/Scope 1 emissions 8,765 tCO2e FY 2024-25 Import Draft/);
    expect(pdf).toContain("Manual entry: 0, Calculator: 0, PDF extraction: 0, Import: 3");
  });
});
