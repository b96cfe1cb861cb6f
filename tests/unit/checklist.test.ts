import { BRSR_POLICY_DOCUMENTS, INDUSTRIES, getIndustryChecklist, policyCoverage, resolveIndustry } from "@/lib/checklist/industry-checklists";
import { checklistCsv, checklistExportText, checklistFileName } from "@/lib/checklist/export";
import { parseCsv } from "@/lib/format/csv";

describe("industry checklists", () => {
  it.each(INDUSTRIES)("%s has a full, duplicate-free checklist with the nine BRSR policies", (industry) => {
    const list = getIndustryChecklist(industry);
    expect(list.industry).toBe(industry);
    const all = [...list.checklist.environmental, ...list.checklist.social, ...list.checklist.governance];
    expect(list.total_items).toBe(all.length);
    expect(new Set(all).size).toBe(all.length);
    for (const group of Object.values(list.checklist)) expect(group.length).toBeGreaterThanOrEqual(4);
    for (const { principle, item } of BRSR_POLICY_DOCUMENTS) {
      expect(item).toContain(`(${principle})`);
      expect(list.checklist.governance).toContain(item);
    }
  });

  it("asks a manufacturer and a bank for different documents", () => {
    const maker = getIndustryChecklist("Manufacturing").checklist.environmental;
    const bank = getIndustryChecklist("Finance").checklist.environmental;
    expect(maker.some((i) => /Pollution Control Board/.test(i))).toBe(true);
    expect(bank.some((i) => /Financed emissions/.test(i))).toBe(true);
    expect(maker.filter((i) => bank.includes(i)).length).toBeLessThan(maker.length);
  });

  it("gives unknown and missing industries Other's list, ignoring case and spacing", () => {
    expect(getIndustryChecklist("Aerospace")).toEqual(getIndustryChecklist("Other"));
    expect(getIndustryChecklist(null).industry).toBe("Other");
    expect(resolveIndustry("real  estate")).toBe("Real Estate");
    expect(resolveIndustry("TECHNOLOGY")).toBe("Technology");
  });

  it("derives Section B policy coverage from completed items", () => {
    const coverage = policyCoverage([BRSR_POLICY_DOCUMENTS[0].item, BRSR_POLICY_DOCUMENTS[5].item, "unrelated"]);
    expect(coverage.filter((c) => c.in_place).map((c) => c.principle)).toEqual(["P1", "P6"]);
    expect(coverage).toHaveLength(9);
  });
});

describe("checklist export", () => {
  it("names the file after the company", () => {
    expect(checklistFileName("Sahyadri Steel & Alloys Ltd")).toBe("Sahyadri_Steel_Alloys_Ltd_ESG_Checklist.csv");
    expect(checklistFileName("Sahyadri Steel & Alloys Ltd", "txt")).toBe("Sahyadri_Steel_Alloys_Ltd_ESG_Checklist.txt");
    expect(checklistFileName("  ")).toBe("Company_ESG_Checklist.csv");
  });

  it("writes every item with its state and the totals", () => {
    const list = getIndustryChecklist("Retail");
    const first = list.checklist.environmental[0];
    const text = checklistExportText({
      companyName: "Kirana Mart",
      checklist: list,
      itemsCompleted: [first],
      exportedAt: new Date("2026-11-22T10:00:00Z"),
      lastUpdated: "2026-11-20T10:00:00Z",
    });
    expect(text).toContain("Company: Kirana Mart\nIndustry: Retail\nExported: 22 Nov 2026\nLast updated: 20 Nov 2026");
    expect(text).toContain(`Progress: 1 of ${list.total_items} items completed (${Math.round(100 / list.total_items)}%)`);
    expect(text).toContain(`ENVIRONMENTAL (1 of ${list.checklist.environmental.length} completed)\n[x] ${first}\n[ ] ${list.checklist.environmental[1]}`);
    expect(text.split("\n").filter((l) => l.startsWith("[ ] ") || l.startsWith("[x] "))).toHaveLength(list.total_items);
  });

  it("writes a CSV a spreadsheet opens: the company, progress, then a row per item with its group and state", () => {
    const list = getIndustryChecklist("Retail");
    const first = list.checklist.environmental[0];
    const csv = checklistCsv({ companyName: "Kirana Mart, Pune", checklist: list, itemsCompleted: [first], lastUpdated: "2026-11-20T10:00:00Z" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const { rows } = parseCsv(csv);
    expect(rows[0]).toEqual(["Company", "Kirana Mart, Pune"]);
    expect(rows).toContainEqual(["Progress", `1 of ${list.total_items} items completed`]);
    const header = rows.findIndex((r) => r[0] === "Group");
    expect(rows[header]).toEqual(["Group", "Item", "Completed"]);
    const items = rows.slice(header + 1).filter((r) => r.length === 3);
    expect(items).toHaveLength(list.total_items);
    expect(items[0]).toEqual(["Environmental", first, "Yes"]);
    expect(items[1]).toEqual(["Environmental", list.checklist.environmental[1], "No"]);
  });
});
