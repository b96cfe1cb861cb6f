import { formatDate } from "@/lib/format";
import { toCsv } from "@/lib/format/csv";
import { CHECKLIST_GROUPS, type IndustryChecklist } from "./industry-checklists";

const GROUP_TITLES = { environmental: "ENVIRONMENTAL", social: "SOCIAL", governance: "GOVERNANCE" } as const;

/** `<Company_Name>_ESG_Checklist.<ext>`: the company's name with anything but letters and digits as underscores. */
export function checklistFileName(companyName: string, ext: "csv" | "txt" | "pdf" = "csv"): string {
  const base = companyName
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${base || "Company"}_ESG_Checklist.${ext}`;
}

const GROUP_NAMES = { environmental: "Environmental", social: "Social", governance: "Governance" } as const;

/**
 * The checklist as a spreadsheet opens it (UTF-8 with a BOM, CRLF, quoted where needed): a row per
 * item with its group and whether it is done, after the company, industry and progress lines.
 */
export function checklistCsv({
  companyName,
  checklist,
  itemsCompleted,
  lastUpdated = null,
}: {
  companyName: string;
  checklist: IndustryChecklist;
  itemsCompleted: readonly string[];
  lastUpdated?: string | null;
}): string {
  const done = new Set(itemsCompleted);
  const all = CHECKLIST_GROUPS.flatMap((g) => checklist.checklist[g]);
  const completed = all.filter((i) => done.has(i)).length;
  const rows: (string | number)[][] = [
    ["Company", companyName],
    ["Industry", checklist.industry],
    ["Last updated", lastUpdated ? formatDate(lastUpdated) : "Not yet"],
    ["Progress", `${completed} of ${all.length} items completed`],
    [],
    ["Group", "Item", "Completed"],
  ];
  for (const group of CHECKLIST_GROUPS) for (const item of checklist.checklist[group]) rows.push([GROUP_NAMES[group], item, done.has(item) ? "Yes" : "No"]);
  return toCsv(rows);
}

/** The exported text: a header, then each group with [x] / [ ] per item. */
export function checklistExportText({
  companyName,
  checklist,
  itemsCompleted,
  exportedAt = new Date(),
  lastUpdated = null,
}: {
  companyName: string;
  checklist: IndustryChecklist;
  itemsCompleted: readonly string[];
  exportedAt?: Date;
  lastUpdated?: string | null;
}): string {
  const done = new Set(itemsCompleted);
  const all = CHECKLIST_GROUPS.flatMap((g) => checklist.checklist[g]);
  const completed = all.filter((i) => done.has(i)).length;
  const percent = all.length ? Math.round((completed / all.length) * 100) : 0;
  const lines = [
    "ESG Documentation Checklist",
    `Company: ${companyName}`,
    `Industry: ${checklist.industry}`,
    `Exported: ${formatDate(exportedAt)}`,
    `Last updated: ${lastUpdated ? formatDate(lastUpdated) : "Not yet"}`,
    `Progress: ${completed} of ${all.length} items completed (${percent}%)`,
  ];
  for (const group of CHECKLIST_GROUPS) {
    const items = checklist.checklist[group];
    const groupDone = items.filter((i) => done.has(i)).length;
    lines.push("", `${GROUP_TITLES[group]} (${groupDone} of ${items.length} completed)`);
    for (const item of items) lines.push(`[${done.has(item) ? "x" : " "}] ${item}`);
  }
  lines.push("", "Tip: documents should typically be within the last 12 months.", "");
  return lines.join("\n");
}
