/**
 * The questionnaire's answer is kept by a fingerprint of its inputs (lib/brsr/answer-cache.ts):
 * read again unchanged it is the kept text; any change to what it is made from — however made,
 * even by a statement no service knows of — gives the new answer at once.
 */
import { eq } from "drizzle-orm";
import { GET } from "@/app/api/brsr/[companyId]/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { getDb } from "@/db/client";
import { companies, esgDataEntries } from "@/db/schema";
import { answerCache } from "@/lib/brsr/answer-cache";
import { getQuestionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Q = Awaited<ReturnType<typeof getQuestionnaire>>;

async function owner() {
  const { user, token } = await createUser({ subscribed: true });
  const company = await createCompany(user.id);
  return { user, token, company, params: { companyId: company.id } };
}

/** The answer as text, exactly as sent. */
async function answerText(token: string, companyId: string, fy = "2024-25"): Promise<string> {
  const res = await call(GET as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=${fy}` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(res.headers.get("cache-control")).toContain("no-store");
  return res.text;
}

/** What the questionnaire is now, built afresh from the database. */
async function fresh(companyId: string, fy = "2024-25"): Promise<string> {
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return JSON.stringify(await getQuestionnaire({ company, fyParam: fy }));
}

describe("the questionnaire's kept answer", () => {
  it("is the same text when nothing changed, and equals the questionnaire built afresh", async () => {
    const { token, company } = await owner();
    answerCache.clear();
    const first = await answerText(token, company.id);
    expect(answerCache.size()).toBe(1);
    const second = await answerText(token, company.id);
    expect(second).toBe(first);
    expect(answerCache.size()).toBe(1);
    expect(first).toBe(await fresh(company.id));
    // Another year is another answer, kept beside it.
    const previous = await answerText(token, company.id, "2023-24");
    expect(JSON.parse(previous).fy.id).toBe("2023-24");
    expect(answerCache.size()).toBe(2);
  });

  it("follows every change to its inputs: a cell saved, a value or review state changed behind the services' back, the profile, the year's start month", async () => {
    const { user, token, company, params } = await owner();
    const before = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(before, "P6-E1-A")).toMatchObject({ state: "missing" });

    const saved = await call(PUT as never, { method: "PUT", token, params, body: { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,84,500" }] } });
    expect(saved.status).toBe(200);
    const afterSave = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(afterSave, "P6-E1-A")).toMatchObject({ value: 184500 });

    // A statement no service knows of: the next answer still shows it (nothing is invalidated by writes).
    const db = await getDb();
    await db.update(esgDataEntries).set({ value: "2,00,000", numericValue: 200000 }).where(eq(esgDataEntries.companyId, company.id));
    const afterSql = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(afterSql, "P6-E1-A")).toMatchObject({ value: 200000 });

    await db.update(esgDataEntries).set({ reviewState: "approved" }).where(eq(esgDataEntries.companyId, company.id));
    const approved = await answerText(token, company.id);
    expect(approved).not.toBe(JSON.stringify(afterSql));
    expect(approved).toBe(await fresh(company.id));

    await saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: { cin: "L17110MH1973PLC019786" } as never });
    const withProfile = JSON.parse(await answerText(token, company.id)) as Q;
    expect(withProfile.profile).toMatchObject({ cin: "L17110MH1973PLC019786" });

    // A January start month makes the years calendar years: the same slot, other days, another answer.
    await db.update(companies).set({ fyStartMonth: 1 }).where(eq(companies.id, company.id));
    const january = await answerText(token, company.id, "2024");
    expect(january).toBe(await fresh(company.id, "2024"));
    expect(JSON.parse(january).fy.start).toBe("2024-01-01");
  });
});
