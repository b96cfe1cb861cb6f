import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ImportPanel } from "@/components/spreadsheets/import-panel";
import type { ImportBatchDto, ImportPreview } from "@/lib/spreadsheets/types";
import { findInLayerByTestId } from "../helpers/layers";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY = { id: "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b", name: "Acme" };

const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  dry_run: true,
  file_name: "brsr.xlsx",
  sha256: "a".repeat(64),
  format: "xlsx",
  counts: { create: 1, update: 1, unchanged: 1, skip: 0, errors: 0 },
  rows: [
    {
      sheet: "Section C P6",
      row: 12,
      key: "P6-E1-A",
      framework: "BRSR",
      metric: "Renewable electricity consumption",
      period: "FY 2024-25",
      action: "create",
      old_value: null,
      new_value: "123456.7",
      unit: "GJ",
    },
    {
      sheet: "Section C P6",
      row: 13,
      key: "P6-E1-B",
      framework: "BRSR",
      metric: "Renewable fuel consumption",
      period: "FY 2024-25",
      action: "update",
      old_value: "500",
      new_value: "1500",
      unit: "GJ",
    },
    {
      sheet: "Section C P6",
      row: 14,
      key: "P6-E1-C",
      framework: "BRSR",
      metric: "Other",
      period: "FY 2024-25",
      action: "unchanged",
      old_value: "5",
      new_value: "5",
      unit: "GJ",
    },
  ],
  rows_omitted: 0,
  errors: [],
  skip_errors: false,
  batch_id: null,
  ...over,
});

const batch: ImportBatchDto = {
  id: "b1",
  file_name: "brsr.xlsx",
  sha256: "a".repeat(64),
  format: "xlsx",
  created_by: { id: "u1", full_name: "Asha", email: "a@x.in" },
  created_at: "2026-01-01T00:00:00.000Z",
  counts: { created: 1, updated: 1, unchanged: 1, skipped: 0 },
  reverted_at: null,
};

function renderPanel() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <ImportPanel company={COMPANY} fy="2024-25" />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("import panel", () => {
  it("previews a chosen file, filters changes, and imports only on 'Import n rows'", async () => {
    let release: (p: ImportPreview) => void = () => {};
    const reading = new Promise<ImportPreview>((r) => (release = r));
    api.mockImplementation((path: string, options?: { query?: { dry_run: boolean } }) => {
      if (path.endsWith("/imports") && options?.query?.dry_run) return reading;
      if (path.endsWith("/imports") && options?.query?.dry_run === false) return Promise.resolve({ ...preview(), dry_run: false, batch_id: "b1" });
      return Promise.resolve([batch]);
    });
    renderPanel();
    const file = new File(["x"], "brsr.xlsx");
    await userEvent.upload(screen.getByTestId("import-file"), file);
    expect(await screen.findByText("Uploading and reading the file...")).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    release(preview());
    const dialog = await findInLayerByTestId("import-preview");
    expect(within(dialog).getByTestId("import-counts")).toHaveTextContent("1 new · 1 updated · 1 unchanged · 0 skipped · 0 errors");
    expect(within(dialog).getAllByTestId("import-row")).toHaveLength(2);
    expect(within(dialog).getByText("1,23,456.7")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId("import-filter-all"));
    expect(within(dialog).getAllByTestId("import-row")).toHaveLength(3);
    expect(api).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByTestId("import-commit"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Imported 2 rows"));
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY.id}/imports`, expect.objectContaining({ method: "POST", raw: true, query: { dry_run: false } }));
    expect(await screen.findByTestId("past-import")).toHaveTextContent("brsr.xlsx");
  });

  it("shows the errors and keeps 'Import' disabled while there are any", async () => {
    api.mockResolvedValue(
      preview({
        counts: { create: 1, update: 0, unchanged: 0, skip: 0, errors: 1 },
        errors: [{ sheet: "CSV", row: 3, message: "unknown metric 'Foo' in GRI" }],
      }),
    );
    renderPanel();
    await userEvent.upload(screen.getByTestId("import-file"), new File(["a,b"], "bulk.csv"));
    const dialog = await findInLayerByTestId("import-preview");
    expect(within(dialog).getByTestId("import-errors")).toHaveTextContent("CSV · row 3unknown metric 'Foo' in GRI");
    expect(within(dialog).getByTestId("import-commit")).toBeDisabled();
  });

  it("with rows in error, imports the others only when the user ticks 'Skip the rows with errors'", async () => {
    const withErrors = preview({
      counts: { create: 1, update: 1, unchanged: 1, skip: 0, errors: 2 },
      errors: [
        { sheet: "CSV", row: 3, message: "unknown metric 'Foo' in GRI" },
        { sheet: "CSV", row: 7, message: "period 'someday' cannot be read" },
      ],
    });
    api.mockImplementation((path: string, options?: { query?: { dry_run: boolean; skip_errors?: boolean } }) => {
      if (options?.query?.dry_run) return Promise.resolve(withErrors);
      if (options?.query?.dry_run === false)
        return Promise.resolve({
          ...withErrors,
          dry_run: false,
          skip_errors: true,
          errors: withErrors.errors.map((e) => ({ ...e, skipped: true })),
          batch_id: "b1",
        });
      return Promise.resolve([batch]);
    });
    renderPanel();
    await userEvent.upload(screen.getByTestId("import-file"), new File(["a,b"], "bulk.csv"));
    const dialog = await findInLayerByTestId("import-preview");
    const commit = within(dialog).getByTestId("import-commit");
    expect(commit).toBeDisabled();
    expect(within(dialog).queryByTestId("import-error-skipped")).toBeNull();
    await userEvent.click(within(dialog).getByTestId("import-skip-errors"));
    // The dry run's error list says which rows will be left out.
    expect(within(dialog).getAllByTestId("import-error-skipped")).toHaveLength(2);
    expect(commit).toBeEnabled();
    expect(commit).toHaveTextContent("Import 2 rows, skip 2");
    await userEvent.click(commit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Imported 2 rows; skipped 2 with errors"));
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY.id}/imports`, expect.objectContaining({ query: { dry_run: false, skip_errors: true } }));
  });

  it("offers no skipping for an error of the file itself", async () => {
    api.mockResolvedValue(
      preview({
        counts: { create: 0, update: 0, unchanged: 0, skip: 0, errors: 1 },
        rows: [],
        errors: [{ sheet: "", row: null, message: "No sheet is in the template's layout" }],
      }),
    );
    renderPanel();
    await userEvent.upload(screen.getByTestId("import-file"), new File(["a,b"], "bulk.csv"));
    const dialog = await findInLayerByTestId("import-preview");
    expect(within(dialog).queryByTestId("import-skip-errors")).toBeNull();
    expect(within(dialog).getByTestId("import-commit")).toBeDisabled();
  });

  it("lists past imports on request and reverts one after the app's own confirmation", async () => {
    const confirm = vi.fn(() => true);
    window.confirm = confirm;
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "DELETE" ? Promise.resolve({ ...batch, reverted_at: "2026-01-02T00:00:00.000Z" }) : Promise.resolve([batch]),
    );
    renderPanel();
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId("show-past-imports"));
    await userEvent.click(await screen.findByTestId("import-revert"));
    const dialog = await findInLayerByTestId("confirm-revert-import");
    expect(dialog).toHaveTextContent("Figures that brsr.xlsx added are deleted");
    expect(api).not.toHaveBeenCalledWith("/imports/b1", expect.anything());
    await userEvent.click(within(dialog).getByTestId("confirm-revert-import-button"));
    await waitFor(() => expect(api).toHaveBeenCalledWith("/imports/b1", { method: "DELETE" }));
    expect(toast.success).toHaveBeenCalledWith("Import reverted");
    expect(confirm).not.toHaveBeenCalled();
  });

  it("cancelling the confirmation reverts nothing", async () => {
    api.mockResolvedValue([batch]);
    renderPanel();
    await userEvent.click(screen.getByTestId("show-past-imports"));
    await userEvent.click(await screen.findByTestId("import-revert"));
    const dialog = await findInLayerByTestId("confirm-revert-import");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("confirm-revert-import")).toBeNull());
    expect(api).not.toHaveBeenCalledWith("/imports/b1", expect.anything());
  });
});
