import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BrsrEditContext, type BrsrEdit } from "@/components/brsr/edit-context";
import { EditStore } from "@/components/brsr/edit-store";
import { valueEdit } from "@/components/brsr/model";
import { RowTableItem } from "@/components/brsr/row-table-item";
import type { CellValue, CellView, RowTableView, YearColumn } from "@/components/brsr/types";

vi.setConfig({ testTimeout: 30_000 });

const YEARS: YearColumn[] = [
  { slot: "cy", id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" },
  { slot: "py", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Previous Financial Year)" },
];

const text = (value: string): CellValue => ({ state: "entered", value, display: value, unit: "", entryIds: ["e"] });

const COLUMNS: RowTableView["columns"] = [
  { id: "ISSUE", label: "Material issue identified", type: "text", unit: "", required: true },
  { id: "RISK", label: "Indicate whether risk or opportunity (R/O)", type: "choice", unit: "", options: ["R", "O"], required: true },
];

function cell(n: number, c: (typeof COLUMNS)[number], value?: string): CellView {
  return {
    key: `A-26-R${n}-${c.id}`,
    kind: "input",
    type: c.type,
    unit: "",
    metric: null,
    ...(c.options ? { options: c.options } : {}),
    required: false,
    values: value ? { cy: text(value) } : {},
  };
}

function a26(rows: { number: number; values: [string, string] }[], legacy?: string): RowTableView {
  return {
    kind: "rows",
    id: "A-26",
    noun: "Material issue",
    years: ["cy"],
    max_rows: 30,
    next_row: 1,
    required: true,
    answered: rows.length > 0,
    not_applicable: false,
    columns: COLUMNS,
    rows: rows.map((r) => ({
      number: r.number,
      complete: true,
      cells: { ISSUE: cell(r.number, COLUMNS[0], r.values[0]), RISK: cell(r.number, COLUMNS[1], r.values[1]) },
    })),
    ...(legacy ? { legacy: { key: "A-26", kind: "input", type: "text", unit: "", metric: "m", required: false, values: { cy: text(legacy) } } } : {}),
  };
}

function renderItem(item: RowTableView) {
  const edits = new EditStore();
  const ctx: BrsrEdit = {
    companyId: "c",
    years: YEARS,
    yearOf: (slot) => YEARS.find((y) => y.slot === slot),
    edits,
    setText: (fy, c, server, t) => edits.set(fy, c.key, valueEdit(c, server, t)),
    openNotApplicable: vi.fn(),
    clearNotApplicable: vi.fn(),
    warningsOf: () => [],
    failed: null,
  };
  render(
    <BrsrEditContext.Provider value={ctx}>
      <RowTableItem item={item} />
    </BrsrEditContext.Provider>,
  );
  return { edits, ctx };
}

describe("RowTableItem", () => {
  it("adds a row with an input per column; what is typed is an edit of that row's cells, the enumeration a native select", async () => {
    const user = userEvent.setup();
    const { edits } = renderItem(a26([{ number: 1, values: ["Energy and GHG emissions", "R"] }]));
    expect(screen.getAllByRole("row")).toHaveLength(2);
    await user.click(screen.getByTestId("rows-A-26-add"));
    const row = screen.getByTestId("rows-A-26-row-2");
    await user.type(within(row).getByLabelText("Material issue 2 — Material issue identified — FY 2024-25"), "Water security");
    const select = within(row).getByLabelText("Material issue 2 — Indicate whether risk or opportunity (R/O) — FY 2024-25");
    expect(select.tagName).toBe("SELECT");
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(["", "R", "O"]);
    await user.selectOptions(select, "O");
    expect(edits.get("2024-25", "A-26-R2-ISSUE")).toEqual({ value: "Water security" });
    expect(edits.get("2024-25", "A-26-R2-RISK")).toEqual({ value: "O" });
  });

  it("removes a saved row only after the confirmation: its cells are cleared for the save and the row is hidden", async () => {
    const user = userEvent.setup();
    const { edits } = renderItem(
      a26([
        { number: 1, values: ["Energy and GHG emissions", "R"] },
        { number: 3, values: ["Circularity", "O"] },
      ]),
    );
    await user.click(screen.getByTestId("rows-A-26-remove-3"));
    const dialog = await screen.findByTestId("rows-A-26-remove-dialog");
    expect(edits.size()).toBe(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("rows-A-26-row-3")).toBeInTheDocument();
    await user.click(screen.getByTestId("rows-A-26-remove-3"));
    await user.click(await screen.findByTestId("rows-A-26-remove-confirm"));
    await waitFor(() => expect(screen.queryByTestId("rows-A-26-row-3")).not.toBeInTheDocument());
    expect(edits.get("2024-25", "A-26-R3-ISSUE")).toEqual({ value: "" });
    expect(edits.get("2024-25", "A-26-R3-RISK")).toEqual({ value: "" });
    expect(edits.get("2024-25", "A-26-R1-ISSUE")).toBeUndefined();
    // A new row takes a number no row holds (3 is being removed until the save).
    await user.click(screen.getByTestId("rows-A-26-add"));
    expect(screen.getByTestId("rows-A-26-row-2")).toBeInTheDocument();
  });

  it("shows the narrative answer it replaced beside the empty table", () => {
    renderItem(a26([], "1. Energy and GHG emissions (Risk) … 2. Water (Risk) …"));
    expect(screen.getByTestId("legacy-A-26")).toHaveTextContent("Previous answer (text)");
    expect(screen.getByTestId("legacy-A-26")).toHaveTextContent("1. Energy and GHG emissions (Risk)");
    expect(screen.getByTestId("rows-A-26-empty")).toHaveTextContent("No rows yet");
  });
});
