/** Where a figure came from (esg_data_entries.source), as every screen and the report name it. */
export const SOURCE_LABELS: Record<string, string> = {
  manual: "Manual entry",
  calculator: "Calculator",
  extraction: "PDF extraction",
  import: "Import",
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}
