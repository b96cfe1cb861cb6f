/** What the browser reads of imports (type-only: the modules they come from are the server's). */
export type { ImportAction, ImportBatchDto, ImportCounts, ImportPreview, PreviewRow } from "./imports";
export type { ImportIssue } from "./read";
