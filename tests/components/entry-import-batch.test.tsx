import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { EntryList } from "@/components/esg-data/entry-list";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: vi.fn(async () => []) }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const BATCH = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
const entry = (id: string, over: Partial<EsgEntryDto> = {}): EsgEntryDto => ({
  id,
  company_id: COMPANY_ID,
  framework: "BRSR",
  category: "environmental",
  metric: `Metric ${id}`,
  value: "1,200",
  numeric_value: 1200,
  unit: "t",
  period: "FY 2024-25",
  notes: "",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft",
  updated_by: null,
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("an entry written by an import", () => {
  it("names its import batch in the list; a typed entry has none", () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <EntryList
          companyId={COMPANY_ID}
          entries={[entry("e1", { source: "import", import_batch_id: BATCH }), entry("e2")]}
          editingId={null}
          onEdit={() => {}}
          onDeleted={() => {}}
          role="owner"
        />
      </QueryClientProvider>,
    );
    const badges = screen.getAllByTestId("entry-import-batch");
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent("Batch 3f2a9c1e");
    expect(badges[0]).toHaveAttribute("title", `Import batch ${BATCH}`);
  });
});
