import "server-only";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { Company } from "@/db/schema";
import { formatDate } from "@/lib/format";
import { FONT_FAMILY, registerReportFonts } from "@/lib/reports/brsr/fonts";
import { checklistFileName } from "@/lib/checklist/export";
import { CHECKLIST_GROUPS, getIndustryChecklist, type IndustryChecklist } from "@/lib/checklist/industry-checklists";
import { getChecklistProgress } from "@/lib/checklist/service";

const GROUP_TITLES = { environmental: "Environmental", social: "Social", governance: "Governance" } as const;

const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, paddingTop: 40, paddingBottom: 48, paddingHorizontal: 44, color: "#111827" },
  title: { fontSize: 16, fontWeight: "bold", marginBottom: 6 },
  meta: { fontSize: 10, color: "#374151", marginBottom: 2 },
  group: { fontSize: 12, fontWeight: "bold", marginTop: 16, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 0.6, borderBottomColor: "#9ca3af" },
  row: { flexDirection: "row", paddingVertical: 3 },
  mark: { width: 58, fontWeight: "bold" },
  done: { color: "#047857" },
  open: { color: "#b45309" },
  item: { flex: 1 },
  tip: { marginTop: 18, fontSize: 9, color: "#4b5563" },
  footer: { position: "absolute", bottom: 22, left: 44, right: 44, fontSize: 8, color: "#6b7280", flexDirection: "row", justifyContent: "space-between" },
});

type ChecklistPdfProps = {
  companyName: string;
  checklist: IndustryChecklist;
  itemsCompleted: readonly string[];
  lastUpdated: string | null;
  exportedAt: Date;
};

/** The checklist as the CSV export has it (same items, groups and progress), laid out to print. */
function ChecklistDocument({ companyName, checklist, itemsCompleted, lastUpdated, exportedAt }: ChecklistPdfProps) {
  const done = new Set(itemsCompleted);
  const all = CHECKLIST_GROUPS.flatMap((g) => checklist.checklist[g]);
  const completed = all.filter((i) => done.has(i)).length;
  const percent = all.length ? Math.round((completed / all.length) * 100) : 0;
  return (
    <Document title={`${companyName}: ESG Documentation Checklist`} author={companyName} creator="ESG reporting" producer="ESG reporting">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>ESG Documentation Checklist</Text>
        <Text style={styles.meta}>Company: {companyName}</Text>
        <Text style={styles.meta}>Industry: {checklist.industry}</Text>
        <Text style={styles.meta}>
          Progress: {completed} of {all.length} items completed ({percent}%)
        </Text>
        <Text style={styles.meta}>Last updated: {lastUpdated ? formatDate(lastUpdated) : "Not yet"}</Text>
        {CHECKLIST_GROUPS.map((group) => {
          const items = checklist.checklist[group];
          const groupDone = items.filter((i) => done.has(i)).length;
          return (
            <View key={group}>
              <Text style={styles.group} minPresenceAhead={40}>
                {GROUP_TITLES[group]} ({groupDone} of {items.length} completed)
              </Text>
              {items.map((item) => (
                <View key={item} style={styles.row} wrap={false}>
                  <Text style={[styles.mark, done.has(item) ? styles.done : styles.open]}>{done.has(item) ? "Done" : "Open"}</Text>
                  <Text style={styles.item}>{item}</Text>
                </View>
              ))}
            </View>
          );
        })}
        <Text style={styles.tip}>Tip: documents should typically be within the last 12 months.</Text>
        <View style={styles.footer} fixed>
          <Text>
            {companyName} · exported {formatDate(exportedAt)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** The company's checklist as a PDF (beside the CSV the screen exports): its bytes and file name. */
export async function checklistPdf({ company, now = new Date() }: { company: Pick<Company, "id" | "name" | "industry" | "checklistUpdatedAt">; now?: Date }) {
  const progress = await getChecklistProgress({ company });
  registerReportFonts();
  const pdf = await renderToBuffer(
    <ChecklistDocument
      companyName={company.name}
      checklist={getIndustryChecklist(company.industry)}
      itemsCompleted={progress.items_completed}
      lastUpdated={progress.last_updated}
      exportedAt={now}
    />,
  );
  return { pdf, fileName: checklistFileName(company.name, "pdf") };
}
